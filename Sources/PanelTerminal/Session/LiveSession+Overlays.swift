/// Dialogs and the drawer in the live session: what sits above the panel takes the keys and
/// the mouse while it is shown.
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
extension LiveSession {
    /// A dialog that is shown: its node and its card's frame (panel coordinates).
    struct ShownDialog {
        var node: Node
        var dialog: DialogElement
        var frame: CellRect?
    }

    /// An open drawer as drawn: its state, the area it covers, the panel it shows painted
    /// alone, and where that panel's rows appear.
    struct OpenDrawer {
        var id: NodeID
        var state: DrawerPresentation
        var area: CellRect
        var panel: Node
        var content: PaintedDocument
        var geometry: DrawerGeometry

        /// The first row of the sheet (its picker row, when shown).
        var sheetTop: Int { area.maxY - geometry.sheetHeight }
        /// The row where the panel's own top border is drawn.
        var bodyTop: Int { sheetTop + (geometry.showsPicker ? 1 : 0) }
        /// The scroll offset as drawn.
        var scroll: Int { geometry.clampedScroll(state.scroll) }

        /// The panel row of `frame` (a frame in ``content``) on the screen's panel, or `nil`
        /// when it is scrolled out of the window.
        func row(of frame: CellRect) -> Int? {
            let contentRow = frame.y - 1
            guard contentRow >= scroll, contentRow < scroll + geometry.contentRows else { return nil }
            return bodyTop + 1 + contentRow - scroll
        }
    }

    /// The ids of the dialogs and drawer panel roots in `root` (to watch their state).
    static func overlayIDs(in root: Node) -> [NodeID] {
        root.allNodes.compactMap { node in
            switch node.element {
            case .dialog: return node.id
            case .panelRoot(let panelRoot) where panelRoot.mode == .drawer: return node.id
            default: return nil
            }
        }
    }

    /// Whether a dialog or a drawer is shown now.
    var hasShownOverlay: Bool {
        let values = painted.document.values
        return overlayNodes.contains { id in
            guard let value = values[id]?.object, case .bool(true)? = value["presented"] else { return false }
            return true
        }
    }

    /// The dialog on top: the presented one drawn last (highest z, then latest in the tree).
    var topDialog: ShownDialog? {
        guard hasShownOverlay else { return nil }
        var best: (z: Int, dialog: ShownDialog)?
        for node in tree.root.allNodes {
            guard case .dialog(let dialog) = node.element, let id = node.id, !node.modifiers.isHidden,
                let value = painted.document.values[id],
                let state = try? DialogPresentation(panelValue: value),
                state.isPresented
            else { continue }
            if best == nil || state.z >= best!.z {
                best = (state.z, ShownDialog(node: node, dialog: dialog, frame: painted.frame(of: id)))
            }
        }
        return best?.dialog
    }

    /// The open drawer, laid out at the screen's width, if one is open.
    var openDrawer: OpenDrawer? {
        guard hasShownOverlay else { return nil }
        for node in tree.root.allNodes {
            guard case .panelRoot(let root) = node.element, root.mode == .drawer, let id = node.id,
                let area = painted.frame(of: id)
            else { continue }
            let values = painted.document.values
            let state =
                values[id].flatMap { try? DrawerPresentation(panelValue: $0) }
                ?? DrawerPresentation(isPresented: root.defaultOpen)
            guard state.isPresented else { continue }
            let panels = node.children.filter { !$0.element.isOverlay && !$0.modifiers.isHidden }
            guard let first = panels.first else { continue }
            let panel = panels.first { $0.id != nil && $0.id == state.selected } ?? first
            guard
                let content = try? ANSIRenderer(width: area.width, colorDepth: colorDepth).painted(
                    PanelDocument(root: panel, values: values)),
                content.canvas.height >= 2
            else { continue }
            let geometry = DrawerGeometry(
                rootHeight: area.height, contentHeight: content.canvas.height - 2, panelCount: panels.count,
                detent: state.detent)
            return OpenDrawer(
                id: id, state: state, area: area, panel: panel, content: content, geometry: geometry)
        }
        return nil
    }

    /// The controls that take focus now: the top dialog's, else the open drawer's panel's,
    /// else every control but those of dialogs and drawers.
    var activeFocusOrder: [NodeID] {
        let order = tree.focusOrder
        guard !overlayNodes.isEmpty else { return order }
        let inside = { (node: Node) in Set(node.allNodes.compactMap(\.id)) }
        if let top = topDialog { return order.filter(inside(top.node).contains) }
        if let drawer = openDrawer { return order.filter(inside(drawer.panel).contains) }
        var hidden = Set<NodeID>()
        for id in overlayNodes {
            guard let node = tree.root.node(withID: id) else { continue }
            hidden.formUnion(inside(node))
        }
        return order.filter { !hidden.contains($0) }
    }

