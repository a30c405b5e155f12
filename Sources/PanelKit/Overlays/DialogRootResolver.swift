/// Nearest-root resolution: moves the dialogs attached anywhere inside a root's content to
/// the root, stopping at nested roots (whose dialogs are theirs already).
enum DialogRootResolver {
    /// Removes from `node`'s subtree every dialog and drawer panel root not inside a nested
    /// `dialogRoot` and appends it to `dialogs` or `drawers`, in tree order.
    static func hoist(from node: inout Node, into dialogs: inout [Node], drawers: inout [Node]) {
        if case .dialogRoot = node.element { return }
        var kept: [Node] = []
        kept.reserveCapacity(node.children.count)
        for var child in node.children {
            if case .dialog = child.element {
                dialogs.append(child)
                continue
            }
            if case .panelRoot(let root) = child.element, root.mode == .drawer {
                // A drawer covers the root too, below the root's dialogs.
                drawers.append(child)
                continue
            }
            hoist(from: &child, into: &dialogs, drawers: &drawers)
            kept.append(child)
        }
        node.children = kept
    }
}
