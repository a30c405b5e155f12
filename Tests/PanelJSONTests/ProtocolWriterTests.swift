import PanelCore
import Testing

@_spi(Internals) @testable import PanelJSON

/// The one-value `patch` writer against the general one: the same line for every id and
/// value, and a line the parser reads back as the patch that was meant.
@Suite struct ProtocolWriterTests {
    @Test func writesTheOneValuePatch() {
        var writer = ProtocolWriter()
        #expect(
            writer.patch(rev: 13, base: 12, id: "speed", value: 1.25)
                == #"{"type":"patch","rev":13,"base":12,"values":{"speed":1.25}}"#)
        #expect(
            writer.patch(rev: 2, base: 1, id: "a\"b", value: "#FF0000")
                == ##"{"type":"patch","rev":2,"base":1,"values":{"a\"b":"#FF0000"}}"##)
    }

    @Test func appendsLinesAsBytes() {
        var writer = ProtocolWriter()
        var out = Array("x\n".utf8)
        writer.ack(seq: 1, rev: 12, value: 48, into: &out)
        writer.patch(rev: 13, base: 12, id: "speed", value: 1.25, into: &out)
        writer.ack(seq: 2, rev: 13, into: &out)
        #expect(
            String(decoding: out, as: UTF8.self)
                == "x\n" + #"{"type":"ack","seq":1,"rev":12,"value":48}"# + "\n"
                + #"{"type":"patch","rev":13,"base":12,"values":{"speed":1.25}}"# + "\n"
                + #"{"type":"ack","seq":2,"rev":13}"# + "\n")
        var strings = ProtocolWriter()
        var bytes = ProtocolWriter()
        var random = RandomTrees(seed: 5)
        for _ in 0..<2_000 {
            let value = random.value()
            var line: [UInt8] = []
            bytes.ack(seq: 7, rev: 9, value: value, preset: "p", into: &line)
            #expect(line == Array((strings.ack(seq: 7, rev: 9, value: value, preset: "p") + "\n").utf8))
        }
    }

    @Test func ackAndPatchAreTheTwoLines() {
        var writer = ProtocolWriter()
        var out = Array("x\n".utf8)
        writer.ackAndPatch(seq: 1, rev: 13, id: "speed", value: 1.25, into: &out)
        #expect(
            String(decoding: out, as: UTF8.self)
                == "x\n" + #"{"type":"ack","seq":1,"rev":13,"value":1.25}"# + "\n"
                + #"{"type":"patch","rev":13,"base":12,"values":{"speed":1.25}}"# + "\n")
        var together = ProtocolWriter()
        var apart = ProtocolWriter()
        var random = RandomTrees(seed: 17)
        for round in 0..<2_000 {
            let id = round % 3 == 0 ? NodeID(random.text()) : random.id()
            let value = random.value()
            let seq = random.int(0...1_000_000)
            let rev = random.int(1...1_000_000)
            var line: [UInt8] = []
            together.ackAndPatch(seq: seq, rev: rev, id: id, value: value, into: &line)
            var expected: [UInt8] = []
            apart.ack(seq: seq, rev: rev, value: value, into: &expected)
            apart.patch(rev: rev, base: rev - 1, id: id, value: value, into: &expected)
            #expect(line == expected, "\(String(decoding: expected, as: UTF8.self))")
        }
    }

