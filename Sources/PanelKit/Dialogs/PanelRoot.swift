/// The root that shows panels (DialKit's `DialRoot`): `PanelRootMode/inline` puts every
/// panel in place, one below the other; `PanelRootMode/drawer` keeps them in one shared
/// bottom drawer over its parent, opened by a floating button (`showsFAB`) or by the host
/// (a ``DrawerState``'s `isPresented`), with a picker in its header when several panels are
/// given.
///
/// In drawer mode `position` is the floating button's initial corner, not a panel alignment,
/// and `storageID` is the key its position is remembered under.
///
/// ```swift
/// ZStack {
///     Box("Card") { Text("preview") }
///     PanelRoot(position: .bottomRight, defaultOpen: false, mode: .drawer, storageID: "card-preview") {
///         card      // a PanelState
///         shadow
///     }
/// }
/// ```
public struct PanelRoot: LayoutContent, Sendable {
    /// The root node: the panels, then the floating button (`<id>.fab`) when shown.
    public let node: Node

    /// Creates a panel root.
    ///
    /// ```swift
    /// PanelRoot(mode: .inline) { card }
    /// ```
    public init(
        id: NodeID = "dial", position: ScreenCorner = .bottomRight, defaultOpen: Bool = false,
        mode: PanelRootMode = .drawer, storageID: String = "default", showsFAB: Bool = true,
        fabLabel: String = "tune", @LayoutBuilder panels: () -> [Node]
    ) {
        var children = panels()
        if mode == .drawer, showsFAB {
            children.append(
                Node(
                    id: id.appending("fab"),
                    element: .floatingButton(
                        FloatingButtonElement(label: fabLabel, corner: position, storageID: storageID))))
        }
        node = Node(
            id: id,
            element: .panelRoot(
                PanelRootElement(
                    mode: mode, position: position, defaultOpen: defaultOpen, showsFAB: showsFAB,
                    storageID: storageID)),
            children: children)
    }
}
