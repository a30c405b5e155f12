import Synchronization

extension PanelSession {
    /// Handles one line given as UTF-8 bytes (without its newline) and appends the lines
    /// that answer it to `out`, each followed by a newline; returns how many.
    ///
    /// A message with a `seq` that was answered before, with the same bytes (a frontend sending
    /// it again after a lost connection or a timeout), gets its first answer again and is not
    /// applied twice (see the retry ledger in <doc:JSONAndFrontends>); a session keeps the last
    /// 1,024 answers.
    ///
    /// ```swift
    /// session.receive(bytes: buffer, into: &out)
    /// ```
    @discardableResult
    public func receive(bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Int {
        answerLine(bytes: bytes, into: &out)
    }

    /// Answers a scanned line with a `seq` from the retry ledger when the same bytes were
    /// answered before; else answers it with `answer` and records what it appended.
    func answer(
        retrying bytes: UnsafeBufferPointer<UInt8>, seq: Int, into out: inout [UInt8],
        _ answer: (inout [UInt8]) -> Int
    ) -> Int {
        let ledger = retries.ledger
        let digest = RetryLedger.digest(bytes)
        if let count = ledger.replay(seq: seq, digest: digest, into: &out, snapshot: snapshotLine) {
            return count
        }
        let start = out.count
        let count = answer(&out)
        ledger.record(seq: seq, digest: digest, answer: out, from: start, count: count)
        return count
    }

    /// From now on, answers from the ledger of `client` (a frontend's own id, which outlives
    /// its connections, such as the page's `?client=`) kept by the session's group, so that
    /// what it sends again on a new connection is answered as before. Without a group, the
    /// session keeps its own.
    package func adopt(client: String) {
        guard let group = relay.group else { return }
        retries.use(group.ledger(for: client))
    }

    /// A `snapshot` line of the target now.
    private func snapshotLine() -> String {
        var writer = ProtocolWriter()
        return target.snapshot(with: &writer)
    }
}

/// Which ledger a session records its answers in: its own (made when first needed), or the
/// one of the client it speaks for.
final class SessionRetries: Sendable {
    private let current = Mutex<RetryLedger?>(nil)

    var ledger: RetryLedger {
        current.withLock { current in
            if let ledger = current { return ledger }
            let ledger = RetryLedger()
            current = ledger
            return ledger
        }
    }

    func use(_ ledger: RetryLedger) {
        current.withLock { $0 = ledger }
    }
}