    @Test func thePatchBaseIsOneBelowTheRevisionAtEveryDigitBoundary() {
        // The base is written from the revision's digits when their last is not a 0: the
        // revisions where a borrow runs through the digits, or that are not written as digits,
        // agree with the two lines written apart.
        var together = ProtocolWriter()
        var apart = ProtocolWriter()
        let revisions = [
            1, 2, 9, 10, 11, 19, 20, 21, 99, 100, 101, 109, 110, 1_000, 1_001, 999_999, 1_000_000,
            (1 << 53) - 1, 1 << 53, (1 << 53) + 1, (1 << 53) + 10, Int.max,
        ]
        for rev in revisions {
            var line: [UInt8] = []
            together.ackAndPatch(seq: 7, rev: rev, id: "speed", value: 1.5, into: &line)
            var expected: [UInt8] = []
            apart.ack(seq: 7, rev: rev, value: 1.5, into: &expected)
            apart.patch(rev: rev, base: rev - 1, id: "speed", value: 1.5, into: &expected)
            #expect(line == expected, "\(String(decoding: expected, as: UTF8.self))")
        }
        var line: [UInt8] = []
        together.ackAndPatch(seq: 7, rev: 10, id: "speed", value: 1.5, into: &line)
        #expect(
            String(decoding: line, as: UTF8.self).hasSuffix(
                #""rev":10,"base":9,"values":{"speed":1.5}}"# + "\n"))
    }

    @Test func aPlainIDsLinesAgreeWithTheLinesApartAtEveryDigitBoundary() {
        // The ack and the patch of an id given as bytes are written in one pass, the numbers'
        // digits where they go: at every digit count of `seq` and the revision (a borrow through
        // the base's digits), and past what is written as digits (a negative `seq`, revisions
        // past 2^53), they are the two lines written apart.
        var together = ProtocolWriter()
        var apart = ProtocolWriter()
        let numbers = [
            0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 123_456_789,
            9_999_999_999, 10_000_000_000, (1 << 53) - 1, 1 << 53, (1 << 53) + 1, Int.max,
        ]
        let values: [PanelValue] = [0.5, 100, true, "#A0B1C2", .null, -2.25]
        for seq in numbers + [-1, -100, Int.min] {
            for rev in numbers where rev >= 1 {
                let value = values[(seq & 0xFF + rev & 0xFF) % values.count]
                var line: [UInt8] = []
                Array("slider12".utf8).withUnsafeBufferPointer {
                    together.ackAndPatch(seq: seq, rev: rev, plainID: $0, value: value, into: &line)
                }
                var expected: [UInt8] = []
                apart.ack(seq: seq, rev: rev, value: value, into: &expected)
                apart.patch(rev: rev, base: rev - 1, id: "slider12", value: value, into: &expected)
                #expect(line == expected, "\(String(decoding: expected, as: UTF8.self))")
            }
        }
    }

    @Test func aPlainIDIsWrittenAsTheIDItSpells() {
        // An id given as bytes needing no escapes gives the lines of the same id as a `NodeID`.
        var byBytes = ProtocolWriter()
        var byID = ProtocolWriter()
        var random = RandomTrees(seed: 23)
        for round in 0..<2_000 {
            let text = String(random.id().rawValue.filter { $0.isASCII && $0 != "\"" && $0 != "\\" })
            let id = round == 0 ? "a" : text.isEmpty ? "x" : text
            let value = random.value()
            let seq = random.int(0...1_000_000)
            let rev = random.int(1...1_000_000)
            var line: [UInt8] = []
            Array(id.utf8).withUnsafeBufferPointer {
                byBytes.ackAndPatch(seq: seq, rev: rev, plainID: $0, value: value, into: &line)
            }
            var expected: [UInt8] = []
            byID.ackAndPatch(seq: seq, rev: rev, id: NodeID(id), value: value, into: &expected)
            #expect(line == expected, "\(String(decoding: expected, as: UTF8.self))")
        }
    }

    @Test func oneValuePatchAgreesWithTheGeneralWriter() throws {
        var random = RandomTrees(seed: 99)
        var single = ProtocolWriter()
        var general = ProtocolWriter()
        for round in 0..<5_000 {
            let id = round % 3 == 0 ? NodeID(random.text()) : random.id()
            let value = random.value()
            let rev = random.int(0...1_000_000)
            let line = single.patch(rev: rev, base: rev - 1, id: id, value: value)
            #expect(line == general.patch(rev: rev, base: rev - 1, values: [(id, value)]))
            var parser = JSONParser(Array(line.utf8))
            let parsed = try parser.parse()
            let expected: PanelValue = .object([
                "type": "patch", "rev": .number(Double(rev)), "base": .number(Double(rev - 1)),
                "values": .object([id.rawValue: value]),
            ])
            #expect(parsed == expected, "\(line)")
        }
    }
}
