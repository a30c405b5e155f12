import PanelCore

/// One thing that keeps a tree from being laid out, described in the author's terms: node
/// ids (or kind and index path for a node without one), anchors and constraints as written.
///
/// ```swift
/// let problem = LayoutProblem.unknownReference(
///     "hedaer", node: "\"details\"", constraint: "this.top == hedaer.bottom + 1")
/// problem.description
/// // node "details": this.top == hedaer.bottom + 1 refers to unknown node "hedaer"
/// ```
package enum LayoutProblem: Hashable, Sendable, CustomStringConvertible {
    /// A constraint names a node id that no node in the tree has.
    ///
    /// ```swift
    /// LayoutProblem.unknownReference("hedaer", node: "\"details\"", constraint: "this.top == hedaer.bottom + 1")
    /// ```
    case unknownReference(NodeID, node: String, constraint: String)
    /// A constraint names a node that exists but is not a child of the same screen (or
    /// the screen itself), so the two cannot be solved together.
    ///
    /// ```swift
    /// if case .referenceOutsideScreen(let id, _, _) = problem { print("move", id, "into the screen") }
    /// ```
    case referenceOutsideScreen(NodeID, node: String, constraint: String)
    /// Required constraints that cannot all hold; each entry is `node: constraint`, the
    /// first being the one that could not be added.
    ///
    /// ```swift
    /// if case .unsatisfiable(let conflicting) = problem { conflicting.forEach { print($0) } }
    /// ```
    case unsatisfiable([String])
    /// A node in a screen whose position on an axis no constraint determines.
    ///
    /// ```swift
    /// if case .ambiguous(let node, let axis, let missing) = problem { print(node, axis, missing) }
    /// ```
    case ambiguous(node: String, axis: String, missing: String)
    /// Constraints on a node that is not a child of a screen: only a screen's children are
    /// placed by constraints.
    ///
    /// ```swift
    /// LayoutProblem.constraintsOutsideScreen(node: "\"card\"")
    /// ```
    case constraintsOutsideScreen(node: String)
    /// A constraint with a number that is not finite, or a multiplier of 0 on its left side.
    ///
    /// ```swift
    /// if case .invalidConstraint(_, let constraint, let reason) = problem { print(constraint, reason) }
    /// ```
    case invalidConstraint(node: String, constraint: String, reason: String)
    /// The required constraints of a screen need more room than the screen has.
    ///
    /// ```swift
    /// if case .screenTooSmall(_, let size, let needed) = problem { print(size, "needs", needed) }
    /// ```
    case screenTooSmall(screen: String, size: String, needed: String)
    /// A constraint in a node's block that does not involve the node itself (neither side
    /// names `this` or the node's own id): a node's constraints place that node (UIViewKit's
    /// rule), so a constraint between two other nodes belongs in one of their blocks.
    ///
    /// ```swift
    /// if case .constraintWithoutNode(let node, _) = problem { print("move it out of", node) }
    /// ```
    case constraintWithoutNode(node: String, constraint: String)

    /// The problem as one line, with control and bidi characters in ids and constraints
    /// visibly escaped (see `ControlCharacters`) so that printing it is safe.
    ///
    /// ```swift
    /// LayoutProblem.constraintsOutsideScreen(node: "\"card\"").description
    /// ```
    package var description: String { ControlCharacters.escaped(text) }

    private var text: String {
        switch self {
        case .unknownReference(let id, let node, let constraint):
            "node \(node): \(constraint) refers to unknown node \"\(id)\""
        case .referenceOutsideScreen(let id, let node, let constraint):
            "node \(node): \(constraint) refers to node \"\(id)\", which is not a child of the same screen"
        case .unsatisfiable(let constraints):
            if constraints.count < 2 {
                "unsatisfiable constraint: \(constraints.first ?? "?") cannot hold"
            } else {
                "unsatisfiable constraints: \(constraints[0]) conflicts with "
                    + constraints.dropFirst().joined(separator: ", ")
            }
        case .ambiguous(let node, let axis, let missing):
            "node \(node): \(axis) position is ambiguous (\(missing))"
        case .constraintsOutsideScreen(let node):
            "node \(node) has constraints but is not a child of a screen; only a screen's children are placed by constraints"
        case .invalidConstraint(let node, let constraint, let reason):
            "node \(node): \(constraint) is invalid: \(reason)"
        case .screenTooSmall(let screen, let size, let needed):
            "screen \(screen): required constraints need \(needed), more than its \(size)"
        case .constraintWithoutNode(let node, let constraint):
            "node \(node): \(constraint) does not involve the node itself; a node's constraints must place that node (write it in the block of a node it involves)"
        }
    }
}
