import PanelKit

extension ServerLoop {
    /// The most a viewer's outbox may hold for it to get a `samples` message: a viewer behind
    /// by more (a slow reader, or one that never reads) skips its turns, and its next message
    /// carries what is newest. Samples never count against the outgoing limit that drops a
    /// viewer: at most one waits in its outbox.
    static let samplesGate = 1 << 14

    /// Sends each WebSocket viewer whose turn it is its `samples` message (see
    /// ``PanelSession/samplesLine(now:)``), unless its outbox is behind.
    func deliverSamples() {
        let now = Self.now()
        for connection in accepted where connection.phase == .webSocket && !connection.closing {
            guard let session = connection.session,
                connection.outbox.pendingCount <= Self.samplesGate,
                // A message a quarter of the limit at most: never what gets a viewer dropped.
                let line = session.samplesLine(now: now, maximumBytes: configuration.outgoingLimit / 4)
            else { continue }
            var bytes = Array(line.utf8)
            bytes.append(0x0A)
            connection.outbox.appendTextFrames(lines: bytes)
        }
    }

    /// How long the loop may wait before a viewer's next `samples` message is due (1 s when
    /// none is). A viewer whose outbox is behind is left out: it waits for its socket, not for
    /// the clock (else its past-due turn would keep the loop spinning).
    func samplesWait(now: Double) -> Double {
        var wait = 1.0
        for connection in accepted where connection.phase == .webSocket && !connection.closing {
            guard connection.outbox.pendingCount <= Self.samplesGate,
                let due = connection.session?.nextSamplesDue
            else { continue }
            wait = min(wait, max(0, due - now))
        }
        return wait
    }
}
