extension LayoutContent {
    /// Fills the node's frame with `color` behind what it draws (panels, boxes, screens and
    /// dialogs paint their whole interior; text takes the colour behind its characters).
    ///
    /// ```swift
    /// Box("Card") { Text("content") }.background("#1E293B")
    /// ```
    public func background(_ color: HexColor) -> LayoutItem {
        var node = self.node
        node.modifiers.background = color
        return LayoutItem(node)
    }
}
