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
        // The fraction's digits join the mantissa, and the exponent is read, for the exact
        // case below.
        var scale = 0
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard isDigit(offset) else { throw problem("expected a digit after '.'", at: offset) }
            while isDigit(offset) {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[offset] - UInt8(ascii: "0")) }
                digits += 1
                scale -= 1
                offset += 1
            }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            var isNegativeExponent = false
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
            {
                isNegativeExponent = bytes[offset] == UInt8(ascii: "-")
                offset += 1
            }
            guard isDigit(offset) else { throw problem("expected a digit in the exponent", at: offset) }
            var exponent = 0
            while isDigit(offset) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[offset] - UInt8(ascii: "0")) }
                offset += 1
            }
            scale += isNegativeExponent ? -exponent : exponent
        }
        cursor.offset = offset
        // At most 15 digits are exact in a Double, as is a power of ten up to 10^22: one
        // multiplication or division of the two is then rounded once, as reading the text is.
        if digits <= 15, scale >= -22, scale <= 22 {
            if mantissa == 0 { return 0 }
            let magnitude = Double(mantissa)
            let value =
                scale < 0
                ? magnitude / JSONParser.powersOfTen[-scale] : magnitude * JSONParser.powersOfTen[scale]
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw problem("number \(text) is too large for a 64-bit float", at: start)
        }
        return value == 0 ? 0 : value
    }

    /// 10^0 … 10^22, each exact in a Double.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
        1e18,
        1e19, 1e20, 1e21, 1e22,
    ]
}
