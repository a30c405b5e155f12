import PanelJSON
import PanelKit
import Testing

/// Invalid UTF-8 in a protocol line is `malformed`, with the byte offset of the first bad
/// byte, through the general parser and the fast `set` reader alike (which leaves every line
/// that is not plain ASCII to the general parser).
@Suite struct InvalidUTF8Tests {
    /// Lines with a bad sequence, and the offset of its first byte.
    static let cases: [(bytes: [UInt8], offset: Int)] = {
        let prefix = Array(#"{"type":"set","seq":1,"id":"name","value":"ab"#.utf8)
        let suffix = Array(#""}"#.utf8)
        return [
            [0xFF],  // never in UTF-8
            [0xC0, 0x80],  // an overlong NUL
            [0x80],  // a lone continuation byte
            [0xE2, 0x82],  // a truncated sequence
            [0xED, 0xA0, 0x80],  // an encoded surrogate
            [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
        ].map { (prefix + $0 + suffix, prefix.count) }
    }()

    @Test(arguments: 0..<6) func theGeneralParserRejectsItWithTheByteOffset(_ index: Int) throws {
        let (bytes, offset) = Self.cases[index]
        let error = #expect(throws: ProtocolError.self) { try ProtocolMessage(parsing: bytes) }
        #expect(error?.code == "malformed")
        #expect(error?.message.contains("invalid UTF-8") == true)
        #expect(error?.message.contains("at byte offset \(offset)") == true, "\(error?.message ?? "")")
    }

    @Test(arguments: 0..<6) func theFastSetReaderLeavesItToTheGeneralParser(_ index: Int) {
        let (bytes, _) = Self.cases[index]
        #expect(bytes.withUnsafeBufferPointer { ProtocolLine.setParts(of: $0) } == nil)
    }

    @Test func theOffsetCountsBytesBeforeTheBadOneInAnEscapedString() throws {
        // A string with an escape takes the slow path; the offset is still the bad byte's.
        let bytes =
            Array(#"{"type":"set","seq":2,"id":"x\n","value":"é\t\u00e9"#.utf8) + [0xFF] + Array(#""}"#.utf8)
        let error = #expect(throws: ProtocolError.self) { try ProtocolMessage(parsing: bytes) }
        #expect(
            error?.message.contains("byte 0xFF at byte offset \(bytes.count - 3)") == true,
            "\(error?.message ?? "")")
    }

    @Test func validUTF8IsStillRead() throws {
        let message = try ProtocolMessage(
            parsing: Array(#"{"type":"set","seq":1,"id":"name","value":"日本 é 👍"}"#.utf8))
        #expect(message.seq == 1)
    }
}
