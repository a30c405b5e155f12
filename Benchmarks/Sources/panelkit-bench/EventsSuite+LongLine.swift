import Foundation
@_spi(Internals) import PanelJSON
@_spi(Internals) import PanelKit

extension EventsSuite {
    /// The `long-line-128mib` case: 1,000 `set` lines, one line of 128 MiB, 1,000 more, fed in
    /// 64 KiB reads through the `LineFramer` and `PanelSession` as `panelkit serve` does. The
    /// long line must be refused (`oversized`) and the line after it answered within a second
    /// of its end. Against Python's buffered `readline` with a size limit (the rest of a long
    /// line skipped piece by piece) and orjson on the normal lines.
    static func runLongLine() throws {
        let normal = Array(makeLines().prefix(2000))
        var input = Array((normal[..<1000].joined(separator: "\n") + "\n").utf8)
        input += Array(#"{"type":"set","seq":-1,"id":"slider0","value":""#.utf8)
        input += [UInt8](repeating: UInt8(ascii: "7"), count: 128 << 20)
        input += Array("\"}\n".utf8)
        let longLineEnd = input.count
        input += Array((normal[1000...].joined(separator: "\n") + "\n").utf8)
        let read = 65_536

        var answered = 0
        var refused = 0
        var afterLongLine = Double.infinity
        let seconds = try Bench.time(repeats: 3) {
            let session = PanelSession(makePanel())
            let limit = session.maximumLineLength
            var framer = LineFramer(maximumLineLength: limit)
            var out: [UInt8] = []
            out.reserveCapacity(4096)
            answered = 0
            refused = 0
            var endedAt: UInt64? = nil
            var firstAfter: UInt64? = nil
            var offset = 0
            while offset < input.count {
                let end = min(input.count, offset + read)
                input.withUnsafeBufferPointer { whole in
                    framer.append(UnsafeBufferPointer(rebasing: whole[offset..<end])) { frame in
                        out.removeAll(keepingCapacity: true)
                        switch frame {
                        case .line(let bytes):
                            answered += session.receive(bytes: bytes, into: &out)
                            if endedAt != nil && firstAfter == nil {
                                firstAfter = DispatchTime.now().uptimeNanoseconds
                            }
                        case .oversized(let seq):
                            refused += 1
                            session.refuseOversizedLine(seq: seq, into: &out)
                        }
                    }
                }
                if endedAt == nil && end >= longLineEnd { endedAt = DispatchTime.now().uptimeNanoseconds }
                offset = end
            }
            guard let endedAt, let firstAfter else {
                throw JSONSuite.BenchError("no line after the long one")
            }
            afterLongLine = min(afterLongLine, Double(firstAfter - endedAt) / 1e9)
        }
        guard refused == 1, answered >= 2000 else {
            throw JSONSuite.BenchError("long line: \(refused) refusals, \(answered) answers to 2,000 lines")
        }
        guard afterLongLine < 1 else {
            throw JSONSuite.BenchError(
                "long line: the next line was answered \(afterLongLine) s after its end")
        }

        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panelkit-events-long-\(getpid()).jsonl")
        try Data(input).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let peer = Bench.peer("events_long_line.py", [file.path, "3"], timeLimit: 300)
        let peerSeconds = peer?["seconds"] as? Double
        Bench.report(
            suite: "events", case: "long-line-128mib", seconds: seconds,
            peer: "\(peer?["peer"] as? String ?? "python") readline", peerSeconds: peerSeconds,
            peerNote: peer == nil
                ? "peer failed or timed out"
                : "buffered readline(limit), the rest of a long line skipped; orjson.loads of the others; no answers",
            extra: [
                ("bytes", input.count), ("answers", answered),
                ("next_line_after_long_seconds", afterLongLine),
                ("megabytes_per_second", Double(input.count) / seconds / 1e6),
            ])
    }
}
