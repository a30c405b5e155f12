import Synchronization

/// The dialog presenters a layout attaches, gathered while a ``PanelHost`` builds it, so that
/// the host can make its layout the owner of their state (see ``DialogPresenter``).
final class PresentationCollector: Sendable {
    /// The collector of the host being built on this task, if any.
    @TaskLocal static var current: PresentationCollector?

    private struct Entry {
        let presenter: DialogPresenter
        var ids: Set<NodeID> = []
        var slots: [String: DialogPresenter.ItemSlot] = [:]
    }

    private let entries = Mutex<[Entry]>([])

    /// Notes that the layout attaches `presenter`'s dialog `id`.
    func note(_ presenter: DialogPresenter, dialog id: NodeID) {
        entry(of: presenter) { $0.ids.insert(id) }
    }

    /// Notes that the layout attaches the items of `presenter` under `key` where the dialog
    /// `slot.nodeID` stands.
    func note(_ presenter: DialogPresenter, items key: String, slot: DialogPresenter.ItemSlot) {
        entry(of: presenter) {
            $0.ids.insert(slot.nodeID)
            $0.slots[key] = slot
        }
    }

    private func entry(of presenter: DialogPresenter, _ change: (inout Entry) -> Void) {
        entries.withLock { entries in
            if let index = entries.firstIndex(where: { $0.presenter === presenter }) {
                change(&entries[index])
            } else {
                var entry = Entry(presenter: presenter)
                change(&entry)
                entries.append(entry)
            }
        }
    }

    /// Hands every presenter noted to `panel`.
    func attach(to panel: Panel) {
        for entry in entries.withLock({ $0 }) {
            entry.presenter.attach(to: panel, ids: entry.ids, slots: entry.slots)
        }
    }
}
