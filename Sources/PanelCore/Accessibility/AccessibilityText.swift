/// A piece of accessibility text as a kind describes it (a constant, a label, a number with its
/// unit, a spring), written out only where it is wanted: into a `String` for
/// ``AccessibilityInfo``, or straight into the bytes of a document by the JSON backend, so that
/// describing ten thousand nodes builds no strings.
///
/// ```swift
/// let text = AccessibilityText.number(24, unit: "pt")
/// text.string   // "24 pt"
/// ```
package enum AccessibilityText: Sendable, ExpressibleByStringLiteral {
    /// Text fixed in the program.
    case constant(StaticString)
    /// A string as it is.
    case string(String)
    /// A number in its shortest form (``PanelValue/format(_:)``), then a space and the unit.
    case number(Double, unit: String?)
    /// A number between two constant pieces: `Choose one of 3 options`.
    case phrase(StaticString, Int, StaticString)
    /// A spring in one line (`ValueText.describe(_:)`).
    case spring(Spring)
    /// A transition in one line (`ValueText.describe(_:)`).
    case transition(Transition)

    /// A constant.
    package init(stringLiteral value: StaticString) {
        self = .constant(value)
    }

    /// Writes the text, piece by piece, to `sink`.
    package func write<Sink: TextSink>(to sink: inout Sink) {
        switch self {
        case .constant(let text): sink.append(text)
        case .string(let text): sink.append(text)
        case .number(let number, let unit):
            sink.append(number: number)
            if let unit {
                sink.append(" ")
                sink.append(unit)
            }
        case .phrase(let head, let count, let tail):
            sink.append(head)
            sink.append(number: Double(count))
            sink.append(tail)
        case .spring(let spring): ValueText.write(spring, to: &sink)
        case .transition(let transition): ValueText.write(transition, to: &sink)
        }
    }

    /// The text as a string.
    package var string: String {
        var sink = StringSink()
        write(to: &sink)
        return sink.text
    }
}

/// Where text is written piece by piece: a `String` (``StringSink``) or the inside of a JSON
/// string.
package protocol TextSink {
    /// Appends text fixed in the program.
    mutating func append(_ text: StaticString)
    /// Appends a string.
    mutating func append(_ text: String)
    /// Appends a number as ``PanelValue/format(_:)`` writes it.
    mutating func append(number: Double)
    /// Appends a number as `ValueText.formatExactly(_:decimals:)` writes it.
    mutating func append(number: Double, decimals: Int)
}

extension TextSink {
    package mutating func append(number: Double, decimals: Int) {
        append(ValueText.formatExactly(number, decimals: decimals))
    }
}

/// A ``TextSink`` that collects the text in a string.
package struct StringSink: TextSink {
    /// The text written so far.
    package var text = ""

    /// Creates an empty sink.
    package init() {}

    package mutating func append(_ text: StaticString) {
        self.text += text.description
    }

    package mutating func append(_ text: String) {
        self.text += text
    }

    package mutating func append(number: Double) {
        text += PanelValue.format(number)
    }
}
