/// The stable identity of a node: the dotted path its author wrote, such as `motion.shuffle`.
///
/// An id is never a position index, so it survives reordering and is the key of the values
/// map, of presets and of action paths. Each component is a name the author gave; nested
/// folders join their names with dots.
///
/// ```swift
/// let id: NodeID = "motion.shuffle"
/// id.components      // ["motion", "shuffle"]
/// id.parent          // "motion"
/// NodeID("motion").appending("spring")   // "motion.spring"
/// ```
public struct NodeID: Hashable, Sendable, Comparable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The dotted path as written.
    ///
    /// ```swift
    /// NodeID("motion.speed").rawValue   // "motion.speed"
    /// ```
    public let rawValue: String

    /// Creates an id from a dotted path.
    ///
    /// ```swift
    /// let id = NodeID("motion.spring")
    /// ```
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an id from a string literal.
    ///
    /// ```swift
    /// let id: NodeID = "fill"
    /// ```
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// Decodes an id from its JSON form, a plain string.
    ///
    /// ```swift
    /// // "motion.shuffle"
    /// ```
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the id as a plain string.
    ///
    /// ```swift
    /// // NodeID("fill") encodes as "fill"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The names the path is made of.
    ///
    /// ```swift
    /// NodeID("a.b.c").components   // ["a", "b", "c"]
    /// ```
    package var components: [Substring] {
        rawValue.split(separator: ".", omittingEmptySubsequences: false)
    }

    /// The last name of the path: what a control is called inside its folder.
    ///
    /// ```swift
    /// NodeID("motion.shuffle").name   // "shuffle"
    /// ```
    public var name: Substring {
        // In ASCII every byte is a character, so the last dot byte is the last dot character.
        let dot =
            rawValue.utf8.allSatisfy { $0 < 0x80 }
            ? rawValue.utf8.lastIndex(of: UInt8(ascii: ".")) : rawValue.lastIndex(of: ".")
        guard let dot else { return Substring(rawValue) }
        return rawValue[rawValue.index(after: dot)...]
    }

    /// The enclosing path, or `nil` for a top-level id.
    ///
    /// ```swift
    /// NodeID("motion.shuffle").parent   // "motion"
    /// NodeID("fill").parent             // nil
    /// ```
    package var parent: NodeID? {
        guard let dot = rawValue.lastIndex(of: ".") else { return nil }
        return NodeID(String(rawValue[..<dot]))
    }

    /// The id of a child called `name` inside this one.
    ///
    /// ```swift
    /// NodeID("motion").appending("spring")   // "motion.spring"
    /// ```
    public func appending(_ name: String) -> NodeID {
        NodeID(rawValue.isEmpty ? name : rawValue + "." + name)
    }

    /// Whether the path is well formed: not empty, with no empty name and no whitespace
    /// or control characters in it.
    ///
    /// ```swift
    /// NodeID("a.b").isWellFormed    // true
    /// NodeID("a..b").isWellFormed   // false
    /// ```
    package var isWellFormed: Bool {
        if let verdict = rawValue.utf8.withContiguousStorageIfAvailable(NodeID.printableASCIIWellFormedness),
            let verdict
        {
            return verdict
        }
        return !rawValue.isEmpty
            && components.allSatisfy { !$0.isEmpty }
            && rawValue.unicodeScalars.allSatisfy {
                !$0.properties.isWhitespace && $0.value >= 0x20 && $0.value != 0x7F
                    && !(0x80...0x9F).contains($0.value)
            }
    }

    /// Whether a path of printable ASCII bytes (`!` to `~`) is well formed: not empty, no
    /// empty name; `nil` when some byte is not printable ASCII (the scalar check decides).
    private static func printableASCIIWellFormedness(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var previousIsDot = true
        for byte in bytes {
            guard byte > 0x20, byte < 0x7F else { return nil }
            let isDot = byte == UInt8(ascii: ".")
            if isDot && previousIsDot { return false }
            previousIsDot = isDot
        }
        return !previousIsDot
    }

    /// The dotted path.
    ///
    /// ```swift
    /// print(NodeID("motion.speed"))   // motion.speed
    /// ```
    public var description: String { rawValue }

    /// Orders ids by their dotted path, so dumps and exports are stable.
    ///
    /// ```swift
    /// NodeID("a") < NodeID("b")   // true
    /// ```
    public static func < (lhs: NodeID, rhs: NodeID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
