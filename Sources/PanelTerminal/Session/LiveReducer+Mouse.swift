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
            if onPanel, pressFolderTab(column: mouse.column, row: row) { return }
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

extension LiveReducer.Step {
    /// A left press on the tab strip of a folder shown as tabs (the row under its header), in
    /// the panel or in an open drawer: the tab under it opens and the folder takes focus;
    /// `false` when the press is on no strip.
    mutating func pressFolderTab(column: Int, row: Int) -> Bool {
        guard context.topDialog == nil, let place = context.place(atColumn: column, row: row) else {
            return false
        }
        let painted = place.painting
        for id in place.order {
            guard let frame = painted.frame(of: id), place.row > frame.y, place.row < frame.maxY,
                let node = painted.node(for: id), case .folder(let folder) = node.element, folder.showsTabs,
                !folder.isCollapsed
            else { continue }
            let content = RowModel.contentFrame(of: node, in: frame)
            guard place.row == content.y + 1 else { continue }
            view.focus = id
            view.message = nil
            let strip = FolderElement.strip(
                of: node, values: context.values, from: content.x + RowModel.folderIndent,
                measure: painted.canvas.measure, sanitizer: painted.canvas.sanitizer)
            if let tab = strip.tabs.first(where: {
                place.column >= $0.column && place.column < $0.column + $0.width
            }),
                tab.index != strip.open
            {
                selectTab(id, tab.index, of: node)
            }
            return true
        }
        return false
    }
}
