/// The observers of a ``Panel`` or a ``PanelStore`` and the updates waiting for them:
/// what each keeps under its lock, with the one way to register and deliver
/// (``UpdateQueueOwner``).
struct UpdateQueue: Sendable {
    typealias Handler = @Sendable (PanelUpdate) -> Void
    typealias Observer = (key: Int, handler: Handler)

    private var observers: [Observer] = []
    private var nextKey = 0
    private var pending: [PanelUpdate] = []
    private var isDelivering = false

    /// How many observers are registered.
    var observerCount: Int { observers.count }

    /// Whether no update is waiting and none is being delivered: an update posted now is the
    /// next every observer gets.
    var isIdle: Bool { !isDelivering && pending.isEmpty }

    /// Queues an update for the observers (delivered by ``UpdateQueueOwner/deliverUpdates()``).
    mutating func post(_ update: PanelUpdate) {
        pending.append(update)
    }

    /// Whether some observer other than the one registered under `key` would get an update.
    func hasObservers(besides key: Int) -> Bool {
        observers.contains { $0.key != key }
    }

    /// Registers `handler` and returns its key.
    mutating func add(_ handler: @escaping Handler) -> Int {
        let key = nextKey
        nextKey += 1
        observers.append((key, handler))
        return key
    }

    mutating func remove(_ key: Int) {
        observers.removeAll { $0.key == key }
    }

    /// A delivery in progress: the updates being delivered and to whom.
    struct Delivery: Sendable {
        var updates: [PanelUpdate]
        var observers: [Observer]
    }

    /// Starts a delivery of the queued updates, or returns `nil` when there are none or
    /// someone else is delivering (who will deliver them).
    mutating func claim() -> Delivery? {
        if isDelivering || pending.isEmpty { return nil }
        isDelivering = true
        var updates: [PanelUpdate] = []
        swap(&updates, &pending)
        return Delivery(updates: updates, observers: observers)
    }

    /// After `delivery` was delivered: puts the updates queued meanwhile in it and returns
    /// `true`, or ends the delivery and returns `false`. The delivered array's storage
    /// becomes the queue's, so that queuing the next update allocates nothing.
    mutating func proceed(_ delivery: inout Delivery) -> Bool {
        delivery.updates.removeAll(keepingCapacity: true)
        swap(&delivery.updates, &pending)
        guard delivery.updates.isEmpty else {
            delivery.observers = observers
            return true
        }
        isDelivering = false
        return false
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
        addKeyedObserver(handler).observation
    }

    /// Registers `handler` until the returned observation is cancelled or released, and
    /// returns its key too (see ``PanelUpdate/answeredObserver``).
    func addKeyedObserver(_ handler: @escaping UpdateQueue.Handler) -> (
        key: Int, observation: PanelObservation
    ) {
        let key = withUpdateQueue { $0.add(handler) }
        return (key, PanelObservation { [weak self] in self?.withUpdateQueue { $0.remove(key) } })
    }

    /// Delivers the queued updates to the observers, in order, outside the lock; a call
    /// made while another thread (or an observer up the stack) delivers leaves the work to
    /// it.
    func deliverUpdates() {
        deliver(withUpdateQueue { $0.claim() })
    }

    /// Carries out a delivery claimed with ``UpdateQueue/claim()`` (under the lock of a
    /// change, to save taking it again), and any updates queued while it runs.
    func deliver(_ claimed: consuming UpdateQueue.Delivery?) {
        guard var delivery = claimed else { return }
        repeat {
            // In place: an update is a large value, and copying it retains each of its parts.
            delivery.updates.withUnsafeBufferPointer { updates in
                for index in updates.indices {
                    let answered = updates[index].answeredObserver
                    for observer in delivery.observers where observer.key != answered {
                        observer.handler(updates[index])
                    }
                }
            }
        } while withUpdateQueue { $0.proceed(&delivery) }
    }
}
