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
                +screen....+
                """)
        // The labels go on the bottom edges, over what is drawn there ("ok" is under "screen").
    }

    @Test func layoutErrorsAreThrown() {
        let broken = Screen { Box().constraints { c in c.width == 3 } }
        #expect(throws: LayoutError.self) { try FreeFormPreview(broken).render() }
    }
}
