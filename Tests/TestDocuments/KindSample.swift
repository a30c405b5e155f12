import PanelCore

/// A kind's samples for the tests that cover every kind (coding, round trips, the schema, the
/// kind's own description): nodes of the kind, with an id where the kind needs one, and every
/// property set away from its default in one of them.
///
/// The kinds written before this part existed are sampled in ``Samples/everyKind`` itself; a
/// kind added since gives its samples in a file of its own,
/// `Tests/TestDocuments/Kinds/<Kind>+Sample.swift`, and ``Samples/everyKind`` holds them too
/// (after its hand-written children), as the random trees of the round-trip tests do.
///
/// ```swift
/// extension StepperElement: KindSample {
///     package static var samples: [Node] { [Node(id: "count", element: .stepper(StepperElement(label: "count")))] }
/// }
/// ```
package protocol KindSample: ElementKind {
    /// Nodes of the kind.
    static var samples: [Node] { get }
}

extension Samples {
    /// The samples of every registered kind that gives its own (see ``KindSample``), in the
    /// order the kinds are registered.
    package static let ownSamples: [Node] = Element.kindTypes.flatMap {
        ($0 as? any KindSample.Type)?.samples ?? []
    }
}
