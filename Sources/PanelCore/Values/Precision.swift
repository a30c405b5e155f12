/// The one rule for a number kind's `precision` (a slider's, a range slider's, a number
/// field's, a point's axes): a whole number of digits after the point from 0 to ``maximum``,
/// kept in a byte (-1 for none) so that the kinds stay small.
///
/// ```swift
/// Precision.stored(3)    // 3
/// Precision.stored(40)   // 10
/// ```
package enum Precision {
    /// The most digits after the point a precision may ask for.
    package static let maximum = 10

    /// `precision` as a kind keeps it: -1 for none (or a negative one), at most ``maximum``.
    package static func stored(_ precision: Int?) -> Int8 {
        precision.map { $0 < 0 ? -1 : Int8(Swift.min($0, maximum)) } ?? -1
    }

    /// A kept precision read back.
    package static func value(_ stored: Int8) -> Int? {
        stored < 0 ? nil : Int(stored)
    }

    /// The precision `written` in a document, or `nil` with the message that refuses it.
    package static func read(_ written: Double) -> (digits: Int?, problem: String?) {
        if let whole = Int(exactly: written), (0...maximum).contains(whole) { return (whole, nil) }
        return (
            nil, "expected a whole number of digits from 0 to \(maximum), got \(PanelValue.format(written))"
        )
    }
}

extension PropertyReader {
    /// Reads a kind's `precision` (see ``Precision``): kept as a byte, -1 when absent; one that
    /// is not a whole number from 0 to 10 is reported where it is and read as none.
    package mutating func precision() -> Int8 {
        guard let written = optionalNumber("precision") else { return -1 }
        let (digits, problem) = Precision.read(written)
        if let problem { report(problem, at: "precision") }
        return Precision.stored(digits)
    }
}
