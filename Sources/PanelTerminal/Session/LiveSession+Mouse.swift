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
            if mouse.row < logTop, pressPickerTab(column: mouse.column, row: row) { return }
            if mouse.row < logTop, pressSheet(column: mouse.column, row: row) { return }
            if mouse.row < logTop, handleOverlayPress(column: mouse.column, row: row) { return }
            if mouse.row < logTop, pressFloatingButton(column: mouse.column, row: row) { return }
            guard mouse.row < logTop,
                let (id, painting, column) = control(atColumn: mouse.column, row: row),
                let node = painting.node(for: id)
            else { return }
            update {
                $0.focus = id
                $0.message = nil
            }
            switch node.element {
            case .slider:
                guard let position = painting.sliderPosition(of: id, column: column),
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
            if dragFloatingButton(column: mouse.column, row: row) || dragSheet(row: row) { return }
            guard let held = view.held, held.dragging,
                let (painting, column) = painting(of: held.id, column: mouse.column),
                let node = painting.node(for: held.id),
                let position = painting.sliderPosition(of: held.id, column: column),
                let value = ValueStep.value(for: node, atPosition: position)
            else { return }
            update { $0.held?.last = now }
            setValue(value, for: node, gesture: held.gesture)
        case (_, .release):
            if releaseFloatingButton() || releaseSheet() { return }
            if let held = view.held, held.dragging { commitHeld() }
        case (.wheelUp, _), (.wheelDown, _):
            if hasShownOverlay, topDialog == nil, let drawer = openDrawer {
                let rows = mouse.button == .wheelUp ? -1 : 1
                setDrawerScroll(drawer, to: drawer.geometry.clampedScroll(drawer.scroll + rows))
                return
            }
            let direction = mouse.button == .wheelUp ? 1 : -1
            if mouse.row < logTop, let (id, painting, _) = control(atColumn: mouse.column, row: row),
                let node = painting.node(for: id),
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

    /// The focusable control drawn at a panel cell, the painting it is in (the panel's, or an
    /// open drawer's, whose controls are the only ones a click reaches then), and the column in
    /// that painting.
    private func control(atColumn column: Int, row: Int) -> (NodeID, PaintedDocument, Int)? {
        if topDialog == nil, let drawer = openDrawer {
            // The sheet's window shows content rows scroll+1 ... below its top border row.
            guard row > drawer.bodyTop, row <= drawer.bodyTop + drawer.geometry.contentRows else {
                return nil
            }
            let x = column - drawer.area.x
            let y = row - drawer.bodyTop + drawer.scroll
            for id in activeFocusOrder {
                guard let frame = drawer.content.frame(of: id) else { continue }
                if y >= frame.y && y < frame.maxY && x >= frame.x && x < frame.maxX {
                    return (id, drawer.content, x)
                }
            }
            return nil
        }
        for id in tree.focusOrder {
            guard let frame = painted.frame(of: id) else { continue }
            if row >= frame.y && row < frame.maxY && column >= frame.x && column < frame.maxX {
                return (id, painted, column)
            }
        }
        return nil
    }

    /// The painting a control is drawn in and a screen column in it (for a drag).
    private func painting(of id: NodeID, column: Int) -> (PaintedDocument, Int)? {
        if topDialog == nil, let drawer = openDrawer, drawer.content.frame(of: id) != nil {
            return (drawer.content, column - drawer.area.x)
        }
        return (painted, column)
    }
}
