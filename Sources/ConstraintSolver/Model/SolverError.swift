/// The errors `Solver` throws. A throwing call leaves the solver exactly as it was.
///
/// ```swift
/// do {
///     try solver.add(x == 20)
/// } catch .unsatisfiableConstraint(let constraint, let conflicts) {
///     print("\(constraint) conflicts with \(conflicts)")
/// }
/// ```
public enum SolverError: Error, Sendable {
    /// A required constraint cannot hold together with the required constraints already added.
    ///
    /// `conflicts` are the added required constraints it contradicts: a minimal set (removing any one
    /// of them would let `constraint` be added) when the set has at most
    /// `Solver.explanationMinimizationLimit` members, else the solver's proof of infeasibility, which
    /// is near-minimal. Edit variables and non-required constraints never conflict.
    ///
    /// ```swift
    /// do { try solver.add(x == 20) } catch .unsatisfiableConstraint(_, let conflicts) {
    ///     print(conflicts.map(\.description))
    /// } catch {}
    /// ```
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint (the same instance) was already added.
    ///
    /// ```swift
    /// let c = x >= 0
    /// try solver.add(c)
    /// try solver.add(c)   // throws .duplicateConstraint(c)
    /// ```
    case duplicateConstraint(Constraint)
    /// The constraint was never added, or was removed already.
    ///
    /// ```swift
    /// try solver.remove(x >= 0)   // a new instance: throws .unknownConstraint
    /// ```
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    ///
    /// ```swift
    /// try solver.addEditVariable(width, strength: .strong)
    /// try solver.addEditVariable(width, strength: .weak)   // throws .duplicateEditVariable
    /// ```
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    ///
    /// ```swift
    /// try solver.suggestValue(80, for: width)   // throws .unknownEditVariable when width is not one
    /// ```
    case unknownEditVariable(Variable)
    /// Edit variables cannot be `required`: a suggestion is a preference.
    ///
    /// ```swift
    /// try solver.addEditVariable(width, strength: .required)   // throws .badRequiredStrength
    /// ```
    case badRequiredStrength(Variable)
    /// A coefficient or constant of the constraint is NaN or infinite.
    ///
    /// ```swift
    /// try solver.add(x == .infinity)   // throws .nonFiniteConstraint
    /// ```
    case nonFiniteConstraint(Constraint)
    /// The suggested value is NaN or infinite.
    ///
    /// ```swift
    /// try solver.suggestValue(.nan, for: width)   // throws .nonFiniteSuggestion
    /// ```
    case nonFiniteSuggestion(Variable, Double)
    /// Adding or removing the constraint would leave a required constraint broken beyond rounding,
    /// even solved again from scratch, and the system has more constraints than the exact path
    /// solves (`Solver.exactArithmeticLimit`; within it, exact arithmetic decides instead). The
    /// solver is as it was before the call.
    ///
    /// ```swift
    /// do { try solver.add(c) } catch .numericalFailure(let failed) { print("rounding broke", failed) } catch {}
    /// ```
    case numericalFailure(Constraint)
    /// The suggestion would leave a required constraint broken beyond rounding, even solved again
    /// from scratch, in a system beyond the exact path's bound (`Solver.exactArithmeticLimit`): the
    /// previous suggestion for the variable stands.
    ///
    /// ```swift
    /// do { try solver.suggestValue(80, for: width) } catch .numericalFailureOfSuggestion(let v, let value) {
    ///     print(v.name, value)   // the previous suggestion stands
    /// } catch {}
    /// ```
    case numericalFailureOfSuggestion(Variable, Double)
}

extension SolverError: CustomStringConvertible {
    /// A sentence naming the constraints or variable involved, in the author's terms (labels).
    ///
    /// ```swift
    /// print(error)  // unsatisfiable constraint "x is 20": conflicts with "x is 10"
    /// ```
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint, let conflicts):
            let list = conflicts.map { "\"\($0)\"" }.joined(separator: ", ")
            return "unsatisfiable constraint \"\(constraint)\": conflicts with "
                + (conflicts.isEmpty ? "no other constraint (it cannot hold by itself)" : list)
        case .duplicateConstraint(let constraint):
            return "duplicate constraint \"\(constraint)\": it was already added"
        case .unknownConstraint(let constraint):
            return "unknown constraint \"\(constraint)\": it is not in the solver"
        case .duplicateEditVariable(let variable):
            return "duplicate edit variable \"\(variable)\": it is already an edit variable"
        case .unknownEditVariable(let variable):
            return "unknown edit variable \"\(variable)\": add it with addEditVariable first"
        case .badRequiredStrength(let variable):
            return "edit variable \"\(variable)\" cannot be required: use strong or weaker"
        case .nonFiniteConstraint(let constraint):
            return "constraint \"\(constraint)\" has a NaN or infinite coefficient or constant"
        case .nonFiniteSuggestion(let variable, let value):
            return "suggested value \(value) for \"\(variable)\" is NaN or infinite"
        case .numericalFailureOfSuggestion(let variable, let value):
            return "suggested value \(value) for \"\(variable)\" was refused: with it a required "
                + "constraint would be broken beyond rounding even solved from scratch (the system is "
                + "numerically ill-conditioned, and has more than \(Solver.exactArithmeticLimit) "
                + "constraints, beyond what exact arithmetic solves); the previous suggestion stands"
        case .numericalFailure(let constraint):
            return "constraint \"\(constraint)\" was refused: with it (or without it) a required constraint "
                + "would be broken beyond rounding even solved from scratch (the system is numerically "
                + "ill-conditioned, and has more than \(Solver.exactArithmeticLimit) constraints, beyond "
                + "what exact arithmetic solves); the solver is as it was"
        }
    }
}
