import PanelCore

extension PanelRootElement: KindSizing {
    /// Its panels one below the other.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        pass.stackHeight(node.children, axis: .vertical, spacing: 0, width: width)
    }

    /// A drawer covers `area`; its panels are drawn into the sheet by the backend, at the
    /// detent the state holds, so only its floating button is placed here.
    func placeOverlay(_ node: Node, over area: LayoutRect, path: [Int], pass: LayoutPass) {
        pass.record(node, path, area)
        for (i, child) in node.children.enumerated() {
            if child.element.isOverlay {
                pass.placeOverlay(child, over: area, path: path + [i])
            } else {
                pass.recordCollapsed(child, path + [i], x: area.x, y: area.maxY)
            }
        }
    }
}
