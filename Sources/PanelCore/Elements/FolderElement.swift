/// A named group of controls that can be collapsed. Its children's ids are nested under its
/// own: a button `shuffle` in folder `motion` is `motion.shuffle`.
///
/// Properties: `label` (string), `collapsed` (boolean, default `false`).
///
/// ```swift
/// let element = Element.folder(FolderElement(label: "motion", isCollapsed: false))
/// ```
public struct FolderElement: Hashable, Sendable {
    /// The folder's title.
    ///
    /// ```swift
    /// FolderElement(label: "motion").label   // "motion"
    /// ```
    public var label: String
    /// Whether the folder starts closed.
    ///
    /// ```swift
    /// FolderElement(label: "motion", isCollapsed: true).isCollapsed   // true
    /// ```
    public var isCollapsed: Bool

    /// Creates the element.
    ///
    /// ```swift
    /// FolderElement(label: "motion")
    /// ```
    public init(label: String, isCollapsed: Bool = false) {
        self.label = label
        self.isCollapsed = isCollapsed
    }
}

extension FolderElement: LabelledKind {
    package static let kind = "folder"
    package static let propertyNames = ["collapsed", "label"]

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        label = reader.string("label", default: name())
        isCollapsed = reader.bool("collapsed", default: false)
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        if isCollapsed { writer.write("collapsed", bool: true) }
        writer.write("label", string: label)
    }

    package var element: Element { .folder(self) }

    @inline(never)
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(role: .group, label: label)
    }
}
