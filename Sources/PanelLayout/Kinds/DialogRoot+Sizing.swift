import PanelCore

extension DialogRootElement: KindSizing {
    /// Its content's height, and room for a drawer inside it.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        pass.dialogRootHeight(node.children, width: width)
    }
}
