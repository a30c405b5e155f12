import PanelCore

// Strings: every escape, surrogate pairs joined, UTF-8 validated.

extension JSONParser {
    func parseString(_ cursor: inout Cursor) throws(JSONProblem) -> String {
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
}
