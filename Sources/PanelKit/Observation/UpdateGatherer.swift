/// Something that gathers the updates of several panels (a ``PanelStore``, a ``PanelHost``)
/// and re-issues them under its own revision.
///
/// A panel tells its gatherers of an update under the lock of the change itself, so that the
/// revision a gatherer gives it is known with the change: a session over a store or a host
/// acknowledges an edit with the revision that edit produced there, whatever other senders
/// change meanwhile. Lock order: a panel's lock, then its store's, then the store's hosts'.
protocol UpdateGatherer: UpdateQueueOwner {
    /// Re-issues `update` (its ids under `key`, when given) under this gatherer's revision,
    /// queued for its observers, passes it on to whatever gathers this one, and appends each
    /// gatherer it reached with the revision it gave to `reached`. Called under the lock of
    /// the change; the caller delivers every gatherer in `reached` once the lock is released.
    func gather(_ update: PanelUpdate, key: String?, reached: inout [GatheredRevision])
}

/// A gatherer an update reached, and the revision it gave it (see ``UpdateGatherer``).
struct GatheredRevision: Sendable {
    let gatherer: any UpdateGatherer
    let revision: Int
}

/// A weak link from a panel (or a store) to something that gathers its updates, with the key
/// its ids go under there.
final class GathererLink: Sendable {
    weak let gatherer: (any UpdateGatherer)?
    let key: String?

    init(_ gatherer: any UpdateGatherer, key: String?) {
        self.gatherer = gatherer
        self.key = key
    }
}

extension [GathererLink] {
    /// Tells every gatherer still alive of `update` (see ``UpdateGatherer/gather(_:key:reached:)``).
    func gather(_ update: PanelUpdate, reached: inout [GatheredRevision]) {
        for link in self {
            link.gatherer?.gather(update, key: link.key, reached: &reached)
        }
    }
}

extension [GatheredRevision] {
    /// Delivers the updates queued at every gatherer reached, in order (outside any lock).
    func deliver() {
        for reached in self { reached.gatherer.deliverUpdates() }
    }
}
