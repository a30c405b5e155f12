import Synchronization

/// A registration with a ``LivePanel``'s observers; observing stops when it is cancelled
/// or released.
///
/// ```swift
/// let observation = panel.observe { update in print(update.revision) }
/// observation.cancel()
/// ```
public final class PanelObservation: Sendable {
    private let cancellation: Mutex<(@Sendable () -> Void)?>

    init(_ cancel: @escaping @Sendable () -> Void) {
        cancellation = Mutex(cancel)
    }

    /// Stops observing (idempotent).
    ///
    /// ```swift
    /// observation.cancel()
    /// ```
    public func cancel() {
        let cancel = cancellation.withLock { stored in
            let cancel = stored
            stored = nil
            return cancel
        }
        cancel?()
    }

    deinit { cancel() }
}

extension LivePanel {
    /// Calls `handler` with every update, in order, until the returned observation is
    /// cancelled or released. Updates are delivered after the panel's lock is released, so
    /// the handler may read or write the panel (its own writes are delivered after it
    /// returns).
    ///
    /// ```swift
    /// let observation = panel.observe { update in
    ///     for change in update.changes { print(change.id, change.newValue) }
    /// }
    /// ```
    public func observe(_ handler: @escaping @Sendable (PanelUpdate) -> Void) -> PanelObservation {
        addObserver(handler)
    }

    /// Calls `handler` with every value change, in order (the callback form of
    /// ``changes``).
    ///
    /// ```swift
    /// let observation = panel.onChange { change in print(change.id, change.origin) }
    /// ```
    public func onChange(_ handler: @escaping @Sendable (PanelChange) -> Void) -> PanelObservation {
        observe { update in
            for change in update.changes { handler(change) }
        }
    }

    /// A stream of every value change from now on, in order; it ends when the task
    /// iterating it is cancelled. Each access makes a new stream.
    ///
    /// ```swift
    /// for await change in panel.changes {
    ///     print(change.id, change.oldValue, "→", change.newValue)
    /// }
    /// ```
    public var changes: AsyncStream<PanelChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: PanelChange.self)
        let observation = onChange { change in continuation.yield(change) }
        continuation.onTermination = { _ in observation.cancel() }
        return stream
    }
}
