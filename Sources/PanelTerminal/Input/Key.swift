/// A key press decoded from terminal input: what key, with which modifiers.
///
/// ```swift
/// Key(.up)                                  // the up arrow
/// Key(.character("k"))                      // k
/// Key(.right, modifiers: .shift)            // shift-right
/// Key(.character("c"), modifiers: .control) // ctrl-c
/// ```
struct Key: Hashable, Sendable, CustomStringConvertible {
    /// Which key.
    enum Code: Hashable, Sendable {
        /// A printable character (or a letter with ``Modifiers/control``).
        case character(Character)
        /// Arrows.
        case up, down, left, right
        /// Navigation keys.
        case home, end, pageUp, pageDown, insert, delete
        /// Editing keys.
        case backspace, enter, tab, escape
        /// A function key, `F1` … `F12`.
        case function(Int)
    }

    /// Shift, Alt (Meta) and Control.
    struct Modifiers: OptionSet, Hashable, Sendable {
        /// The raw bits: 1 shift, 2 alt, 4 control (xterm's modifier code minus one).
        let rawValue: UInt8
        /// Shift.
        static let shift = Modifiers(rawValue: 1)
        /// Alt, or Escape pressed just before.
        static let alt = Modifiers(rawValue: 2)
        /// Control.
        static let control = Modifiers(rawValue: 4)
    }

    /// The key.
    var code: Code
    /// The modifiers held.
    var modifiers: Modifiers

    /// Creates a key.
    ///
    /// ```swift
    /// Key(.left, modifiers: [.shift])
    /// ```
    init(_ code: Code, modifiers: Modifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// A readable name: `ctrl-c`, `shift-right`, `k`.
    var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        switch code {
        case .character(let character): parts.append(String(character))
        case .function(let number): parts.append("F\(number)")
        default: parts.append(String(describing: code))
        }
        return parts.joined(separator: "-")
    }
}
