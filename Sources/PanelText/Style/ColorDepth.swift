/// How many colours the output may use: none, the 16 standard colours, the 256-colour palette, or
/// 24-bit truecolor.
///
/// `detect(option:environment:isTerminal:)` chooses one from the environment; RGB colours are
/// downsampled to the chosen depth by `TerminalColor` encoding (nearest colour, see
/// `downsample(red:green:blue:)`).
///
/// ```swift
/// let depth = ColorDepth.detect(option: nil, environment: ["TERM": "xterm-256color"], isTerminal: true)
/// // depth == .palette256
/// ```
public struct ColorDepth: Sendable, Hashable, Comparable, CustomStringConvertible {
    enum Level: Int, Sendable, Hashable {
        case none = 0
        case sixteen = 1
        case palette256 = 2
        case trueColor = 3
    }

    let level: Level

    init(level: Level) {
        self.level = level
    }

    /// No colour: attributes such as bold and inverse only.
    ///
    /// ```swift
    /// let depth = ColorDepth.none
    /// ```
    package static let none = ColorDepth(level: .none)
    /// The 16 standard colours (SGR 30–37, 90–97).
    ///
    /// ```swift
    /// let depth = ColorDepth.sixteen
    /// ```
    public static let sixteen = ColorDepth(level: .sixteen)
    /// The xterm 256-colour palette (SGR 38;5;n).
    ///
    /// ```swift
    /// let depth = ColorDepth.palette256
    /// ```
    package static let palette256 = ColorDepth(level: .palette256)
    /// 24-bit colour (SGR 38;2;r;g;b).
    ///
    /// ```swift
    /// let depth = ColorDepth.trueColor
    /// ```
    public static let trueColor = ColorDepth(level: .trueColor)

    /// Orders depths by the number of colours.
    ///
    /// ```swift
    /// ColorDepth.sixteen < .trueColor // true
    /// ```
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
        lhs.level.rawValue < rhs.level.rawValue
    }

    /// A short name: `none`, `16`, `256` or `truecolor`.
    ///
    /// ```swift
    /// ColorDepth.palette256.description // "256"
    /// ```
    public var description: String {
        switch level {
        case .none: return "none"
        case .sixteen: return "16"
        case .palette256: return "256"
        case .trueColor: return "truecolor"
        }
    }

    /// The depth for the given situation; a pure function of its arguments.
    ///
    /// The first rule that applies decides:
    /// 1. an explicit `option` (a command-line flag or a setting) wins;
    /// 2. `NO_COLOR` set to anything non-empty → ``none``;
    /// 3. `FORCE_COLOR`: `0` or `false` → ``none``; `2` → ``palette256``; `3` → ``trueColor``;
    ///    any other value (`1`, `true`, empty) skips rules 4 and 5 and continues with rule 6,
    ///    at least ``sixteen``;
    /// 4. output is not a terminal (`isTerminal == false`) → ``none``;
    /// 5. `TERM=dumb` → ``none``;
    /// 6. `COLORTERM` is `truecolor` or `24bit` → ``trueColor``;
    /// 7. `TERM` ends in `-256color` (or `-256colour`) → ``palette256``;
    /// 8. otherwise ``sixteen``.
    ///
    /// ```swift
    /// ColorDepth.detect(option: nil, environment: ["NO_COLOR": "1"], isTerminal: true) // .none
    /// ```
    package static func detect(option: ColorDepth?, environment: [String: String], isTerminal: Bool)
        -> ColorDepth
    {
        if let option { return option }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        var forced = false
        if let force = environment["FORCE_COLOR"] {
            switch force.lowercased() {
            case "0", "false": return .none
            case "2": return .palette256
            case "3": return .trueColor
            default: forced = true
            }
        }
        let term = environment["TERM"] ?? ""
        if !forced {
            if !isTerminal { return .none }
            if term == "dumb" { return .none }
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.hasSuffix("-256color") || term.hasSuffix("-256colour") { return .palette256 }
        return .sixteen
    }
}
