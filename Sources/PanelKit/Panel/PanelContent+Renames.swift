extension PanelContent {
    /// Names the ids this control had before, newest first, so that values saved under an
    /// old id — in a saved file, a preset, or the values a ``Panel/configure(_:name:)`` keeps —
    /// move to the control's id (clamped as usual) and are reported as
    /// `drag → damping: renamed`. Each name is relative to the control's folder, as the
    /// control's own name is; the tree carries the full ids (JSON `"renamedFrom"`).
    ///
    /// ```swift
    /// Slider("damping", \.damping, in: 0...1).renamed(from: "drag")
    /// Folder("motion") {
    ///     Slider("bounce", \.bounce, in: 0...1).renamed(from: "spring", "springiness")   // motion.spring, …
    /// }
    /// ```
    public func renamed(from names: String...) -> PanelItem<Model> {
        var item = self.item
        item.modifiers.renamedFrom += names.map { NodeID($0) }
        return item
    }
}
