/// The floating buttons of the tree shown, and where each one is drawn.
extension LiveContext {
    /// A floating button of the tree: its node, its element and the drawer root it opens.
    struct ShownButton {
        var id: NodeID
        var element: FloatingButtonElement
        var drawer: NodeID?
    }

    /// The floating buttons of the tree being shown, with the drawer each one opens.
    var floatingButtons: [ShownButton] { Self.floatingButtons(in: tree.root) }

    /// The floating buttons of `root`, with the drawer each one opens.
    static func floatingButtons(in root: Node) -> [ShownButton] {
        var found: [ShownButton] = []
        func visit(_ node: Node, drawer: NodeID?) {
            if case .floatingButton(let element) = node.element, let id = node.id, !node.modifiers.isHidden {
                found.append(ShownButton(id: id, element: element, drawer: drawer))
            }
            var inner = drawer
            if case .panelRoot(let root) = node.element, root.mode == .drawer { inner = node.id }
            for child in node.children { visit(child, drawer: inner) }
        }
        visit(root, drawer: nil)
        return found
    }

    /// Where a floating button is drawn (panel coordinates), or `nil` when it is not shown
    /// (its drawer is open).
    func buttonFrame(_ button: ShownButton) -> CellRect? {
        guard let area = painted.frame(of: button.id) else { return nil }
        if let drawer = button.drawer, drawerState(drawer)?.isPresented == true { return nil }
        return OverlayPlacement.floatingButtonFrame(
            button.element, value: values[button.id], in: area,
            measure: painted.canvas.measure, sanitizer: painted.canvas.sanitizer)
    }
}
