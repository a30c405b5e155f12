/// The root that shows panels (DialKit's `DialRoot`): `PanelRootMode/inline` puts every
/// panel in place, one below the other; `PanelRootMode/drawer` keeps them in one shared
/// bottom drawer over its parent, opened by a floating button (`showsFAB`) or by the host
/// (``PanelHost/isPresented``), with a picker in its header when it shows several panels.
///
/// Written without panels, the root is **bound**: a ``PanelHost`` fills it with live panels
/// (the shared store's, or the ones given), each with its current values and its ids under its
/// key, and sends the edits made there back to them. With a `panels` body it shows the nodes
/// written there (boxes, trees read from JSON), which hold no state of their own.
///
/// In drawer mode `position` is the floating button's initial corner, not a panel alignment,
/// and `storageID` is the key its position is remembered under.
///
/// ```swift
/// let host = PanelHost {          // the panels of PanelStore.shared
///     ZStack {
///         Box("Card") { Text("preview") }
///         PanelRoot(position: .bottomRight, defaultOpen: false, mode: .drawer, storageID: "card-preview")
///     }
/// }
/// try LiveTerminal.run(host)
/// ```
public struct PanelRoot: LayoutContent, Sendable {
    /// The root node: the panels, then the floating button (`<id>.fab`) when shown.
    ///
    /// ```swift
    /// PanelRoot(position: .bottomRight).node.kind   // "panelRoot"
    /// ```
    public let node: Node

    /// Creates a bound panel root: a ``PanelHost`` puts its panels in it. `showsFAB: false`
    /// leaves the drawer to the host (``PanelHost/isPresented``), DialKit's host-controlled
    /// drawer.
    ///
    /// ```swift
    /// PanelRoot(position: .bottomRight, storageID: "card-preview", showsFAB: false)
    /// ```
    public init(
        id: NodeID = "dial", position: ScreenCorner = .bottomRight, defaultOpen: Bool = false,
        mode: PanelRootMode = .drawer, storageID: String = "default", showsFAB: Bool = true,
        fabLabel: String = "tune"
    ) {
        self.init(
            id: id, position: position, defaultOpen: defaultOpen, mode: mode, storageID: storageID,
            showsFAB: showsFAB, fabLabel: fabLabel, panels: { [] })
    }

    /// Creates a panel root over the nodes its body writes (they hold no state: to show live
    /// panels, write the root without a body and show it in a ``PanelHost``).
    ///
    /// ```swift
    /// PanelRoot(mode: .inline) { Box("Card") { Text("controls") } }
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
