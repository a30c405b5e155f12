/// The token a panel holds for each store it belongs to: when the panel is released, the
/// token goes with it and takes the panel out of the store, so that attached frontends get a
/// snapshot without it (a store holds its panels weakly and would otherwise notice only later).
final class StoreMembership: Sendable {
    weak let store: PanelStore?

    init(store: PanelStore) { self.store = store }

    deinit {
        let token = ObjectIdentifier(self)
        store?.removeEntries { $0.membership == token }
    }
}
