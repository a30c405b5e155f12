import Testing

@testable import PanelServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct OutboxTests {
    /// A connected pair of sockets: what the outbox writes to, and where the test reads it.
    struct Pair: ~Copyable {
        let write: Int32
        let read: Int32

        init() {
            var ends: [Int32] = [0, 0]
            #if canImport(Darwin)
                let type = SOCK_STREAM
            #else
                let type = Int32(SOCK_STREAM.rawValue)
            #endif
            precondition(socketpair(AF_UNIX, type, 0, &ends) == 0)
            (write, read) = (ends[0], ends[1])
            Socket.setNonBlocking(write)
        }

        /// Everything readable now.
        func received() -> [UInt8] {
            Socket.setNonBlocking(read)
            var out: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(read, $0.baseAddress, $0.count, 0) }
                if count <= 0 { return out }
                out += buffer[0..<count]
            }
        }

        deinit {
            close(write)
            close(read)
        }
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aNewerSnapshotReplacesOneNotBegunWithThePatchesAfterIt() {
        let outbox = Outbox(ceiling: 1 << 20)
        outbox.append { $0 += Array("a;".utf8) }
        outbox.append(shared: Array("S1;".utf8), kind: .snapshot)
        outbox.append(shared: Array("P1;".utf8), kind: .patch)
        outbox.append(shared: Array("E1;".utf8), kind: .event)
        outbox.append { $0 += Array("b;".utf8) }
        outbox.append(shared: Array("P2;".utf8), kind: .patch)
        outbox.append(shared: Array("S2;".utf8), kind: .snapshot)
        outbox.append(shared: Array("P3;".utf8), kind: .patch)
        #expect(outbox.pendingCount == "a;E1;b;S2;P3;".utf8.count)
        let pair = Pair()
        var gather: [UInt8] = []
        #expect(outbox.flush(to: pair.write, gather: &gather))
        // The answers and the event stay, in order; the first snapshot and the patches it
        // would have been followed by go (the second snapshot holds them).
        #expect(text(pair.received()) == "a;E1;b;S2;P3;")
        #expect(!outbox.isPending)
    }

    @Test func aSnapshotBegunIsNotReplaced() {
        let outbox = Outbox(ceiling: 1 << 20)
        outbox.append(shared: Array("S1;".utf8), kind: .snapshot)
        outbox.append(shared: Array("P1;".utf8), kind: .patch)
        // As if the socket had taken the snapshot's first byte.
        outbox.state.withLock {
            $0.sent = 1
            $0.pending -= 1
        }
        outbox.append(shared: Array("S2;".utf8), kind: .snapshot)
        let pair = Pair()
        var gather: [UInt8] = []
        #expect(outbox.flush(to: pair.write, gather: &gather))
        #expect(text(pair.received()) == "1;P1;S2;")
    }

    @Test func appendingDropsNothingBelowTheCeiling() {
        // Whether a client keeps up is judged after a write was tried, not when bytes are
        // queued: 8 MiB wait without loss under a 32 MiB ceiling.
        let outbox = Outbox(ceiling: 32 << 20)
        let patch = [UInt8](repeating: 0x41, count: 1 << 10)
        for _ in 0..<(8 << 10) { outbox.append(shared: patch, kind: .patch) }
        #expect(!outbox.overflowed)
        #expect(outbox.pendingCount == 8 << 20)
        outbox.append(shared: [UInt8](repeating: 0, count: 25 << 20), kind: .patch)
        #expect(outbox.overflowed && outbox.pendingCount == 0)
    }

    @Test func smallPiecesAreWrittenTogetherAndTheQueueIsReleased() {
        let outbox = Outbox(ceiling: 1 << 24)
        var expected: [UInt8] = []
        for index in 0..<2_000 {
            let piece = Array("{\"type\":\"patch\",\"rev\":\(index)}".utf8)
            expected += piece
            if index % 3 == 0 {
                outbox.append { $0 += piece }
            } else {
                outbox.append(shared: piece, kind: .patch)
            }
        }
        let pair = Pair()
        var gather: [UInt8] = []
        var received: [UInt8] = []
        while outbox.isPending {
            #expect(outbox.flush(to: pair.write, gather: &gather))
            received += pair.received()
        }
        received += pair.received()
        #expect(received == expected)
        #expect(outbox.state.withLock { $0.pieces.isEmpty && $0.head == 0 })
    }
}
