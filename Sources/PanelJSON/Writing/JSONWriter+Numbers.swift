import PanelCore

// Booleans and numbers, in the shortest form that reads back to the same `Double`.

extension JSONWriter {
    /// Writes `true` or `false`.
    mutating func emit(bool flag: Bool) {
        append(raw: flag ? "true" : "false")
    }

    /// Writes a number in its shortest exact form (`null` when not finite; see
    /// ``hasNonFiniteNumber``).
    ///
    /// ```swift
    /// writer.write(number: 0.1)   // 0.1
    /// ```
    package mutating func write(number: Double) {
        makeUnique()
        emit(number: number)
    }

    /// Writes a number (the allocation already unique); `remembering` false for a number that
    /// is alone in what is written (a `set`'s answer), where noting it to copy later is work
    /// for nothing.
    mutating func emit(number: Double, remembering: Bool = true) {
        needsComma = true
        guard number.isFinite else {
            hasNonFiniteNumber = true
            append(raw: "null")
            return
        }
        let magnitude = Swift.abs(number)
        // A whole number up to 2^53: its truncation (one conversion, no call) is itself.
        if magnitude <= 9_007_199_254_740_992 {
            let whole = Int64(number)
            if Double(whole) == number {
                emit(integer: whole.magnitude, negative: whole < 0)
                return
            }
        }
        guard remembering else { return emit(nonWhole: number, magnitude: magnitude) }
        // Written before: the same bits, the same text.
        let bits = number.bitPattern
        if let earlier = writtenNumbers.range(for: bits) {
            appendCopy(of: earlier)
            return
        }
        let start = count
        emit(nonWhole: number, magnitude: magnitude)
        writtenNumbers.remember(start..<count, for: bits)
    }

    /// Writes a finite number that is not whole (or past 2^53), `magnitude` its absolute value.
    private mutating func emit(nonWhole number: Double, magnitude: Double) {
        if magnitude >= 1e-4, magnitude < 1e14, emitShortDecimal(number) { return }
        if magnitude >= 1e-4, magnitude < 1, emitLongFraction(number) { return }
        // The digits of `description`, handed over from the standard library's buffer
        // without building a string.
        withUnsafeMutablePointer(to: &self) { writer in
            var text = NumberText(writer: writer)
            number.write(to: &text)
        }
    }

    /// Writes a whole number's digits.
    @inline(__always)
    mutating func emit(integer magnitude: UInt64, negative: Bool) {
        reserve(21)
        if negative && magnitude != 0 {
            base[count] = UInt8(ascii: "-")
            count &+= 1
        }
        var end = base + count
        Self.putDigits(of: magnitude, count: Self.digitCount(magnitude), at: &end)
        count = end - base
    }

