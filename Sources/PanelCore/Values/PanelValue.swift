/// A value in its primitive JSON form: what the values map, presets, exports and patches hold.
///
/// Every control's value has a primitive form made of numbers, strings, booleans, arrays and
/// objects, so that a frontend that knows only JSON can show and edit it. Composite values
/// (``Spring``, ``Transition``, ``Bezier``, ``HexColor``) document their forms and convert
/// through ``PanelValueConvertible``.
///
/// ```swift
/// let speed: PanelValue = 1.25
/// let spring: PanelValue = ["type": "time", "duration": 0.35, "bounce": 0.24]
/// speed.number   // 1.25
/// ```
public enum PanelValue: Hashable, Sendable, Codable {
    /// The absence of a value (JSON `null`).
    ///
    /// ```swift
    /// let missing: PanelValue = nil   // .null
    /// ```
    case null
    /// A boolean.
    ///
    /// ```swift
    /// let on: PanelValue = true   // .bool(true)
    /// ```
    case bool(Bool)
    /// A finite number. Integers are numbers whose value is whole.
    ///
    /// ```swift
    /// let speed: PanelValue = 1.25   // .number(1.25)
    /// ```
    case number(Double)
    /// A string.
    ///
    /// ```swift
    /// let style: PanelValue = "glass"   // .string("glass")
    /// ```
    case string(String)
    /// An ordered list.
    ///
    /// ```swift
    /// let curve: PanelValue = [0.4, 0, 0.2, 1]   // .array([…])
    /// ```
    case array([PanelValue])
    /// A map from keys to values. Key order is not significant; encoders sort keys.
    ///
    /// ```swift
    /// let spring: PanelValue = ["type": "time", "duration": 0.35]   // .object([…])
    /// ```
    case object([String: PanelValue])

    /// The number, if this is one.
    ///
    /// ```swift
    /// PanelValue.number(2).number   // 2.0
    /// ```
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The string, if this is one.
    ///
    /// ```swift
    /// PanelValue.string("glass").string   // "glass"
    /// ```
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The boolean, if this is one.
    ///
    /// ```swift
    /// PanelValue.bool(true).bool   // true
    /// ```
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The array, if this is one.
    ///
    /// ```swift
    /// PanelValue.array([1, 2]).array?.count   // 2
    /// ```
    package var array: [PanelValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object, if this is one.
    ///
    /// ```swift
    /// PanelValue.object(["a": 1]).object?["a"]   // .number(1)
    /// ```
    package var object: [String: PanelValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The name of the JSON type of this value, for error messages.
    ///
    /// ```swift
    /// PanelValue.string("x").typeName   // "string"
    /// ```
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Decodes any JSON value.
    ///
    /// ```swift
    /// // [1, "a", true, null, {"k": 2}] decodes to an array of five values
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([PanelValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: PanelValue].self))
        }
    }

    /// Encodes the value as the JSON value it stands for.
    ///
    /// ```swift
    /// // PanelValue.array([1, "a"]) encodes as [1, "a"]
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension PanelValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `nil` is ``null``.
    ///
    /// ```swift
    /// let value: PanelValue = nil
    /// ```
    public init(nilLiteral: ()) { self = .null }

    /// A boolean literal.
    ///
    /// ```swift
    /// let value: PanelValue = true
    /// ```
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// An integer literal is a number.
    ///
    /// ```swift
    /// let value: PanelValue = 3
    /// ```
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// A floating-point literal.
    ///
    /// ```swift
    /// let value: PanelValue = 0.5
    /// ```
    public init(floatLiteral value: Double) { self = .number(value) }

    /// A string literal.
    ///
    /// ```swift
    /// let value: PanelValue = "glass"
    /// ```
    public init(stringLiteral value: String) { self = .string(value) }

    /// An array literal.
    ///
    /// ```swift
    /// let value: PanelValue = [0.25, 0.1, 0.25, 1]
    /// ```
    public init(arrayLiteral elements: PanelValue...) { self = .array(elements) }

    /// A dictionary literal is an object; a repeated key keeps its last value.
    ///
    /// ```swift
    /// let value: PanelValue = ["type": "time", "duration": 0.35]
    /// ```
    public init(dictionaryLiteral elements: (String, PanelValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension PanelValue: CustomStringConvertible {
    /// A compact, JSON-like form for dumps and messages (object keys sorted).
    ///
    /// ```swift
    /// PanelValue.array([1, "a"]).description   // "[1, \"a\"]"
    /// ```
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return PanelValue.format(value)
        case .string(let value): return "\"" + PanelValue.escape(value) + "\""
        case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let object):
            let parts = object.keys.sorted().map {
                "\"\(PanelValue.escape($0))\": \(object[$0]!.description)"
            }
            return "{" + parts.joined(separator: ", ") + "}"
        }
    }

    /// The JSON type and the value, for messages: `string "fast"`, `number 2`, `boolean
    /// true`, or just `null` (never `null null`).
    ///
    /// ```swift
    /// PanelValue.string("fast").typedDescription   // "string \"fast\""
    /// PanelValue.null.typedDescription             // "null"
    /// ```
    package var typedDescription: String {
        if case .null = self { return "null" }
        return typeName + " " + description
    }

    /// Formats a number the shortest way that reads back exactly, without a trailing `.0`
    /// for whole numbers (up to 2^53 inclusive, beyond which Swift writes an exponent anyway).
    ///
    /// ```swift
    /// PanelValue.format(2.0)    // "2"
    /// PanelValue.format(0.35)   // "0.35"
    /// ```
    public static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) <= 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return String(number)
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if ControlCharacters.isHostile(scalar) {
                    out += ControlCharacters.escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
