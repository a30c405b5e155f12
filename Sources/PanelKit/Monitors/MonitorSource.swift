/// The writer of one monitor, found once by id: what a loop writing every frame keeps, so
/// that a write is a store under the monitor lock and nothing more (no lookup, no revision,
/// no undo step, no message: viewers take the values at their own rate).
///
/// ```swift
/// let fps = try state.monitor("fps")
/// while running {
///     fps.record(1 / frameTime)
/// }
/// ```
public struct MonitorSource: Sendable {
    let store: MonitorStore
    let slot: Int
    /// The monitor's id.
    ///
    /// ```swift
    /// try panel.monitors.source("fps").id   // "fps"
    /// ```
    public let id: NodeID

    /// Records a number: the monitor's value and the newest point of its graph.
    ///
    /// ```swift
    /// try panel.monitors.source("fps").record(59.8)
    /// ```
    public func record(_ value: Double) {
        store.state.withLock { $0.record(value, at: slot) }
    }

    /// Records a text.
    ///
    /// ```swift
    /// try panel.monitors.source("state").record("running")
    /// ```
    public func record(_ text: String) {
        store.state.withLock { $0.record(.text(text), at: slot) }
    }

    /// Records a boolean.
    ///
    /// ```swift
    /// try panel.monitors.source("connected").record(true)
    /// ```
    public func record(_ flag: Bool) {
        store.state.withLock { $0.record(.boolean(flag), at: slot) }
    }
}
