import PanelLayout
import Testing

@testable import PanelText

@Suite struct CanvasTests {
    @Test func wideGraphemesTakeAContinuationCell() {
        var canvas = Canvas(width: 6, height: 1)
        let end = canvas.draw("a中b", column: 0, row: 0)
        #expect(end == 4)
        #expect(canvas.cell(column: 1, row: 0).width == 2)
        #expect(canvas.cell(column: 2, row: 0).isContinuation)
        #expect(canvas.grapheme(column: 2, row: 0) == nil)
        #expect(canvas.grapheme(column: 3, row: 0) == "b")
        #expect(canvas.plainText() == "a中b")
        #expect(canvas.asciiText() == "a??b")
    }

    @Test func overwritingHalfAWideGraphemeBlanksTheOtherHalf() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("中文", column: 0, row: 0)
        canvas.draw("x", column: 1, row: 0)  // the continuation of 中
        #expect(canvas.plainText() == " x文")
        canvas.draw("y", column: 2, row: 0)  // the lead of 文
        #expect(canvas.plainText() == " xy")
    }

    @Test func clippingCutsWideGraphemesToSpaces() {
        var canvas = Canvas(width: 10, height: 2)
        canvas.pushClip(CellRect(x: 1, y: 0, width: 4, height: 1))
        canvas.draw("日本語", column: 0, row: 0)
        canvas.draw("hidden", column: 0, row: 1)
        canvas.popClip()
        #expect(canvas.plainText() == "  本\n")
        #expect(canvas.clip == canvas.bounds)
    }

    @Test func nestedClipsIntersect() {
        var canvas = Canvas(width: 10, height: 3)
        canvas.pushClip(CellRect(x: 2, y: 0, width: 6, height: 3))
        canvas.pushClip(CellRect(x: 0, y: 1, width: 5, height: 5))
        #expect(canvas.clip == CellRect(x: 2, y: 1, width: 3, height: 2))
        canvas.fill(canvas.bounds, with: "#")
        #expect(canvas.plainText() == "\n  ###\n  ###")
    }

    @Test func boxesInEveryBorder() {
        let expected: [(LineSet, String)] = [
            (.rounded, "╭ Hi ──╮\n│      │\n╰──────╯"),
            (.single, "┌ Hi ──┐\n│      │\n└──────┘"),
            (.heavy, "┏ Hi ━━┓\n┃      ┃\n┗━━━━━━┛"),
            (.double, "╔ Hi ══╗\n║      ║\n╚══════╝"),
            (.ascii, "+ Hi --+\n|      |\n+------+"),
        ]
        for (border, text) in expected {
            var canvas = Canvas(width: 8, height: 3)
            canvas.drawBox(canvas.bounds, lines: border, title: "Hi")
            #expect(canvas.plainText() == text)
        }
    }

    @Test func hostileTextNeverReachesACell() {
        var canvas = Canvas(width: 20, height: 1)
        canvas.draw("\u{1B}]0;pwned\u{7}\u{9B}2J", column: 0, row: 0)
        for column in 0..<20 {
            if let grapheme = canvas.grapheme(column: column, row: 0) {
                #expect(!grapheme.unicodeScalars.contains { DisplayWidth.isControl($0) })
            }
        }
        #expect(canvas.plainText() == "␛]0;pwned␇<9B>2J")
    }

    @Test func truncationAndWrapping() {
        let width = DisplayWidth.standard
        #expect(width.truncate("Background colour", toColumns: 10, ellipsis: "…") == "Backgroun…")
        #expect(width.truncate("Background colour", toColumns: 10, ellipsis: "...") == "Backgro...")
        #expect(width.truncate("日本語テキスト", toColumns: 6, ellipsis: "…") == "日本…")
        #expect(width.truncate("👩‍💻👩‍💻👩‍💻", toColumns: 5, ellipsis: "…") == "👩‍💻👩‍💻…")
        #expect(width.truncate("short", toColumns: 10, ellipsis: "…") == "short")
        // The one wrapping rule (layout's), measured in display columns: wide graphemes
        // count twice and are never split.
        let wrap = TextWrap(measure: { width.columns(of: $0) })
        #expect(wrap.lines("the quick brown fox", columns: 10) == ["the quick", "brown fox"])
        #expect(wrap.lines("abcdefghij klm", columns: 4) == ["abcd", "efgh", "ij", "klm"])
        #expect(wrap.lines("a\nb c", columns: 10) == ["a", "b c"])
        #expect(wrap.lines("日本語テキスト", columns: 5) == ["日本", "語テ", "キス", "ト"])
    }

    @Test func ansiEncodingChangesStyleOnlyWhereItChanges() {
        var canvas = Canvas(width: 8, height: 2)
        canvas.draw("ab", column: 0, row: 0, style: TextStyle(bold: true))
        canvas.draw("cd", column: 2, row: 0, style: TextStyle(bold: true))
        canvas.draw("e", column: 4, row: 0)
        canvas.draw("f", column: 0, row: 1)
        let text = canvas.ansiText(encoder: StyleEncoder(depth: .sixteen))
        #expect(text == "\u{1B}[0;1mabcd\u{1B}[0me\nf")
    }
}

@Suite struct CanvasBackgroundTests {
    @Test func backgroundGoesBehindWhatIsDrawn() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("ab", column: 0, row: 0, style: TextStyle(bold: true))
        canvas.draw("c", column: 2, row: 0, style: TextStyle(background: .standard(1)))
        canvas.applyBackground(.standard(4), in: CellRect(x: 0, y: 0, width: 4, height: 1))
        #expect(canvas.style(column: 0, row: 0) == TextStyle(background: .standard(4), bold: true))
        #expect(canvas.style(column: 2, row: 0) == TextStyle(background: .standard(1)))
        #expect(canvas.style(column: 3, row: 0) == TextStyle(background: .standard(4)))
        #expect(canvas.style(column: 4, row: 0) == .plain)
        #expect(canvas.plainText() == "abc")
    }
}