    /// Writes the `digits` decimal digits of `value` (its ``digitCount(_:)``) at `end`, where
    /// there is room for them, and moves `end` past them: two digits per division, copied from
    /// the table of pairs.
    static func putDigits(of value: UInt64, count digits: Int, at end: inout UnsafeMutablePointer<UInt8>) {
        var value = value
        var position = end + digits
        end = position
        let pairs = UnsafeRawPointer(Self.digitPairs.utf8Start)
        while value >= 100 {
            let pair = Int(truncatingIfNeeded: value % 100)
            value /= 100
            position -= 2
            UnsafeMutableRawPointer(position).storeBytes(
                of: pairs.loadUnaligned(fromByteOffset: pair &* 2, as: UInt16.self), as: UInt16.self)
        }
        if value >= 10 {
            UnsafeMutableRawPointer(position - 2).storeBytes(
                of: pairs.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: value) &* 2, as: UInt16.self),
                as: UInt16.self)
        } else {
            (position - 1).pointee = UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0")
        }
    }

    /// The digits of 00 to 99, two bytes each.
    static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    /// The number of decimal digits of `value` (found by comparisons, the short ones first).
    @inline(__always)
    static func digitCount(_ value: UInt64) -> Int {
        if value < 10_000 {
            if value < 100 { return value < 10 ? 1 : 2 }
            return value < 1000 ? 3 : 4
        }
        if value < 1_000_000 { return value < 100_000 ? 5 : 6 }
        var digits = 7
        var power: UInt64 = 10_000_000
        while digits < 20, value >= power {
            digits &+= 1
            power &*= 10
        }
        return digits
    }

    /// Writes `.` and a fraction's digits, zero-padded to at least `digits`.
    mutating func append(fraction: UInt64, digits: Int) {
        var length = 1
        var rest = fraction
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        length = Swift.max(length, digits)
        reserve(1 + length)
        base[count] = UInt8(ascii: ".")
        var value = fraction
        var position = count + length
        while position > count {
            base[position] = UInt8(truncatingIfNeeded: value % 10) &+ UInt8(ascii: "0")
            value /= 10
            position -= 1
        }
        count &+= 1 + length
    }

    /// Writes a number that has a decimal form of at most 15 significant digits and 15
    /// fraction digits, with its fewest fraction digits, when it has one; that is the shortest
    /// form that reads back to the same `Double`, the digits `description` writes (which
    /// handles every other number).
    ///
    /// With `scaled` below 10^15 and `10^k` exact, `scaled / 10^k` is the correctly rounded
    /// value of the decimal `scaled`e-k, so one division checks the round trip exactly, and
    /// at most one decimal of 15 digits reads back to a given `Double`. So the check is made
    /// once, with the most fraction digits that stay below 10^15: if a shorter decimal reads
    /// back, this one is it with zeros appended, and dropping the trailing zeros finds it.
    /// Most numbers written have one to three fraction digits, so those are tried first, in
    /// order.
    private mutating func emitShortDecimal(_ number: Double) -> Bool {
        let magnitude = Swift.abs(number)
        var power = 10.0
        var fractionDigits = 1
        guard magnitude * power < 1e15 else { return false }
        // The nearest whole number (`product + 0.5` is exact below 2^52), without a call; below
        // 10^15, so a signed conversion, one instruction each way.
        var whole = Int64(magnitude * power + 0.5)
        while Double(whole) / power != magnitude {
            guard magnitude * (power * 10) < 1e15, fractionDigits < 15 else { return false }
            power *= 10
            fractionDigits += 1
            if fractionDigits == 4 {
                if magnitude < 1 {
                    // Below 1 every fraction digit up to the fifteenth stays below 10^15.
                    power = 1e15
                    fractionDigits = 15
                }
                while fractionDigits < 15, magnitude * (power * 10) < 1e15 {
                    power *= 10
                    fractionDigits += 1
                }
                whole = Int64(magnitude * power + 0.5)
                guard Double(whole) / power == magnitude else { return false }
                while whole % 10 == 0 {
                    whole /= 10
                    fractionDigits -= 1
                }
                break
            }
            whole = Int64(magnitude * power + 0.5)
        }
        guard whole != 0, fractionDigits > 0 else { return false }
        let digits = UInt64(truncatingIfNeeded: whole)
        let divisor = JSONWriter.powersOfTen64[fractionDigits]
        let integral = digits / divisor
        reserve(2 &+ 16 &+ fractionDigits)
        if number < 0 {
            base[count] = UInt8(ascii: "-")
            count &+= 1
        }
        if integral < 10 {
            base[count] = UInt8(truncatingIfNeeded: integral) &+ UInt8(ascii: "0")
            count &+= 1
        } else {
            emit(integer: integral, negative: false)
        }
        base[count] = UInt8(ascii: ".")
        count &+= 1
        appendDigits(digits &- integral &* divisor, count: fractionDigits)
        return true
    }

    /// Writes exactly `digits` decimal digits of `value` (below 10^digits), zero-padded, two
    /// at a time from the table of pairs (room already reserved).
    @inline(__always)
    mutating func appendDigits(_ value: UInt64, count digits: Int) {
        var value = value
        var position = count &+ digits
        count = position
        let pairs = UnsafeRawPointer(Self.digitPairs.utf8Start)
        var left = digits
        while left >= 2 {
            let pair = Int(truncatingIfNeeded: value % 100)
            value /= 100
            position &-= 2
            left &-= 2
            UnsafeMutableRawPointer(base + position).storeBytes(
                of: pairs.loadUnaligned(fromByteOffset: pair &* 2, as: UInt16.self), as: UInt16.self)
        }
        if left == 1 { base[position &- 1] = UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0") }
    }

    /// 10^0 to 10^19.
    private static let powersOfTen64: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 0..<19 { powers.append(powers[powers.count - 1] &* 10) }
        return powers
    }()
}

