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
@_spi(Internals) public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted. A node tree of
    /// `Node.maximumDepth` levels needs about twice as many (a node object and its
    /// `children` array per level), plus the envelope.
    package static let maximumDepth = 1024

    /// The most steps a problem's path spells out; a deeper one is shortened in the middle.
    static let longestPath = 16

    /// Keys that appeared more than once in the same object (each after its first time).
    package private(set) var duplicateKeys: [JSONProblem] = []

    let input: [UInt8]

    /// A step of the path to the value being parsed, kept cheap (no string is built or
    /// retained) because it is only read when a problem is reported.
    enum PathComponent {
        /// A member, by the offset of its key's opening quote in the input.
        case key(at: Int)
        case index(Int)
    }

    var path: [PathComponent] = []

    /// Creates a parser over UTF-8 bytes.
    ///
    /// ```swift
    /// var parser = JSONParser(Array("[1]".utf8))
    /// ```
    @_spi(Internals) public init(_ bytes: [UInt8]) {
        input = bytes
    }

    /// Parses the whole input as one JSON value.
    ///
    /// ```swift
    /// var parser = JSONParser(Array("[1,]".utf8))
    /// try parser.parse()   // throws: $[1] (line 1, column 4): expected a value, found "]"
    /// ```
    @_spi(Internals) public mutating func parse() throws(JSONProblem) -> PanelValue {
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

    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        var atEnd: Bool { offset >= bytes.count }
        var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipWhitespace() {
            // Compact input has none: every whitespace byte is at most a space.
            guard offset < bytes.count, bytes[offset] <= 0x20 else { return }
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x0A, 0x0D, 0x09: offset += 1
                default: return
                }
            }
        }
    }

    mutating func parseValue(_ cursor: inout Cursor, depth: Int) throws(JSONProblem) -> PanelValue {
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
}
