/// A button in a dialog, with an optional role: `ButtonRole/cancel` dismisses the dialog
/// (reason `cancel`) and is where focus starts; `ButtonRole/destructive` marks an action
/// that cannot be undone. Pressing any other button is an action on its dotted path
/// (`confirm.delete`), which the presenter reports.
///
/// Its id is its `name` (by default its label, lowercased, with only letters and digits)
/// below the dialog's id.
///
/// ```swift
/// DialogButton("Cancel", role: .cancel)
/// DialogButton("Delete", role: .destructive)
/// DialogButton("Save as…", name: "saveAs")
/// ```
public struct DialogButton: Sendable {
    /// The button node (its id is its name, made absolute by the dialog).
    ///
    /// ```swift
    /// DialogButton("OK").node.kind   // "button"
    /// ```
    public let node: Node

    /// Creates a button.
    ///
    /// ```swift
    /// DialogButton("OK")
    /// ```
    public init(_ label: String, role: ButtonRole? = nil, name: String? = nil) {
        let fallback = String(
            label.lowercased().unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)
            })
        let name = name ?? (fallback.isEmpty ? "button" : fallback)
        node = Node(id: NodeID(name), element: .button(ButtonElement(label: label, role: role)))
    }
}