extension JSONWriter {
    /// Writes a number between 10^-4 and 1 that no decimal of at most 15 fraction digits
    /// reads back to (``emitShortDecimal(_:)`` found none) in the form `description` writes:
    /// `0.`, zeros, and the fewest significant digits that read back, the closest such to the
    /// number. Exact integer arithmetic: with the number `m·2^-s` (`s` from 53 to 66), the
    /// digits `d` with `k` fraction digits are `m·10^k / 2^s` rounded to even, and they read
    /// back when `d·10^-k` lies inside the number's rounding interval, `(2m ± 1)·2^-(s+1)`, all
    /// below 2^125. Returns `false`, having written nothing, for the rare cases it leaves to
    /// `description` (a power of two, whose interval is lopsided; a result that would
    /// contradict the short form's search).
    mutating func emitLongFraction(_ number: Double) -> Bool {
        let magnitude = Swift.abs(number)
        guard magnitude >= 1e-4, magnitude < 1, magnitude.significandBitPattern != 0 else { return false }
        let mantissa = UInt128(magnitude.significandBitPattern | (1 << 52))
        // `magnitude` is normal: its binary exponent straight from the bits.
        let shift = 52 &- (Int(magnitude.exponentBitPattern) &- 1023)
        // The position of the first significant digit: 10^exponent <= magnitude < 10^(exponent+1)
        // (each literal is above its power of ten, so the comparisons are exact).
        let exponent = magnitude >= 0.1 ? -1 : magnitude >= 0.01 ? -2 : magnitude >= 0.001 ? -3 : -4
        // Decimals of up to 15 fraction digits were ruled out: one digit more than that is
        // checked too, and finding one there leaves the number to `description`.
        let lowest = 16 + exponent
        let reading = LongFraction(mantissa: mantissa, shift: shift, exponent: exponent)
        // More digits read back wherever fewer do (the closest of the longer decimals is no
        // farther away), so the count is found from 16 down, or is 17.
        var significant = 16
        var (digits, readsBack) = reading.closest(significant: 16)
        if readsBack {
            while significant > lowest {
                let (shorter, alsoReadsBack) = reading.closest(significant: significant &- 1)
                guard alsoReadsBack else { break }
                significant &-= 1
                digits = shorter
            }
            guard significant > lowest else { return false }
        } else {
            significant = 17
            (digits, readsBack) = reading.closest(significant: 17)
            guard readsBack else { return false }
        }
        guard UInt128(digits) < JSONWriter.powersOfTen[significant], digits % 10 != 0 else { return false }
        // `0.`, the zeros and the digits (`digits` has `significant` of them: it is at least
        // 10^(significant-1), as the number is at least 10^exponent).
        let zeros = -1 - exponent
        reserve(3 &+ zeros &+ significant)
        if number < 0 {
            base[count] = UInt8(ascii: "-")
            count &+= 1
        }
        base[count] = UInt8(ascii: "0")
        base[count &+ 1] = UInt8(ascii: ".")
        count &+= 2
        for _ in 0..<zeros {
            base[count] = UInt8(ascii: "0")
            count &+= 1
        }
        appendDigits(digits, count: significant)
        return true
    }

    /// A number `m·2^-s` between 10^-4 and 1 (normal, no power of two) as
    /// ``emitLongFraction(_:)`` reads it.
    private struct LongFraction {
        let mantissa: UInt128
        let shift: Int
        let exponent: Int

        /// The decimal of `significant` digits closest to the number (rounded to even), and
        /// whether it reads back: `m·10^k / 2^s` with `k` fraction digits, inside the number's
        /// rounding interval when twice its distance is below 10^k (or equal, for an even
        /// significand, which the reading rounds to).
        func closest(significant: Int) -> (digits: UInt64, readsBack: Bool) {
            let power = JSONWriter.powersOfTen[significant &- 1 &- exponent]
            let scaled = mantissa &* power
            let unit: UInt128 = 1 << shift
            // Below 10^significant, so below 2^64.
            var digits = UInt64(truncatingIfNeeded: scaled >> shift)
            var rest = scaled & (unit &- 1)
            let half = unit >> 1
            if rest > half || (rest == half && digits & 1 == 1) {
                digits &+= 1
                rest = unit &- rest
            }
            let twice = rest << 1
            return (digits, twice < power || (mantissa & 1 == 0 && twice == power))
        }
    }

    /// 10^0 to 10^21.
    private static let powersOfTen: [UInt128] = {
        var powers: [UInt128] = [1]
        for _ in 0..<21 { powers.append(powers[powers.count - 1] &* 10) }
        return powers
    }()
}

/// Where `Double.write(to:)` puts a number's text: straight into a writer's bytes.
private struct NumberText: TextOutputStream {
    let writer: UnsafeMutablePointer<JSONWriter>

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { writer.pointee.append(UnsafeRawBufferPointer($0)) }
    }

    /// The standard library's way to hand over ASCII text without making a string of it.
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        writer.pointee.append(UnsafeRawBufferPointer(buffer))
    }
}
