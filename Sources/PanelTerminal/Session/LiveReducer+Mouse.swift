extension LiveReducer.Step {
    /// Click to focus (and press, toggle, open), drag a slider, wheel to adjust or scroll.
    mutating func handleMouse(_ mouse: MouseEvent, now: Double) {
        guard case .normal = view.mode else {
            if case .help = view.mode, mouse.action == .press { view.mode = .normal }
            return
        }
        let row = mouse.row + view.scroll
        let onPanel = mouse.row < context.logTop
        switch (mouse.button, mouse.action) {
        case (.left, .press):
            commitHeld()
            if onPanel, pressPickerTab(column: mouse.column, row: row) { return }
            if onPanel, pressSheet(column: mouse.column, row: row) { return }
            if onPanel, handleOverlayPress(column: mouse.column, row: row) { return }
            if onPanel, pressFloatingButton(column: mouse.column, row: row) { return }
            guard onPanel, let (id, painting, column) = context.control(atColumn: mouse.column, row: row),
                let node = painting.node(for: id)
            else { return }
            view.focus = id
            view.message = nil
            switch ValueStep.click(for: node) {
            case .drag:
                guard let position = painting.sliderPosition(of: id, column: column),
                    let value = ValueStep.value(for: node, atPosition: position)
                else { return }
                beginHeld(id, value: value, now: now, dragging: true)
            case .press:
                handle(.input(.key(Key(.character(" "))), now: now))
            case .none:
                break
            }
        case (.left, .drag):
            if dragFloatingButton(column: mouse.column, row: row) || dragSheet(row: row) { return }
            guard let held = view.held, held.dragging else { return }
            let (painting, column) = context.painting(of: held.id, column: mouse.column)
            guard let node = painting.node(for: held.id),
                let position = painting.sliderPosition(of: held.id, column: column),
                let value = ValueStep.value(for: node, atPosition: position)
            else { return }
            view.held?.last = now
            setValue(value, for: held.id, gesture: held.gesture)
        case (_, .release):
            if releaseFloatingButton() || releaseSheet() { return }
            if let held = view.held, held.dragging { commitHeld() }
        case (.wheelUp, _), (.wheelDown, _):
            if context.hasShownOverlay, context.topDialog == nil, let drawer = context.openDrawer {
                let rows = mouse.button == .wheelUp ? -1 : 1
                setDrawerScroll(drawer, to: drawer.geometry.clampedScroll(drawer.scroll + rows))
                return
            }
            let direction = mouse.button == .wheelUp ? 1 : -1
            if onPanel, let (id, painting, _) = context.control(atColumn: mouse.column, row: row),
                let node = painting.node(for: id), ValueStep.wheelSteps(node)
            {
                if view.focus != id { commitHeld() }
                view.focus = id
                handle(.input(.key(Key(direction > 0 ? .right : .left)), now: now))
            } else {
                moveFocus(by: -direction)
            }
        default:
            break
        }
    }
}
