import PanelCore
import PanelKit
import Testing

@testable import PanelLayout
@testable import PanelText

/// Layout and paint wrap text by the one rule (``TextWrap``, in PanelLayout) on the same text:
/// a wrapping text is laid out as tall as the lines it is drawn in, and drawn in exactly the
/// lines the rule gives, whatever the text holds.
@Suite struct WrapAgreementTests {
    /// Wide characters, combining marks (one after a tab), a long word, tabs, a carriage return
    /// before a newline (one grapheme as written, two once cleaned), an escape sequence, a zero
    /// width joiner sequence and empty paragraphs.
    static let hostile = [
        "日本語のテキスト wraps e\u{301}e\u{301}e\u{301} here",
        "a\tb\u{301}\tc tab\u{301}s\tand\u{0301}marks",
        "Supercalifragilisticexpialidocious is a long word",
        "one\r\ntwo\r\nthree four five",
        "red \u{1B}[31mRED\u{1B}[0m plain 👩‍👩‍👧 family",
        "\n\nafter two empty lines\n",
    ]

    @Test(arguments: [false, true])
    func layoutAndPaintWrapHostileTextTheSameWay(ascii: Bool) throws {
        let wrap = TextWrap(measure: PanelPainter.layoutMeasure(.standard, ascii ? .ascii : .unicode))
        func rows(_ text: String, wraps: Bool, width: Int) throws -> [String] {
            let document = PanelDocument(root: Node(element: .text(TextElement(text, wraps: wraps))))
            let canvas =
                ascii
                ? try ASCIIRenderer(width: width).canvas(for: document)
                : try ANSIRenderer(width: width).canvas(for: document)
            return canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0).trimmingTrailingSpaces
            }
        }
        for text in Self.hostile {
            for width in [3, 5, 8, 13, 21] {
                // Laid out as tall as the rule's lines, each drawn as that line alone is drawn.
                let expected = try wrap.lines(text, columns: width).flatMap {
                    try rows($0, wraps: false, width: width)
                }
                #expect(
                    try rows(text, wraps: true, width: width) == expected,
                    "width \(width), \(text.debugDescription)")
            }
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
