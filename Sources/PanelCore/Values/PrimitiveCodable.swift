/// A ``PanelValueConvertible`` type whose `Codable` form is its primitive form, so that
/// `JSONEncoder`, the JSON backend and the values map all agree.
///
/// ```swift
/// struct Pair: PrimitiveCodable { … }   // implement init(panelValue:) and panelValue only
/// ```
public protocol PrimitiveCodable: Codable, PanelValueConvertible {}

extension PrimitiveCodable {
    /// Decodes the primitive form.
    ///
    /// ```swift
    /// let spring = try JSONDecoder().decode(Spring.self, from: data)
    /// ```
    public init(from decoder: any Decoder) throws {
        let value = try PanelValue(from: decoder)
        do {
            try self.init(panelValue: value)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: error.description,
                    underlyingError: error))
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
