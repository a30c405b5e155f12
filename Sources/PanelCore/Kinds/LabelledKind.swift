/// The description of a kind whose node shows a `label` that a frontend can replace (a
/// slider, a text field, a picker, a button, a folder, and every ``LabelledControlKind``): the
/// label is the node's, and relabelling changes it and nothing else.
///
/// ```swift
/// ButtonElement(label: "Go").relabeled("Run")   // .button(ButtonElement(label: "Run"))
/// ```
package protocol LabelledKind: ElementKind {
    /// The text shown for the node.
    var label: String { get set }
}

extension LabelledKind {
    package var nodeLabel: String? { label }

    package func relabeled(_ label: String) -> Element {
        var copy = self
        copy.label = label
        return copy.element
    }
}
