import PanelKit
import Testing

@Suite struct FreeFormPreviewTests {
    let screen = Screen {
        Box("Hi").id("card").constraints { c in
            c.leading == c.parent.leading + 1
            c.trailing == c.parent.trailing - 1
            c.top == c.parent.top
            c.height == 3
        }
        Text("ok").id("label").constraints { c in
            c.centerX == c.parent.centerX
            c.bottom == c.parent.bottom
        }
    }

    @Test func rendersEverySizeSideBySide() throws {
        let text = try FreeFormPreview(
            screen, sizes: [CellSize(width: 10, height: 4), CellSize(width: 14, height: 5)], gap: 2
        ).render()
        #expect(
            text == """
                10x4        14x5
                 + Hi --+    + Hi ------+
                 |      |    |          |
                 +------+    +----------+
                    ok
                                  ok
                """)
    }

    @Test func showsFramesOutlinesAndNamesEveryFrame() throws {
        let text = try FreeFormPreview(screen, sizes: [CellSize(width: 12, height: 5)], showsFrames: true)
            .render()
        #expect(
            text == """
                12x5
                ++ Hi ----++
                :|        |:
                :+card----+:
                :          :
                +....ok....+
                """)
        // The labels go on free line only: "ok" sits on the screen's bottom line and leaves no
        // stretch with room for "screen" on either side, so the screen goes unnamed.
    }

    @Test func layoutErrorsAreThrown() {
        let broken = Screen { Box().constraints { c in c.width == 3 } }
        #expect(throws: LayoutError.self) { try FreeFormPreview(broken).render() }
    }

    @Test func eachSizeIsTheRealRenderersOutput() throws {
        let sizes = [CellSize(width: 10, height: 4), CellSize(width: 14, height: 5)]
        let sheet = try FreeFormPreview(screen, sizes: sizes, gap: 3, backend: .ansi(.palette256)).canvas()
        var x = 0
        for size in sizes {
            let alone = try ANSIRenderer(width: size.width, height: size.height, colorDepth: .palette256)
                .canvas(for: PanelDocument(root: screen.node))
            for row in 0..<alone.height {
                for column in 0..<alone.width {
                    #expect(
                        sheet.grapheme(column: x + column, row: 1 + row)
                            == alone.grapheme(column: column, row: row))
                    #expect(
                        sheet.style(column: x + column, row: 1 + row) == alone.style(column: column, row: row)
                    )
                }
            }
            x += size.width + 3
        }
        // The ANSI sheet has box drawing; the ASCII one (the default) only 7-bit bytes.
        #expect(sheet.plainText().contains("┌ Hi ─"))
        let ansi = try FreeFormPreview(screen, sizes: sizes, backend: .ansi(.palette256)).render()
        #expect(ansi.contains("\u{1B}["))
        let ascii = try FreeFormPreview(screen, sizes: sizes).render()
        #expect(ascii.utf8.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x0A })
    }
}
