extension Node {
    /// Whether this node or any node below it has a rule (``Modifiers/visibleWhen`` or
    /// ``Modifiers/disabledWhen``): whether its look can depend on the values. A walk of the
    /// tree; keep the answer while the tree does not change.
    ///
    /// ```swift
    /// document.root.hasRules   // false: nothing to resolve, draw the tree as it is
    /// ```
    package var hasRules: Bool {
        modifiers.visibleWhen != nil || modifiers.disabledWhen != nil
            || children.contains(where: \.hasRules)
    }
}
