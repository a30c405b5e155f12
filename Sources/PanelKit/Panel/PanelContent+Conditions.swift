extension PanelContent {
    /// Shows the control only while `condition` holds over the other values; hidden, it
    /// keeps its value. The rule is data in the tree, so every frontend evaluates it.
    ///
    /// ```swift
    /// Slider("blur", \.blur, in: 0...40).visible(when: .equals("style", "glass"))
    /// ```
    public func visible(when condition: Condition) -> PanelItem<Model> {
        var item = self.item
        item.modifiers.visibleWhen = condition
        return item
    }

    /// Disables the control while `condition` holds over the other values: it is shown
    /// dimmed and writes to it are rejected (code `disabled`).
    ///
    /// ```swift
    /// Slider("speed", \.speed, in: 0...2).disabled(when: .equals("isEnabled", false))
    /// ```
    public func disabled(when condition: Condition) -> PanelItem<Model> {
        var item = self.item
        item.modifiers.disabledWhen = condition
        return item
    }
}
