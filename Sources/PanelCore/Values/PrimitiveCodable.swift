/// A ``PanelValueConvertible`` type whose `Codable` form is its primitive form, so that
/// `JSONEncoder`, the JSON backend and the values map all agree.
///
/// ```swift
/// struct Pair: PrimitiveCodable { … }   // implement init(panelValue:) and panelValue only
/// ```
package protocol PrimitiveCodable: Codable, PanelValueConvertible {}

extension PrimitiveCodable {
    /// Decodes the primitive form.
    ///
    /// ```swift
    /// let spring = try JSONDecoder().decode(Spring.self, from: data)
    /// ```
    public init(from decoder: any Decoder) throws {
        self = try PanelValue.decoding(from: decoder) { value throws(ValueError) in
            try Self(panelValue: value)
        }
    }

    /// Encodes the primitive form.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(Spring.default)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        try panelValue.encode(to: encoder)
    }
}

extension PanelValue {
    /// Decodes a primitive value from `decoder` and builds a `Result` from it; an error
    /// from `build` becomes a `DecodingError` carrying its description and the coding path.
    static func decoding<Result, Failure: Error & CustomStringConvertible>(
        from decoder: any Decoder, _ build: (PanelValue) throws(Failure) -> Result
    ) throws -> Result {
        let value = try PanelValue(from: decoder)
        do {
            return try build(value)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: error.description,
                    underlyingError: error))
        }
    }
}
