import Foundation

/// Who undo belongs to, and what one step is: the rules every write follows, whichever
/// frontend or code made it.
///
/// - A value write (`set`, `reset`, a gesture's `commit`, several values at once) is an undo
///   step when it is a person's: its origin is ``ChangeOrigin/frontend`` (the page, the live
///   terminal, `panelkit attach`, any `PanelSession`), or the caller asked for one
///   (`undoable: true`). The program's own writes (`update`, `set` from code) change the
///   values and reach every observer, but leave the history alone, so undo still goes back
///   to the person's last edit however much the program writes meanwhile.
/// - A person's plain `set`s of one control that follow each other with pauses shorter than
///   ``Panel/gesturePause`` are one step (five presses of an arrow key on a slider, in the page
///   or in the terminal, are one step, as a held key or a drag is).
extension PanelStorage {
    /// Whether a value write from `origin` makes an undo step: `undoable` when the caller
    /// says, else whether it is a person's (a frontend's).
    static func makesUndoStep(origin: ChangeOrigin, undoable: Bool?) -> Bool {
        undoable ?? (origin == .frontend)
    }

    /// Records the undo step of a plain `set` of the control at `position` in ``controls``: a
    /// person's step on the control of the previous one, within ``gesturePause`` of it and with
    /// nothing recorded or undone in between, joins that step (from its old value to the new
    /// one) instead of making another.
    mutating func recordSet(_ edit: consuming UndoStep.Edit, control position: Int, origin: ChangeOrigin) {
        guard origin == .frontend else { return record(.edit(edit)) }
        let now = clock.map { Self.nanoseconds($0()) } ?? Self.coarseUptimeNanoseconds()
        // The run is kept by the control's position, not its id: positions change only with a
        // configuration, which records a step of its own and so ends any run.
        if let last = lastPersonSet, last.control == position, now - last.at < gesturePauseNanoseconds,
            redoSteps.isEmpty, case .edit(let previous)? = undoSteps.last, previous.id == edit.id
        {
            _ = undoSteps.popLast()
            undoSteps.append(.edit(UndoStep.Edit(id: previous.id, old: previous.old, new: edit.new)))
            lastPersonSet = (position, now)
        } else {
            // `record` ends any run; this step starts one.
            record(.edit(edit))
            lastPersonSet = (position, now)
        }
    }
}

extension PanelStorage {
    /// The time since some fixed moment in nanoseconds, from the system's coarse monotonic
    /// clock: read on every `set` of a person, so the cheapest clock there is (a few
    /// milliseconds of resolution, far finer than the gesture pause; the precise clocks cost a
    /// kernel call on some machines), and kept as a whole number (a `Duration` is two words
    /// that every sum and comparison carries through).
    static func coarseUptimeNanoseconds() -> Int64 {
        var now = timespec()
        #if canImport(Darwin)
            clock_gettime(CLOCK_MONOTONIC_RAW_APPROX, &now)
        #else
            clock_gettime(CLOCK_MONOTONIC_COARSE, &now)
        #endif
        return Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec)
    }

    /// A duration in whole nanoseconds, kept within ±2^62 (about 146 years) so that the
    /// difference of two never overflows.
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let limit: Int64 = 1 << 62
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow, whole > -limit, whole < limit else { return seconds < 0 ? -limit : limit }
        return Swift.max(-limit, Swift.min(limit, whole + attoseconds / 1_000_000_000))
    }
}

extension Panel {
    /// The pause that ends a person's run of steps on one control, by default: 0.75 s, the
    /// live terminal's held key too.
    ///
    /// ```swift
    /// Panel.defaultGesturePause   // .milliseconds(750)
    /// ```
    package static let defaultGesturePause = Duration.milliseconds(750)

    /// How long a pause ends a person's run of steps on one control: plain `set`s from a
    /// frontend on the same control, each within this pause of the one before, are one undo
    /// step (`defaultGesturePause` unless changed; zero makes every `set` a step).
    ///
    /// ```swift
    /// panel.gesturePause = .milliseconds(400)
    /// ```
    public var gesturePause: Duration {
        get { storage.withLock { $0.gesturePause } }
        set { storage.withLock { $0.gesturePause = newValue } }
    }

    /// Puts the clock the gesture rule reads (a test's): the time since some fixed moment.
    func setClock(_ clock: @escaping @Sendable () -> Duration) {
        storage.withLock { $0.clock = clock }
    }
}
