/// A named, collapsible group of controls. The ids of its controls are nested under its
/// name: `Slider("x", …)` inside `Folder("motion")` has the id `motion.x`.
///
/// With `style: .tabs` it shows its children as tabs, one open at a time: each child is a tab
/// (usually a folder, whose title names the tab), and which is open is the folder's value
/// (``Panel/selectTab(_:_:origin:)``; the first at the start).
///
/// ```swift
/// Folder("motion", collapsed: false) {
///     SpringEditor("spring", \.spring)
///     Button("shuffle")
/// }
/// Folder("look", style: .tabs) {
///     Folder("fill") { ColorPicker("tint", \.tint) }
///     Folder("shadow") { Slider("blur", \.shadowBlur, in: 0...40) }
/// }
/// ```
public struct Folder<Model>: PanelContent {
    /// The item this folder contributes.
    ///
    /// ```swift
    /// Folder<Card>("motion") { Toggle("isEnabled", \.isEnabled) }.item.children.count   // 1
    /// ```
    public let item: PanelItem<Model>

    /// Creates a folder named `name` holding the controls `content` builds, shown as a list
    /// or, with `style: .tabs`, as tabs (each child one tab).
    ///
    /// ```swift
    /// Folder("shadow", collapsed: true) {
    ///     Slider("blur", \.shadowBlur, in: 0...40)
    /// }
    /// Folder("look", style: .tabs) {
    ///     Folder("fill") { ColorPicker("tint", \.tint) }
    ///     Folder("shadow") { Slider("blur", \.shadowBlur, in: 0...40) }
    /// }
    /// ```
    public init(
        _ name: String, collapsed: Bool = false, style: FolderStyle = .list,
        @PanelBuilder<Model> content: () -> [PanelItem<Model>]
    ) {
        item = PanelItem(
            name: name,
            element: .folder(FolderElement(label: name, isCollapsed: collapsed, showsTabs: style == .tabs)),
            children: content())
    }
}
