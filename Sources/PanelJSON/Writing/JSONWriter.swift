import PanelCore

/// A fast JSON writer that appends UTF-8 bytes to a reusable buffer.
///
/// Objects are written with their keys in ascending order of their UTF-8 bytes, numbers in
/// the shortest form that reads back to the same `Double` (whole numbers without `.0`, as
/// `PanelValue.format` does), and strings with only the escapes JSON requires (`\"`, `\\`
/// and the control characters below U+0020); every other character is written as UTF-8.
///
/// A non-finite number cannot be written as JSON: the writer writes `null` in its place and
/// sets ``hasNonFiniteNumber``, so that the caller (``JSONRenderer``) can refuse the output
/// and name where the number was.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.write(["b": 1, "a": [true, "x"]])
/// String(decoding: writer.bytes, as: UTF8.self)   // {"a":[true,"x"],"b":1}
/// ```
public struct JSONWriter: Sendable {
    /// The bytes written so far.
    public var bytes: [UInt8]
    /// Whether to write the pretty form: members on their own lines, indented by two spaces.
    public var isPretty: Bool
    /// Whether a non-finite number was met (and written as `null`).
    public private(set) var hasNonFiniteNumber = false
    var level = 0

    /// Creates a writer with an empty buffer.
    ///
    /// ```swift
    /// var writer = JSONWriter(pretty: true)
    /// ```
    public init(pretty: Bool = false, capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
        isPretty = pretty
    }

    /// Empties the buffer, keeping its storage, for the next document.
    ///
    /// ```swift
    /// writer.reset()
    /// ```
    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        hasNonFiniteNumber = false
        level = 0
    }

    /// Writes any value; object keys are sorted.
    ///
    /// ```swift
    /// writer.write(.array([1, 2.5]))   // [1,2.5]
    /// ```
    public mutating func write(_ value: PanelValue) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): write(number: number)
        case .string(let text): write(string: text)
        case .array(let items):
            beginArray()
            for item in items {
                nextElement()
                write(item)
            }
            endArray(isEmpty: items.isEmpty)
        case .object(let object):
            beginObject()
            for key in JSONWriter.sortedKeys(object) {
                writeKey(key)
                write(object[key]!)
            }
            endObject(isEmpty: object.isEmpty)
        }
    }

    /// The keys of an object in the order the writer uses: ascending UTF-8 bytes.
    ///
    /// ```swift
    /// JSONWriter.sortedKeys(["b": 1, "a": 2])   // ["a", "b"]
    /// ```
    public static func sortedKeys(_ object: [String: PanelValue]) -> [String] {
        object.keys.sorted(by: JSONWriter.utf8Less)
    }

    /// Orders strings by their UTF-8 bytes (the same as by Unicode scalar values), the order
    /// every object's keys are written in.
    ///
    /// ```swift
    /// JSONWriter.utf8Less("Z", "a")   // true
    /// ```
    public static func utf8Less(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    // MARK: Structure

    /// Writes `[` and enters an array.
    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        level += 1
        needsComma = false
    }

    /// Writes `]` and leaves an array.
    mutating func endArray(isEmpty: Bool) {
        level -= 1
        if isPretty && !isEmpty { newline() }
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes `{` and enters an object.
    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        level += 1
        needsComma = false
    }

    /// Writes `}` and leaves an object.
    mutating func endObject(isEmpty: Bool) {
        level -= 1
        if isPretty && !isEmpty { newline() }
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    var needsComma = false

    /// Writes the separator before an array element.
    mutating func nextElement() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        if isPretty { newline() }
        needsComma = false
    }

    /// Writes the separator before a member, the key and the colon.
    mutating func writeKey(_ key: String) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        if isPretty { newline() }
        write(string: key)
        bytes.append(UInt8(ascii: ":"))
        if isPretty { bytes.append(UInt8(ascii: " ")) }
        needsComma = false
    }

    /// Writes a key whose bytes are known to need no escaping (a static ASCII name), with
    /// its quotes and colon: `"kind":`.
    mutating func writeKey(raw key: StaticString) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        if isPretty { newline() }
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if isPretty { bytes.append(UInt8(ascii: " ")) }
        needsComma = false
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<level {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        needsComma = true
    }

    // MARK: Scalars

    /// Writes `true` or `false`.
    mutating func write(bool flag: Bool) {
        append(flag ? "true" : "false")
    }

    /// Writes a number in its shortest exact form (`null` when not finite; see
    /// ``hasNonFiniteNumber``).
    ///
    /// ```swift
    /// writer.write(number: 0.1)   // 0.1
    /// ```
    public mutating func write(number: Double) {
        needsComma = true
        guard number.isFinite else {
            hasNonFiniteNumber = true
            bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])  // null
            return
        }
        if number == number.rounded(.towardZero), abs(number) <= 9_007_199_254_740_992 {  // 2^53
            writeInteger(Int64(number))
            return
        }
        bytes.append(contentsOf: number.description.utf8)
    }

    private mutating func writeInteger(_ value: Int64) {
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64) = (0, 0)  // 16 digit bytes, enough for < 2^53
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[15 - count] = UInt8(truncatingIfNeeded: magnitude % 10) + UInt8(ascii: "0")
                magnitude /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[(16 - count)...])
        }
    }

    /// Writes a string with its quotes and the escapes JSON requires.
    ///
    /// ```swift
    /// writer.write(string: "a\"b")   // "a\"b"
    /// ```
    public mutating func write(string text: String) {
        needsComma = true
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
                start = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [
                        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)],
                    ])
                }
            }
            if start < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
