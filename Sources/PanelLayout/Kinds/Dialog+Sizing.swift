import PanelCore

extension DialogElement: KindSizing {
    /// Its widest child, its title and its message's longest line.
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        var stacked = LayoutPass.combineMax(
            pass.inFlow(node.children).map { pass.widthExtent($0, axis: .vertical) })
        let title = Double(pass.wrap.measure(self.title ?? "") + 2)
        let message = Double(message.map { pass.wrap.lineWidth($0) } ?? 0)
        stacked.ideal = max(stacked.ideal, title, message)
        return stacked
    }

    /// Its message's rows, then its children one below the other.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        .fixed(
            Double(pass.messageRows(self, width: width, hasContent: !node.children.isEmpty))
                + pass.stackHeight(node.children, axis: .vertical, spacing: 0, width: width).ideal)
    }

    /// A card at its placement in `area`, its message on top and its children below.
    func placeOverlay(_ node: Node, over area: LayoutRect, path: [Int], pass: LayoutPass) {
        let card = LayoutPass.dialogCard(
            ideal: pass.idealSize(node), height: { pass.heightExtent(node, width: $0, axis: nil).ideal },
            placement: placement, in: area)
        pass.record(node, path, card)
        let inner = LayoutPass.inner(card, LayoutPass.insets(of: node))
        let rows = Double(pass.messageRows(self, width: inner.width, hasContent: !node.children.isEmpty))
        let content = LayoutRect(
            x: inner.x, y: inner.y + rows, width: inner.width, height: max(0, inner.height - rows))
        pass.placeStack(node.children, in: content, path: path, stack: StackElement(axis: .vertical))
    }

    var frameStyle: FrameStyle { FrameStyle(isBordered: true, isPadded: true) }
}
