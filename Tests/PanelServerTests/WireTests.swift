import Testing

@testable import PanelServer

@Suite struct WireTests {
    @Test func sha1MatchesTheStandardVectors() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String($0, radix: 16).leftPadded(2) }.joined() }
        #expect(hex(SHA1.digest(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(SHA1.digest([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        let long = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(hex(SHA1.digest(Array(long.utf8))) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(
            hex(SHA1.digest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    @Test func base64RoundTripsAndRefusesMalformedText() {
        #expect(Base64.encode(Array("hi".utf8)) == "aGk=")
        #expect(Base64.encode(Array("hello".utf8)) == "aGVsbG8=")
        #expect(Base64.encode(Array("abc".utf8)) == "YWJj")
        for count in 0..<40 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
        #expect(Base64.decode("aGk") == nil)
        #expect(Base64.decode("a=Gk") == nil)
        #expect(Base64.decode("aG!k") == nil)
    }

    @Test func utf8ValidationAgreesWithTheStandardLibrary() {
        let cases: [[UInt8]] = [
            [], Array("plain ascii, longer than eight bytes".utf8), Array("é中😀".utf8), [0xC3, 0x28],
            [0xC0, 0x80],
            [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98], [0xFF],
            Array("12345678é".utf8), Array("1234567".utf8) + [0xE2, 0x82, 0xAC], [0x80],
        ]
        for bytes in cases {
            #expect(
                UTF8Validation.isValid(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)"
            )
        }
        var generator = SplitMix(state: 1)
        for _ in 0..<2000 {
            let bytes = (0..<Int(generator.next() % 12)).map { _ in
                UInt8(truncatingIfNeeded: generator.next() | 0x80)
            }
            #expect(
                UTF8Validation.isValid(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)"
            )
        }
    }

    @Test func maskingTwiceGivesTheBytesBack() {
        let payload = (0..<37).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        var frame: [UInt8] = []
        WebSocketFrame.append(.text, payload: payload, mask: (1, 2, 3, 4), to: &frame)
        let masked = Array(frame[6...])
        #expect(masked == payload.enumerated().map { $0.element ^ [1, 2, 3, 4][$0.offset % 4] })
    }

    @Test func acceptValueIsTheRFCExample() {
        // RFC 6455 section 1.3.
        #expect(WebSocketFrame.acceptValue(for: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }
}

struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
