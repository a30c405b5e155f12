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

extension PropertyReader {
    /// Reads a value whose properties come from `reader`, turning its problems into one
    /// ``ValueError``.
    ///
    /// ```swift
    /// let insets = try PropertyReader.reading(value, as: "padding") { EdgeInsets(reading: &$0) }
    /// ```
    public static func reading<Value>(
        _ value: PanelValue, as name: String, _ body: (inout PropertyReader) -> Value
    ) throws(ValueError) -> Value {
        guard case .object(let object) = value else {
            throw ValueError("expected a \(name) object, got \(value.typeName)")
        }
        var reader = PropertyReader(object, path: name)
        let result = body(&reader)
        if !reader.problems.isEmpty {
            throw ValueError(reader.problems.map(\.description).joined(separator: "; "))
        }
        return result
    }

    /// Reads the object at `key` with `body`, collecting its problems under this path (members it does not
    /// know are dropped, as a newer minor version may add some);
    /// `nil` when absent or not an object (a problem).
    ///
    /// ```swift
    /// let padding = reader.nested("padding") { EdgeInsets(reading: &$0) }
    /// ```
    public mutating func nested<Value>(_ key: String, _ body: (inout PropertyReader) -> Value?) -> Value? {
        guard let raw = value(key), raw != .null else { return nil }
        guard case .object(let object) = raw else {
            report("expected an object, got \(raw.typeName)", at: key)
            return nil
        }
        var inner = PropertyReader(object, path: path + "." + key)
        let result = body(&inner)
        for problem in inner.problems { problems.append(problem) }
        return result
    }
}
