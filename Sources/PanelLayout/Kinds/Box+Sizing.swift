import PanelCore

extension BoxElement: KindSizing {
    /// Its widest child, and room for its title on its border.
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        var stacked = LayoutPass.combineMax(
            pass.inFlow(node.children).map { pass.widthExtent($0, axis: .vertical) })
        if let title {
            let titleWidth = Double(pass.wrap.measure(title) + 2)
            stacked = Extent(
                min: max(stacked.min, titleWidth), ideal: max(stacked.ideal, titleWidth),
                max: max(stacked.max, titleWidth))
        }
        return stacked
    }

    /// Its children one below the other.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        pass.stackHeight(node.children, axis: .vertical, spacing: 0, width: width)
    }

    var frameStyle: FrameStyle { FrameStyle(isBordered: true) }
}
