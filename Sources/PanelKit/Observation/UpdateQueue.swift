/// The observers of a ``Panel`` or a ``PanelStore`` and the updates waiting for them:
/// what each keeps under its lock, with the one way to register and deliver
/// (``UpdateQueueOwner``).
struct UpdateQueue: Sendable {
    typealias Handler = @Sendable (PanelUpdate) -> Void
    /// An observer; one registered for a `sender` (a session) is not told of that sender's
    /// updates that were first in line, which the sender answers itself from their outcome.
    /// A struct, not a tuple: in an array a tuple's function is kept at the most general
    /// calling convention, and every call then copied the update (a large value) to hand it
    /// over.
    struct Observer: Sendable {
        let key: Int
        let handler: Handler
        let sender: String?
    }

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
    /// An update of a sender's that is first in line (none waiting or being delivered) is
    /// the sender's to answer with: observers registered for that sender skip it, and it is
    /// not queued at all when no other observer would get it.
    mutating func post(_ update: PanelUpdate) {
        guard let sender = update.sender, isIdle else { return pending.append(update) }
        guard accepts(from: sender) else { return }
        pending.append(update)
        pending[pending.count - 1].isAnsweredBySender = true
    }

    /// Whether an update from `sender` posted now would be queued: some observer is to get
    /// it (see ``post(_:)``).
    func accepts(from sender: String?) -> Bool {
        guard let sender, isIdle else { return true }
        return observers.contains { $0.sender != sender }
    }

    /// Registers `handler` (for `sender`, if given: see ``Observer``) and returns its key.
    mutating func add(_ handler: @escaping Handler, for sender: String? = nil) -> Int {
        let key = nextKey
        nextKey += 1
        observers.append(Observer(key: key, handler: handler, sender: sender))
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
    /// Registers `handler` until the returned observation is cancelled or released; one
    /// registered for a `sender` skips the updates that sender answers itself (see
    /// ``UpdateQueue/Observer``).
    func addObserver(for sender: String? = nil, _ handler: @escaping UpdateQueue.Handler) -> PanelObservation
    {
        let key = withUpdateQueue { $0.add(handler, for: sender) }
        return PanelObservation { [weak self] in self?.withUpdateQueue { $0.remove(key) } }
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
            // The observers borrowed too: a server's group has one per viewer, and copying each
            // retained its handler and its sender.
            delivery.updates.withUnsafeBufferPointer { updates in
                delivery.observers.withUnsafeBufferPointer { observers in
                    for index in updates.indices {
                        let answeredBy = updates[index].isAnsweredBySender ? updates[index].sender : nil
                        for observer in observers.indices
                        where answeredBy == nil || observers[observer].sender != answeredBy {
                            observers[observer].handler(updates[index])
                        }
                    }
                }
            }
        } while withUpdateQueue { $0.proceed(&delivery) }
    }
}
