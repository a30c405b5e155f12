// An arbitrary-precision signed integer for the exact path (`ExactProgram`): sign and magnitude in
// 32-bit limbs, least significant first, with the few operations a rational simplex needs.

/// A signed integer of any size (magnitude limbs little-endian, no leading zero limbs; zero has
/// no limbs and is never negative).
struct BigInteger: Hashable, Sendable {
    var negative = false
    var limbs: [UInt32] = []

    static let zero = BigInteger()
    static let one = BigInteger(1)

    init() {}

    init(_ value: Int64) {
        self.init(wide: Int128(value))
    }

    init(wide value: Int128) {
        negative = value < 0
        var magnitude = value.magnitude
        while magnitude != 0 {
            limbs.append(UInt32(truncatingIfNeeded: magnitude))
            magnitude >>= 32
        }
    }

    init(negative: Bool, limbs: [UInt32]) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.limbs = limbs
        self.negative = negative && !limbs.isEmpty
    }

    var isZero: Bool { limbs.isEmpty }

    /// The value when it fits in an `Int64`.
    var int64: Int64? {
        guard limbs.count <= 2 else { return nil }
        var magnitude: UInt64 = 0
        for (i, limb) in limbs.enumerated() { magnitude |= UInt64(limb) << (32 * UInt64(i)) }
        if negative {
            if magnitude <= UInt64(Int64.max) { return -Int64(magnitude) }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : nil
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// The magnitude when it fits in a `UInt128`.
    var magnitude128: UInt128? {
        guard limbs.count <= 4 else { return nil }
        var magnitude: UInt128 = 0
        for (i, limb) in limbs.enumerated() { magnitude |= UInt128(limb) << (32 * UInt128(i)) }
        return magnitude
    }

    /// The value when it fits in an `Int128`.
    var int128: Int128? {
        guard let magnitude = magnitude128 else { return nil }
        if negative {
            if magnitude <= UInt128(Int128.max) { return -Int128(magnitude) }
            return magnitude == UInt128(Int128.max) + 1 ? Int128.min : nil
        }
        return magnitude <= UInt128(Int128.max) ? Int128(magnitude) : nil
    }

    /// The number of significant bits of the magnitude.
    var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return (limbs.count - 1) * 32 + (32 - top.leadingZeroBitCount)
    }

    // MARK: Magnitudes

    static func compareMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        var i = a.count - 1
        while i >= 0 {
            if a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
            i -= 1
        }
        return 0
    }

    static func addMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        var out = [UInt32]()
        out.reserveCapacity(long.count + 1)
        var carry: UInt64 = 0
        for i in 0..<long.count {
            let sum = UInt64(long[i]) + (i < short.count ? UInt64(short[i]) : 0) + carry
            out.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry != 0 { out.append(UInt32(carry)) }
        return out
    }

    /// `a - b` for `a >= b`.
    static func subtractMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var out = [UInt32]()
        out.reserveCapacity(a.count)
        var borrow: Int64 = 0
        for i in 0..<a.count {
            var difference = Int64(a[i]) - (i < b.count ? Int64(b[i]) : 0) - borrow
            if difference < 0 {
                difference += 1 << 32
                borrow = 1
            } else {
                borrow = 0
            }
            out.append(UInt32(difference))
        }
        while out.last == 0 { out.removeLast() }
        return out
    }

    static func multiplyMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        if a.isEmpty || b.isEmpty { return [] }
        var out = [UInt32](repeating: 0, count: a.count + b.count)
        for i in 0..<a.count {
            var carry: UInt64 = 0
            let ai = UInt64(a[i])
            if ai == 0 { continue }
            for j in 0..<b.count {
                let t = ai * UInt64(b[j]) + UInt64(out[i + j]) + carry
                out[i + j] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
            }
            out[i + b.count] = UInt32(carry)
        }
        while out.last == 0 { out.removeLast() }
        return out
    }

    /// Quotient and remainder of magnitudes (`b` not empty): Knuth's algorithm D.
    static func divideMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> (quotient: [UInt32], remainder: [UInt32]) {
        precondition(!b.isEmpty, "division by zero")
        if compareMagnitudes(a, b) < 0 { return ([], a) }
        if b.count == 1 {
            let d = UInt64(b[0])
            var quotient = [UInt32](repeating: 0, count: a.count)
            var remainder: UInt64 = 0
            var i = a.count - 1
            while i >= 0 {
                let current = (remainder << 32) | UInt64(a[i])
                quotient[i] = UInt32(current / d)
                remainder = current % d
                i -= 1
            }
            while quotient.last == 0 { quotient.removeLast() }
            return (quotient, remainder == 0 ? [] : [UInt32(remainder)])
        }
        let shift = UInt32(b[b.count - 1].leadingZeroBitCount)
        let v = shiftedLeft(b, shift)
        var u = shiftedLeft(a, shift)
        if u.count == a.count { u.append(0) }
        let n = v.count
        let m = u.count - n
        var quotient = [UInt32](repeating: 0, count: m)
        let vTop = UInt64(v[n - 1])
        let vNext = UInt64(v[n - 2])
        var j = m - 1
        while j >= 0 {
            let numerator = (UInt64(u[j + n]) << 32) | UInt64(u[j + n - 1])
            var qhat = numerator / vTop
            var rhat = numerator % vTop
            while qhat > 0xFFFF_FFFF || qhat * vNext > ((rhat << 32) | UInt64(u[j + n - 2])) {
                qhat -= 1
                rhat += vTop
                if rhat > 0xFFFF_FFFF { break }
            }
            var borrow: Int64 = 0
            var carry: UInt64 = 0
            for i in 0..<n {
                let product = qhat * UInt64(v[i]) + carry
                carry = product >> 32
                let t = Int64(u[i + j]) - Int64(product & 0xFFFF_FFFF) - borrow
                u[i + j] = UInt32(truncatingIfNeeded: t)
                borrow = t < 0 ? 1 : 0
            }
            let t = Int64(u[j + n]) - Int64(carry) - borrow
            u[j + n] = UInt32(truncatingIfNeeded: t)
            if t < 0 {
                qhat -= 1
                var addCarry: UInt64 = 0
                for i in 0..<n {
                    let sum = UInt64(u[i + j]) + UInt64(v[i]) + addCarry
                    u[i + j] = UInt32(truncatingIfNeeded: sum)
                    addCarry = sum >> 32
                }
                u[j + n] = UInt32(truncatingIfNeeded: UInt64(u[j + n]) + addCarry)
            }
            quotient[j] = UInt32(qhat)
            j -= 1
        }
        while quotient.last == 0 { quotient.removeLast() }
        var remainder = Array(u[0..<n])
        remainder = shiftedRight(remainder, shift)
        return (quotient, remainder)
    }

    static func shiftedLeft(_ a: [UInt32], _ shift: UInt32) -> [UInt32] {
        guard shift > 0 else { return a }
        var out = [UInt32]()
        out.reserveCapacity(a.count + 1)
        var carry: UInt32 = 0
        for limb in a {
            out.append((limb << shift) | carry)
            carry = limb >> (32 - shift)
        }
        if carry != 0 { out.append(carry) }
        return out
    }

    static func shiftedRight(_ a: [UInt32], _ shift: UInt32) -> [UInt32] {
        guard shift > 0 else {
            var out = a
            while out.last == 0 { out.removeLast() }
            return out
        }
        var out = [UInt32](repeating: 0, count: a.count)
        for i in 0..<a.count {
            let high: UInt32 = i + 1 < a.count ? a[i + 1] << (32 - shift) : 0
            out[i] = (a[i] >> shift) | high
        }
        while out.last == 0 { out.removeLast() }
        return out
    }

    // MARK: Arithmetic

    static func + (a: BigInteger, b: BigInteger) -> BigInteger {
        if a.negative == b.negative {
            return BigInteger(negative: a.negative, limbs: addMagnitudes(a.limbs, b.limbs))
        }
        let order = compareMagnitudes(a.limbs, b.limbs)
        if order == 0 { return .zero }
        return order > 0
            ? BigInteger(negative: a.negative, limbs: subtractMagnitudes(a.limbs, b.limbs))
            : BigInteger(negative: b.negative, limbs: subtractMagnitudes(b.limbs, a.limbs))
    }

    static prefix func - (a: BigInteger) -> BigInteger {
        BigInteger(negative: !a.negative, limbs: a.limbs)
    }

    static func - (a: BigInteger, b: BigInteger) -> BigInteger { a + (-b) }

    static func * (a: BigInteger, b: BigInteger) -> BigInteger {
        BigInteger(negative: a.negative != b.negative, limbs: multiplyMagnitudes(a.limbs, b.limbs))
    }

    /// Truncating division (the quotient rounds toward zero).
    static func / (a: BigInteger, b: BigInteger) -> BigInteger {
        BigInteger(negative: a.negative != b.negative, limbs: divideMagnitudes(a.limbs, b.limbs).quotient)
    }

    static func % (a: BigInteger, b: BigInteger) -> BigInteger {
        BigInteger(negative: a.negative, limbs: divideMagnitudes(a.limbs, b.limbs).remainder)
    }

    /// The greatest common divisor of the magnitudes (Euclid, then binary once both fit in 128 bits).
    static func gcd(_ a: BigInteger, _ b: BigInteger) -> BigInteger {
        var x = a
        var y = b
        x.negative = false
        y.negative = false
        while !y.isZero {
            if let small = x.magnitude128, let other = y.magnitude128 {
                var magnitude = binaryGCD(small, other)
                var limbs: [UInt32] = []
                while magnitude != 0 {
                    limbs.append(UInt32(truncatingIfNeeded: magnitude))
                    magnitude >>= 32
                }
                return BigInteger(negative: false, limbs: limbs)
            }
            let r = divideMagnitudes(x.limbs, y.limbs).remainder
            x = y
            y = BigInteger(negative: false, limbs: r)
        }
        return x
    }

    /// The greatest common divisor of two 128-bit magnitudes (one division, then shifts and
    /// subtractions); 1 for (0, 0).
    ///
    /// The common case of the exact simplex, a unit part (an integer, a numerator of 1), is
    /// answered here, small enough to be inlined where a fraction is reduced; the rest is
    /// `generalGCD`.
    static func binaryGCD(_ a: UInt128, _ b: UInt128) -> UInt128 {
        if a == 1 || b == 1 { return 1 }
        return generalGCD(a, b)
    }

    /// `binaryGCD` past a unit part.
    static func generalGCD(_ a: UInt128, _ b: UInt128) -> UInt128 {
        if a == 0 { return b == 0 ? 1 : b }
        if b == 0 { return a }
        // Equal parts (a shared denominator), and parts within 64 bits, whose steps cost a
        // quarter of 128-bit ones.
        if a == b { return a }
        // One step of Euclid first: Stein's steps take off about a bit each, so a large part
        // against a small one (a numerator against a denominator of 10ᵏ) costs a step per bit of
        // the difference, where one division brings both below the smaller.
        var (large, small) = a > b ? (a, b) : (b, a)
        if small <= UInt128(UInt64.max) {
            let remainder =
                large <= UInt128(UInt64.max) ? UInt64(large) % UInt64(small) : UInt64(large % small)
            if remainder == 0 { return small }
            return UInt128(steinGCD(UInt64(small), remainder))
        }
        large %= small
        if large == 0 { return small }
        if large <= UInt128(UInt64.max) {
            // small > large, both nonzero: again the 64-bit steps once `small` is reduced.
            let remainder = UInt64(small % large)
            if remainder == 0 { return large }
            return UInt128(steinGCD(UInt64(large), remainder))
        }
        return steinGCD(large, small)
    }

    /// Stein's binary GCD of two nonzero magnitudes (64-bit or 128-bit: specialized for each). Both
    /// stay odd after the common power of two is set aside; each step replaces the larger by the
    /// difference with its factors of two shifted out (a minimum and a subtraction, no branch to
    /// mispredict).
    static func steinGCD<T: FixedWidthInteger & UnsignedInteger>(_ a: T, _ b: T) -> T {
        let shift = (a | b).trailingZeroBitCount
        var x = a &>> T(truncatingIfNeeded: a.trailingZeroBitCount)
        var y = b &>> T(truncatingIfNeeded: b.trailingZeroBitCount)
        while x != y {
            let low = Swift.min(x, y)
            let difference = Swift.max(x, y) &- low
            x = low
            y = difference &>> T(truncatingIfNeeded: difference.trailingZeroBitCount)
        }
        return x &<< T(truncatingIfNeeded: shift)
    }

    /// The sign: -1, 0 or 1.
    var signum: Int { isZero ? 0 : (negative ? -1 : 1) }

    static func compare(_ a: BigInteger, _ b: BigInteger) -> Int {
        if a.negative != b.negative { return a.negative ? -1 : 1 }
        let order = compareMagnitudes(a.limbs, b.limbs)
        return a.negative ? -order : order
    }

    /// `self · 2^shift` (`shift >= 0`).
    func shifted(left shift: Int) -> BigInteger {
        let words = shift / 32
        var out = [UInt32](repeating: 0, count: words)
        out += BigInteger.shiftedLeft(limbs, UInt32(shift % 32))
        return BigInteger(negative: negative, limbs: out)
    }

    /// The magnitude as a `Double` (rounded limb by limb: within a few units in the last place).
    var magnitudeAsDouble: Double {
        var value = 0.0
        for limb in limbs.reversed() { value = value * 4_294_967_296 + Double(limb) }
        return value
    }
}
