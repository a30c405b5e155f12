extension PanelDocument {
    /// The document with its rules applied: each node whose ``Modifiers/visibleWhen`` does
    /// not hold is hidden and each whose ``Modifiers/disabledWhen`` holds is disabled, for
    /// backends that draw what is shown now (the rules stay in the tree). A document
    /// without rules is returned as it is.
    ///
    /// ```swift
    /// let shown = document.resolvingRules()
    /// shown.root.node(withID: "blur")?.modifiers.isHidden   // true while mode is not "advanced"
    /// ```
    package func resolvingRules() -> PanelDocument {
        guard root.hasRules else { return self }
        func resolve(_ node: Node) -> Node {
            var node = node
            if node.modifiers.visibleWhen != nil || node.modifiers.disabledWhen != nil {
                node.modifiers.isHidden = node.modifiers.isHidden(for: values)
                node.modifiers.isDisabled = node.modifiers.isDisabled(for: values)
            }
            node.children = node.children.map(resolve)
            return node
        }
        return PanelDocument(root: resolve(root), values: values)
    }
}
