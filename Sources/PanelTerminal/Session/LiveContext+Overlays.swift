/// What sits above the panel, as the screen shows it: the dialogs and the drawer, found from
/// the tree and the values shown.
extension LiveContext {
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
    var hasShownOverlay: Bool { Self.hasShownOverlay(among: overlayNodes, in: values) }

    /// Whether one of the dialogs and drawer roots `overlays` is presented in `values`.
    static func hasShownOverlay(among overlays: [NodeID], in values: ValueMap) -> Bool {
        overlays.contains { id in
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
                let value = values[id],
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

    /// Where `focus` is drawn on the screen's panel when it sits in an open drawer's window (a
    /// row of its frame in the drawer's painting, moved to where the drawer shows it), with that
    /// painting; `nil` otherwise.
    func drawerFocus(_ focus: NodeID?) -> (frame: CellRect, painted: PaintedDocument)? {
        guard !overlayNodes.isEmpty, let focus, let drawer = openDrawer, topDialog == nil,
            let frame = drawer.content.frame(of: focus), let row = drawer.row(of: frame)
        else { return nil }
        return (CellRect(x: frame.x, y: row, width: frame.width, height: 1), drawer.content)
    }

    /// The state of the drawer root `id` as shown.
    func drawerState(_ id: NodeID) -> DrawerPresentation? {
        guard let node = tree.root.node(withID: id), case .panelRoot(let root) = node.element else {
            return nil
        }
        return values[id].flatMap { try? DrawerPresentation(panelValue: $0) }
            ?? DrawerPresentation(isPresented: root.defaultOpen)
    }

    /// The first drawer root of the tree.
    var drawerRootID: NodeID? {
        overlayNodes.first { id in
            if case .panelRoot? = tree.root.node(withID: id)?.element { return true }
            return false
        }
    }

    /// The panels a drawer root shows, in order.
    func drawerPanels(_ id: NodeID) -> [Node] {
        guard let node = tree.root.node(withID: id) else { return [] }
        return node.children.filter { !$0.element.isOverlay && !$0.modifiers.isHidden }
    }
}
