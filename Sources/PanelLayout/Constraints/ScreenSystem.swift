import ConstraintSolver
import PanelCore

/// The constraint system of one screen: four variables per child (left, top, width,
/// height), the screen's width and height as edit variables, and every constraint labelled
/// with the author's words so that conflicts can be reported as written.
///
/// Built once per screen (and kept while the screen's subtree does not change); a new size
/// is only a `suggestValue` on the two edit variables.
final class ScreenSystem {
    /// The strength of the screen's size: above every non-required priority (999 weighs
    /// about 9.7 × 10⁸), below required.
    static let editStrength = Strength(value: 1e9)
    /// Intrinsic sizes are preferences at Auto Layout's fitting-size level, 50.
    static let intrinsicPriority = LayoutPriority(50)

    struct ChildVariables {
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable
    }

    let solver = Solver()
    let screenWidth = Variable("screen.width")
    let screenHeight = Variable("screen.height")
    let path: [Int]
    let screenName: String
    private(set) var children: [ChildVariables] = []
    private(set) var constraints: [Constraint] = []
    private var sites: [ObjectIdentifier: String] = [:]
    private var solvedSize: (width: Double, height: Double)?
    private var solved: [LayoutRect] = []
    /// The screen's children, kept to measure heights at the widths the solver gives them.
    private let nodes: [Node]
    /// The children whose height depends on their width (they hold wrapping text) and have no
    /// height of their own: their intrinsic height is an edit variable at
    /// ``intrinsicPriority``, suggested anew at the width each solve gives them.
    private var measured: [Measured] = []

    /// A child whose intrinsic height is re-measured at its solved width.
    private struct Measured {
        let child: Int
        /// The width it was last measured at, and the height suggested for it then.
        var width: Double
        var height: Double
    }

    /// How many times a solve measures heights and solves again when a height changes a
    /// width (a constraint ties a width to a height); with independent axes the second solve
    /// only moves the vertical axis and the loop ends at once.
    static let measureRounds = 3

    init(
        screen: Node, path: [Int], size: (width: Double, height: Double), treeHasID: (NodeID) -> Bool,
        idealSize: (Node) -> (width: Double, height: Double)
    ) throws(LayoutError) {
        self.path = path
        self.screenName = NodeNaming.quoted(screen, path)
        let nodes = screen.children
        self.nodes = nodes
        var index: [NodeID: Int] = [:]
        for (i, child) in nodes.enumerated() {
            if let id = child.id, index[id] == nil { index[id] = i }
        }
        try ScreenSystem.check(screen, path: path, index: index, treeHasID: treeHasID)

        do {
            try solver.addEditVariable(screenWidth, strength: ScreenSystem.editStrength)
            try solver.addEditVariable(screenHeight, strength: ScreenSystem.editStrength)
            // The size first: with the screen at 0×0 while constraints arrive, every required
            // `trailing <= parent.trailing` would fight the edit and re-optimise the whole tableau.
            try solver.suggestValue(size.width, for: screenWidth)
            try solver.suggestValue(size.height, for: screenHeight)
        } catch {
            throw LayoutError([
                .invalidConstraint(node: screenName, constraint: "screen size", reason: "\(error)")
            ])
        }
        for (i, child) in nodes.enumerated() {
            let name = NodeNaming.plain(child, path + [i])
            children.append(
                ChildVariables(
                    left: Variable(name + ".left"), top: Variable(name + ".top"),
                    width: Variable(name + ".width"),
                    height: Variable(name + ".height")))
        }
        // Child by child: the implicit constraints, then the author's (so that a conflict names
        // the author's constraint that could not be added).
        for (i, child) in nodes.enumerated() {
            let name = NodeNaming.plain(child, path + [i])
            let v = children[i]
            try add(
                LinearExpression(v.width), .greaterThanOrEqual, .required,
                "\(name): this.width >= 0 (implicit)")
            try add(
                LinearExpression(v.height), .greaterThanOrEqual, .required,
                "\(name): this.height >= 0 (implicit)")
            if child.constraints.isEmpty {
                let fill = "\(name): fills the screen (it has no constraints)"
                try add(LinearExpression(v.left), .equal, .required, fill)
                try add(LinearExpression(v.top), .equal, .required, fill)
                try add(
                    LinearExpression([Term(v.width), Term(screenWidth, coefficient: -1)]), .equal, .required,
                    fill)
                try add(
                    LinearExpression([Term(v.height), Term(screenHeight, coefficient: -1)]), .equal,
                    .required, fill
                )
                continue
            }
            try addFrame(child, v, name)
            let ideal = idealSize(child)
            let fixed = ScreenSystem.sizesGiven(child)
            if !fixed.width {
                try add(
                    LinearExpression([Term(v.width)], constant: -ideal.width), .equal,
                    ScreenSystem.intrinsicPriority,
                    "\(name): this.width == \(LayoutRect.format(ideal.width)) (intrinsic)")
            }
            if !fixed.height, ScreenSystem.heightDependsOnWidth(child) {
                try addMeasuredHeight(child: i, height: ideal.height, width: ideal.width, name: name)
            } else if !fixed.height {
                try add(
                    LinearExpression([Term(v.height)], constant: -ideal.height), .equal,
                    ScreenSystem.intrinsicPriority,
                    "\(name): this.height == \(LayoutRect.format(ideal.height)) (intrinsic)")
            }
            try addAuthored(child, i, name: name, screen: screen, index: index)
        }
    }

