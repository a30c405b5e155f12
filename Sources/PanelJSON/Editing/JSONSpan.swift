import PanelCore

/// A JSON value with the byte range it was written at, and the same for each member and
/// item inside it: what ``JSONTextEditor`` needs to change one value and leave every other
/// byte of the text as it was.
///
/// Made only from text the strict `JSONParser` accepted, so the scan that finds the spans
/// can trust the grammar; keys with escapes are decoded by that parser too.
struct JSONSpan: Sendable {
    /// One member of an object: its decoded key, where the key's quoted text is, and its value.
    struct Member: Sendable {
        let key: String
        let keyRange: Range<Int>
        let value: JSONSpan
    }

    /// What the value is.
    enum Shape: Sendable {
        case object([Member])
        case array([JSONSpan])
        case scalar
    }

    /// Where the value's text is, from its first byte to just after its last.
    let range: Range<Int>
    let shape: Shape

    /// The member `key` of an object (the last one, as the parser keeps, if repeated).
    func member(_ key: String) -> Member? {
        guard case .object(let members) = shape else { return nil }
        return members.last { $0.key == key }
    }

    /// Reads the spans of `bytes`, which must hold one JSON value that `JSONParser`
    /// accepts (a byte order mark and whitespace around it allowed).
    static func scan(_ bytes: [UInt8]) -> JSONSpan {
        var scanner = JSONSpanScanner(bytes: bytes)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanner.offset = 3 }
        scanner.skipWhitespace()
        return scanner.value()
    }
}

/// The scan behind ``JSONSpan/scan(_:)``, over text already known to be valid JSON.
private struct JSONSpanScanner {
    let bytes: [UInt8]
    var offset = 0

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    /// Consumes a string from its opening quote.
    mutating func string() -> Range<Int> {
        let start = offset
        offset += 1
        while bytes[offset] != UInt8(ascii: "\"") {
            offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
        }
        offset += 1
        return start..<offset
    }

    func decodeKey(_ range: Range<Int>) -> String {
        let raw = bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]
        if !raw.contains(UInt8(ascii: "\\")) { return String(decoding: raw, as: UTF8.self) }
        var parser = JSONParser(Array(bytes[range]))
        guard case .string(let key)? = try? parser.parse() else { return "" }
        return key
    }

    mutating func value() -> JSONSpan {
        let start = offset
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            offset += 1
            var members: [JSONSpan.Member] = []
            skipWhitespace()
            while bytes[offset] != UInt8(ascii: "}") {
                let keyRange = string()
                skipWhitespace()
                offset += 1  // :
                skipWhitespace()
                members.append(JSONSpan.Member(key: decodeKey(keyRange), keyRange: keyRange, value: value()))
                skipWhitespace()
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    skipWhitespace()
                }
            }
            offset += 1
            return JSONSpan(range: start..<offset, shape: .object(members))
        case UInt8(ascii: "["):
            offset += 1
            var items: [JSONSpan] = []
            skipWhitespace()
            while bytes[offset] != UInt8(ascii: "]") {
                items.append(value())
                skipWhitespace()
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    skipWhitespace()
                }
            }
            offset += 1
            return JSONSpan(range: start..<offset, shape: .array(items))
        case UInt8(ascii: "\""):
            return JSONSpan(range: string(), shape: .scalar)
        default:
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09:
                    return JSONSpan(range: start..<offset, shape: .scalar)
                default: offset += 1
                }
            }
            return JSONSpan(range: start..<offset, shape: .scalar)
        }
    }
}
