/// A named, collapsible group of controls. The ids of its controls are nested under its
/// name: `Slider("x", …)` inside `Folder("motion")` has the id `motion.x`.
///
/// ```swift
/// Folder("motion", collapsed: false) {
///     SpringEditor("spring", \.spring)
///     Button("shuffle")
/// }
/// ```
public struct Folder<Model>: PanelContent {
    /// The item this folder contributes.
    ///
    /// ```swift
    /// Folder<Card>("motion") { Toggle("isEnabled", \.isEnabled) }.item.children.count   // 1
    /// ```
    public let item: PanelItem<Model>

    /// Creates a folder named `name` holding the controls `content` builds.
    ///
    /// ```swift
    /// Folder("shadow", collapsed: true) {
    ///     Slider("blur", \.shadowBlur, in: 0...40)
    /// }
    /// ```
    public init(
        _ name: String, collapsed: Bool = false, @PanelBuilder<Model> content: () -> [PanelItem<Model>]
    ) {
        item = PanelItem(
            name: name, element: .folder(FolderElement(label: name, isCollapsed: collapsed)),
            children: content())
    }
}
