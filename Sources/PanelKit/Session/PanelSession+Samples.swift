import Synchronization

extension PanelSession {
    /// How many `samples` messages a second this viewer gets: 10 unless it asked for another
    /// rate (in `hello`'s `samples` member or a `samples` message), at most 60, 0 for none.
    ///
    /// ```swift
    /// session.sampleRate   // 10
    /// ```
    package var sampleRate: Double { sampling.state.withLock { $0.rate } }

    /// Sets this viewer's rate of `samples` messages (clamped to 0…60).
    ///
    /// ```swift
    /// session.setSampleRate(30)
    /// ```
    package func setSampleRate(_ rate: Double) {
        sampling.choose(rate: rate)
    }

    /// When the next `samples` message is due (on the clock the transport passes to
    /// `samplesLine(now:)`); `nil` when the viewer wants none or the target has no monitor.
    ///
    /// ```swift
    /// let wait = session.nextSamplesDue.map { $0 - now }
    /// ```
    package var nextSamplesDue: Double? {
        guard hasMonitors else { return nil }
        return sampling.state.withLock { $0.rate > 0 ? $0.due : nil }
    }

    /// The `samples` line (without a newline) due at `now`, seconds on any steady clock, or
    /// `nil` when none is due or nothing was written since the last one. The first carries
    /// every monitor's history (`"history":true`); later ones each monitor written since,
    /// with the values written since (newest last, at most its history). Never acked, never
    /// counted in the revisions: a transport that cannot send it now (a slow viewer) skips it,
    /// and the next one carries what is newest.
    ///
    /// ```swift
    /// if let line = session.samplesLine(now: clock()) { send(line) }
    /// ```
    ///
    /// `maximumBytes` bounds the line: when the values would take more (a viewer far behind, a
    /// long history), each monitor keeps only its newest, the same number for each.
    package func samplesLine(now: Double, maximumBytes: Int = 1 << 20) -> String? {
        guard sampling.state.withLock({ $0.rate > 0 && now >= $0.due }), hasMonitors else { return nil }
        let stores = monitorStores
        return sampling.state.withLock { (state) -> String? in
            guard state.rate > 0, now >= state.due else { return nil }
            let interval = 1 / state.rate
            // Due again one interval on, not from now (a late turn does not slow the rate),
            // but never more than one interval behind.
            state.due = Swift.max(state.due + interval, now)
            if state.due > now + interval { state.due = now + interval }
            let full = !state.sentHistory
            var monitors: [(id: String, values: [PanelValue])] = []
            for (prefix, store) in stores {
                var cursor = state.cursors[prefix] ?? []
                for (id, values) in store.unseen(since: &cursor, full: full) {
                    monitors.append((prefix + id.rawValue, values))
                }
                state.cursors[prefix] = cursor
            }
            guard full || !monitors.isEmpty else { return nil }
            Self.trim(&monitors, toBytes: maximumBytes)
            state.sentHistory = true
            var writer = SamplesWriter()
            return writer.line(history: full, monitors: monitors)
        }
    }

    /// Keeps each monitor's newest values, the same number for each, so that the values take
    /// at most `bytes` written (counted at 24 bytes a value, what the longest number takes).
    static func trim(_ monitors: inout [(id: String, values: [PanelValue])], toBytes bytes: Int) {
        let budget = Swift.max(monitors.count, bytes / 24)
        let total = monitors.reduce(0) { $0 + $1.values.count }
        guard total > budget, !monitors.isEmpty else { return }
        let each = Swift.max(1, budget / monitors.count)
        for index in monitors.indices where monitors[index].values.count > each {
            monitors[index].values.removeFirst(monitors[index].values.count - each)
        }
    }

    /// The monitor stores the session's target shows (see ``SessionTarget/monitorStores``).
    var monitorStores: [(prefix: String, store: MonitorStore)] { target.monitorStores }

    /// Whether the target shows any monitor.
    var hasMonitors: Bool { target.hasMonitors }
}

extension PanelSession {
    /// Answers `samples {rate}`: the new rate, acked with the rate as the value (the revision
    /// unchanged: a rate is no edit).
    func answerSampleRate(_ rate: Double, seq: Int?, writer: inout ProtocolWriter, into out: inout [UInt8])
        -> Int
    {
        setSampleRate(rate)
        out.appendLine(writer.ack(seq: seq ?? 0, rev: target.revision, value: .number(sampleRate)))
        return 1
    }
}
