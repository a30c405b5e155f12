import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The answers given to one client's messages, by `seq`, so that a message the client sends
/// again (after a dropped connection, a timeout, a restarted transport) is answered again
/// with its first answer and never applied twice.
///
/// A message is the same one when its `seq` and its bytes are: a client that numbers its
/// messages gets idempotent retries, and one that reuses a number for another message still
/// has that message applied. The last ``capacity`` answers are kept (one slot per sequence
/// number modulo it). Recording costs two copies into one ring of bytes: the line itself (a
/// line longer than ``lineLimit`` is kept as a 64-bit digest instead) and its answer, so the
/// line is compared only when its number comes again. An answer that carries a snapshot, or is
/// longer than ``wholeLimit`` (a large patch), keeps its short lines (the `ack`, an `action`
/// event) and is replayed followed by a fresh `snapshot`, which holds everything the dropped
/// lines said: a state is never given again as it was. The ring grows as it fills, up to
/// ``ringSize`` bytes; an answer whose bytes were written over since is forgotten like an older
/// one.
///
/// One ledger may be shared by the sessions a client has in turn (see ``SessionGroup``);
/// they must not handle the client's messages at the same time (a server's loop handles one
/// message at a time).
package final class RetryLedger: Sendable {
    /// How many answers are kept.
    static let capacity = 1024
    /// The longest answer kept whole, in bytes.
    static let wholeLimit = 1024
    /// The longest line a shortened answer keeps, in bytes.
    static let shortLine = 256
    /// The longest message kept as it is to compare a resent one with; a longer one is kept as
    /// a digest.
    static let lineLimit = 512
    /// The bytes of the ring the lines and answers are kept in.
    static let ringSize = 1 << 19

    /// One answer: where its message and its lines are in the ring.
    struct Entry {
        var seq = -1
        /// The ring position (counted from the first byte ever written) of the message.
        var start = 0
        /// The message's length in the ring, or -1 when it is kept as `digest`.
        var lineLength = 0
        var digest: UInt64 = 0
        /// The answer's lines (each followed by a newline, after the message) and how many.
        var answerLength = 0
        var count = 0
        /// Whether the replay ends with a fresh snapshot (the answer was shortened).
        var snapshot = false
    }

    /// The answers kept: the entries and the ring, an allocation each, written through pointers
    /// (a record is two copies and a store, with no array's checks or reference counting on the
    /// way), made when the first answer is kept and freed with the book, which is never copied.
    /// `@unchecked Sendable`: a book is read and written only under the lock that holds it (the
    /// ledger's, or its session's line lock).
    struct Book: ~Copyable, @unchecked Sendable {
        /// ``RetryLedger/capacity`` entries, once an answer is kept.
        private var entries: UnsafeMutablePointer<Entry>?
        /// The ring's bytes (it grows as it first fills: a client that sends little keeps
        /// little).
        private var ring: UnsafeMutableRawPointer?
        private var ringCount = 0
        /// The ring position of the next byte written.
        private var head = 0

        init() {}

        deinit {
            entries?.deallocate()
            ring?.deallocate()
        }

        /// ``RetryLedger/replay(seq:line:into:snapshot:)`` on this book, but for the fresh
        /// `snapshot` (see ``finish(_:into:snapshot:)``): the number of lines appended and whether a
        /// snapshot is to follow them, or `nil`.
        func replay(seq: Int, line: UnsafeBufferPointer<UInt8>, into out: inout [UInt8])
            -> (count: Int, snapshot: Bool)?
        {
            typealias Ledger = RetryLedger
            guard let entries, let ring else { return nil }
            let entry = entries[seq & (Ledger.capacity - 1)]
            guard entry.seq == seq, entry.start >= head - Ledger.ringSize else { return nil }
            let offset = entry.start & (Ledger.ringSize - 1)
            if entry.lineLength < 0 {
                guard entry.digest == Ledger.digest(line) else { return nil }
            } else {
                guard entry.lineLength == line.count,
                    line.isEmpty || memcmp(ring + offset, line.baseAddress!, line.count) == 0
                else { return nil }
            }
            let kept = UnsafeRawBufferPointer(
                start: ring + offset + max(0, entry.lineLength), count: entry.answerLength)
            if !entry.snapshot, Ledger.holdsSnapshot(kept, count: entry.count) {
                // Kept whole, but a state is never given again as it was: the short lines,
                // then a fresh snapshot.
                var lines = 0
                Ledger.forEachShortLine(of: kept, within: kept.count) {
                    out.append(contentsOf: $0)
                    lines += 1
                }
                return (lines, true)
            }
            out.append(contentsOf: kept.assumingMemoryBound(to: UInt8.self))
            return (entry.count, entry.snapshot)
        }

        /// The number of lines of a replay that `found` (what ``replay(seq:line:into:)`` returned),
        /// with the fresh `snapshot` appended when it is to end it.
        static func finish(
            _ found: (count: Int, snapshot: Bool)?, into out: inout [UInt8], snapshot: () -> String
        ) -> Int? {
            guard let found else { return nil }
            guard found.snapshot else { return found.count }
            out.append(contentsOf: snapshot().utf8)
            out.append(0x0A)
            return found.count + 1
        }

        /// Keeps `answer` (`count` lines) of the message `line` numbered `seq`.
        mutating func record(
            seq: Int, line: UnsafeBufferPointer<UInt8>, answer: UnsafeRawBufferPointer, count: Int
        ) {
            typealias Ledger = RetryLedger
            let kept = line.count <= Ledger.lineLimit ? line.count : 0
            var entry = Ledger.Entry(seq: seq, lineLength: kept, count: count)
            if kept < line.count {
                entry.lineLength = -1
                entry.digest = Ledger.digest(line)
            }
            // Whether the answer holds a snapshot is looked at only when it is given again.
            let whole = answer.count <= Ledger.wholeLimit
            // The record's most bytes: the kept line and the answer, or its short lines.
            let size = kept + (whole ? answer.count : Swift.min(answer.count, Ledger.wholeLimit))
            var offset = head & (Ledger.ringSize - 1)
            if offset + size > Ledger.ringSize {
                head += Ledger.ringSize - offset
                offset = 0
            }
            entry.start = head
            if ring == nil || offset + size > ringCount {
                growRing(to: Swift.min(Ledger.ringSize, Swift.max(2 * ringCount, offset + size, 4096)))
            }
            let entries = self.entries ?? makeEntries()
            let base = ring.unsafelyUnwrapped + offset
            if kept > 0 { base.copyMemory(from: line.baseAddress!, byteCount: kept) }
            if whole {
                if !answer.isEmpty {
                    (base + kept).copyMemory(from: answer.baseAddress!, byteCount: answer.count)
                }
                entry.answerLength = answer.count
            } else {
                // Shortened: the short lines that fit, then (on replay) a fresh snapshot.
                var length = 0
                var lines = 0
                Ledger.forEachShortLine(of: answer, within: Ledger.wholeLimit) { piece in
                    (base + kept + length).copyMemory(from: piece.baseAddress!, byteCount: piece.count)
                    length += piece.count
                    lines += 1
                }
                entry.answerLength = length
                entry.count = lines
                entry.snapshot = true
            }
            head += kept + entry.answerLength
            entries[seq & (Ledger.capacity - 1)] = entry
        }

        /// Makes the entries, all empty.
        private mutating func makeEntries() -> UnsafeMutablePointer<Entry> {
            let made = UnsafeMutablePointer<Entry>.allocate(capacity: RetryLedger.capacity)
            made.initialize(repeating: Entry(), count: RetryLedger.capacity)
            entries = made
            return made
        }

        /// Makes the ring `count` bytes long, keeping its bytes.
        private mutating func growRing(to count: Int) {
            let grown = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 8)
            if let ring {
                grown.copyMemory(from: ring, byteCount: ringCount)
                ring.deallocate()
            }
            ring = grown
            ringCount = count
        }
    }

    private let book = Mutex(Book())

    package init() {}

    /// A digest of a message's bytes (not cryptographic: it tells a message sent again from
    /// another one that reuses its number), for a message too long to keep.
    static func digest(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(raw.count)
        var index = 0
        while index + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 32
            index += 8
        }
        while index < raw.count {
            hash = (hash ^ UInt64(raw[index])) &* 0x0000_0100_0000_01B3
            index += 1
        }
        return hash ^ hash >> 29
    }

    /// Whether the `count` lines of `answer` hold a `snapshot`: whether one of them starts
    /// `{"type":"snapshot"` (the writer's own spelling).
    private static func holdsSnapshot(_ answer: UnsafeRawBufferPointer, count: Int) -> Bool {
        let snapshot = UInt64(littleEndian: 0x746F_6873_7061_6E73)  // "snapshot"
        var line = 0
        for _ in 0..<count {
            guard answer.count - line >= 17 else { return false }
            if answer.loadUnaligned(fromByteOffset: line + 9, as: UInt64.self) == snapshot {
                return true
            }
            guard let end = memchr(answer.baseAddress! + line, 0x0A, answer.count - line) else {
                return false
            }
            line = answer.baseAddress!.distance(to: UnsafeRawPointer(end)) + 1
        }
        return false
    }

    /// Calls `body` with each line of `answer` (its newline included) of at most ``shortLine``
    /// bytes, in order, while their total stays within `limit` bytes.
    private static func forEachShortLine(
        of answer: UnsafeRawBufferPointer, within limit: Int, _ body: (UnsafeRawBufferPointer) -> Void
    ) {
        guard let base = answer.baseAddress else { return }
        var total = 0
        var lineStart = 0
        while lineStart < answer.count, let found = memchr(base + lineStart, 0x0A, answer.count - lineStart) {
            let index = base.distance(to: UnsafeRawPointer(found))
            let length = index + 1 - lineStart
            if length <= shortLine, total + length <= limit {
                body(UnsafeRawBufferPointer(rebasing: answer[lineStart...index]))
                total += length
            }
            lineStart = index + 1
        }
    }

    /// Appends the answer recorded for the message `line` numbered `seq` to `out` and returns
    /// its number of lines; `nil` when it was not answered before (the common case costs one
    /// look at the slot of `seq`). `snapshot` makes the fresh `snapshot` line a shortened
    /// answer ends with.
    func replay(seq: Int, line: UnsafeBufferPointer<UInt8>, into out: inout [UInt8], snapshot: () -> String)
        -> Int?
    {
        let found = book.withLock { $0.replay(seq: seq, line: line, into: &out) }
        return Book.finish(found, into: &out, snapshot: snapshot)
    }

    /// Keeps the answer `out[start...]` (`count` lines) of the message `line` numbered `seq`.
    func record(
        seq: Int, line: UnsafeBufferPointer<UInt8>, answer out: borrowing [UInt8], from start: Int, count: Int
    ) {
        out.withUnsafeBytes { whole in
            let answer = UnsafeRawBufferPointer(rebasing: whole[start...])
            book.withLock { $0.record(seq: seq, line: line, answer: answer, count: count) }
        }
    }
}
