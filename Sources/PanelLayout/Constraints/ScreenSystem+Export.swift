internal import ConstraintSolver
import PanelCore

extension ScreenSystem {
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
