/// Dialogs and the drawer: what sits above the panel takes the keys and the mouse while it is
/// shown.
///
/// - Escape dismisses the top dialog when it allows (reason `escape`), or closes an open
///   drawer; when the top dialog does not allow it, nothing happens (and the session does not
///   quit).
/// - A click outside the top dialog's card dismisses it when it allows (reason `outsideTap`);
///   a click above an open drawer's sheet closes it. Such a click never reaches the controls
///   below.
/// - Focus stays inside the top dialog (starting on its least destructive button), or inside
///   the open drawer's panel; controls of dialogs that are not shown and of a closed drawer
///   take no focus.
/// - Page Up and Page Down scroll an open drawer by its window's height, and moving focus to
///   a control scrolled out of the window scrolls the drawer to show it; the clamped offset is
///   stored in the drawer's state.
/// - `t` opens the drawer or closes it, `m` switches its height between medium and tall, `<`
///   and `>` show the previous and next panel; a click on a picker tab shows that panel.
extension LiveReducer.Step {
    /// Keeps focus where the person can act: on the top dialog's least destructive button
    /// when a dialog appears, inside an open drawer, and off controls that are not shown.
    mutating func reconcileOverlayFocus() {
        guard !context.overlayNodes.isEmpty else { return }
        let order = context.activeFocusOrder
        if let focus = view.focus, order.contains(focus) { return }
        var next = order.first
        if let top = context.topDialog {
            let buttons = top.node.allNodes.filter { node in
                guard let id = node.id, order.contains(id), case .button = node.element else { return false }
                return true
            }
            let cancel = buttons.first { node in
                if case .button(let button) = node.element { return button.role == .cancel }
                return false
            }
            let safe = buttons.first { node in
                if case .button(let button) = node.element { return button.role != .destructive }
                return false
            }
            next = (cancel ?? safe ?? buttons.first)?.id ?? next
        }
        view.focus = next
    }

    /// Escape while a dialog or drawer is shown; `false` when none is (Escape does what it
    /// does without them).
    mutating func handleOverlayEscape() -> Bool {
        if let top = context.topDialog, let id = top.node.id {
            if top.dialog.dismissOnEscape { dismissDialog(id, title: top.dialog.title, reason: .escape) }
            return true
        }
        if let drawer = context.openDrawer {
            closeDrawer(drawer.id, reason: .escape)
            return true
        }
        return false
    }

    /// A left click at a panel cell while a dialog or drawer is shown: `true` when it was
    /// taken (outside the card or sheet), `false` when it goes on to the control there.
    mutating func handleOverlayPress(column: Int, row: Int) -> Bool {
        if let top = context.topDialog, let id = top.node.id {
            if let card = top.frame, card.contains(column: column, row: row) { return false }
            if top.dialog.dismissOnOutsideTap {
                dismissDialog(id, title: top.dialog.title, reason: .outsideTap)
            }
            return true
        }
        if let drawer = context.openDrawer {
            guard row < drawer.sheetTop || !drawer.area.contains(column: column, row: row) else {
                return false
            }
            closeDrawer(drawer.id, reason: .outsideTap)
            return true
        }
        return false
    }

    /// Page Up or Page Down with a drawer open: scrolls it by its window; `false` without one.
    mutating func scrollOpenDrawer(pages: Int) -> Bool {
        guard context.topDialog == nil, let drawer = context.openDrawer else { return false }
        let target = drawer.geometry.clampedScroll(
            drawer.scroll + pages * max(1, drawer.geometry.contentRows))
        setDrawerScroll(drawer, to: target)
        // Focus follows to a control in the new window when it was scrolled out.
        if let focus = view.focus, let frame = drawer.content.frame(of: focus) {
            var moved = drawer
            moved.state.scroll = target
            if moved.row(of: frame) == nil {
                let visible = context.activeFocusOrder.first { id in
                    drawer.content.frame(of: id).flatMap { moved.row(of: $0) } != nil
                }
                if let visible { view.focus = visible }
            }
        }
        return true
    }

    /// Scrolls an open drawer so that the focused control shows.
    mutating func revealFocusInDrawer() {
        guard !context.overlayNodes.isEmpty, context.topDialog == nil, let drawer = context.openDrawer,
            let focus = view.focus, let frame = drawer.content.frame(of: focus)
        else { return }
        let rows = (frame.y - 1)..<(frame.maxY - 1)
        let target = drawer.geometry.scroll(drawer.scroll, revealing: rows)
        if target != drawer.state.scroll { setDrawerScroll(drawer, to: target) }
    }

    mutating func setDrawerScroll(_ drawer: LiveContext.OpenDrawer, to offset: Int) {
        apply(.changeDrawer(drawer.id, .scrollTo(offset)), then: .drawer(drawer.id, done: nil))
    }

    private mutating func dismissDialog(_ id: NodeID, title: String?, reason: DismissalReason) {
        dismissOverlay(
            .dismissDialog(id, reason: reason), done: "dismissed \(title ?? id.rawValue) (\(reason.name))")
    }

    mutating func closeDrawer(_ id: NodeID, reason: DismissalReason) {
        dismissOverlay(.changeDrawer(id, .close(reason)), done: "closed the drawer (\(reason.name))")
    }

    /// Asks for a dismissal, to show what it did (or why not) on the status line, and lays the
    /// panel out again with no focus (``reconcileOverlayFocus()`` picks it).
    private mutating func dismissOverlay(_ edit: PanelEdit, done: String) {
        apply(edit, then: .message(done))
        sync()
        view.focus = nil
        effects.append(.rebuild)
    }

    /// Changes a drawer's state through the model, to show it and put focus in what it shows.
    mutating func changeDrawer(_ id: NodeID, _ change: Panel.DrawerChange, done: String) {
        apply(.changeDrawer(id, change), then: .drawer(id, done: done))
    }

    /// `t`, `m`, `<`, `>`: the drawer's keys; `false` when the tree has no drawer.
    mutating func handleDrawerKey(_ character: Character) -> Bool {
        guard context.topDialog == nil, let id = context.drawerRootID, let state = context.drawerState(id)
        else {
            return false
        }
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
            let panels = context.drawerPanels(id).compactMap(\.id)
            guard panels.count > 1 else {
                view.message = "the drawer shows one panel"
                return true
            }
            let current = context.openDrawer?.panel.id ?? state.selected ?? panels[0]
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
    mutating func pressPickerTab(column: Int, row: Int) -> Bool {
        guard context.topDialog == nil, let drawer = context.openDrawer, drawer.geometry.showsPicker,
            row == drawer.sheetTop
        else { return false }
        let measure = context.painted.canvas.measure
        let tabs = OverlayPlacement.pickerTabs(
            context.drawerPanels(drawer.id), selected: drawer.panel, from: drawer.area.x + 1,
            measure: measure,
            sanitizer: context.painted.canvas.sanitizer)
        if let tab = tabs.first(where: { column >= $0.column && column < $0.column + $0.width }),
            let id = tab.panel.id, id != drawer.panel.id
        {
            changeDrawer(drawer.id, .select(id), done: "drawer: \(id.rawValue)")
        }
        return true
    }
}
