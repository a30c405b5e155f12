/// The root that shows a store's active panels (DialKit's `DialRoot`): in place
/// (``PanelRootMode/inline``) or in one shared bottom drawer (``PanelRootMode/drawer``) with
/// `medium` and `tall` detents and a picker in its header when several panels are active.
///
/// Its children are the panels, and in drawer mode the floating button that opens it. In
/// drawer mode it covers its parent and takes no space there. Its value in the values map is
/// a ``DrawerPresentation`` (presented, detent, selected panel).
///
/// Properties: `mode` (`inline`, `drawer`; default `drawer`), `position` (a ``ScreenCorner``,
/// the floating button's initial anchor; default `bottomRight`), `defaultOpen` (default
/// `false`), `showsFAB` (default `true`), `storageID` (default `"default"`, the key of the
/// floating button's remembered position).
///
/// ```swift
/// let root = PanelRootElement(mode: .drawer, position: .bottomRight, storageID: "card-preview")
/// ```
public struct PanelRootElement: Hashable, Sendable {
    /// Inline or drawer.
    ///
    /// ```swift
    /// PanelRootElement(mode: .inline).mode   // .inline
    /// ```
    public var mode: PanelRootMode
    /// The floating button's initial corner.
    ///
    /// ```swift
    /// PanelRootElement(position: .topLeft).position   // .topLeft
    /// ```
    package var position: ScreenCorner
    /// Whether the drawer starts open (at the medium detent).
    ///
    /// ```swift
    /// PanelRootElement(defaultOpen: true).defaultOpen   // true
    /// ```
    package var defaultOpen: Bool
    /// Whether the floating button is shown.
    ///
    /// ```swift
    /// PanelRootElement(showsFAB: false).showsFAB   // false
    /// ```
    package var showsFAB: Bool
    /// The key the floating button's position is remembered under.
    ///
    /// ```swift
    /// PanelRootElement().storageID   // "default"
    /// ```
    package var storageID: String

    /// Creates the element.
    ///
    /// ```swift
    /// PanelRootElement(mode: .inline)
    /// ```
    package init(
        mode: PanelRootMode = .drawer, position: ScreenCorner = .bottomRight, defaultOpen: Bool = false,
        showsFAB: Bool = true, storageID: String = "default"
    ) {
        self.mode = mode
        self.position = position
        self.defaultOpen = defaultOpen
        self.showsFAB = showsFAB
        self.storageID = storageID
    }
}

extension PanelRootElement: ElementKind {
    package static let kind = "panelRoot"
    package static let propertyNames = ["defaultOpen", "mode", "position", "showsFAB", "storageID"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        mode = reader.option("mode", as: PanelRootMode.self) ?? .drawer
        position = reader.option("position", as: ScreenCorner.self) ?? .bottomRight
        defaultOpen = reader.bool("defaultOpen", default: false)
        showsFAB = reader.bool("showsFAB", default: true)
        storageID = reader.string("storageID", default: "default")
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("defaultOpen", bool: defaultOpen)
        writer.write("mode", string: mode.name)
        writer.write("position", string: position.name)
        writer.write("showsFAB", bool: showsFAB)
        writer.write("storageID", string: storageID)
    }

    package var element: Element { .panelRoot(self) }
    package var holdsValue: Bool { mode == .drawer }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        guard mode == .drawer else { throw ValueError("a panelRoot holds no value") }
        return try DrawerPresentation(panelValue: value).panelValue
    }

    package var defaultValue: PanelValue? {
        mode == .drawer ? DrawerPresentation(isPresented: defaultOpen).panelValue : nil
    }

    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(role: .group, label: label)
    }
}
