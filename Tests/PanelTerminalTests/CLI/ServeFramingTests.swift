import Foundation
@_spi(Internals) import PanelJSON
import Synchronization
import TestDocuments
import Testing

@testable import PanelTerminal

/// `panelkit serve` frames its input with `LineFramer` and hands the session bytes: a line
/// over the limit is refused while it arrives and the next line is answered; invalid UTF-8
/// is `malformed` with its byte offset, not replaced and acked.
@Suite struct ServeFramingTests {
    /// Runs `serve` on the small document with standard input given read by read; returns its
    /// output lines.
    static func serve(_ reads: [[UInt8]]) throws -> [String] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panelkit-serve-framing-\(UInt32.random(in: 0...UInt32.max)).json"
        ).path
        try TuneFile.writeAtomically(Array(Documents.small.utf8), to: path)
        defer { unlink(path) }
        let output = Mutex<[UInt8]>([])
        let remaining = Mutex(reads)
        var io = CommandIO(
            readInput: { () throws(FileError) -> [UInt8] in [] },
            write: { bytes in output.withLock { $0 += bytes } }, writeError: { _ in })
        io.readChunk = { () throws(FileError) -> [UInt8] in
            remaining.withLock { $0.isEmpty ? [] : $0.removeFirst() }
        }
        #expect(PanelCommand.run(["serve", path], io: io) == 0)
        return output.withLock { String(decoding: $0, as: UTF8.self) }.split(separator: "\n").map(String.init)
    }

    @Test func invalidUTF8IsMalformedWithItsByteOffset() throws {
        let prefix = Array(#"{"type":"set","seq":1,"id":"name","value":"a"#.utf8)
        let line = prefix + [0xFF, 0xFE] + Array("\"}\n".utf8)
        let lines = try Self.serve([
            line, Array(#"{"type":"set","seq":2,"id":"size","value":3}"#.utf8 + [0x0A]),
        ])
        #expect(lines.count == 3, "\(lines)")
        // The reject names the line's seq, though the line is not JSON (issue 24, item 4).
        #expect(lines.first?.hasPrefix(#"{"type":"reject","seq":1,"rev":0,"code":"malformed""#) == true)
        #expect(lines.first?.contains("at byte offset \(prefix.count)") == true, "\(lines)")
        #expect(!(lines.first?.contains("\u{FFFD}") ?? true))
        // The value was not changed: the next set is revision 1.
        #expect(lines.dropFirst().first == #"{"type":"ack","seq":2,"rev":1,"value":3}"#)
    }

    @Test func anOversizedLineIsRefusedAsItArrivesAndTheNextLineIsAnswered() throws {
        // 3 MiB of one line in 64 KiB reads (the session's limit is 1 MiB), its newline in the
        // same read as the next line, and a CRLF line after it.
        var reads: [[UInt8]] = [Array(#"{"type":"set","seq":1,"id":"size","value":2}"#.utf8 + [0x0A])]
        reads.append(Array(#"{"type":"set","seq":9,"id":"name","value":""#.utf8))
        let block = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
        for _ in 0..<48 { reads.append(block) }
        reads.append(Array("\"}\n{\"type\":\"set\",\"seq\":2,\"id\":\"size\",\"value\":5}\r\n".utf8))
        let lines = try Self.serve(reads)
        #expect(lines.count == 5, "\(lines.map { $0.prefix(120) })")
        guard lines.count == 5 else { return }
        #expect(lines[0] == #"{"type":"ack","seq":1,"rev":1,"value":2}"#)
        // The reject names the seq found in the line's first bytes (issue 24, item 4).
        #expect(lines[2].hasPrefix(#"{"type":"reject","seq":9,"rev":1,"code":"oversized""#))
        #expect(lines[2].contains("longer than the 1048576 bytes"))
        #expect(lines[3] == #"{"type":"ack","seq":2,"rev":2,"value":5}"#)
    }
}
