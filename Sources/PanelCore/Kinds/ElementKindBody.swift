/// Work done on an element's payload with its concrete ``ElementKind`` type known: what
/// ``Element/withKind(_:)`` runs, specialised for each kind, so that asking an element for
/// its description neither copies it into a box nor switches again.
///
/// ```swift
/// struct KindName: ElementKindBody {
///     func visit<Kind: ElementKind>(_ element: Kind) -> String { Kind.kind }
///     func visitUnknown(_ element: UnknownElement) -> String { element.kind }
/// }
/// ```
package protocol ElementKindBody {
    /// What the work gives.
    associatedtype Result
    /// The work on an element of a known kind.
    mutating func visit<Kind: ElementKind>(_ element: Kind) -> Result
    /// The work on an element of a kind this version does not know.
    mutating func visitUnknown(_ element: UnknownElement) -> Result
}