    /// Keeps focus where the person can act: on the top dialog's least destructive button
    /// when a dialog appears, inside an open drawer, and off controls that are not shown.
    func reconcileOverlayFocus() {
        guard !overlayNodes.isEmpty else { return }
        let order = activeFocusOrder
        if let focus = view.focus, order.contains(focus) { return }
        var next = order.first
        if let top = topDialog {
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
        update { $0.focus = next }
    }

    /// Escape while a dialog or drawer is shown; `false` when none is (Escape does what it
    /// does without them).
    func handleOverlayEscape() -> Bool {
        if let top = topDialog, let id = top.node.id {
            if top.dialog.dismissOnEscape { dismissDialog(id, title: top.dialog.title, reason: .escape) }
            return true
        }
        if let drawer = openDrawer {
            closeDrawer(drawer.id, reason: .escape)
            return true
        }
        return false
    }

    /// A left click at a panel cell while a dialog or drawer is shown: `true` when it was
    /// taken (outside the card or sheet), `false` when it goes on to the control there.
    func handleOverlayPress(column: Int, row: Int) -> Bool {
        if let top = topDialog, let id = top.node.id {
            if let card = top.frame, card.contains(column: column, row: row) { return false }
            if top.dialog.dismissOnOutsideTap {
                dismissDialog(id, title: top.dialog.title, reason: .outsideTap)
            }
            return true
        }
        if let drawer = openDrawer {
            guard row < drawer.sheetTop || !drawer.area.contains(column: column, row: row) else {
                return false
            }
            closeDrawer(drawer.id, reason: .outsideTap)
            return true
        }
        return false
    }

    /// Page Up or Page Down with a drawer open: scrolls it by its window; `false` without one.
    func scrollOpenDrawer(pages: Int) -> Bool {
        guard topDialog == nil, let drawer = openDrawer else { return false }
        let target = drawer.geometry.clampedScroll(
            drawer.scroll + pages * max(1, drawer.geometry.contentRows))
        setDrawerScroll(drawer, to: target)
        // Focus follows to a control in the new window when it was scrolled out.
        if let focus = view.focus, let frame = drawer.content.frame(of: focus) {
            var moved = drawer
            moved.state.scroll = target
            if moved.row(of: frame) == nil {
                let visible = activeFocusOrder.first { id in
                    drawer.content.frame(of: id).flatMap { moved.row(of: $0) } != nil
                }
                if let visible { update { $0.focus = visible } }
            }
        }
        return true
    }

    /// Scrolls an open drawer so that the focused control shows.
    func revealFocusInDrawer() {
        guard topDialog == nil, let drawer = openDrawer, let focus = view.focus,
            let frame = drawer.content.frame(of: focus)
        else { return }
        let rows = (frame.y - 1)..<(frame.maxY - 1)
        let target = drawer.geometry.scroll(drawer.scroll, revealing: rows)
        if target != drawer.state.scroll { setDrawerScroll(drawer, to: target) }
    }

    /// The focused control's frame on the screen's panel when it sits in an open drawer, with
    /// the drawer's own painting (for the focus marker).
    func drawerFocus() -> (frame: CellRect, painted: PaintedDocument, shift: Int)? {
        guard let drawer = openDrawer, topDialog == nil, let focus = view.focus,
            let frame = drawer.content.frame(of: focus), let row = drawer.row(of: frame)
        else { return nil }
        return (frame, drawer.content, row - frame.y)
    }

    func setDrawerScroll(_ drawer: OpenDrawer, to offset: Int) {
        do {
            let state = try model.changeDrawer(drawer.id, .scrollTo(offset))
            show(state.panelValue, for: drawer.id)
        } catch {
            update { $0.message = "\(error)" }
        }
    }

    private func dismissDialog(_ id: NodeID, title: String?, reason: DismissalReason) {
        dismissOverlay {
            try model.dismissDialog(id, reason: reason)
            return "dismissed \(title ?? id.rawValue) (\(reason.name))"
        }
    }

    func closeDrawer(_ id: NodeID, reason: DismissalReason) {
        dismissOverlay {
            try model.changeDrawer(id, .close(reason))
            return "closed the drawer (\(reason.name))"
        }
    }

    /// Runs a dismissal, shows what it did (or its error) on the status line, and lays the
    /// panel out again with no focus (``reconcileOverlayFocus()`` picks it).
    private func dismissOverlay(_ dismissal: () throws -> String) {
        do {
            let message = try dismissal()
            update { $0.message = message }
        } catch {
            update { $0.message = "\(error)" }
        }
        syncFromModel()
        update { $0.focus = nil }
        rebuild()
    }
}
