/// Edit variables: preferences for values given from outside (a container's width, a
/// dragged position), changed by suggestions that touch only the rows depending on them.
extension Solver {
    /// Makes `variable` an edit variable: a preference (of `strength`) for the values given to
    /// `suggestValue(_:for:)`, 0 until the first suggestion.
    ///
    /// Throws `SolverError.duplicateEditVariable` if it is one already and
    /// `SolverError.badRequiredStrength` for `.required`.
    ///
    /// ```swift
    /// try solver.addEditVariable(containerWidth, strength: .strong)
    /// ```
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .badRequiredStrength(variable) }
        let constraint = Constraint(
            LinearExpression(variable), .equal, strength: strength, label: "edit \(variable)")
        try add(constraint)
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)], let record = records[Int(index)]
        else {
            preconditionFailure("edit constraint not recorded")
        }
        edits[key] = Edit(constraint: constraint, tag: record.tag, constant: 0)
    }

    /// Stops treating `variable` as an edit variable (its preference is removed).
    ///
    /// Throws `SolverError.unknownEditVariable` if it is not one.
    ///
    /// ```swift
    /// try solver.removeEditVariable(containerWidth)
    /// ```
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
        edits[key] = nil
    }

    /// Whether `variable` is an edit variable of this solver.
    ///
    /// ```swift
    /// solver.hasEditVariable(containerWidth)  // true after addEditVariable
    /// ```
    package func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solution follows as closely as the edit strength
    /// allows (dual simplex: only the rows that depend on the variable are touched).
    ///
    /// Throws `SolverError.unknownEditVariable` if `variable` is not an edit variable,
    /// `SolverError.nonFiniteSuggestion` for NaN or infinite values, and
    /// `SolverError.numericalFailureOfSuggestion` in the rare ill-conditioned system where the
    /// suggestion would break a required constraint beyond rounding even solved from scratch (a
    /// suggestion that changes the basis is checked like an add; the previous one then stands).
    ///
    /// ```swift
    /// try solver.suggestValue(120, for: containerWidth)
    /// solver.updateVariables()
    /// ```
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var edit = edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        let previous = edit.constant
        edit.constant = value
        edits[key] = edit
        if exactValues != nil {
            if !moveExactOptimum(edit.constraint, from: previous, to: value) { solveExactly() }
            leaveExactModeIfRebuildAgrees()
            return
        }
        let reducedCostsDropped = tableau.droppedReducedCosts
        if verifiesChanges { tableau.startTracking() }
        let pivoted = tableau.suggest(edit.tag, delta: value - previous)
        tableau.tracking = false
        guard verifiesChanges && pivoted else { return }
        if !touchedRequiredHold(extra: nil) {
            try recover(suggestionFor: variable, previous: previous)
        } else if tableau.droppedReducedCosts != reducedCostsDropped {
            verifyOptimality()
        }
    }
}
