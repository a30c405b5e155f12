import PanelCore

// The checks a screen's constraints pass before any is given to the solver.
extension ScreenSystem {
    static func check(
        _ screen: Node, path: [Int], index: [NodeID: Int], treeHasID: (NodeID) -> Bool
    ) throws(LayoutError) {
        var problems: [LayoutProblem] = []
        for (i, child) in screen.children.enumerated() {
            let name = NodeNaming.quoted(child, path + [i])
            for constraint in child.constraints {
                if !involves(constraint, child.id) {
                    problems.append(.constraintWithoutNode(node: name, constraint: constraint.description))
                }
                for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                    guard case .node(let id) = anchor.target, index[id] == nil, id != screen.id else {
                        continue
                    }
                    problems.append(
                        treeHasID(id)
                            ? .referenceOutsideScreen(id, node: name, constraint: constraint.description)
                            : .unknownReference(id, node: name, constraint: constraint.description))
                }
                if !constraint.multiplier.isFinite || !constraint.constant.isFinite {
                    problems.append(
                        .invalidConstraint(
                            node: name, constraint: constraint.description,
                            reason: "its multiplier and constant must be finite numbers"))
                }
            }
            if !child.constraints.isEmpty {
                problems += ambiguity(child, id: child.id, name: name)
            }
        }
        if !problems.isEmpty { throw LayoutError(problems) }
    }

    /// Whether one side of `constraint` is an anchor of the node it belongs to (`this`, or
    /// the node's own id).
    static func involves(_ constraint: LayoutConstraint, _ id: NodeID?) -> Bool {
        [constraint.first, constraint.second].contains { anchor in
            guard let anchor else { return false }
            return isAnchor(anchor, of: id)
        }
    }

    /// Whether `anchor` is an anchor of the node with this id (`this`, or the id itself).
    static func isAnchor(_ anchor: LayoutAnchor, of id: NodeID?) -> Bool {
        if case .this = anchor.target { return true }
        if case .node(let other) = anchor.target, other == id { return true }
        return false
    }

    /// The structural rule: on each axis a node needs at least one equality (at any
    /// priority) on its own leading, trailing or centerX (top, bottom or centerY) anchor;
    /// its size may come from constraints or from its intrinsic size.
    static func ambiguity(_ node: Node, id: NodeID?, name: String) -> [LayoutProblem] {
        func isThis(_ anchor: LayoutAnchor?) -> Bool {
            guard let anchor else { return false }
            return isAnchor(anchor, of: id)
        }
        var problems: [LayoutProblem] = []
        let axes: [(String, [AnchorAttribute], String)] = [
            ("horizontal", [.leading, .trailing, .centerX], "leading, trailing or centerX"),
            ("vertical", [.top, .bottom, .centerY], "top, bottom or centerY"),
        ]
        for (axis, attributes, names) in axes {
            var equality = false
            var inequality = false
            for constraint in node.constraints {
                for anchor in [constraint.first, constraint.second] where isThis(anchor) {
                    guard let anchor, attributes.contains(anchor.attribute) else { continue }
                    if constraint.relation == .equal { equality = true } else { inequality = true }
                }
            }
            if !equality {
                problems.append(
                    .ambiguous(
                        node: name, axis: axis,
                        missing: inequality
                            ? "only inequalities on \(names); add an == constraint, at any priority"
                            : "no \(names) constraint"))
            }
        }
        return problems
    }

    /// Whether a node's own constraints already say how wide and how high it should be: an
    /// equality on its width (height) at any priority, a frame modifier, or required
    /// equalities on two of its edges or centre on that axis. Then its intrinsic size is
    /// left out of the system for that dimension.
    static func sizesGiven(_ node: Node) -> (width: Bool, height: Bool) {
        var horizontal: Set<String> = []
        var vertical: Set<String> = []
        if node.modifiers.frame?.width != nil { horizontal.insert("width") }
        if node.modifiers.frame?.height != nil { vertical.insert("height") }
        for constraint in node.constraints where constraint.relation == .equal {
            guard case .this = constraint.first.target else { continue }
            if let second = constraint.second, case .this = second.target { continue }
            let attribute = constraint.first.attribute
            if attribute == .width {
                horizontal.insert("width")
            } else if attribute == .height {
                vertical.insert("height")
            } else if constraint.priority.isRequired {
                switch attribute {
                case .leading, .trailing, .centerX: horizontal.insert(attribute.name)
                default: vertical.insert(attribute.name)
                }
            }
        }
        return (
            horizontal.contains("width") || horizontal.count >= 2,
            vertical.contains("height") || vertical.count >= 2
        )
    }
}
