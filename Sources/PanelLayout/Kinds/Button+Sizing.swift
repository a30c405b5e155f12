import PanelCore

extension ButtonElement: KindSizing {
    /// As wide as its label plus ``RowModel/buttonChrome``, no wider.
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        .fixed(Double(pass.wrap.measure(label) + RowModel.buttonChrome))
    }
}
