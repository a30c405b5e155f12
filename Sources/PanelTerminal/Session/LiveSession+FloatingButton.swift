/// The floating button and the drawer's own keys in the live session.
///
/// - The button is drawn at its position over the content (its corner until it is moved); a
///   click on it opens its drawer; a drag moves it and, on release, it snaps to the nearest
///   edges (`FloatingButtonSnapping`, from the drag's last movement), and its position is saved
///   under its storage id (`FloatingButtonPositionFile`) and found there on the next run. A new
///   screen size keeps it pinned to its edges.
/// - `t` opens the drawer or closes it, `m` switches its height between medium and tall, `<`
///   and `>` show the previous and next panel; a click on a picker tab shows that panel.
extension LiveSession {
    /// A press on the floating button, until it is released.
    struct ButtonDrag: Equatable {
        var id: NodeID
        var start: (column: Int, row: Int)
        var last: (column: Int, row: Int)
        var previous: (column: Int, row: Int)
        var moved = false

        static func == (left: ButtonDrag, right: ButtonDrag) -> Bool {
            left.id == right.id && left.start == right.start && left.last == right.last
                && left.previous == right.previous && left.moved == right.moved
        }
    }

    /// A floating button of the tree: its node, its element and the drawer root it opens.
    struct ShownButton {
        var id: NodeID
        var element: FloatingButtonElement
        var drawer: NodeID?
    }

    /// The floating buttons of the tree being shown, with the drawer each one opens.
    var floatingButtonNodes: [ShownButton] {
        var found: [ShownButton] = []
        func visit(_ node: Node, drawer: NodeID?) {
            if case .floatingButton(let element) = node.element, let id = node.id, !node.modifiers.isHidden {
                found.append(ShownButton(id: id, element: element, drawer: drawer))
            }
            var inner = drawer
            if case .panelRoot(let root) = node.element, root.mode == .drawer { inner = node.id }
            for child in node.children { visit(child, drawer: inner) }
        }
        visit(tree.root, drawer: nil)
        return found
    }

