import PanelCore
import Testing

@testable import PanelText

/// The whole control set rendered by both backends at 40, 80 and 120 columns, against committed
/// snapshots (re-record with `RECORD_SNAPSHOTS=1`; every snapshot was checked by eye).
@Suite struct SnapshotTests {
    @Test(arguments: [40, 80, 120])
    func ascii(width: Int) throws {
        let text = try ASCIIRenderer(width: width).render(ControlSet.document)
        try Snapshot.check(text, named: "controls-ascii-\(width).txt")
    }

    @Test(arguments: [40, 80, 120])
    func ansiPlain(width: Int) throws {
        let text = try ANSIRenderer(width: width).canvas(for: ControlSet.document).plainText()
        try Snapshot.check(text, named: "controls-ansi-\(width).txt")
    }

    @Test(arguments: [40, 80, 120])
    func ansiEscaped(width: Int) throws {
        let text = try ANSIRenderer(width: width, colorDepth: .palette256).render(ControlSet.document)
        try Snapshot.check(Snapshot.escaped(text), named: "controls-ansi-\(width).escaped.txt")
    }

    @Test func ansiTrueColorEscaped() throws {
        let text = try ANSIRenderer(width: 80, colorDepth: .trueColor).render(ControlSet.document)
        try Snapshot.check(Snapshot.escaped(text), named: "controls-ansi-80-truecolor.escaped.txt")
    }

    @Test func lineDiffNamesTheLines() {
        let diff = Snapshot.lineDiff(expected: "a\nb\nc", actual: "a\nB\nc\nd")
        #expect(diff == "2 - b\n2 + B\n4 + d")
    }
}
