import Synchronization
import Testing

@_spi(Internals) @testable import PanelKit
@testable import PanelServer

/// What the sessions of a server share: an update encoded once for every client, and the
/// retry ledger that answers a message sent again without applying it twice (every
/// transport's, since it is the session's).
@Suite struct SessionSharingTests {
    /// A panel whose snapshot is some 2 KB (a folder of twenty sliders).
    static func panel() throws -> Panel {
        let sliders = (0..<20).map {
            #"{"kind":"slider","id":"motion.s\#($0)","label":"slider \#($0)","range":[0,48],"step":1}"#
        }
        let text = """
            {"format":"panelkit","version":1,"root":{"kind":"panel","title":"T","children":[
              {"kind":"slider","id":"radius","label":"radius","range":[0,48],"step":1},
              {"kind":"button","id":"fire","label":"fire"},
              {"kind":"folder","id":"motion","label":"motion","children":[\(sliders.joined(separator: ","))]}]},
             "values":{"radius":24}}
            """
        return Panel(try TreeDecoder().decode(text))
    }

    static func receive(_ session: PanelSession, _ line: String) -> String {
        var out: [UInt8] = []
        var line = line
        line.withUTF8 { _ = session.receive(bytes: $0, into: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    @Test func anUpdateIsEncodedOnceForEveryClient() throws {
        let panel = try Self.panel()
        let encodings = Atomic<Int>(0)
        let group = SessionGroup { lines in
            encodings.add(1, ordering: .relaxed)
            return lines
        }
        let sessions = (0..<32).map { _ in
            PanelSession(target: .panel(panel), maximumLineLength: 1 << 20, group: group)
        }
        let received = Mutex<[UpdatePiece]>([])
        for session in sessions {
            session.setOutput(pieces: { piece in received.withLock { $0.append(piece) } })
        }

        _ = try panel.set(.number(7), for: "radius")
        var pieces = received.withLock { $0 }
        #expect(pieces.count == 32)
        #expect(encodings.load(ordering: .relaxed) == 1)
        #expect(pieces.allSatisfy { $0.kind == .patch && $0.encoded == pieces[0].encoded })
        #expect(String(decoding: pieces[0].lines, as: UTF8.self).contains(#""values":{"radius":7}"#))
        // Shared, not copied: every client's piece is the same storage.
        let first = pieces[0].encoded.withUnsafeBufferPointer { $0.baseAddress }
        #expect(
            pieces.allSatisfy { piece in piece.encoded.withUnsafeBufferPointer { $0.baseAddress } == first })

        // A snapshot too (a folder's expansion changes what is shown): once, not per client.
        received.withLock { $0.removeAll() }
        _ = Self.receive(sessions[0], #"{"type":"folder.toggle","seq":1,"id":"motion"}"#)
        pieces = received.withLock { $0 }
        #expect(pieces.count == 31)  // the sender has it in its answer
        #expect(pieces.allSatisfy { $0.kind == .snapshot })
        #expect(encodings.load(ordering: .relaxed) == 2)
    }

    @Test func aMessageSentAgainGetsItsFirstAnswerAndIsAppliedOnce() throws {
        let panel = try Self.panel()
        let session = PanelSession(panel)
        let actions = Mutex(0)
        let observation = panel.observe { update in if update.action != nil { actions.withLock { $0 += 1 } } }
        defer { observation.cancel() }
        for line in [
            #"{"type":"set","seq":5,"id":"radius","value":30}"#,
            #"{"type":"action","seq":6,"id":"fire"}"#,
            #"{"type":"undo","seq":7}"#,
            #"{"seq":8,"type":"set","id":"radius","value":31}"#,
        ] {
            let first = Self.receive(session, line)
            let revision = panel.revision
            #expect(Self.receive(session, line) == first, "\(line)")
            #expect(panel.revision == revision, "applied twice: \(line)")
        }
        #expect(actions.withLock { $0 } == 1)
        #expect(panel.value(for: "radius") == .number(31))
    }

    @Test func aNumberUsedAgainForAnotherMessageIsANewMessage() throws {
        let panel = try Self.panel()
        let session = PanelSession(panel)
        _ = Self.receive(session, #"{"type":"set","seq":1,"id":"radius","value":30}"#)
        let answer = Self.receive(session, #"{"type":"set","seq":1,"id":"radius","value":31}"#)
        #expect(answer.hasPrefix(#"{"type":"ack","seq":1,"rev":2,"value":31}"#))
        #expect(panel.value(for: "radius") == .number(31))
    }

    /// A message longer than the ledger keeps as it is is told apart by a digest: sent again it
    /// is answered again; another one with its number is applied.
    @Test func aLongMessageSentAgainIsToldApartByItsDigest() throws {
        let panel = try Self.panel()
        let session = PanelSession(panel)
        let padding = String(repeating: " ", count: RetryLedger.lineLimit)
        let line = #"{"type":"set","seq":4,"id":"radius","value":30"# + padding + "}"
        let first = Self.receive(session, line)
        #expect(first.hasPrefix(#"{"type":"ack","seq":4,"rev":1,"value":30}"#))
        #expect(Self.receive(session, line) == first)
        #expect(panel.revision == 1)
        let other = #"{"type":"set","seq":4,"id":"radius","value":31"# + padding + "}"
        #expect(Self.receive(session, other).hasPrefix(#"{"type":"ack","seq":4,"rev":2,"value":31}"#))
    }

    /// Answers are kept in a ring of bytes: one written over since is forgotten (its message is
    /// applied again, as one older than the last 1,024 is), never replayed with other bytes.
    @Test func anAnswerWrittenOverInTheRingIsForgotten() throws {
        let ledger = RetryLedger()
        func record(_ seq: Int, _ line: [UInt8], _ answer: [UInt8]) {
            line.withUnsafeBufferPointer {
                ledger.record(seq: seq, line: $0, answer: answer, from: 0, count: 1)
            }
        }
        func replay(_ seq: Int, _ line: [UInt8]) -> String? {
            var out: [UInt8] = []
            let count = line.withUnsafeBufferPointer { ledger.replay(seq: seq, line: $0, into: &out) { "" } }
            return count == nil ? nil : String(decoding: out.prefix(8), as: UTF8.self)
        }
        let line = Array(#"{"type":"undo","seq":0}"#.utf8)
        let answer = Array((String(repeating: "a", count: 900) + "\n").utf8)
        record(0, line, answer)
        #expect(replay(0, line) == "aaaaaaaa")
        // Enough other answers (to the same bytes, in slots other than 0's) to go round the
        // ring once: the first answer's bytes are now another's, which must not be given.
        let other = Array((String(repeating: "b", count: 900) + "\n").utf8)
        let others = RetryLedger.ringSize / (other.count + line.count) + 1
        for seq in 1...others { record(seq % (RetryLedger.capacity - 1) + 1, line, other) }
        #expect(replay(0, line) == nil)
        #expect(replay(others % (RetryLedger.capacity - 1) + 1, line) == "bbbbbbbb")
    }

    @Test func aLongAnswerIsGivenAgainWithAFreshSnapshot() throws {
        let panel = try Self.panel()
        let session = PanelSession(panel)
        let toggle = #"{"type":"folder.toggle","seq":3,"id":"motion"}"#
        let first = Self.receive(session, toggle).split(separator: "\n")
        _ = try panel.set(.number(9), for: "radius")
        let again = Self.receive(session, toggle).split(separator: "\n")
        // The ack as it was; the snapshot as things are now (it holds the later change).
        #expect(again.count == 2 && again[0] == first[0])
        #expect(again[1].hasPrefix(#"{"type":"snapshot","rev":2"#) && again[1].contains(#""radius":9"#))
        #expect(panel.revision == 2)
    }

    @Test func aResyncSentAgainGetsTheStateAsItIsNow() throws {
        // A small panel, whose snapshot is short enough to keep whole: it is still not given
        // again as it was.
        let panel = Panel(
            try TreeDecoder().decode(
                #"{"format":"panelkit","version":1,"root":{"kind":"panel","title":"T","children":[{"kind":"slider","id":"radius","label":"r","range":[0,48],"step":1}]},"values":{"radius":1}}"#
            ))
        let session = PanelSession(panel)
        let resync = #"{"type":"resync","seq":4,"have":0}"#
        _ = Self.receive(session, resync)
        _ = try panel.set(.number(9), for: "radius")
        let again = Self.receive(session, resync)
        #expect(again.hasPrefix(#"{"type":"snapshot","rev":1"#) && again.contains(#""radius":9"#))
    }

    @Test func aClientsLedgerOutlivesItsConnection() throws {
        let panel = try Self.panel()
        let group = SessionGroup()
        let line = #"{"type":"set","seq":9,"id":"radius","value":12}"#
        let before = PanelSession(target: .panel(panel), maximumLineLength: 1 << 20, group: group)
        before.adopt(client: "page-1")
        let first = Self.receive(before, line)
        let after = PanelSession(target: .panel(panel), maximumLineLength: 1 << 20, group: group)
        after.adopt(client: "page-1")
        #expect(Self.receive(after, line) == first)
        #expect(panel.revision == 1)
        // Another client's message with the same number is its own.
        let other = PanelSession(target: .panel(panel), maximumLineLength: 1 << 20, group: group)
        other.adopt(client: "page-2")
        #expect(Self.receive(other, line).hasPrefix(#"{"type":"ack","seq":9,"rev":1,"value":12}"#))
    }
}