    /// `values` with each floating button's position as the session keeps it.
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
        for button in floatingButtonNodes {
            guard let area = painted.frame(of: button.id) else { continue }
            let state =
                buttons[button.id]
                ?? FloatingButtonState(
                    button: OverlayPlacement.floatingButtonSize(
                        button.element, measure: painted.canvas.measure, sanitizer: painted.canvas.sanitizer),
                    corner: button.element.corner, storageID: button.element.storageID, store: buttonFile)
            let isNew = buttons[button.id] == nil
            buttons[button.id] = state
            let before = state.position
            let after = state.resize(to: OverlaySize(width: Double(area.width), height: Double(area.height)))
            if isNew || after != before { changed = true }
        }
        return changed
    }

    /// Where a floating button is drawn (panel coordinates), or `nil` when it is not shown
    /// (its drawer is open, a dialog covers it).
    func buttonFrame(_ button: ShownButton) -> CellRect? {
        guard let area = painted.frame(of: button.id) else { return nil }
        if let drawer = button.drawer, drawerState(drawer)?.isPresented == true { return nil }
        return OverlayPlacement.floatingButtonFrame(
            button.element, value: painted.document.values[button.id], in: area,
            measure: painted.canvas.measure, sanitizer: painted.canvas.sanitizer)
    }

    /// A left press at a panel cell: on a floating button, it starts a press (a click or a
    /// drag); `false` elsewhere.
    func pressFloatingButton(column: Int, row: Int) -> Bool {
        guard topDialog == nil else { return false }
        for button in floatingButtonNodes.reversed() {
            guard let frame = buttonFrame(button), frame.contains(column: column, row: row) else { continue }
            buttons[button.id]?.beginDrag()
            let point = (column, row)
            buttonDrag = ButtonDrag(id: button.id, start: point, last: point, previous: point)
            return true
        }
        return false
    }

    /// The mouse moved with the button held: the floating button follows; `false` without a
    /// press on one.
    func dragFloatingButton(column: Int, row: Int) -> Bool {
        guard var drag = buttonDrag, let state = buttons[drag.id] else { return false }
        guard (column, row) != drag.last else { return true }
        drag.previous = drag.last
        drag.last = (column, row)
        drag.moved = true
        buttonDrag = drag
        state.drag(
            by: OverlaySize(width: Double(column - drag.start.column), height: Double(row - drag.start.row)))
        repaintButtons()
        return true
    }

    /// The mouse button went up: a press that did not move opens the drawer, a drag snaps the
    /// button from its last movement and saves the position; `false` without a press on one.
    func releaseFloatingButton() -> Bool {
        guard let drag = buttonDrag else { return false }
        buttonDrag = nil
        guard let state = buttons[drag.id] else { return true }
        guard drag.moved else {
            if let button = floatingButtonNodes.first(where: { $0.id == drag.id }), let drawer = button.drawer
            {
                changeDrawer(drawer, .open, done: "opened the drawer")
            }
            return true
        }
        // A fling: the last movement, carried on a little, is where the snapping aims.
        let predicted = OverlaySize(
            width: Double(drag.last.column - drag.previous.column) * 4,
            height: Double(drag.last.row - drag.previous.row) * 4)
        state.release(predictedOffset: predicted)
        let edges = state.position.orderedEdges.map(\.name).joined(separator: ", ")
        update {
            $0.message = state.saveProblem.map { "not saved: \($0)" } ?? "the button snapped to \(edges)"
        }
        repaintButtons()
        return true
    }

    /// The floating buttons moved: paint them again (they float over the content).
    func repaintButtons() {
        painted = paint(values: painted.document.values)
        markFullDiff()
    }

    /// The state of the drawer root `id` as shown.
    func drawerState(_ id: NodeID) -> DrawerPresentation? {
        guard let node = tree.root.node(withID: id), case .panelRoot(let root) = node.element else {
            return nil
        }
        return painted.document.values[id].flatMap { try? DrawerPresentation(panelValue: $0) }
            ?? DrawerPresentation(isPresented: root.defaultOpen)
    }

    /// The first drawer root of the tree.
    var drawerRootID: NodeID? {
        overlayNodes.first { id in
            if case .panelRoot? = tree.root.node(withID: id)?.element { return true }
            return false
        }
    }

    /// The panels a drawer root shows (their ids), in order.
    func drawerPanels(_ id: NodeID) -> [NodeID] {
        guard let node = tree.root.node(withID: id) else { return [] }
        return node.children.filter { !$0.element.isOverlay && !$0.modifiers.isHidden }.compactMap(\.id)
    }

    /// `t`, `m`, `<`, `>`: the drawer's keys; `false` when the tree has no drawer.
    func handleDrawerKey(_ character: Character) -> Bool {
        guard topDialog == nil, let id = drawerRootID, let state = drawerState(id) else { return false }
        switch character {
        case "t":
            if state.isPresented {
                closeDrawer(id, reason: .cancel)
            } else {
                changeDrawer(id, .open, done: "opened the drawer")
            }
        case "m":
            let detent: DrawerDetent = state.detent == .tall ? .medium : .tall
            if !state.isPresented { changeDrawer(id, .open, done: "opened the drawer") }
            changeDrawer(id, .detent(detent), done: "drawer: \(detent.name)")
        case "<", ">":
            let panels = drawerPanels(id)
            guard panels.count > 1 else {
                update { $0.message = "the drawer shows one panel" }
                return true
            }
            let current = openDrawer?.panel.id ?? state.selected ?? panels[0]
            let index = panels.firstIndex(of: current) ?? 0
            let next = panels[(index + (character == ">" ? 1 : panels.count - 1)) % panels.count]
            if !state.isPresented { changeDrawer(id, .open, done: "opened the drawer") }
            changeDrawer(id, .select(next), done: "drawer: \(next.rawValue)")
        default:
            return false
        }
        return true
    }

    /// A click on the open drawer's picker row: the tab under it shows its panel; `false` when
    /// the click is not on the picker.
    func pressPickerTab(column: Int, row: Int) -> Bool {
        guard topDialog == nil, let drawer = openDrawer, drawer.geometry.showsPicker, row == drawer.sheetTop,
            let node = tree.root.node(withID: drawer.id)
        else { return false }
        let panels = node.children.filter { !$0.element.isOverlay && !$0.modifiers.isHidden }
        let tabs = OverlayPlacement.pickerTabs(
            panels, selected: drawer.panel, from: drawer.area.x + 1, measure: painted.canvas.measure,
            sanitizer: painted.canvas.sanitizer)
        if let tab = tabs.first(where: { column >= $0.column && column < $0.column + $0.width }),
            let id = tab.panel.id, id != drawer.panel.id
        {
            changeDrawer(drawer.id, .select(id), done: "drawer: \(id.rawValue)")
        }
        return true
    }

    /// Changes a drawer's state through the model, shows it, and puts focus in what it shows.
    func changeDrawer(_ id: NodeID, _ change: Panel.DrawerChange, done: String) {
        do {
            let state = try model.changeDrawer(id, change)
            show(state.panelValue, for: id)
            update {
                $0.message = done
                $0.focus = nil
            }
            markFullDiff()
        } catch {
            update { $0.message = "\(error)" }
        }
    }
}