    /// Adds a child's constraints as written, each labelled `name: constraint`.
    private func addAuthored(_ child: Node, _ i: Int, name: String, screen: Node, index: [NodeID: Int])
        throws(LayoutError)
    {
        for constraint in child.constraints {
            let first = anchor(constraint.first, of: i, screen: screen, index: index)
            var expression = first
            if let second = constraint.second {
                let right = anchor(second, of: i, screen: screen, index: index)
                for term in right.terms {
                    expression.terms.append(
                        Term(term.variable, coefficient: -constraint.multiplier * term.coefficient))
                }
                expression.constant -= constraint.multiplier * right.constant
            }
            expression.constant -= constraint.constant
            try addAuthored(
                expression, constraint.relation, constraint.priority, "\(name): \(constraint)")
        }
    }

    /// Makes child `i`'s intrinsic height an edit variable at ``intrinsicPriority``, first
    /// suggesting its height at its ideal width.
    private func addMeasuredHeight(child i: Int, height: Double, width: Double, name: String)
        throws(LayoutError)
    {
        do {
            try solver.addEditVariable(children[i].height, strength: ScreenSystem.intrinsicPriority.strength)
            try solver.suggestValue(height, for: children[i].height)
        } catch {
            throw LayoutError([
                .invalidConstraint(
                    node: screenName, constraint: "\(name): this.height (intrinsic)", reason: "\(error)")
            ])
        }
        measured.append(Measured(child: i, width: width, height: height))
    }

    /// Whether a node's preferred height changes with its width: it is, or holds, a text that
    /// wraps.
    static func heightDependsOnWidth(_ node: Node) -> Bool {
        if node.modifiers.isHidden || node.modifiers.frame?.height != nil { return false }
        if case .text(let text) = node.element { return text.wraps }
        return node.children.contains { heightDependsOnWidth($0) }
    }

    // MARK: Checks before solving

