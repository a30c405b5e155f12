import PanelCore

extension StackElement: KindSizing {
    /// Its children's widths along its axis: side by side (with its spacing) in a row, the
    /// widest in a column or a depth stack.
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        let extents = pass.inFlow(node.children).map { pass.widthExtent($0, axis: self.axis) }
        return self.axis == .horizontal
            ? LayoutPass.combineSum(extents, spacing: Double(spacing)) : LayoutPass.combineMax(extents)
    }

    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        pass.stackHeight(node.children, axis: self.axis, spacing: Double(spacing), width: width)
    }

    func placeChildren(of node: Node, in inner: LayoutRect, path: [Int], pass: LayoutPass) {
        pass.placeStack(node.children, in: inner, path: path, stack: self)
    }
}
