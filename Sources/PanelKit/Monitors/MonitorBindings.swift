import Synchronization

/// The monitors of a ``PanelState`` bound to its model, each with its writer: read after each
/// `update` (and at the start), their values recorded without touching the edit state.
final class MonitorBindings<Model>: Sendable {
    // The bindings read through key paths only; the lock keeps a reconfiguration apart from
    // an update that records.
    private let bound: Mutex<[(source: MonitorSource, binding: MonitorBinding<Model>)]>

    init() {
        bound = Mutex([])
    }

    /// Binds `bindings` to the monitors of `store` (those it has no monitor for are left out).
    func bind(_ bindings: [(id: NodeID, binding: MonitorBinding<Model>)], in store: MonitorStore) {
        let pairs = bindings.compactMap { pair in
            (try? store.source(pair.id)).map { (source: $0, binding: pair.binding) }
        }
        bound.withLock { $0 = pairs }
    }

    /// Records the value of each bound monitor in `model`.
    func record(_ model: Model) {
        bound.withLock { pairs in
            for pair in pairs {
                switch pair.binding.read(model) {
                case .number(let number): pair.source.record(number)
                case .text(let text): pair.source.record(text)
                case .boolean(let flag): pair.source.record(flag)
                }
            }
        }
    }
}
