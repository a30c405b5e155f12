/// The observers of a ``LivePanel`` or a ``PanelStore`` and the updates waiting for them:
/// what each keeps under its lock, with the one way to register and deliver
/// (``UpdateQueueOwner``).
struct UpdateQueue: Sendable {
    typealias Handler = @Sendable (PanelUpdate) -> Void
    typealias Observer = (key: Int, handler: Handler)

    private var observers: [Observer] = []
    private var nextKey = 0
    private var pending: [PanelUpdate] = []
    private var isDelivering = false

    /// Queues an update for the observers (delivered by ``UpdateQueueOwner/deliverUpdates()``).
    mutating func post(_ update: PanelUpdate) {
        pending.append(update)
    }

    mutating func add(_ handler: @escaping Handler) -> Int {
        let key = nextKey
        nextKey += 1
        observers.append((key, handler))
        return key
    }

    mutating func remove(_ key: Int) {
        observers.removeAll { $0.key == key }
    }

    /// The updates to deliver now and to whom, or `nil` when there are none or someone
    /// else is delivering. The first call of a delivery claims it; a later call that finds
    /// nothing left ends it.
    mutating func next(isFirst: Bool) -> (updates: [PanelUpdate], observers: [Observer])? {
        if isFirst {
            if isDelivering || pending.isEmpty { return nil }
            isDelivering = true
        }
        if pending.isEmpty {
            isDelivering = false
            return nil
        }
        let updates = pending
        pending = []
        return (updates, observers)
    }
}

/// An object that keeps an ``UpdateQueue`` under its lock.
protocol UpdateQueueOwner: AnyObject, Sendable {
    /// Calls `body` with the queue under the owner's lock.
    func withUpdateQueue<Result: Sendable>(_ body: (inout UpdateQueue) -> Result) -> Result
}

extension UpdateQueueOwner {
    /// Registers `handler` until the returned observation is cancelled or released.
    func addObserver(_ handler: @escaping UpdateQueue.Handler) -> PanelObservation {
        let key = withUpdateQueue { $0.add(handler) }
        return PanelObservation { [weak self] in
            self?.withUpdateQueue { $0.remove(key) }
        }
    }

    /// Delivers the queued updates to the observers, in order, outside the lock; a call
    /// made while another thread (or an observer up the stack) delivers leaves the work to
    /// it.
    func deliverUpdates() {
        var isFirst = true
        while true {
            let batch = withUpdateQueue { [isFirst] in $0.next(isFirst: isFirst) }
            isFirst = false
            guard let batch else { return }
            for update in batch.updates {
                for observer in batch.observers { observer.handler(update) }
            }
        }
    }
}
