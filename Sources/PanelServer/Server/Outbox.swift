import Synchronization

/// The bytes waiting to go to one connection: filled from any thread (a session's patches
/// are produced wherever the change was made), written by the server's loop.
///
/// The bytes are a queue of pieces, so that the frames of an update encoded once can be
/// shared by every connection that sends them (a piece holds a reference, not a copy), and so
/// that a snapshot not yet begun is replaced by a newer one — with the patches queued after
/// it, which the newer one contains — rather than queued twice.
///
/// Nothing is dropped on the way in: whether a client keeps up is the loop's to judge, after
/// it tried to write (see ``ServerLoop``). The one exception is ``ceiling``, a guard against a
/// program writing faster than the loop runs: past it the outbox empties and marks itself
/// overflowed, and the loop disconnects the client.
final class Outbox: Sendable {
    /// What a piece holds.
    enum Kind: Sendable {
        /// The answers to the client's own messages, and control frames: never replaced.
        case answer
        /// An `action` event from another sender: never replaced.
        case event
        /// A `patch`: replaced (dropped) when a snapshot queued before it is replaced.
        case patch
        /// A `snapshot`: replaced by a newer one while it is not begun.
        case snapshot
    }

    struct Piece {
        var bytes: [UInt8]
        var kind: Kind
    }

    struct State {
        var pieces: [Piece] = []
        /// The first piece not wholly written.
        var head = 0
        /// How many bytes of `pieces[head]` were written.
        var sent = 0
        /// How many bytes wait.
        var pending = 0
        var overflowed = false
        var closed = false
    }

    /// The most bytes kept before the loop had a chance to write (see the type's discussion).
    let ceiling: Int
    let state = Mutex(State())

    init(ceiling: Int) {
        self.ceiling = ceiling
    }

    /// Appends what `body` writes, as the client's own answers (or a control frame), unless
    /// the outbox is closed; returns whether it was empty before (the loop then needs waking).
    @discardableResult
    func append(_ body: (inout [UInt8]) -> Void) -> Bool {
        state.withLock { state in
            guard !state.closed, !state.overflowed else { return false }
            let wasEmpty = state.pending == 0
            // Answers go into the last piece when it is an answer too: one piece per read.
            if state.pieces.count <= state.head || state.pieces[state.pieces.count - 1].kind != .answer {
                state.pieces.append(Piece(bytes: [], kind: .answer))
            }
            let last = state.pieces.count - 1
            let before = state.pieces[last].bytes.count
            body(&state.pieces[last].bytes)
            state.pending += state.pieces[last].bytes.count - before
            Self.checkCeiling(&state, ceiling)
            return wasEmpty
        }
    }

    /// Appends bytes shared with other outboxes (an update's frames, encoded once), unless
    /// the outbox is closed; a snapshot replaces the snapshot still waiting whole, and the
    /// patches after it. Returns whether the outbox was empty before.
    @discardableResult
    func append(shared bytes: [UInt8], kind: Kind) -> Bool {
        state.withLock { state in
            guard !state.closed, !state.overflowed else { return false }
            let wasEmpty = state.pending == 0
            if kind == .snapshot { Self.dropWaitingSnapshot(&state) }
            state.pieces.append(Piece(bytes: bytes, kind: kind))
            state.pending += bytes.count
            Self.checkCeiling(&state, ceiling)
            return wasEmpty
        }
    }

    /// Removes the last snapshot not begun, with the patches queued after it.
    private static func dropWaitingSnapshot(_ state: inout State) {
        var index = state.pieces.count - 1
        while index >= state.head {
            if state.pieces[index].kind == .snapshot { break }
            index -= 1
        }
        guard index >= state.head, index > state.head || state.sent == 0 else { return }
        var kept = index
        for position in index..<state.pieces.count {
            let piece = state.pieces[position]
            if piece.kind == .patch || piece.kind == .snapshot {
                state.pending -= piece.bytes.count
            } else {
                state.pieces[kept] = piece
                kept += 1
            }
        }
        state.pieces.removeSubrange(kept...)
    }

    private static func checkCeiling(_ state: inout State, _ ceiling: Int) {
        guard state.pending > ceiling else { return }
        state.overflowed = true
        state.pieces = []
        state.head = 0
        state.sent = 0
        state.pending = 0
    }

    /// Appends one text frame per line of `lines` (lines separated by newlines).
    @discardableResult
    func appendTextFrames(lines: [UInt8]) -> Bool {
        append { WebSocketFrame.appendTextFrames(lines: lines, to: &$0) }
    }

    /// How many bytes wait to be written.
    var pendingCount: Int { state.withLock { $0.pending } }

    /// Whether bytes wait to be written.
    var isPending: Bool { pendingCount > 0 }

    var overflowed: Bool { state.withLock { $0.overflowed } }

    /// Writes what the socket takes now and returns how many bytes still wait; `nil` when the
    /// socket failed or the outbox overflowed (see ``ceiling``).
    func flushWaiting(to descriptor: Int32, gather: inout [UInt8]) -> Int? {
        state.withLock { state in
            guard !state.overflowed else { return nil }
            guard state.pending == 0 || Self.flush(&state, to: descriptor, gather: &gather) else {
                return nil
            }
            return state.pending
        }
    }

    /// Writes what the socket takes now (pieces gathered into `gather`, up to its capacity,
    /// when several small ones wait); `false` when the socket failed.
    func flush(to descriptor: Int32, gather: inout [UInt8]) -> Bool {
        state.withLock { Self.flush(&$0, to: descriptor, gather: &gather) }
    }

    private static func flush(_ state: inout State, to descriptor: Int32, gather: inout [UInt8]) -> Bool {
        while state.pending > 0 {
            let piece = state.pieces[state.head]
            let left = piece.bytes.count - state.sent
            let written: Int
            let tried: Int
            if left >= 1 << 14 || state.pieces.count - state.head == 1 {
                tried = left
                written = Socket.write(descriptor, piece.bytes, from: state.sent)
            } else {
                gather.removeAll(keepingCapacity: true)
                var index = state.head
                var offset = state.sent
                // Small pieces together, up to a large one (written on its own next).
                while index < state.pieces.count, gather.count < 1 << 16 {
                    let bytes = state.pieces[index].bytes[offset...]
                    if !gather.isEmpty && bytes.count >= 1 << 14 { break }
                    gather.append(contentsOf: bytes)
                    offset = 0
                    index += 1
                }
                tried = gather.count
                written = Socket.write(descriptor, gather, from: 0)
            }
            if written < 0 { return false }
            advance(&state, by: written)
            if written < tried { break }
        }
        if state.pending == 0 {
            state.pieces.removeAll(keepingCapacity: state.pieces.capacity <= 256)
            state.head = 0
            state.sent = 0
        } else if state.head >= 256 {
            state.pieces.removeSubrange(0..<state.head)
            state.head = 0
        }
        return true
    }

    /// Marks `count` bytes written, releasing the pieces written whole.
    private static func advance(_ state: inout State, by count: Int) {
        var count = count
        state.pending -= count
        while count > 0 {
            let left = state.pieces[state.head].bytes.count - state.sent
            if count < left {
                state.sent += count
                return
            }
            count -= left
            state.pieces[state.head].bytes = []
            state.head += 1
            state.sent = 0
        }
    }

    /// Drops everything and accepts nothing more.
    func close() {
        state.withLock { state in
            state.closed = true
            state.pieces = []
            state.head = 0
            state.sent = 0
            state.pending = 0
        }
    }
}
