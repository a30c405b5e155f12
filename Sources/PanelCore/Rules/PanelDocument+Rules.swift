extension PanelDocument {
    /// The document with its rules applied: each node whose ``Modifiers/visibleWhen`` does
    /// not hold is hidden and each whose ``Modifiers/disabledWhen`` holds is disabled, for
    /// backends that draw what is shown now (the rules stay in the tree). A document
    /// without rules is returned as it is. A folder shown as tabs has its closed tabs hidden
    /// and its open one marked (see ``FolderElement``).
    ///
    /// ```swift
    /// let shown = document.resolvingRules()
    /// shown.root.node(withID: "blur")?.modifiers.isHidden   // true while mode is not "advanced"
    /// ```
    package func resolvingRules() -> PanelDocument {
        let (hasRules, hasTabs) = root.resolvingNeeds
        guard hasRules || hasTabs else { return self }
        func resolve(_ node: Node) -> Node {
            var node = node
            if node.modifiers.visibleWhen != nil || node.modifiers.disabledWhen != nil {
                node.modifiers.isHidden = node.modifiers.isHidden(for: values)
                node.modifiers.isDisabled = node.modifiers.isDisabled(for: values)
            }
            node.children = node.children.map(resolve)
            return node
        }
        let ruled = hasRules ? resolve(root) : root
        // Then the tabs folders' closed tabs hidden (a rule never shows one), the open one shown
        // under the strip.
        return PanelDocument(root: hasTabs ? ruled.resolvingTabs(values: values) : ruled, values: values)
    }
}
