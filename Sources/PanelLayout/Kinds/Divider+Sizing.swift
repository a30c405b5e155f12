import PanelCore

extension DividerElement: KindSizing {
    /// One column in a row; across a column, as wide as it is.
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        axis == .horizontal ? .fixed(1) : Extent(min: 0, ideal: 0, max: .infinity)
    }

    /// One row in a column; along a row, as high as it is.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        axis == .horizontal ? Extent(min: 0, ideal: 0, max: .infinity) : .fixed(1)
    }
}
