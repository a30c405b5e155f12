/// One control or folder of a panel body, as the panel builder collects it: the node it
/// becomes (with an id relative to its folder) and, for controls, how it reads and writes
/// the model.
///
/// You rarely name this type: every control (``Slider``, ``Toggle``, …) produces one, and
/// modifiers such as ``PanelContent/disabled(_:)`` return one.
///
/// ```swift
/// let item = Toggle<Card>("isEnabled", \.isEnabled).item
/// item.name   // "isEnabled"
/// ```
public struct PanelItem<Model>: PanelContent, Sendable {
    /// The control's name: the last component of its id.
    ///
    /// ```swift
    /// Toggle<Card>("isEnabled", \.isEnabled).item.name   // "isEnabled"
    /// ```
    package let name: String
    /// What the control is.
    ///
    /// ```swift
    /// Toggle<Card>("isEnabled", \.isEnabled).item.element   // a ToggleElement
    /// ```
    package var element: Element
    /// Presentation modifiers.
    ///
    /// ```swift
    /// Toggle<Card>("isEnabled", \.isEnabled).disabled(true).modifiers.isDisabled   // true
    /// ```
    package var modifiers: Modifiers
    /// The folder's contents (empty for a control).
    ///
    /// ```swift
    /// Folder<Card>("motion") { Toggle("isEnabled", \.isEnabled) }.item.children.count   // 1
    /// ```
    package var children: [PanelItem<Model>]
    let binding: ValueBinding<Model>?
    /// How a monitor reads the model, for a monitor bound to a key path.
    var monitor: MonitorBinding<Model>? = nil
    /// Whether the item is a grouping without an id of its own (a ``Row``): its children's ids
    /// are its parent's.
    var isGrouping = false

    init(
        name: String, element: Element, binding: ValueBinding<Model>? = nil,
        children: [PanelItem<Model>] = [],
        modifiers: Modifiers = Modifiers()
    ) {
        self.name = name
        self.element = element
        self.binding = binding
        self.children = children
        self.modifiers = modifiers
    }

    /// The item itself.
    ///
    /// ```swift
    /// let item = Toggle<Card>("isEnabled", \.isEnabled).item
    /// item.item.name   // "isEnabled"
    /// ```
    public var item: PanelItem<Model> { self }
}
