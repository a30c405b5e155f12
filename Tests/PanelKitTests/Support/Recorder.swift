import Synchronization

/// Collects what observers see, from any thread.
final class Recorder<Item: Sendable>: Sendable {
    private let storage = Mutex<[Item]>([])

    func append(_ item: Item) { storage.withLock { $0.append(item) } }

    var items: [Item] { storage.withLock { $0 } }
}
