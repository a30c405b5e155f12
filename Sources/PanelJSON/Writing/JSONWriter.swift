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
            write(object: object)
        }
    }

    /// Writes an object with its keys sorted; a small object is sorted on the stack.
    private mutating func write(object: [String: PanelValue]) {
        beginObject()
        if object.count <= 16 {
            withUnsafeTemporaryAllocation(of: (key: String, value: PanelValue).self, capacity: object.count) {
                buffer in
                var count = 0
                for member in object {
                    // Insertion sort: a handful of keys.
                    var position = count
                    while position > 0, JSONWriter.utf8Less(member.key, buffer[position - 1].key) {
                        position -= 1
                    }
                    var move = count
                    while move > position {
                        (buffer.baseAddress! + move).initialize(to: (buffer.baseAddress! + move - 1).move())
                        move -= 1
                    }
                    (buffer.baseAddress! + position).initialize(to: member)
                    count += 1
                }
                for index in 0..<count {
                    writeKey(buffer[index].key)
                    write(buffer[index].value)
                }
                buffer.baseAddress!.deinitialize(count: count)
            }
        } else {
            for key in JSONWriter.sortedKeys(object) {
                writeKey(key)
                write(object[key]!)
            }
        }
        endObject(isEmpty: object.isEmpty)
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
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let count = Swift.min(left.count, right.count)
                var index = 0
                while index < count {
                    if left[index] != right[index] { return left[index] < right[index] }
                    index += 1
                }
                return left.count < right.count
            }
        }
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

    /// Writes a member name given whole, with its quotes and colon (`"kind":`), known to need
    /// no escaping: one copy for the common static names.
    mutating func writeKey(raw quotedKeyAndColon: StaticString) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        if isPretty { newline() }
        quotedKeyAndColon.withUTF8Buffer { bytes.append(contentsOf: UnsafeRawBufferPointer($0)) }
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
        var text = text
        text.withUTF8 { utf8 in
            let count = utf8.count
            var clean = 0  // bytes known to need no escape
            if let base = utf8.baseAddress {
                let raw = UnsafeRawPointer(base)
                while clean + 8 <= count,
                    !JSONWriter.mayNeedEscape(raw.loadUnaligned(fromByteOffset: clean, as: UInt64.self))
                {
                    clean += 8
                }
            }
            while clean < count, !JSONWriter.needsEscape(utf8[clean]) { clean += 1 }
            bytes.append(UInt8(ascii: "\""))
            if clean == count {
                bytes.append(contentsOf: UnsafeRawBufferPointer(utf8))
                bytes.append(UInt8(ascii: "\""))
                return
            }
            bytes.append(
                contentsOf: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[0..<clean]))
            var start = clean
            for index in clean..<count {
                let byte = utf8[index]
                guard JSONWriter.needsEscape(byte) else { continue }
                if start < index {
                    bytes.append(
                        contentsOf: UnsafeRawBufferPointer(
                            rebasing: UnsafeRawBufferPointer(utf8)[start..<index]))
                }
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
                    let hex: StaticString = "0123456789abcdef"
                    hex.withUTF8Buffer { digits in
                        bytes.append(contentsOf: [
                            UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), digits[Int(byte >> 4)],
                            digits[Int(byte & 15)],
                        ])
                    }
                }
            }
            if start < count {
                bytes.append(
                    contentsOf: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[start...]))
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether any of eight bytes is below 0x20, a quote or a backslash (never false when one
    /// is; may rarely be true when none is, which only costs the byte-by-byte scan).
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        return (control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs))
            != 0
    }
}
