extension LiveSession {
    /// Click to focus (and press, toggle, open), drag a slider, wheel to adjust or scroll.
    func handleMouse(_ mouse: MouseEvent, now: Double) {
        guard case .normal = view.mode else {
            if case .help = view.mode, mouse.action == .press { update { $0.mode = .normal } }
            return
        }
        let row = mouse.row + view.scroll
        switch (mouse.button, mouse.action) {
        case (.left, .press):
            commitHeld()
            if mouse.row < height - 1, handleOverlayPress(column: mouse.column, row: row) { return }
            guard mouse.row < height - 1, let id = control(atColumn: mouse.column, row: row),
                let node = painted.node(for: id)
            else { return }
            update {
                $0.focus = id
                $0.message = nil
            }
            switch node.element {
            case .slider:
                guard let position = painted.sliderPosition(of: id, column: mouse.column),
                    let value = ValueStep.value(for: node, atPosition: position)
                else { return }
                update {
                    $0.held = LiveView.Held(gesture: model.beginEdit(id), id: id, last: now, dragging: true)
                }
                setValue(value, for: node, gesture: view.held?.gesture)
            case .toggle, .button, .folder, .picker:
                handle(.key(Key(.character(" "))), now: now)
            default:
                break
            }
        case (.left, .drag):
            guard let held = view.held, held.dragging, let node = painted.node(for: held.id),
                let position = painted.sliderPosition(of: held.id, column: mouse.column),
                let value = ValueStep.value(for: node, atPosition: position)
            else { return }
            update { $0.held?.last = now }
            setValue(value, for: node, gesture: held.gesture)
        case (_, .release):
            if let held = view.held, held.dragging { commitHeld() }
        case (.wheelUp, _), (.wheelDown, _):
            if hasShownOverlay, topDialog == nil, let drawer = openDrawer {
                let rows = mouse.button == .wheelUp ? -1 : 1
                setDrawerScroll(drawer, to: drawer.geometry.clampedScroll(drawer.scroll + rows))
                return
            }
            let direction = mouse.button == .wheelUp ? 1 : -1
            if mouse.row < height - 1, let id = control(atColumn: mouse.column, row: row),
                let node = painted.node(for: id),
                ValueStep.next(for: node, from: nil, direction: 1, size: .normal) != nil,
                !(node.element.kind == "toggle")
            {
                if view.focus != id { commitHeld() }
                update { $0.focus = id }
                handle(.key(Key(direction > 0 ? .right : .left)), now: now)
            } else {
                moveFocus(by: -direction)
            }
        default:
            break
        }
    }

    /// The focusable control drawn at a panel cell.
    private func control(atColumn column: Int, row: Int) -> NodeID? {
        for id in tree.focusOrder {
            guard let frame = painted.frame(of: id) else { continue }
            if row >= frame.y && row < frame.maxY && column >= frame.x && column < frame.maxX { return id }
        }
        return nil
    }
}
