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
                let digit = UInt64(bytes[offset] - UInt8(ascii: "0"))
                // Zeros before the first significant digit only scale the mantissa.
                if mantissa != 0 || digit != 0 {
                    if digits < 19 { mantissa = mantissa &* 10 &+ digit }
                    digits += 1
                }
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
        // Up to 19 digits fit in 64 bits, as does 10^19: the product or quotient is then
        // rounded once in integer arithmetic.
        if digits <= 19, scale >= -19, scale <= 19 {
            if mantissa == 0 { return 0 }
            let value = JSONParser.rounded(mantissa, timesTenToThe: scale)
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw problem("number \(text) is too large for a 64-bit float", at: start)
        }
        return value == 0 ? 0 : value
    }

    /// `mantissa` × 10^`scale` rounded once to the nearest Double, ties to even, for a
    /// mantissa other than 0 and |scale| ≤ 19: the exact product, or the quotient with its
    /// remainder, is cut to 64 bits whose lowest 11 round the 53 a Double keeps.
    static func rounded(_ mantissa: UInt64, timesTenToThe scale: Int) -> Double {
        let power = integerPowersOfTen[scale < 0 ? -scale : scale]
        // The value is `top` × 2^`exponent`, `top` with its highest bit set, plus something
        // less than 2^`exponent` when `inexact`.
        var top: UInt64
        var exponent: Int
        var inexact: Bool
        if scale >= 0 {
            let (high, low) = mantissa.multipliedFullWidth(by: power)
            if high == 0 {
                let shift = low.leadingZeroBitCount
                top = low << shift
                exponent = -shift
                inexact = false
            } else {
                let shift = high.leadingZeroBitCount
                top = high << shift | low >> (64 - shift)
                exponent = 64 - shift
                inexact = low << shift != 0
            }
        } else {
            // Both normalised, the numerator over 128 bits below the divisor's times 2^64, so
            // the quotient has exactly 64 bits.
            let numeratorShift = mantissa.leadingZeroBitCount
            let divisorShift = power.leadingZeroBitCount
            let numerator = mantissa << numeratorShift
            let divisor = power << divisorShift
            let halved = numerator >= divisor
            let dividend = halved ? (numerator >> 1, numerator << 63) : (numerator, UInt64(0))
            let (quotient, remainder) = divisor.dividingFullWidth(dividend)
            top = quotient
            exponent = divisorShift - numeratorShift - (halved ? 63 : 64)
            inexact = remainder != 0
        }
        var significand = top >> 11
        let rest = top & 0x7FF
        if rest > 0x400 || (rest == 0x400 && (inexact || significand & 1 == 1)) { significand += 1 }
        return Double(sign: .plus, exponent: exponent + 11, significand: Double(significand))
    }

    /// 10^0 … 10^19, each within 64 bits.
    static let integerPowersOfTen: [UInt64] = (0...19).reduce(into: []) { powers, index in
        powers.append(index == 0 ? 1 : powers[index - 1] * 10)
    }

    /// 10^0 … 10^22, each exact in a Double.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
        1e18,
        1e19, 1e20, 1e21, 1e22,
    ]
}
