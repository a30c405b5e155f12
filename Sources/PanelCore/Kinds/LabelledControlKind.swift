/// The description of a control that has a label and nothing else to say about itself (a
/// toggle, a colour well, a spring or a transition editor): its one property `label`, read
/// with the node's name as default, written, shown and replaceable — each such kind adds only
/// what its value means.
///
/// ```swift
/// ToggleElement.propertyNames   // ["label"]
/// ```
package protocol LabelledControlKind: LabelledKind {
    /// Creates the element with its label.
    init(label: String)
}

extension LabelledControlKind {
    package static var propertyNames: [String] { ["label"] }

    package init(reading reader: inout PropertyReader, name: @autoclosure () -> String) {
        self.init(label: reader.string("label", default: name()))
    }

    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        writer.write("label", string: label)
    }

    package var holdsValue: Bool { true }

    package var isLabelledControl: Bool { true }
}
