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

    init(reading reader: inout PropertyReader, name: String) {}

    var properties: [String: PanelValue] { [:] }
}
