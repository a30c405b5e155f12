import PanelCore
import TestSupport
import Testing

@_spi(Internals) @testable import PanelJSON

/// The writer's number paths (whole numbers, short decimals, long fractions, the standard
/// library's digits for the rest) against `PanelValue.format`, the form built on
/// `Double.description`, byte for byte, on the numbers where the paths meet and many random
/// ones.
@Suite struct NumberWritingTests {
    private func written(_ number: Double) -> String {
        var writer = JSONWriter()
        writer.write(number: number)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private func expectAsFormatted(_ numbers: [Double], _ note: String) {
        var failures = 0
        for base in numbers {
            for number in [base, -base, base.nextUp, base.nextDown] where number.isFinite {
                let expected = PanelValue.format(number)
                if written(number) != expected {
                    failures += 1
                    if failures <= 5 {
                        Issue.record(
                            "\(note): \(number.bitPattern) wrote \(written(number)), expected \(expected)")
                    }
                }
            }
        }
        #expect(failures == 0, "\(note)")
    }

    /// 10^-330 to 10^310 and their neighbours, the bounds of each path (10^-4, 1, 10^14,
    /// 10^15, 2^53), subnormals and the extremes.
    @Test func boundariesAndPowersOfTen() {
        var numbers: [Double] = [
            0, 1e-4, 0.0001, 0.001, 0.01, 0.1, 1, 1e14, 1e15, 1e16, 9_007_199_254_740_992,
            4_503_599_627_370_496,
            99_999_999_999_999.5, 12_345_678_901_234.56, .leastNonzeroMagnitude, .leastNormalMagnitude,
            .leastNormalMagnitude.nextDown, .greatestFiniteMagnitude, .ulpOfOne, .pi, 0.5, 0.25, 0.125,
        ]
        var power = 1.0
        for _ in 0..<310 {
            numbers.append(power)
            power *= 10
        }
        power = 1.0
        for _ in 0..<330 {
            numbers.append(power)
            power /= 10
        }
        for exponent in -1074...1023 {
            numbers.append(Double(sign: .plus, exponent: exponent, significand: 1))
        }
        expectAsFormatted(numbers, "powers")
    }

    /// Decimals of up to 17 significant digits between 10^-6 and 10^16, halfway cases
    /// (`…5` one place past the last digit) among them.
    @Test func decimalsAndHalfwayCases() {
        var random = SplitMix64(seed: 0xD1_6175)
        var numbers: [Double] = []
        for _ in 0..<40_000 {
            let digits = Int(random.next() % 17) + 1
            var mantissa: UInt64 = 1
            for _ in 0..<digits { mantissa = mantissa &* 10 }
            let value = random.next() % mantissa
            let places = Int(random.next() % 22)
            var divisor = 1.0
            for _ in 0..<places { divisor *= 10 }
            numbers.append(Double(value) / divisor)
            // Halfway between two decimals of `places` places.
            numbers.append((Double(value) + 0.5) / divisor)
        }
        expectAsFormatted(numbers, "decimals")
    }

    /// Random bit patterns over the whole range, and random numbers in [10^-4, 1), where the
    /// long fractions are.
    @Test func randomBitPatterns() {
        var random = SplitMix64(seed: 0xB175)
        var numbers: [Double] = []
        for _ in 0..<40_000 {
            numbers.append(Double(bitPattern: random.next()))
            // Exponents of 10^-4 to 1: 2^-14 to 2^-1.
            let exponent = UInt64(1023 - 14) + random.next() % 14
            numbers.append(Double(bitPattern: exponent << 52 | random.next() >> 12))
            // Whole numbers and numbers just below 10^15 with a fraction.
            numbers.append(Double(random.next() >> UInt64(random.next() % 64)))
            numbers.append(Double(random.next() % 1_000_000_000_000_000) / 8)
        }
        expectAsFormatted(numbers, "random")
    }

    /// A number written again is copied from where the writer wrote it first: in one long
    /// document of many numbers (most meeting another's slot), after `reset()`, after setting
    /// `bytes`, and in a copy of the writer, every number reads as `PanelValue.format` says.
    @Test func numbersWrittenAgainAreTheSameText() {
        var random = SplitMix64(seed: 0xC0_FFEE)
        var pool: [Double] = [0.1, 0.2, 0.3, 1.25, -1.25, 0.014598540145985401, 1e-7, 1e20, 123.456, -0.0, 0]
        for _ in 0..<600 {
            pool.append(Double(random.next() % 100_000) / 1000)
            pool.append(Double(bitPattern: 0x3F00_0000_0000_0000 | random.next() >> 8))
        }
        var writer = JSONWriter()
        for round in 0..<4 {
            var expected = "["
            writer.beginArray()
            for index in 0..<3000 {
                let number = pool[Int(random.next() % UInt64(pool.count))]
                writer.nextElement()
                writer.write(number: number)
                expected += (index == 0 ? "" : ",") + PanelValue.format(number)
            }
            writer.endArray(isEmpty: false)
            expected += "]"
            #expect(String(decoding: writer.bytes, as: UTF8.self) == expected, "round \(round)")
            // A copy goes on with the numbers of the original, its own bytes.
            var copy = writer
            copy.write(number: pool[0])
            copy.write(number: pool[3])
            #expect(String(decoding: copy.bytes, as: UTF8.self) == expected + "0.11.25")
            if round % 2 == 0 {
                writer.reset()
            } else {
                writer.bytes = Array("12".utf8)
                writer.write(number: 0.5)
                #expect(String(decoding: writer.bytes, as: UTF8.self) == "120.5")
                writer.reset()
            }
        }
    }
}
