import PanelCore
import Testing

@Suite struct HexColorTests {
    @Test func parsesTheThreeForms() throws {
        let short = try HexColor(parsing: "#F80")
        #expect(short == HexColor(red: 0xFF, green: 0x88, blue: 0x00))
        let long = try HexColor(parsing: "#f97316")
        #expect(long == HexColor(red: 249, green: 115, blue: 22, alpha: 255))
        let alpha = try HexColor(parsing: "#F9731680")
        #expect(alpha.alpha == 0x80)
        #expect(!alpha.isOpaque)
    }

    @Test func isCaseInsensitiveAndPrintsCanonically() throws {
        #expect(try HexColor(parsing: "#aBcDeF") == HexColor(parsing: "#ABCDEF"))
        #expect(try HexColor(parsing: "#abc").description == "#AABBCC")
        #expect(try HexColor(parsing: "#11223344").description == "#11223344")
        #expect(try HexColor(parsing: "#112233ff").description == "#112233")
    }

    @Test(arguments: [
        "", "#", "#12", "#1234", "#12345", "#1234567", "#123456789", "123456", "#GGG", " #FFF", "#FFF ",
        "＃FFF", "#ＦＦＦ",
    ])
    func rejectsMalformedStringsQuotingThem(_ text: String) {
        do {
            _ = try HexColor(parsing: text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.message.contains(PanelValue.string(text).description))
            #expect(error.message.contains("#RGB, #RRGGBB or #RRGGBBAA"))
        }
    }

    @Test func primitiveFormRoundTrips() throws {
        let color: HexColor = "#0A0B0C0D"
        #expect(color.panelValue == .string("#0A0B0C0D"))
        #expect(try HexColor(panelValue: color.panelValue) == color)
        #expect(throws: ValueError.self) { try HexColor(panelValue: .number(1)) }
    }

    @Test func printsAndReadsEveryComponentValue() throws {
        func hex(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        for value in 0...255 {
            let byte = UInt8(value)
            let other = UInt8((value * 37 + 11) % 256)
            for color in [
                HexColor(red: byte, green: other, blue: 255 - byte),
                HexColor(red: other, green: byte, blue: 0, alpha: byte),
            ] {
                let expected =
                    "#" + hex(color.red) + hex(color.green) + hex(color.blue)
                    + (color.alpha == 255 ? "" : hex(color.alpha))
                #expect(color.description == expected)
                #expect(try HexColor(parsing: expected) == color)
                #expect(try HexColor(parsing: expected.lowercased()) == color)
            }
            let nibble = String(value % 16, radix: 16)
            let short = try HexColor(parsing: "#" + nibble + "0" + nibble)
            #expect(short == HexColor(red: UInt8(value % 16 * 17), green: 0, blue: UInt8(value % 16 * 17)))
        }
    }
}
