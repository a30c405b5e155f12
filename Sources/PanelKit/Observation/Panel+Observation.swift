import Synchronization

/// A registration with a ``Panel``'s observers; observing stops when it is cancelled
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

extension Panel {
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

    /// A stream of every value change from now on, in order. Each access makes a new
    /// stream.
    ///
    /// The stream finishes when the panel is released (after the changes made before, so a
    /// `for await` loop sees every change and then ends), and stops observing when the task
    /// iterating it is cancelled. The stream does not keep the panel alive.
    ///
    /// ```swift
    /// for await change in panel.changes {
    ///     print(change.id, change.oldValue, "→", change.newValue)
    /// }
    /// // here the panel is gone
    /// ```
    public var changes: AsyncStream<PanelChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: PanelChange.self)
        let finisher = StreamFinisher(continuation)
        let observation = onChange { change in finisher.continuation.yield(change) }
        continuation.onTermination = { _ in observation.cancel() }
        return stream
    }
}

/// Finishes a stream when released: the panel's observer holds it, so it goes (and the
/// stream ends) when the panel's observers go — when the panel is released, or when the
/// observation is cancelled.
private final class StreamFinisher<Element: Sendable>: Sendable {
    let continuation: AsyncStream<Element>.Continuation

    init(_ continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
    }

    deinit { continuation.finish() }
}
