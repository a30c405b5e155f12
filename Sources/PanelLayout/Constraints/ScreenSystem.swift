internal import ConstraintSolver
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
    /// How much more each non-required constraint weighs than the one added before it, as a
    /// fraction of its priority's weight (see ``tieBroken(_:)``).
    static let tieBreakStep = 1e-6
    /// The most a tie-break adds to a weight, as a fraction of it: 999 stays below the screen's
    /// size, and no priority passes the next whole one (1 point of priority is 2.8 % of weight).
    static let tieBreakLimit = 0.01

    /// Non-required constraints (and measured heights) added so far.
    private var preferences = 0

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
    var solvedSize: (width: Double, height: Double)?
    var solved: [LayoutRect] = []
    /// The screen's children, kept to measure heights at the widths the solver gives them.
    let nodes: [Node]
    /// The children whose height depends on their width (they hold wrapping text) and have no
    /// height of their own: their intrinsic height is an edit variable at
    /// ``intrinsicPriority``, suggested anew at the width each solve gives them.
    var measured: [Measured] = []

    /// A child whose intrinsic height is re-measured at its solved width.
    struct Measured {
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
            try solver.addEditVariable(
                children[i].height, strength: tieBroken(ScreenSystem.intrinsicPriority))
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

    /// The strength of the next non-required constraint at `priority`: its weight times
    /// 1 + k × ``tieBreakStep`` for the k-th such constraint (at most 1 + ``tieBreakLimit``).
    ///
    /// Equal priorities would otherwise make many layouts equally good (25 boxes that prefer 10
    /// columns in a row of 100 may shrink any of them), and which one the solver lands on would
    /// depend on the sizes it was solved at before: a re-layout at a new size would then differ
    /// from a fresh layout at that size. With the later constraint weighing a millionth more,
    /// the best layout is one and the same whatever the history: of equal priorities, the one
    /// written later wins (in a squeezed row, the first boxes give up their preferred width
    /// first).
    private func tieBroken(_ priority: LayoutPriority) -> Strength {
        let strength = priority.strength
        if strength.isRequired { return strength }
        let lift = min(Double(preferences) * ScreenSystem.tieBreakStep, ScreenSystem.tieBreakLimit)
        preferences += 1
        return Strength(value: strength.value * (1 + lift))
    }

    private func add(
        _ expression: LinearExpression, _ relation: Relation, _ priority: LayoutPriority, _ label: String
    )
        throws(LayoutError)
    {
        let constraint = Constraint(expression, relation, strength: tieBroken(priority), label: label)
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
}
