import PanelCore

extension ScreenElement: KindSizing {
    /// Any width: its children are placed by its constraints.
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        Extent(min: 0, ideal: 0, max: .infinity)
    }

    /// Any height, preferring its children's as rows.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        Extent(min: 0, ideal: pass.rowsHeight(node.children, width: width), max: .infinity)
    }

    /// Its children where the constraint solver puts them.
    func placeChildren(of node: Node, in inner: LayoutRect, path: [Int], pass: LayoutPass) {
        pass.placeScreen(node, in: inner, path: path)
    }

    /// A title row when it has a title (and no border modifier to write it in).
    var frameStyle: FrameStyle { FrameStyle(hasTitleRow: !(title ?? "").isEmpty) }
}
