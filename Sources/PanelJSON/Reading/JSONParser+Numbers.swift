import PanelCore

// Numbers: the JSON grammar only, read exactly.

extension JSONParser {
    func parseNumber(_ cursor: inout Cursor) throws(JSONProblem) -> Double {
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
}