    private static func check(
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
    private static func involves(_ constraint: LayoutConstraint, _ id: NodeID?) -> Bool {
        [constraint.first, constraint.second].contains { anchor in
            guard let anchor else { return false }
            return isAnchor(anchor, of: id)
        }
    }

    /// Whether `anchor` is an anchor of the node with this id (`this`, or the id itself).
    private static func isAnchor(_ anchor: LayoutAnchor, of id: NodeID?) -> Bool {
        if case .this = anchor.target { return true }
        if case .node(let other) = anchor.target, other == id { return true }
        return false
    }

    /// The structural rule: on each axis a node needs at least one equality (at any
    /// priority) on its own leading, trailing or centerX (top, bottom or centerY) anchor;
    /// its size may come from constraints or from its intrinsic size.
    private static func ambiguity(_ node: Node, id: NodeID?, name: String) -> [LayoutProblem] {
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
    private static func sizesGiven(_ node: Node) -> (width: Bool, height: Bool) {
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

    // MARK: Building

    private func anchor(_ anchor: LayoutAnchor, of i: Int, screen: Node, index: [NodeID: Int])
        -> LinearExpression
    {
        let child: Int?
        switch anchor.target {
        case .this: child = i
        case .parent: child = nil
        case .node(let id): child = id == screen.id ? nil : index[id]
        }
        guard let child else {
            switch anchor.attribute {
            case .trailing, .width: return LinearExpression(screenWidth)
            case .bottom, .height: return LinearExpression(screenHeight)
            case .centerX: return LinearExpression([Term(screenWidth, coefficient: 0.5)])
            case .centerY: return LinearExpression([Term(screenHeight, coefficient: 0.5)])
            default: return LinearExpression(constant: 0)
            }
        }
        let v = children[child]
        switch anchor.attribute {
        case .leading: return LinearExpression(v.left)
        case .trailing: return LinearExpression([Term(v.left), Term(v.width)])
        case .centerX: return LinearExpression([Term(v.left), Term(v.width, coefficient: 0.5)])
        case .width: return LinearExpression(v.width)
        case .top: return LinearExpression(v.top)
        case .bottom: return LinearExpression([Term(v.top), Term(v.height)])
        case .centerY: return LinearExpression([Term(v.top), Term(v.height, coefficient: 0.5)])
        default: return LinearExpression(v.height)
        }
    }

    private func addFrame(_ node: Node, _ v: ChildVariables, _ name: String) throws(LayoutError) {
        guard let frame = node.modifiers.frame else { return }
        let rows: [(Int?, Variable, Relation, String)] = [
            (frame.width, v.width, .equal, "width"),
            (frame.minWidth, v.width, .greaterThanOrEqual, "minWidth"),
            (frame.maxWidth, v.width, .lessThanOrEqual, "maxWidth"),
            (frame.height, v.height, .equal, "height"),
            (frame.minHeight, v.height, .greaterThanOrEqual, "minHeight"),
            (frame.maxHeight, v.height, .lessThanOrEqual, "maxHeight"),
        ]
        for (value, variable, relation, key) in rows {
            guard let value else { continue }
            let label = "\(name): frame(\(key): \(value))"
            try add(LinearExpression([Term(variable)], constant: -Double(value)), relation, .required, label)
        }
    }

    private func addAuthored(
        _ expression: LinearExpression, _ relation: LayoutRelation, _ priority: LayoutPriority,
        _ label: String
    )
        throws(LayoutError)
    {
        let mapped: Relation =
            switch relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            default: .equal
            }
        try add(expression, mapped, priority, label)
    }

    private func add(
        _ expression: LinearExpression, _ relation: Relation, _ priority: LayoutPriority, _ label: String
    )
        throws(LayoutError)
    {
        let constraint = Constraint(expression, relation, strength: priority.strength, label: label)
        sites[ObjectIdentifier(constraint)] = label
        do {
            try solver.add(constraint)
        } catch {
            switch error {
            case .unsatisfiableConstraint(let failing, let conflicts):
                let names = ([failing] + conflicts).map { sites[ObjectIdentifier($0)] ?? $0.description }
                throw LayoutError([.unsatisfiable(names)])
            default:
                throw LayoutError([
                    .invalidConstraint(node: screenName, constraint: label, reason: "\(error)")
                ])
            }
        }
        constraints.append(constraint)
    }

    // MARK: Solving

    /// The children's frames, relative to the screen's inner top-left corner, at this size;
    /// `solvedNow` tells whether the solver had to run (false when the size is unchanged).
    ///
    /// Height depends on width: after solving, each child holding wrapping text is measured
    /// at the width it got (`heightAt`), and when that height differs from the one suggested,
    /// the new height is suggested and the system solved again — the horizontal axis first,
    /// then the vertical one at the widths found.
    func solve(width: Double, height: Double, heightAt: (Node, Double) -> Double) throws(LayoutError) -> (
        frames: [LayoutRect], solvedNow: Bool
    ) {
        if let solvedSize, solvedSize.width == width, solvedSize.height == height { return (solved, false) }
        do {
            try solver.suggestValue(width, for: screenWidth)
            try solver.suggestValue(height, for: screenHeight)
        } catch {
            throw LayoutError([
                .invalidConstraint(node: screenName, constraint: "screen size", reason: "\(error)")
            ])
        }
        solver.updateVariables()
        try measureHeights(heightAt)
        if abs(screenWidth.value - width) > 1e-6 || abs(screenHeight.value - height) > 1e-6 {
            solvedSize = nil
            throw LayoutError([
                .screenTooSmall(
                    screen: screenName, size: "\(LayoutRect.format(width))x\(LayoutRect.format(height))",
                    needed: "\(LayoutRect.format(screenWidth.value))x\(LayoutRect.format(screenHeight.value))"
                )
            ])
        }
        solved = children.map {
            LayoutRect(x: $0.left.value, y: $0.top.value, width: $0.width.value, height: $0.height.value)
        }
        solvedSize = (width, height)
        return (solved, true)
    }

    /// Measures the children whose height depends on their width at their solved widths and
    /// solves again while a height changed (at most ``measureRounds`` times).
    private func measureHeights(_ heightAt: (Node, Double) -> Double) throws(LayoutError) {
        for _ in 0..<ScreenSystem.measureRounds {
            var changed = false
            for k in measured.indices {
                let i = measured[k].child
                let width = children[i].width.value
                if width == measured[k].width { continue }
                measured[k].width = width
                let height = heightAt(nodes[i], width)
                if height == measured[k].height { continue }
                measured[k].height = height
                do {
                    try solver.suggestValue(height, for: children[i].height)
                } catch {
                    throw LayoutError([
                        .invalidConstraint(
                            node: screenName, constraint: "intrinsic height", reason: "\(error)")
                    ])
                }
                changed = true
            }
            if !changed { return }
            solver.updateVariables()
        }
    }

    /// The system as plain data, with the current values.
    func linearSystem() -> LinearSystem {
        var variables: [String] = []
        var values: [Double] = []
        var indexOf: [ObjectIdentifier: Int] = [:]
        func index(_ variable: Variable) -> Int {
            if let i = indexOf[ObjectIdentifier(variable)] { return i }
            indexOf[ObjectIdentifier(variable)] = variables.count
            variables.append(variable.name)
            values.append(variable.value)
            return variables.count - 1
        }
        _ = index(screenWidth)
        _ = index(screenHeight)
        for child in children {
            for variable in [child.left, child.top, child.width, child.height] { _ = index(variable) }
        }
        let rows = constraints.map { constraint in
            LinearSystem.Row(
                terms: constraint.expression.terms.map {
                    LinearSystem.Term(variable: index($0.variable), coefficient: $0.coefficient)
                },
                constant: constraint.expression.constant,
                relation: constraint.relation == .equal
                    ? "==" : constraint.relation == .lessThanOrEqual ? "<=" : ">=",
                strength: constraint.strength.value, label: constraint.label ?? "")
        }
        var edits = [
            LinearSystem.Edit(
                variable: 0, strength: ScreenSystem.editStrength.value, value: solvedSize?.width ?? 0),
            LinearSystem.Edit(
                variable: 1, strength: ScreenSystem.editStrength.value, value: solvedSize?.height ?? 0),
        ]
        for entry in measured {
            edits.append(
                LinearSystem.Edit(
                    variable: index(children[entry.child].height),
                    strength: ScreenSystem.intrinsicPriority.strength.value, value: entry.height))
        }
        return LinearSystem(
            screenPath: path, variables: variables, values: values, constraints: rows, edits: edits)
    }
}
