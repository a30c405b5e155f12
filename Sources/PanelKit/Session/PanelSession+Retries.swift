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
    @_spi(Internals) public func receive(bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Int {
        answerLine(bytes: bytes, into: &out)
    }

    /// From now on, answers from the ledger of `client` (a frontend's own id, which outlives
    /// its connections, such as the page's `?client=`) kept by the session's group, so that
    /// what it sends again on a new connection is answered as before. Without a group, the
    /// session keeps its own.
    package func adopt(client: String) {
        guard let group = relay.group else { return }
        let ledger = group.ledger(for: client)
        serial.withLock {
            $0.sharedLedger = ledger
            $0.book = RetryLedger.Book()
        }
    }

    /// A `snapshot` line of the target now (with its value texts, `withText`).
    func snapshotLine(withText: Bool = false) -> String {
        var writer = ProtocolWriter()
        writer.writesText = withText
        return target.snapshot(with: &writer)
    }
}

/// What a session holds while it handles a line: the writer of its direct answers, and the
/// ledger it records them in: its own book, kept here under the session's lock (so recording
/// takes no other lock), or the ledger of the client it speaks for, which the sessions the
/// client has in turn share (a lock of its own; never held while an answer is made, so that an
/// observer of one session may send a line to another).
struct LineState: ~Copyable {
    var writer = ProtocolWriter()
    var book = RetryLedger.Book()
    var sharedLedger: RetryLedger?
}
