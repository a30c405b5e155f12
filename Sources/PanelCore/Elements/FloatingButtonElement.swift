/// A draggable button that floats over its parent and snaps to its edges (the overlay button
/// of the developer-tool article, and DialKit's FAB). Pressing it is an action on its id.
///
/// Its value in the values map is its ``FloatingButtonPlacement`` (fractions of its travel and
/// pinned edges), presentation state moved with `floatingButton.move`;
/// its size is its label plus a border. The snapping rules are ``FloatingButtonSnapping``.
///
/// Properties: `label` (string), `corner` (a ``ScreenCorner``, where it starts; default
/// `bottomRight`), `storageID` (string, optional: the key its position is remembered under).
///
/// ```swift
/// let fab = FloatingButtonElement(label: "tune", corner: .bottomRight, storageID: "card-preview")
/// ```
public struct FloatingButtonElement: Hashable, Sendable {
    /// The text inside the button.
    ///
    /// ```swift
    /// FloatingButtonElement(label: "+").label   // "+"
    /// ```
    public var label: String
    /// The corner it starts in.
    ///
    /// ```swift
    /// FloatingButtonElement(label: "+", corner: .topLeft).corner   // .topLeft
    /// ```
    package var corner: ScreenCorner
    /// The key its position is remembered under.
    ///
    /// ```swift
    /// FloatingButtonElement(label: "dev", storageID: "dev-tool").storageID   // "dev-tool"
    /// ```
    package var storageID: String?

    /// Creates the element.
    ///
    /// ```swift
    /// FloatingButtonElement(label: "+")
    /// ```
    public init(label: String, corner: ScreenCorner = .bottomRight, storageID: String? = nil) {
        self.label = label
        self.corner = corner
        self.storageID = storageID
    }

    /// The button's size in terminal cells when its label is `labelColumns` wide: the label,
    /// a space and a border on each side, three rows.
    ///
    /// ```swift
    /// FloatingButtonElement.cellSize(labelColumns: 4)   // 8 × 3
    /// ```
    public static func cellSize(labelColumns: Int) -> OverlaySize {
        OverlaySize(width: Double(max(0, labelColumns) + 4), height: 3)
    }
}

extension FloatingButtonElement: ElementKind {
    package static let kind = "floatingButton"
    package static let propertyNames = ["corner", "label", "storageID"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        label = reader.string("label", default: name())
        corner = reader.option("corner", as: ScreenCorner.self) ?? .bottomRight
        storageID = reader.optionalString("storageID")
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("corner", string: corner.name)
        writer.write("label", string: label)
        if let storageID { writer.write("storageID", string: storageID) }
    }

    package var element: Element { .floatingButton(self) }
    package var nodeLabel: String? { label }
    package var holdsValue: Bool { true }

    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        try FloatingButtonPlacement(panelValue: value).panelValue
    }

    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(role: .button, label: label, hint: "Opens the panel; drag to move")
    }
}
