import Synchronization

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
    // A store and a slot, nothing else reference-counted: a copy (a loop over an array of
    // sources makes one per write) costs one retain, whatever the id's length.
    @usableFromInline let store: MonitorStore
    @usableFromInline let slot: Int

    init(store: MonitorStore, slot: Int) {
        self.store = store
        self.slot = slot
    }

    /// The monitor's id.
    ///
    /// ```swift
    /// try panel.monitors.source("fps").id   // "fps"
    /// ```
    public var id: NodeID { store.state.withLock { $0.entries[slot].id } }

    /// Records a number: the monitor's value and the newest point of its graph.
    ///
    /// ```swift
    /// try panel.monitors.source("fps").record(59.8)
    /// ```
    @inlinable
    public func record(_ value: Double) {
        // Inlined into the program's loop: the lock and the two stores are all the write is,
        // and the loop's copy of the source needs no retain around an opaque call.
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
