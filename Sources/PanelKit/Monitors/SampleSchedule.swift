import Synchronization

/// When a viewer gets its next `samples` message, and what it has seen: its rate (default
/// 10 a second, at most 60, 0 for none), the time its next message is due, and for each
/// monitor store the count of writes it saw. The first message after the start carries the
/// whole history, so a viewer that joins late, or reconnects (a new session), sees the
/// recent past.
final class SampleSchedule: Sendable {
    struct State {
        var rate = SampleSchedule.defaultRate
        var due = 0.0
        var cursors: [String: [UInt64]] = [:]
        var sentHistory = false
    }

    /// Samples messages a second when a viewer asks for no rate.
    static let defaultRate = 10.0
    /// The fastest rate a viewer may ask for.
    static let maximumRate = 60.0

    let state = Mutex(State())

    /// Sets the rate (clamped to 0…60); the next message is due one new interval from now.
    func choose(rate: Double, now: Double? = nil) {
        let rate = rate.isFinite ? Swift.min(Swift.max(rate, 0), Self.maximumRate) : Self.defaultRate
        state.withLock {
            $0.rate = rate
            if let now { $0.due = now }
        }
    }
}
