extension PanelUpdate {
    /// This update re-issued by something that gathers several panels (a store, a host): its
    /// revision is the gatherer's (`revision` grows by one when the update changed anything),
    /// and its ids are put under `key` when one is given.
    ///
    /// ```swift
    /// hub.updates.post(update.renumbered(from: &hub.revision, under: "Card"))
    /// ```
    func renumbered(from revision: inout Int, under key: String? = nil) -> PanelUpdate {
        let changed = self.revision != base
        if changed { revision += 1 }
        let current = revision
        func prefixed(_ id: NodeID) -> NodeID { key.map { NodeID($0 + "." + id.rawValue) } ?? id }
        let changes = self.changes.map {
            PanelChange(
                id: prefixed($0.id), oldValue: $0.oldValue, newValue: $0.newValue, revision: current,
                origin: $0.origin, phase: $0.phase, gesture: $0.gesture)
        }
        return PanelUpdate(
            revision: current, base: changed ? current - 1 : current, origin: origin, changes: changes,
            presetDelta: key.map { presetDelta?.namespaced(under: $0) } ?? presetDelta,
            isStructural: isStructural,
            action: action.map(prefixed),
            sender: sender)
    }
}
