import PanelCore

extension SessionTarget {
    /// The value text of each change (ids as frontends see them), as the control each id names
    /// words it (``PanelCore/Element/valueText(of:)``): the `text` of a patch for a frontend
    /// that asked for it. An id no control holds is left out.
    func valueTexts(of changes: [PanelChange]) -> [(NodeID, String)] {
        let router = self.router
        var texts: [(NodeID, String)] = []
        texts.reserveCapacity(changes.count)
        for change in changes {
            guard let (panel, local) = router.panel(holding: change.id),
                let element = panel.storage.withLock({ state in
                    state.controls.position(of: local).map { state.controls.controls[$0].element }
                })
            else { continue }
            texts.append((change.id, element.valueText(of: change.newValue)))
        }
        return texts
    }
}
