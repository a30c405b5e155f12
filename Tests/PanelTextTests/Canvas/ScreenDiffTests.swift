import Testing

@testable import PanelText

@Suite struct ScreenDiffTests {
    let encoder = StyleEncoder(depth: .palette256)

    @Test func identicalCanvasesCostOnlyTheSyncBrackets() {
        var canvas = Canvas(width: 20, height: 3)
        canvas.draw("same", column: 1, row: 1)
        let bytes = ScreenDiff.bytes(from: canvas, to: canvas, encoder: encoder)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[?2026l")
    }

    @Test func onlyChangedCellsAreWritten() {
        var before = Canvas(width: 30, height: 3)
        before.draw("value 0.50", column: 2, row: 1)
        var after = before
        after.draw("value 0.55", column: 2, row: 1)
        let text = String(
            decoding: ScreenDiff.bytes(from: before, to: after, encoder: encoder), as: UTF8.self)
        #expect(text == "\u{1B}[?2026h\u{1B}[2;12H5\u{1B}[?2026l")
    }

    @Test func nearbyRunsMergeAndStylesAreReset() {
        var before = Canvas(width: 30, height: 2)
        before.draw("abcdefghij", column: 0, row: 0)
        var after = before
        after.draw("X", column: 1, row: 0, style: TextStyle(bold: true))
        after.draw("Y", column: 4, row: 0)
        after.draw("Z", column: 20, row: 0)
        let text = String(
            decoding: ScreenDiff.bytes(from: before, to: after, encoder: encoder), as: UTF8.self)
        #expect(text == "\u{1B}[?2026h\u{1B}[1;2H\u{1B}[0;1mX\u{1B}[0mcdY\u{1B}[15CZ\u{1B}[?2026l")
    }

    @Test func wideGraphemeChangesRewriteTheWholeGrapheme() {
        var before = Canvas(width: 10, height: 1)
        before.draw("中", column: 2, row: 0)
        var after = Canvas(width: 10, height: 1)
        after.draw("文", column: 2, row: 0)
        let text = String(
            decoding: ScreenDiff.bytes(from: before, to: after, encoder: encoder), as: UTF8.self)
        #expect(text == "\u{1B}[?2026h\u{1B}[1;3H文\u{1B}[?2026l")
    }

    @Test func noPreviousCanvasDrawsEverything() {
        var canvas = Canvas(width: 5, height: 2)
        canvas.draw("hi", column: 0, row: 1)
        let text = String(decoding: ScreenDiff.bytes(from: nil, to: canvas, encoder: encoder), as: UTF8.self)
        #expect(text == "\u{1B}[?2026h\u{1B}[H\u{1B}[2J     \u{1B}[2Hhi   \u{1B}[?2026l")
    }
}
