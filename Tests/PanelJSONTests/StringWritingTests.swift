import Foundation
import PanelCore
import Testing

@_spi(Internals) @testable import PanelJSON

/// Strings as the writer writes them, against the escapes RFC 8259 asks for worked out here
/// byte by byte: a short string is read straight from its two words, a longer one sixteen
/// or eight bytes at a time, and both must write what the rule says.
@Suite struct StringWritingTests {
    /// The rule: a quote and a backslash escaped with a backslash, the five control
    /// characters with a short form by it, the others below 0x20 as `\u00XX` in lower case;
    /// every other byte as it is.
    private func expected(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): out += Array(#"\\"#.utf8)
            case 0x0A: out += Array(#"\n"#.utf8)
            case 0x0D: out += Array(#"\r"#.utf8)
            case 0x09: out += Array(#"\t"#.utf8)
            case 0x08: out += Array(#"\b"#.utf8)
            case 0x0C: out += Array(#"\f"#.utf8)
            case ..<0x20: out += Array(String(format: "\\u%04x", Int(byte)).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    /// On this platform the short strings do take the fast way (else the tests below would
    /// check the general way twice).
    @Test func shortStringsAreReadFromTheirWords() {
        #expect(JSONWriter.smallStringsReadInPlace)
        #expect(JSONWriter.smallASCIIWords(JSONWriter.bits(of: "fifteen bytes..")) != nil)
        #expect(JSONWriter.smallASCIIWords(JSONWriter.bits(of: "sixteen bytes...")) == nil)
        #expect(JSONWriter.smallASCIIWords(JSONWriter.bits(of: "caf\u{E9}")) == nil)
    }

    /// Every ASCII byte at every position of strings of every length from empty to past two
    /// words, each written after a byte already in the buffer and followed by another.
    @Test func everyASCIIByteAtEveryPositionOfEveryLength() {
        for length in 0...24 {
            for position in 0..<Swift.max(length, 1) {
                for byte in UInt8(0)...0x7F {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[position] = byte }
                    let text = String(decoding: bytes, as: UTF8.self)
                    var writer = JSONWriter(capacity: 1)
                    writer.write(string: "[")
                    writer.write(string: text)
                    writer.write(string: "]")
                    #expect(
                        writer.bytes == expected("[") + expected(text) + expected("]"),
                        "byte \(byte) at \(position) of \(length)")
                }
            }
        }
    }

    /// Short and long ids, labels and units, plain and with bytes to escape, written in whole
    /// documents: Foundation's reader gives back each string.
    @Test func idsLabelsAndUnitsOfEveryLengthReadBack() throws {
        var children: [Node] = []
        var values: [NodeID: PanelValue] = [:]
        for length in 1...20 {
            for special in ["", "\"", "\\", "\t", "\u{1}", "é"] {
                let base = String(repeating: "k", count: length) + special
                let id = NodeID("\(base)\(children.count)")
                children.append(
                    Node(
                        id: id,
                        element: .slider(
                            SliderElement(
                                label: base, scale: .range(minimum: 0, maximum: 9, step: 1), unit: base))))
                values[id] = .number(Double(length % 10))
            }
        }
        let document = PanelDocument(
            root: Node(element: .panel(PanelElement(title: "Strings")), children: children), values: values)
        var writer = JSONWriter()
        try JSONRenderer().encode(document, with: &writer)
        let object = try #require(JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
        let root = try #require(object["root"] as? [String: Any])
        let nodes = try #require(root["children"] as? [[String: Any]])
        #expect(nodes.count == children.count)
        for (node, written) in zip(children, nodes) {
            guard case .slider(let slider) = node.element else { continue }
            #expect(written["id"] as? String == node.id?.rawValue)
            #expect(written["label"] as? String == slider.label)
            #expect(written["unit"] as? String == slider.unit)
            let accessibility = try #require(written["accessibility"] as? [String: Any])
            #expect(accessibility["label"] as? String == slider.label)
            let number = try #require(values[node.id!]?.number)
            #expect(accessibility["valueText"] as? String == "\(Int(number)) \(slider.unit!)")
        }
        let writtenValues = try #require(object["values"] as? [String: Any])
        #expect(Set(writtenValues.keys) == Set(values.keys.map(\.rawValue)))
    }
}
