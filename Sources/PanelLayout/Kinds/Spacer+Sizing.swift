import PanelCore

extension SpacerElement: KindSizing {
    /// Flexible along a row (at least its minimum length), nothing across a column.
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        axis == .vertical ? .zero : .flexible(from: axis == .horizontal ? Double(max(0, minLength)) : 0)
    }

    /// Flexible along a column (at least its minimum length), nothing across a row.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        axis == .horizontal ? .zero : .flexible(from: axis == .vertical ? Double(max(0, minLength)) : 0)
    }
}
