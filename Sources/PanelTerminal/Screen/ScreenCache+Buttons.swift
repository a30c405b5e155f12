/// The floating buttons on the screen: each keeps its state (its position, remembered under
/// its storage id), is painted where it is, and moves as a press drags it. A new screen size
/// keeps it pinned to its edges.
extension ScreenCache {
    /// `values` with each floating button's position as the screen keeps it.
    func withButtonPositions(_ values: ValueMap) -> ValueMap {
        guard !buttons.isEmpty else { return values }
        var values = values
        for (id, state) in buttons { values.updateValue(state.position.panelValue, for: id) }
        return values
    }

    /// Gives each floating button of `painted` its state (made on first sight, at the position
    /// its storage id remembers) and the bounds it floats in; `true` when a position changed
    /// (the tree must be painted again with it).
    func placeButtons(in painted: PaintedDocument) -> Bool {
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
            let after = state.resize(to: OverlaySize(width: Double(area.width), height: Double(area.height)))
            if isNew || after != before { changed = true }
        }
        return changed
    }

    /// A step of a press on a floating button; after a release, the edges it snapped to and
    /// why its position was not saved (if it was not).
    func moveButton(_ move: LiveEffect.ButtonMove) -> (edges: [String], saveProblem: String?)? {
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
            return (state.position.orderedEdges.map(\.name), state.saveProblem)
        }
    }

    /// The floating buttons moved: paint them again (they float over the content).
    private func repaintButtons() {
        painted = paint(values: painted.document.values)
        needsFullDiff = true
    }
}
