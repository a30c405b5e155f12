/// The floating buttons on the screen: each is a view (a `FloatingButtonState`) over the place
/// the session holds in the panel's values (fractions of its travel, and its edges), painted
/// where that puts it and moved as a press drags it; a released drag becomes the session's
/// place through `PanelEdit.moveFloatingButton` (the effect runner sends it). A new screen size
/// keeps it at its place. Until the session holds one, a button starts where its storage id
/// remembers it, else at its corner.
extension ScreenCache {
    /// `values` with each floating button's place as the screen shows it (the session's, or a
    /// drag's while it lasts).
    func withButtonPositions(_ values: ValueMap) -> ValueMap {
        guard !buttons.isEmpty else { return values }
        var values = values
        for (id, state) in buttons { values.updateValue(state.placement.panelValue, for: id) }
        return values
    }

    /// Gives each floating button of `painted` its state (made on first sight at the place the
    /// session's `values` hold for it, else at the position its storage id remembers) and the
    /// bounds it floats in; `true` when a position changed (the tree must be painted again
    /// with it). A state already made follows the session through ``followButtons(_:)`` and
    /// ``showButton(_:for:)``: the values painted hold the states' own places.
    func placeButtons(in painted: PaintedDocument, values: ValueMap) -> Bool {
        var changed = false
        for button in LiveContext.floatingButtons(in: tree.root) {
            guard let area = painted.frame(of: button.id) else { continue }
            let state =
                buttons[button.id]
                ?? FloatingButtonState(
                    button: OverlayPlacement.floatingButtonSize(
                        button.element, measure: painted.canvas.measure, sanitizer: painted.canvas.sanitizer),
                    corner: button.element.corner, storageID: button.element.storageID, file: buttonFile)
            let isNew = buttons[button.id] == nil
            buttons[button.id] = state
            let before = state.position
            var seeds = false
            if isNew, let value = values[button.id],
                let placement = try? FloatingButtonPlacement(panelValue: value)
            {
                state.place(at: placement)
            } else if isNew, let storageID = button.element.storageID,
                buttonFile?.position(for: storageID) != nil
            {
                seeds = true
            }
            let after = state.resize(to: OverlaySize(width: Double(area.width), height: Double(area.height)))
            if seeds { buttonSeeds.append((button.id, state.placement)) }
            if isNew || after != before { changed = true }
        }
        return changed
    }

    /// The places remembered in the position file for buttons the session held none for (once).
    func takeButtonSeeds() -> [(id: NodeID, placement: FloatingButtonPlacement)] {
        defer { buttonSeeds = [] }
        return buttonSeeds
    }

    /// Has each floating button on the screen show the place the session's `values` hold for
    /// it (a new layout).
    func followButtons(_ values: ValueMap) {
        for (id, state) in buttons {
            if let value = values[id], let placement = try? FloatingButtonPlacement(panelValue: value) {
                state.place(at: placement)
            }
        }
    }

    /// Shows the session's place of the floating button `id` (a patch, another frontend's
    /// move); `false` when `id` is no floating button on the screen.
    func showButton(_ value: PanelValue, for id: NodeID) -> Bool {
        guard let state = buttons[id] else { return false }
        if let placement = try? FloatingButtonPlacement(panelValue: value) { state.place(at: placement) }
        repaintButtons()
        return true
    }

    /// A step of a press on a floating button; after a release, the place it snapped to (for
    /// the session), the edges and why its position was not saved (if it was not).
    func moveButton(_ move: LiveEffect.ButtonMove) -> (
        id: NodeID, placement: FloatingButtonPlacement, edges: [String], saveProblem: String?
    )? {
        switch move {
        case .begin(let id):
            buttons[id]?.beginDrag()
            return nil
        case .drag(let id, let columns, let rows):
            buttons[id]?.drag(by: OverlaySize(width: Double(columns), height: Double(rows)))
            repaintButtons()
            return nil
        case .release(let id, let columns, let rows):
            guard let state = buttons[id] else { return nil }
            state.release(predictedOffset: OverlaySize(width: Double(columns), height: Double(rows)))
            repaintButtons()
            return (id, state.placement, state.position.orderedEdges.map(\.name), state.saveProblem)
        }
    }

    /// The floating buttons moved: paint them again (they float over the content).
    private func repaintButtons() {
        painted = paint(values: painted.document.values)
        needsFullDiff = true
    }
}
