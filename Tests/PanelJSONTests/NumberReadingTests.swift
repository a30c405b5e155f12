import PanelCore
import TestSupport
import Testing

@_spi(Internals) @testable import PanelJSON

/// Numbers read from JSON text are the Doubles the standard library reads from the same text,
/// bit for bit (negative zero folded to zero), whichever way the parser takes.
@Suite struct NumberReadingTests {
    private func read(_ text: String) throws(JSONProblem) -> Double? {
        var parser = JSONParser(Array(text.utf8))
        guard case .number(let value) = try parser.parse() else { return nil }
        return value
    }

    private func expectAsStandardLibrary(_ text: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let expected = try #require(Double(text), sourceLocation: sourceLocation)
        let folded = expected == 0 ? 0 : expected
        let value = try read(text)
        #expect(
            value?.bitPattern == folded.bitPattern, "\(text): \(String(describing: value)) vs \(folded)",
            sourceLocation: sourceLocation)
    }

    @Test func readsShortestSpellingsOfRandomDoubles() throws {
        var random = SplitMix64(seed: 0x5eed_0001)
        for _ in 0..<40_000 {
            // Magnitudes around the ones documents hold, and any bit pattern at all.
            let near =
                Double.random(in: -1_000...1_000, using: &random)
                * Double(Int.random(in: 1...4, using: &random))
            let scaled =
                Double.random(in: 0..<1, using: &random) * pow10(Int.random(in: -25...25, using: &random))
            let any = Double(bitPattern: random.next())
            for value in [near, scaled, any] where value.isFinite {
                try expectAsStandardLibrary("\(value)")
            }
        }
    }

    @Test func readsRandomDigitStringsOfUpToTwentyDigits() throws {
        var random = SplitMix64(seed: 0x5eed_0002)
        for _ in 0..<100_000 {
            let count = Int.random(in: 1...20, using: &random)
            var digits = String(Int.random(in: 1...9, using: &random))
            for _ in 1..<count { digits.append(String(Int.random(in: 0...9, using: &random))) }
            let point = Int.random(in: 0...count, using: &random)
            var text: String
            if point == 0 {
                text = "0." + String(repeating: "0", count: Int.random(in: 0...3, using: &random)) + digits
            } else if point == count {
                text = digits
            } else {
                let cut = digits.index(digits.startIndex, offsetBy: point)
                text = digits[..<cut] + "." + digits[cut...]
            }
            if Bool.random(using: &random) { text += "e\(Int.random(in: -25...25, using: &random))" }
            if Bool.random(using: &random) { text = "-" + text }
            try expectAsStandardLibrary(text)
        }
    }

    @Test func roundsHalfwayAndNearHalfwayCasesAsTheStandardLibrary() throws {
        // Doubles next to 2^53, 2^63 and 2^64, and the decimal midpoints between neighbours.
        let cases = [
            "9007199254740993", "9007199254740995", "9007199254740993.0000000001",
            "9007199254740992.9999999999",
            "18014398509481987", "18014398509481986", "18446744073709551615", "18446744073709551616",
            "9223372036854775807", "9223372036854775808", "9999999999999999999", "1999999999999999999",
            "0.30000000000000004", "0.1", "0.2", "0.3", "2.2250738585072014e-8", "1.7976931348623157e19",
            "4.9406564584124654e-19", "0.0000000000000000001", "1e19", "1e-19", "1.0e20", "1e-20",
            "0.99999999999999999", "0.999999999999999999", "1.00000000000000011102230246251565",
            "1.0000000000000002220446049250313", "1.00000000000000033306690738754696",
            "123456789012345678e-19", "1234567890123456789e-19", "1234567890123456789e19",
            "0.000000000000000000000000000000000001", "5e-324", "1e-400", "-0.0e5", "0e400",
        ]
        for text in cases { try expectAsStandardLibrary(text) }
        // The midpoints between neighbouring Doubles from 2^53 to 10^19 are integers: each one,
        // one either side, and the same digits scaled down by a power of ten.
        var random = SplitMix64(seed: 0x5eed_0003)
        for _ in 0..<30_000 {
            let value = Double(UInt64.random(in: 1 << 53...9_999_999_999_999_998_000, using: &random))
            let low = UInt64(value)
            let midpoint = low + (UInt64(value.nextUp) - low) / 2
            for integer in [midpoint - 1, midpoint, midpoint + 1] {
                try expectAsStandardLibrary("\(integer)")
                try expectAsStandardLibrary("\(integer)e-\(Int.random(in: 1...22, using: &random))")
                try expectAsStandardLibrary("\(integer)e\(Int.random(in: 1...3, using: &random))")
            }
        }
    }

    private func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
