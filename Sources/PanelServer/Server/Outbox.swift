import Synchronization

/// The bytes waiting to go to one connection: filled from any thread (a session's patches
/// are produced wherever the change was made), written by the server's loop. Bounded: past
/// ``limit`` bytes it drops them and marks itself overflowed, and the loop disconnects the
/// client, which resyncs when it comes back, rather than memory growing with a slow reader.
final class Outbox: Sendable {
    struct State {
        var bytes: [UInt8] = []
        /// How many of ``bytes`` were written already.
        var sent = 0
        var overflowed = false
        var closed = false
    }

    let limit: Int
    let state = Mutex(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// Appends what `body` writes, unless the outbox is closed or overflowed; returns whether
    /// the outbox was empty before (the loop then needs waking to write it).
    @discardableResult
    func append(_ body: (inout [UInt8]) -> Void) -> Bool {
        state.withLock { state in
            guard !state.closed, !state.overflowed else { return false }
            let wasEmpty = state.bytes.count == state.sent
            body(&state.bytes)
            if state.bytes.count - state.sent > limit {
                state.overflowed = true
                state.bytes = []
                state.sent = 0
            }
            return wasEmpty
        }
    }

    /// Appends one text frame per line of `lines` (lines separated by newlines).
    @discardableResult
    func appendTextFrames(lines: [UInt8]) -> Bool {
        append { out in
            lines.withUnsafeBufferPointer { buffer in
                var start = 0
                for index in 0..<buffer.count where buffer[index] == 0x0A {
                    if index > start {
                        WebSocketFrame.append(
                            .text, payload: UnsafeBufferPointer(rebasing: buffer[start..<index]), to: &out)
                    }
                    start = index + 1
                }
                if start < buffer.count {
                    WebSocketFrame.append(
                        .text, payload: UnsafeBufferPointer(rebasing: buffer[start...]), to: &out)
                }
            }
        }
    }

    /// Whether bytes wait to be written.
    var isPending: Bool { state.withLock { $0.bytes.count > $0.sent } }

    var overflowed: Bool { state.withLock { $0.overflowed } }

    /// Writes what the socket takes now; `false` when the socket failed.
    func flush(to descriptor: Int32) -> Bool {
        state.withLock { state in
            while state.sent < state.bytes.count {
                let count = Socket.write(descriptor, state.bytes, from: state.sent)
                if count < 0 { return false }
                if count == 0 { return true }
                state.sent += count
            }
            state.bytes.removeAll(keepingCapacity: state.bytes.capacity <= 1 << 16)
            state.sent = 0
            return true
        }
    }

    /// Drops everything and accepts nothing more.
    func close() {
        state.withLock { state in
            state.closed = true
            state.bytes = []
            state.sent = 0
        }
    }
}
