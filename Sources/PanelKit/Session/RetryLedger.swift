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
/// A message is the same one when its `seq` and its bytes (a 64-bit digest of them) are:
/// a client that numbers its messages gets idempotent retries, and one that reuses a number
/// for another message still has that message applied. The last ``capacity`` answers are
/// kept (one slot per sequence number modulo it). An answer that carries a snapshot, or is
/// longer than ``wholeLimit`` (a large patch), keeps its short lines (the `ack`, an `action`
/// event) and is replayed followed by a fresh `snapshot`, which holds everything the dropped
/// lines said: a state is never given again as it was, and a ledger holds at most about a
/// megabyte.
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

    struct Entry {
        var seq = -1
        var digest: UInt64 = 0
        /// The answer's lines (each followed by a newline) and how many.
        var lines: [UInt8] = []
        var count = 0
        /// Whether the replay ends with a fresh snapshot (the answer was shortened).
        var snapshot = false
    }

    private let entries = Mutex<[Entry]>([])

    package init() {}

    /// A digest of a message's bytes (not cryptographic: it tells a message sent again from
    /// another one that reuses its number).
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

    /// Whether the `count` lines of `out[start...]` hold a `snapshot`: whether one of them
    /// starts `{"type":"snapshot"` (the writer's own spelling).
    private static func holdsSnapshot(_ out: [UInt8], from start: Int, count: Int) -> Bool {
        out.withUnsafeBytes { raw in
            let snapshot = UInt64(littleEndian: 0x746F_6873_7061_6E73)  // "snapshot"
            var line = start
            for _ in 0..<count {
                guard raw.count - line >= 17 else { return false }
                if raw.loadUnaligned(fromByteOffset: line + 9, as: UInt64.self) == snapshot {
                    return true
                }
                guard let end = memchr(raw.baseAddress! + line, 0x0A, raw.count - line) else { return false }
                line = raw.baseAddress!.distance(to: UnsafeRawPointer(end)) + 1
            }
            return false
        }
    }

    /// Appends the answer recorded for this message (same `seq` and `digest`) to `out` and
    /// returns its number of lines; `nil` when it was not answered before. `snapshot` makes
    /// the fresh `snapshot` line a shortened answer ends with.
    func replay(seq: Int, digest: UInt64, into out: inout [UInt8], snapshot: () -> String) -> Int? {
        let found: (lines: [UInt8], count: Int, snapshot: Bool)? = entries.withLock { entries in
            guard !entries.isEmpty else { return nil }
            let entry = entries[seq & (Self.capacity - 1)]
            guard entry.seq == seq, entry.digest == digest else { return nil }
            return (entry.lines, entry.count, entry.snapshot)
        }
        guard let found else { return nil }
        out.append(contentsOf: found.lines)
        guard found.snapshot else { return found.count }
        out.append(contentsOf: snapshot().utf8)
        out.append(0x0A)
        return found.count + 1
    }

    /// Keeps the answer `out[start...]` (`count` lines) of the message `seq` with `digest`.
    func record(seq: Int, digest: UInt64, answer out: [UInt8], from start: Int, count: Int) {
        entries.withLock { entries in
            if entries.isEmpty { entries = Array(repeating: Entry(), count: Self.capacity) }
            let slot = seq & (Self.capacity - 1)
            entries[slot].seq = seq
            entries[slot].digest = digest
            entries[slot].lines.removeAll(keepingCapacity: entries[slot].lines.capacity <= Self.wholeLimit)
            if out.count - start <= Self.wholeLimit, !Self.holdsSnapshot(out, from: start, count: count) {
                entries[slot].lines.append(contentsOf: out[start...])
                entries[slot].count = count
                entries[slot].snapshot = false
                return
            }
            // Shortened: the short lines, then (on replay) a fresh snapshot.
            var kept = 0
            var lineStart = start
            for index in start..<out.count where out[index] == 0x0A {
                if index + 1 - lineStart <= Self.shortLine {
                    entries[slot].lines.append(contentsOf: out[lineStart...index])
                    kept += 1
                }
                lineStart = index + 1
            }
            entries[slot].count = kept
            entries[slot].snapshot = true
        }
    }
}
