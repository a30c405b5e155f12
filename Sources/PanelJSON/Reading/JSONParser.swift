import PanelCore

/// A strict JSON parser (RFC 8259) from UTF-8 bytes to `PanelValue`, with line and column
/// for every syntax error.
///
/// - Strings: every escape, including `\uXXXX` surrogate pairs; a lone surrogate, a raw
///   control character (below U+0020) or invalid UTF-8 is an error.
/// - Numbers: the JSON grammar only (no `+1`, `01`, `.5`, `NaN`, `Infinity`); a number too
///   large for a `Double` (`1e400`) is an error, so a parsed value never holds a non-finite
///   number.
/// - Nesting deeper than ``maximumDepth`` arrays and objects is an error, found before the
///   parser recurses, so hostile input cannot exhaust the stack.
/// - A key repeated in one object is a problem: parsing goes on (the last value is kept) and
///   every repetition is reported in ``duplicateKeys``; ``TreeDecoder`` refuses such a
///   document.
/// - A UTF-8 byte order mark at the start is skipped; anything but whitespace after the
///   value is an error.
///
/// ```swift
/// var parser = JSONParser(Array(#"{"a": [1, 2.5, "x"]}"#.utf8))
/// let value = try parser.parse()   // ["a": [1, 2.5, "x"]]
/// ```
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted. A node tree of
    /// `Node.maximumDepth` levels needs about twice as many (a node object and its
    /// `children` array per level), plus the envelope.
    public static let maximumDepth = 1024

    /// The most steps a problem's path spells out; a deeper one is shortened in the middle.
    static let longestPath = 16

    /// Keys that appeared more than once in the same object (each after its first time).
    public private(set) var duplicateKeys: [JSONProblem] = []

    private let input: [UInt8]

    /// A step of the path to the value being parsed, kept cheap (no string is built or
    /// retained) because it is only read when a problem is reported.
    private enum PathComponent {
        /// A member, by the offset of its key's opening quote in the input.
        case key(at: Int)
        case index(Int)
    }

    private var path: [PathComponent] = []

    /// Creates a parser over UTF-8 bytes.
    ///
    /// ```swift
    /// var parser = JSONParser(Array("[1]".utf8))
    /// ```
    public init(_ bytes: [UInt8]) {
        input = bytes
    }

    /// Parses the whole input as one JSON value.
    ///
    /// ```swift
    /// var parser = JSONParser(Array("[1,]".utf8))
    /// try parser.parse()   // throws: $[1] (line 1, column 4): expected a value, found "]"
    /// ```
    public mutating func parse() throws(JSONProblem) -> PanelValue {
        duplicateKeys = []
        path = []
        let input = self.input
        return try input.withUnsafeBufferPointer { (buffer) throws(JSONProblem) -> PanelValue in
            var cursor = Cursor(bytes: buffer)
            if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
                cursor.offset = 3
            }
            cursor.skipWhitespace()
            if cursor.atEnd { throw problem("empty input, expected a JSON value", at: cursor.offset) }
            let value = try parseValue(&cursor, depth: 0)
            cursor.skipWhitespace()
            if !cursor.atEnd {
                throw problem("unexpected \(describe(cursor.peek)) after the JSON value", at: cursor.offset)
            }
            return value
        }
    }

    // MARK: Values

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        var atEnd: Bool { offset >= bytes.count }
        var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipWhitespace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x0A, 0x0D, 0x09: offset += 1
                default: return
                }
            }
        }
    }

    private mutating func parseValue(_ cursor: inout Cursor, depth: Int) throws(JSONProblem) -> PanelValue {
        guard let byte = cursor.peek else {
            throw problem("unexpected end of input, expected a value", at: cursor.offset)
        }
        switch byte {
        case UInt8(ascii: "{"):
            return try parseObject(&cursor, depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(&cursor, depth: depth + 1)
        case UInt8(ascii: "\""):
            return .string(try parseString(&cursor))
        case UInt8(ascii: "t"):
            try expectWord("true", &cursor)
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false", &cursor)
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null", &cursor)
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber(&cursor))
        default:
            throw problem("expected a value, found \(describe(byte))", at: cursor.offset)
        }
    }

    private func expectWord(_ word: StaticString, _ cursor: inout Cursor) throws(JSONProblem) {
        let start = cursor.offset
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            guard start + count <= cursor.bytes.count else { return false }
            for index in 0..<count where cursor.bytes[start + index] != expected[index] { return false }
            return true
        }
        guard matches else { throw problem("invalid literal, expected \(word)", at: start) }
        cursor.offset += count
    }

    private mutating func parseObject(_ cursor: inout Cursor, depth: Int) throws(JSONProblem) -> PanelValue {
        guard depth <= JSONParser.maximumDepth else {
            throw problem(
                "nesting deeper than \(JSONParser.maximumDepth) arrays and objects", at: cursor.offset)
        }
        cursor.offset += 1  // {
        var object: [String: PanelValue] = [:]
        cursor.skipWhitespace()
        if cursor.peek == UInt8(ascii: "}") {
            cursor.offset += 1
            return .object(object)
        }
        // Room for a typical node's members up front, instead of growing three times.
        object.reserveCapacity(6)
        while true {
            cursor.skipWhitespace()
            guard cursor.peek == UInt8(ascii: "\"") else {
                throw problem("expected a string key, found \(describe(cursor.peek))", at: cursor.offset)
            }
            let keyOffset = cursor.offset
            let key = try parseString(&cursor)
            cursor.skipWhitespace()
            guard cursor.peek == UInt8(ascii: ":") else {
                throw problem("expected ':' after the key, found \(describe(cursor.peek))", at: cursor.offset)
            }
            cursor.offset += 1
            cursor.skipWhitespace()
            path.append(.key(at: keyOffset))
            let value = try parseValue(&cursor, depth: depth)
            path.removeLast()
            if object.updateValue(value, forKey: key) != nil {
                var problem = problem(
                    "key \(PanelValue.string(key)) appears more than once in this object; name each member once",
                    at: keyOffset)
                problem.path = JSONPath.member(currentPath(), key)
                duplicateKeys.append(problem)
            }
            cursor.skipWhitespace()
            switch cursor.peek {
            case UInt8(ascii: ","):
                cursor.offset += 1
            case UInt8(ascii: "}"):
                cursor.offset += 1
                return .object(object)
            default:
                throw problem(
                    "expected ',' or '}' in an object, found \(describe(cursor.peek))", at: cursor.offset)
            }
        }
    }

    private mutating func parseArray(_ cursor: inout Cursor, depth: Int) throws(JSONProblem) -> PanelValue {
        guard depth <= JSONParser.maximumDepth else {
            throw problem(
                "nesting deeper than \(JSONParser.maximumDepth) arrays and objects", at: cursor.offset)
        }
        cursor.offset += 1  // [
        var items: [PanelValue] = []
        cursor.skipWhitespace()
        if cursor.peek == UInt8(ascii: "]") {
            cursor.offset += 1
            return .array(items)
        }
        path.append(.index(0))
        while true {
            cursor.skipWhitespace()
            path[path.count - 1] = .index(items.count)
            items.append(try parseValue(&cursor, depth: depth))
            cursor.skipWhitespace()
            switch cursor.peek {
            case UInt8(ascii: ","):
                cursor.offset += 1
            case UInt8(ascii: "]"):
                cursor.offset += 1
                path.removeLast()
                return .array(items)
            default:
                throw problem(
                    "expected ',' or ']' in an array, found \(describe(cursor.peek))", at: cursor.offset)
            }
        }
    }

    // MARK: Numbers

    private func parseNumber(_ cursor: inout Cursor) throws(JSONProblem) -> Double {
        let bytes = cursor.bytes
        let start = cursor.offset
        var offset = start
        var negative = false
        if bytes[offset] == UInt8(ascii: "-") {
            negative = true
            offset += 1
        }
        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        guard isDigit(offset) else { throw problem("expected a digit after '-'", at: offset) }
        var mantissa: UInt64 = 0
        var digits = 0
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if isDigit(offset) {
                throw problem("a number may not start with 0 followed by digits", at: start)
            }
        } else {
            while isDigit(offset) {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[offset] - UInt8(ascii: "0")) }
                digits += 1
                offset += 1
            }
        }
        var isSimple = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isSimple = false
            offset += 1
            guard isDigit(offset) else { throw problem("expected a digit after '.'", at: offset) }
            while isDigit(offset) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isSimple = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
            {
                offset += 1
            }
            guard isDigit(offset) else { throw problem("expected a digit in the exponent", at: offset) }
            while isDigit(offset) { offset += 1 }
        }
        cursor.offset = offset
        if isSimple && digits <= 15 {
            let value = Double(mantissa)
            return negative ? (mantissa == 0 ? 0 : -value) : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw problem("number \(text) is too large for a 64-bit float", at: start)
        }
        return value == 0 ? 0 : value
    }

    // MARK: Strings

    private func parseString(_ cursor: inout Cursor) throws(JSONProblem) -> String {
        let bytes = cursor.bytes
        let start = cursor.offset + 1
        var offset = start
        var highBits: UInt8 = 0
        // Fast path: no escapes.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                cursor.offset = offset + 1
                let text = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                // ASCII needs no validation (and `String(decoding:)` skips the generic path).
                if highBits < 0x80 { return String(decoding: text, as: UTF8.self) }
                return try makeString(text, raw: text, at: start)
            }
            highBits |= byte
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 {
                throw problem("control character \(describe(byte)) in a string; write it escaped", at: offset)
            }
            offset += 1
        }
        var scratch: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                cursor.offset = offset + 1
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                return try scratch.withUnsafeBufferPointer { (buffer) throws(JSONProblem) -> String in
                    try makeString(buffer, raw: raw, at: start)
                }
            }
            if byte < 0x20 {
                throw problem("control character \(describe(byte)) in a string; write it escaped", at: offset)
            }
            guard byte == UInt8(ascii: "\\") else {
                scratch.append(byte)
                offset += 1
                continue
            }
            let escapeOffset = offset
            offset += 1
            guard offset < bytes.count else { break }
            switch bytes[offset] {
            case UInt8(ascii: "\""): scratch.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): scratch.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): scratch.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4(bytes, offset + 1, escapeOffset)
                offset += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    guard offset + 2 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\\"),
                        bytes[offset + 2] == UInt8(ascii: "u")
                    else {
                        throw problem(
                            "lone high surrogate \\u\(hexText(scalar)) in a string", at: escapeOffset)
                    }
                    let low = try hex4(bytes, offset + 3, offset + 1)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw problem(
                            "high surrogate \\u\(hexText(scalar)) is not followed by a low surrogate",
                            at: escapeOffset)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    offset += 6
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw problem("lone low surrogate \\u\(hexText(scalar)) in a string", at: escapeOffset)
                }
                appendUTF8(UInt32(scalar), to: &scratch)
            default:
                throw problem("invalid escape \\\(describeRaw(bytes[offset])) in a string", at: escapeOffset)
            }
            offset += 1
        }
        throw problem("unterminated string", at: start - 1)
    }

    /// The string of the decoded bytes `buffer`, or an error at the first byte of `raw` (the
    /// string's bytes in the input, from `offset`) that is not UTF-8. Escapes are ASCII and
    /// decode to whole sequences, so the first bad byte is the same in both.
    private func makeString(
        _ buffer: UnsafeBufferPointer<UInt8>, raw: UnsafeBufferPointer<UInt8>, at offset: Int
    ) throws(JSONProblem) -> String {
        guard let text = String(validating: buffer, as: UTF8.self) else {
            let bad = JSONParser.firstInvalidUTF8(in: raw)
            throw problem(
                "invalid UTF-8 in a string: \(describeRaw(raw[bad])) at byte offset \(offset + bad)",
                at: offset + bad)
        }
        return text
    }

    /// The index of the first byte that does not start a well-formed UTF-8 sequence in
    /// `buffer` (which is known to hold one).
    private static func firstInvalidUTF8(in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var iterator = buffer.makeIterator()
        var decoder = UTF8()
        var index = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): index += UTF8.width(scalar)
            case .emptyInput, .error: return min(index, max(0, buffer.count - 1))
            }
        }
    }

    private func hex4(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ escapeOffset: Int) throws(JSONProblem)
        -> Int
    {
        guard at + 4 <= bytes.count else { throw problem("incomplete \\u escape", at: escapeOffset) }
        var value = 0
        for index in at..<(at + 4) {
            let byte = bytes[index]
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte - UInt8(ascii: "A")) + 10
            default: throw problem("invalid \\u escape: expected four hex digits", at: escapeOffset)
            }
            value = value * 16 + digit
        }
        return value
    }

    private func hexText(_ value: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    private func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (scalar >> 6)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (scalar >> 12)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (scalar >> 18)))
            out.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    // MARK: Problems

    private func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "the end of input" }
        return describeRaw(byte)
    }

    private func describeRaw(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// The path of the value being parsed. A path of more than ``longestPath`` steps (deep
    /// nesting) is shortened to its first and last steps around `…(N more)…`, so that a
    /// problem 1,025 levels down prints one line, not a thousand `[0]`s.
    private func currentPath() -> String {
        var out = "$"
        let keep = JSONParser.longestPath / 2
        for (position, component) in path.enumerated() {
            if path.count > JSONParser.longestPath, position >= keep, position < path.count - keep {
                if position == keep { out += "…(\(path.count - 2 * keep) more)…" }
                continue
            }
            switch component {
            case .key(let offset):
                // The key parsed once already, so it parses again.
                let key = input.withUnsafeBufferPointer { buffer in
                    var cursor = Cursor(bytes: buffer, offset: offset)
                    return (try? parseString(&cursor)) ?? ""
                }
                out = JSONPath.member(out, key)
            case .index(let index): out = JSONPath.index(out, index)
            }
        }
        return out
    }

    private func problem(_ message: String, at offset: Int) -> JSONProblem {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, input.count)
        while index < end {
            let byte = input[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return JSONProblem(path: currentPath(), message: message, line: line, column: column)
    }
}
