/// A small, growable set of named choices (an alignment, a border style, a direction),
/// written in JSON as its name.
///
/// Conforming types are structs wrapping a private enum, so that new choices can be added
/// without breaking anyone's `switch`. The protocol supplies `Codable` through the name.
///
/// ```swift
/// BorderStyle(named: "rounded")   // .rounded
/// BorderStyle.rounded.name        // "rounded"
/// ```
package protocol NamedOption: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name written in JSON and dumps.
    var name: String { get }

    /// The choice with this name, or `nil` if there is none.
    init?(named name: String)

    /// Every name this version knows, for error messages and the schema.
    static var names: [String] { get }
}

extension NamedOption {
    /// Decodes the name; an unknown name is an error listing the known ones.
    ///
    /// ```swift
    /// // "center"
    /// ```
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(named: name) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "unknown value \"\(name)\"; expected one of \(Self.names.joined(separator: ", "))"
                ))
        }
        self = value
    }

    /// Encodes the name.
    ///
    /// ```swift
    /// // "center"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// The name.
    ///
    /// ```swift
    /// ScreenCorner.bottomRight.description   // "bottomRight"
    /// ```
    public var description: String { name }
}
