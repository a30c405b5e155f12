/// What acting on a node does, as a kind describes it: text fixed in the program, or a count
/// between two fixed pieces. It holds nothing to release (unlike ``AccessibilityText``), so a
/// description's hint costs nothing to destroy; it is written out as ``text``.
///
/// ```swift
/// let hint: AccessibilityHint = .phrase("Choose one of ", 3, " options")
/// hint.text.string   // "Choose one of 3 options"
/// ```
package enum AccessibilityHint: Sendable, ExpressibleByStringLiteral {
    /// Text fixed in the program.
    case constant(StaticString)
    /// A number between two constant pieces: `Choose one of 3 options`.
    case phrase(StaticString, Int, StaticString)

    /// A constant.
    package init(stringLiteral value: StaticString) {
        self = .constant(value)
    }

    /// The hint as a piece of text, to be written out.
    package var text: AccessibilityText {
        switch self {
        case .constant(let text): .constant(text)
        case .phrase(let head, let count, let tail): .phrase(head, count, tail)
        }
    }
}
