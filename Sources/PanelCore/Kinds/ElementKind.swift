/// The one description of an element kind: its name in JSON, the properties it knows, how
/// they are read (with path-precise problems) and written, and what the kind means for values
/// and accessibility.
///
/// Each element type conforms in its own file (`SliderElement.swift`, …); ``Element`` opens its
/// payload once (``Element/withKind(_:)``) and everything else — the node's properties, the
/// JSON writer, the value rules, accessibility, the schema test and the validator's "did you
/// mean" — goes through this description. Writing and the list of names are checked against
/// each other and against the schema by the tests.
///
/// ```swift
/// SliderElement.kind             // "slider"
/// SliderElement.propertyNames    // ["direction", "integer", "label", "range", "step", "stops", "unit"]
/// ```
package protocol ElementKind: Hashable, Sendable {
    /// The kind as written in JSON.
    static var kind: String { get }
    /// Every property this kind reads and writes, sorted by UTF-8 bytes.
    static var propertyNames: [String] { get }

    /// Reads the element from a node's members; problems go to the reader. `name` is the
    /// default label (the last component of the node's id), worked out only if asked for.
    init(reading reader: inout PropertyReader, name: @autoclosure () -> String)

    /// Writes the properties that differ from their defaults, in the order of their names'
    /// UTF-8 bytes (the order of ``propertyNames``).
    func writeProperties<Writer: PropertyWriter>(to writer: inout Writer)

    /// The element wrapped as an ``Element``.
    var element: Element { get }

    /// The text that names the node for a person, or `nil`.
    var nodeLabel: String? { get }

    /// The element with `label` as its label (or title), for kinds whose label an author
    /// may change; other kinds give themselves unchanged.
    func relabeled(_ label: String) -> Element

    /// Whether the kind holds a value in the values map.
    var holdsValue: Bool { get }

    /// Whether a node of this kind must have an id: every kind that holds a value, and those
    /// found by id without one (a button, to be triggered; a monitor, whose readings are
    /// written and sent by id).
    var needsID: Bool { get }

    /// Whether the kind is a control a person edits in a row of its own: drawn as a label
    /// column and a control column, and reached by the keyboard's focus.
    var isLabelledControl: Bool { get }

    /// The value the control stores when asked to hold `value` (see
    /// ``Element/canonicalValue(_:)``).
    func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue

    /// Why a value that is not canonical was changed, worded for a person; `nil` to use the
    /// general wording.
    func valueChange(from value: PanelValue, to canonical: PanelValue) -> String?

    /// The value shown when none is given, or `nil` for kinds that hold none.
    var defaultValue: PanelValue? { get }

    /// The text every frontend shows beside the control for `value`: what the terminal draws,
    /// what the session sends the page (`text` in its snapshots and patches), so that no
    /// frontend works it out again. By default ``ValueText/describe(_:)-swift.type.method``.
    func valueText(of value: PanelValue) -> String

    /// How a write canonicalises the kind's values on its fast path (``ValueForm/other``: by
    /// ``canonicalValue(_:)``).
    var valueForm: ValueForm { get }

    /// Problems with the element's own properties, independent of any value.
    var structuralProblems: [Element.StructuralProblem] { get }

    /// What assistive technology announces for a node of this kind holding `value` (or the
    /// default), named `label`, whose children are `children` (borrowed: a dialog finds the
    /// button that takes the focus among them); ``AccessibilityDescription/skipped`` for layout
    /// nodes it skips (not an optional: an optional description is destroyed through the
    /// runtime's generic witnesses).
    func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription

    /// Hands what assistive technology announces for the node at `node` (see
    /// ``accessibilityDescription(at:value:)``) to `body`, borrowed, and says whether there was
    /// any. A requirement only so that each kind gets its own copy of the default: the
    /// description is made and destroyed where its kind is known, never copied or destroyed
    /// through the generic value witnesses of a caller that knows no kind (the JSON writer's).
    func withAccessibilityDescription(
        at node: UnsafePointer<Node>, value: PanelValue?, _ body: (borrowing AccessibilityDescription) -> Void
    ) -> Bool
}

extension ElementKind {
    package var nodeLabel: String? { nil }
    package func relabeled(_ label: String) -> Element { element }
    package var holdsValue: Bool { false }
    package var needsID: Bool { holdsValue }
    package var isLabelledControl: Bool { false }
    package func canonicalValue(_ value: PanelValue) throws(ValueError) -> PanelValue {
        throw ValueError("a \(Self.kind) holds no value")
    }
    package func valueChange(from value: PanelValue, to canonical: PanelValue) -> String? { nil }
    package var defaultValue: PanelValue? { nil }
    package func valueText(of value: PanelValue) -> String { ValueText.describe(value) }
    package var valueForm: ValueForm { .other }
    package var structuralProblems: [Element.StructuralProblem] { [] }
    package func accessibility(value: PanelValue?, label: consuming String, children: borrowing [Node])
        -> AccessibilityDescription
    {
        .skipped
    }

    /// What assistive technology announces for the node at `node`, of this kind, holding
    /// `value` (its default when `nil`), named by its label, else its id's last component, else
    /// its kind; `nil` for layout nodes it skips. The node is read in place (never copied).
    package func accessibilityDescription(at node: UnsafePointer<Node>, value: PanelValue?)
        -> AccessibilityDescription?
    {
        let description = describedAccessibility(at: node, value: value)
        return description.isSkipped ? nil : description
    }

    /// What ``accessibilityDescription(at:value:)`` gives, ``AccessibilityDescription/skipped``
    /// for `nil`.
    private func describedAccessibility(at node: UnsafePointer<Node>, value: PanelValue?)
        -> AccessibilityDescription
    {
        let label = accessibilityLabel(at: node)
        // The value handed on as it was given (not copied out of the optional), the default
        // made only without one.
        guard value == nil else {
            return accessibility(value: value, label: label, children: node.pointee.children)
        }
        return accessibility(value: defaultValue, label: label, children: node.pointee.children)
    }

    package func withAccessibilityDescription(
        at node: UnsafePointer<Node>, value: PanelValue?, _ body: (borrowing AccessibilityDescription) -> Void
    ) -> Bool {
        // Each branch hands its description to `body` where it was made: one variable for both
        // would be a move (a copy of its bytes) from where either branch made it.
        let label = accessibilityLabel(at: node)
        guard value == nil else {
            return Self.hand(
                accessibility(value: value, label: label, children: node.pointee.children), to: body)
        }
        return Self.hand(
            accessibility(value: defaultValue, label: label, children: node.pointee.children), to: body)
    }

    /// The name a description gives the node at `node`: its label, else its id's last
    /// component, else its kind.
    private func accessibilityLabel(at node: UnsafePointer<Node>) -> String {
        nodeLabel ?? node.pointee.id.map { String($0.name) } ?? Self.kind
    }

    /// Hands `description` to `body` unless it is ``AccessibilityDescription/skipped``.
    private static func hand(
        _ description: borrowing AccessibilityDescription,
        to body: (borrowing AccessibilityDescription) -> Void
    ) -> Bool {
        guard !description.isSkipped else { return false }
        body(description)
        return true
    }

    /// Reads an element of this kind, wrapped.
    static func element(reading reader: inout PropertyReader, name: () -> String) -> Element {
        Self(reading: &reader, name: name()).element
    }
}
