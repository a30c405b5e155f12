@_spi(Internals) import PanelJSON
import Testing

/// `LineFramer`: lines cut at newlines however the reads split them, a line refused as soon as
/// it passes the limit and skipped to its end, `"\r\n"` accepted.
@Suite struct LineFramerTests {
    /// What a framer hands out for these reads: each line as text, `<oversized>` for a refusal.
    static func frames(_ reads: [[UInt8]], limit: Int, finish: Bool = true) -> [String] {
        var framer = LineFramer(maximumLineLength: limit)
        var out: [String] = []
        let handle = { (frame: LineFramer.Frame) in
            switch frame {
            case .line(let bytes): out.append(String(decoding: bytes, as: UTF8.self))
            case .oversized: out.append("<oversized>")
            }
        }
        for read in reads { framer.append(read, handle) }
        if finish { framer.finish(handle) }
        return out
    }

    static func reads(_ texts: String...) -> [[UInt8]] { texts.map { Array($0.utf8) } }

    @Test func severalLinesInOneReadAndTheLastWithoutANewline() {
        #expect(Self.frames(Self.reads("a\nbb\n\nccc"), limit: 10) == ["a", "bb", "", "ccc"])
    }

    @Test func aNewlineSplitAcrossReads() {
        #expect(Self.frames(Self.reads("ab", "c", "\nd", "e\n"), limit: 10) == ["abc", "de"])
        // The "\r" of a "\r\n" in one read, the "\n" in the next.
        #expect(Self.frames(Self.reads("abc\r", "\ndef\r\n"), limit: 10) == ["abc", "def"])
    }

    @Test func crlfIsAcceptedAndALoneCarriageReturnIsKept() {
        #expect(Self.frames(Self.reads("one\r\ntwo\r\n"), limit: 10) == ["one", "two"])
        #expect(Self.frames(Self.reads("a\rb\n"), limit: 10) == ["a\rb"])
    }

    @Test func theLimitIsTheLineWithoutItsEnd() {
        // Exactly the limit is accepted, with "\n" or "\r\n"; one byte more is refused.
        #expect(
            Self.frames(Self.reads("12345\n", "12345\r\n", "123456\n", "ok\n"), limit: 5) == [
                "12345", "12345", "<oversized>", "ok",
            ])
        #expect(Self.frames(Self.reads("123456\r\nok\n"), limit: 5) == ["<oversized>", "ok"])
    }

    @Test func aLineIsRefusedInsideTheReadThatPassesTheLimit() {
        var framer = LineFramer(maximumLineLength: 8)
        var seen: [String] = []
        let handle = { (frame: LineFramer.Frame) in
            if case .line(let bytes) = frame { seen.append(String(decoding: bytes, as: UTF8.self)) }
            if case .oversized = frame { seen.append("<oversized>") }
        }
        framer.append(Array("ok\n12345".utf8), handle)
        #expect(seen == ["ok"])
        #expect(!framer.isSkipping)
        // This read takes the line past 8 bytes (and 9, which a "\r" could explain) with no
        // newline in sight: refused now, not when the line ends.
        framer.append(Array("67890abc".utf8), handle)
        #expect(seen == ["ok", "<oversized>"])
        #expect(framer.isSkipping)
        // The rest is skipped up to the newline, and the next line is read again.
        framer.append(Array(String(repeating: "x", count: 1000).utf8), handle)
        framer.append(Array("yyy\nnext\n".utf8), handle)
        #expect(seen == ["ok", "<oversized>", "next"])
        #expect(!framer.isSkipping)
    }

    @Test func aWholeOversizedLineInOneReadIsRefusedOnce() {
        let long = String(repeating: "z", count: 100)
        #expect(Self.frames(Self.reads("a\n\(long)\nb\n"), limit: 10) == ["a", "<oversized>", "b"])
    }

    @Test func anOversizedLineAtTheEndIsNotHandedOutByFinish() {
        #expect(
            Self.frames(Self.reads("a\n", String(repeating: "z", count: 50)), limit: 10) == [
                "a", "<oversized>",
            ])
    }

    @Test func bytesAreHandedOutUndecoded() {
        var framer = LineFramer(maximumLineLength: 10)
        var lines: [[UInt8]] = []
        framer.append([0x61, 0xFF, 0xC0, 0x0A]) { frame in
            if case .line(let bytes) = frame { lines.append(Array(bytes)) }
        }
        #expect(lines == [[0x61, 0xFF, 0xC0]])
    }

    /// Splitting the same input at every place gives the same lines (the oracle: one read).
    @Test func everySplitGivesTheSameLines() {
        let text = Array("{\"a\":1}\r\n\nxxxxxxxxxxxxxxxxxxxx\nshort\nfinal".utf8)
        let whole = Self.frames([text], limit: 12)
        #expect(whole == ["{\"a\":1}", "", "<oversized>", "short", "final"])
        for first in 0...text.count {
            for second in first...min(text.count, first + 7) {
                let reads = [Array(text[..<first]), Array(text[first..<second]), Array(text[second...])]
                #expect(Self.frames(reads, limit: 12) == whole, "split at \(first), \(second)")
            }
        }
    }

    /// The seq an oversized frame carries: found in the line's first bytes, whether the limit is
    /// crossed inside one read or across reads; `nil` when the line has none there.
    @Test func anOversizedLineCarriesTheSeqOfItsFirstBytes() {
        func seqs(_ reads: [[UInt8]], limit: Int) -> [Int?] {
            var framer = LineFramer(maximumLineLength: limit)
            var found: [Int?] = []
            for read in reads {
                framer.append(read) { frame in
                    if case .oversized(let seq) = frame { found.append(seq) }
                }
            }
            return found
        }
        let start = #"{"type":"set","seq":32,"id":"title","value":""#
        let filler = String(repeating: "x", count: 200)
        #expect(seqs(Self.reads(start + filler + "\"}\n"), limit: 64) == [32])
        #expect(
            seqs(Self.reads(String(start.prefix(20)), String(start.dropFirst(20)) + filler), limit: 64) == [
                32
            ])
        #expect(
            seqs(Self.reads(#"{"type":"set","id":"title","value":""# + filler + "\n"), limit: 64) == [nil])
        // A line whose seq comes only after the window: nothing to name.
        let late = #"{"value":""# + String(repeating: "y", count: LineFramer.seqWindow) + #"","seq":5}"#
        #expect(seqs(Self.reads(late + "\n"), limit: 64) == [nil])
    }
}
