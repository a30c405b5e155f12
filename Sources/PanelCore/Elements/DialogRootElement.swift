/// A root point for dialogs (DDDialog's `setupDialogs()`): the dialogs declared anywhere
/// inside it, but not inside a nearer root, are its children after its content, and each
/// covers this root's frame when presented.
///
/// It lays its other children out as a column filling its frame; its dialogs, drawers and
/// floating buttons take no space in that column and are drawn over it, in tree order.
///
/// Properties: none.
///
/// ```swift
/// let root = Node(element: .dialogRoot(DialogRootElement()), children: [content, dialog])
/// ```
public struct DialogRootElement: Hashable, Sendable {
    /// Creates the element.
    ///
    /// ```swift
    /// DialogRootElement()
    /// ```
    public init() {}
}

extension DialogRootElement: ElementKind {
    package static let kind = "dialogRoot"
    package static let propertyNames: [String] = []

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {}

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {}

    package var element: Element { .dialogRoot(self) }

    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        AccessibilityDescription(role: .group, label: label)
    }
}
