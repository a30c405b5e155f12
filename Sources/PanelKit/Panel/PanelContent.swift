/// Something that can appear in a panel body: a control, a folder, or an item returned by
/// a modifier.
///
/// ```swift
/// let card = PanelState("Card", initial: Card()) {
///     Toggle("isEnabled", \.isEnabled)
///     Slider("cornerRadius", \.cornerRadius, in: 0...48).disabled()
/// }
/// ```
public protocol PanelContent<Model> {
    /// The model type whose properties the controls edit.
    associatedtype Model

    /// The item this content contributes to the panel.
    var item: PanelItem<Model> { get }
}

extension PanelContent {
    /// Shows the control but does not let anyone edit it (`true` by default).
    ///
    /// ```swift
    /// Slider("speed", \.speed, in: 0...2).disabled()
    /// ```
    public func disabled(_ isDisabled: Bool = true) -> PanelItem<Model> {
        var item = self.item
        item.modifiers.isDisabled = isDisabled
        return item
    }

    /// Hides the control; it keeps its value and id (`true` by default).
    ///
    /// ```swift
    /// Toggle("debug", \.debug).hidden(!showsDebug)
    /// ```
    public func hidden(_ isHidden: Bool = true) -> PanelItem<Model> {
        var item = self.item
        item.modifiers.isHidden = isHidden
        return item
    }

    /// Shows `label` instead of the control's name (the id is unchanged).
    ///
    /// ```swift
    /// Slider("cornerRadius", \.cornerRadius, in: 0...48).label("Corner radius")
    /// ```
    public func label(_ label: String) -> PanelItem<Model> {
        var item = self.item
        item.element = item.element.relabeled(label)
        return item
    }
}
