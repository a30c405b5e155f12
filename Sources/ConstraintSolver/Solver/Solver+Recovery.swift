// The safety net behind every add, removal and suggestion that pivots (one that only shifts constants
// moves each row along its exact direction): the required constraints an operation touched are
// checked against the solution it leaves (the constraints' own numbers, not the tableau's), and when
// one is broken beyond rounding the tableau is rebuilt from the stored constraints and solved again;
// if even that fails, the call is refused and the solver is left as it was.

extension Tableau {
    /// `ChangeCheck.touchedRequiredHold` on this tableau (its scratch swapped out while it runs).
    mutating func touchedRequiredHold(extra: Int32?) -> Bool {
        // Nothing moved (a required equality kept as a definition, say): nothing to look at.
        if trackedSlots.isEmpty && leftBasis.isEmpty && (extra.map { check.isDefinition($0) } ?? true) {
            return true
        }
        var scratch = ChangeCheck()
        swap(&scratch, &check)
        defer { swap(&scratch, &check) }
        return scratch.touchedRequiredHold(self, extra: extra)
    }
}

extension Solver {
    func touchedRequiredHold(extra: Int32?) -> Bool {
        tableau.touchedRequiredHold(extra: extra)
    }

    func indexRequired(_ index: Int32, _ record: Record) {
        let expression = record.constraint.expression
        tableau.check.index(
            index, symbols: record.symbols, coefficients: expression.terms.map(\.coefficient),
            constant: expression.constant, relation: record.constraint.relation,
            definition: record.tag.definition)
    }

    func unindexRequired(_ index: Int32, symbols: [UInt32]) {
        tableau.check.unindex(index, symbols: symbols)
    }

    // MARK: Rebuilding

    /// A solver holding `constraints` (in this order, edit constraints among them) with this solver's
    /// edit variables and suggestions, built from scratch, and the first constraint it refused with the
    /// error (then the solver holds those before it).
    ///
    /// A refusal's conflicts are the tableau's infeasibility proof, not minimized (the callers that
    /// name them minimize them: `recover`).
    func rebuilt(_ constraints: [Constraint]) -> (solver: Solver, refused: (Constraint, SolverError)?) {
        let fresh = Solver(explainsConflicts: false)
        fresh.verifiesChanges = false
        fresh.exactLimit = exactLimit
        for variable in variables { _ = fresh.symbol(for: variable) }
        var editOfConstraint: [ObjectIdentifier: (ObjectIdentifier, Edit)] = [:]
        for (key, edit) in edits { editOfConstraint[ObjectIdentifier(edit.constraint)] = (key, edit) }
        for constraint in constraints {
            do {
                try fresh.add(constraint)
            } catch {
                return (fresh, (constraint, error))
            }
            if let (key, edit) = editOfConstraint[ObjectIdentifier(constraint)],
                let index = fresh.recordOfConstraint[ObjectIdentifier(constraint)],
                let record = fresh.records[Int(index)]
            {
                fresh.edits[key] = Edit(constraint: edit.constraint, tag: record.tag, constant: 0)
            }
        }
        for (key, edit) in edits where edit.constant != 0 {
            guard var copy = fresh.edits[key] else { continue }
            copy.constant = edit.constant
            fresh.edits[key] = copy
            fresh.tableau.suggest(copy.tag, delta: edit.constant)
        }
        fresh.verifiesChanges = verifiesChanges
        rebuildHook?(fresh)
        return (fresh, nil)
    }

    /// The live constraints in the order they were added.
    var constraintsInOrder: [Constraint] {
        records.compactMap { $0 }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Takes over another solver's state (a rebuilt one); the variables are the same objects.
    func adopt(_ other: Solver) {
        tableau = other.tableau
        symbolOfVariable = other.symbolOfVariable
        variables = other.variables
        variableSymbols = other.variableSymbols
        valueStorage = other.valueStorage
        recordOfConstraint = other.recordOfConstraint
        records = other.records
        freeRecords = other.freeRecords
        nextSequence = other.nextSequence
        edits = other.edits
        values = other.values
        variableIndexOfSymbol = other.variableIndexOfSymbol
        exactValues = nil
        needsFullUpdate = true
    }

    /// Rebuilds the solver from `constraints` and takes the result over when it refused none of them
    /// and holds every required constraint; returns whether it did.
    func adoptRebuiltIfSound(_ constraints: [Constraint]) -> Bool {
        let (fresh, refused) = rebuilt(constraints)
        guard refused == nil && fresh.requiredViolations(tolerance: requiredTolerance).isEmpty else {
            return false
        }
        adopt(fresh)
        return true
    }

    /// After an add (`added`) or a removal (`removed`) that left a required constraint broken beyond
    /// `requiredTolerance`: solves the system again from scratch. Returns when the rebuilt solver
    /// holds every required constraint (it replaces this one); otherwise puts the solver back as it
    /// was before the call (also rebuilt from scratch when that holds) and throws.
    func recover(added: Constraint?, removed: Constraint?) throws(SolverError) {
        rebuilds += 1
        var constraints = constraintsInOrder
        let built = constraints
        let (fresh, refused) = rebuilt(constraints)
        let sound = fresh.requiredViolations(tolerance: requiredTolerance).isEmpty
        if refused == nil && sound {
            adopt(fresh)
            // The rebuild's optimizations may have dropped reduced costs as noise too.
            if tableau.droppedReducedCosts != 0 { verifyOptimality() }
            return
        }
        let exact = exactPathApplies()
        if let (constraint, error) = refused, let added, constraint === added, sound {
            // Solved from scratch, the new constraint is refused: the rest is the solver as it was.
            adopt(fresh)
            guard case .unsatisfiableConstraint(_, let named) = error else { throw error }
            guard exact else {
                throw .unsatisfiableConstraint(added, conflicts: explain(added, conflicts: named))
            }
            // As for a refusal of the tableau: the proof's constraints alone, when they contradict
            // it exactly, settle it (a small feasibility program, not the whole system's optimum).
            if let conflicts = provenConflict(named, added) {
                throw .unsatisfiableConstraint(added, conflicts: conflicts)
            }
            if acceptExactly(added) { return }
            throw .unsatisfiableConstraint(added, conflicts: exactConflicts(added))
        }
        if removed != nil && exact {
            // A removal always leaves a feasible system: the exact answer is the solver's.
            solveExactly()
            leaveExactModeIfRebuildAgrees(earlier: (fresh, refused), of: built)
            return
        }
        // Back to the state before the call, also rebuilt from scratch when that works.
        if let added {
            constraints.removeAll { $0 === added }
        } else if let removed {
            constraints.append(removed)
        }
        if !adoptRebuiltIfSound(constraints) {
            // No sound state to go back to: the system is beyond double precision as built.
            unsoundSinceLook = true
            if let added {
                verifiesChanges = false
                try? remove(added)
                verifiesChanges = true
            }
            if exact && !constraints.isEmpty { solveExactly() }
        }
        if let added, exact {
            if acceptExactly(added) {
                // The rebuild above held these constraints already and did not agree.
                leaveExactModeIfRebuildAgrees(earlier: (fresh, refused), of: built)
                return
            }
            throw .unsatisfiableConstraint(added, conflicts: exactConflicts(added))
        }
        throw .numericalFailure((added ?? removed)!)
    }

    /// After a suggestion for `variable` (whose previous suggestion was `previous`) that pivoted and
    /// left a required constraint broken beyond `requiredTolerance`: solves the system again from
    /// scratch with the new suggestion, and keeps that when every required constraint holds;
    /// otherwise goes back to the previous suggestion (also solved from scratch when that holds) and
    /// throws.
    func recover(suggestionFor variable: Variable, previous: Double) throws(SolverError) {
        rebuilds += 1
        let key = ObjectIdentifier(variable)
        guard var edit = edits[key] else { return }
        let value = edit.constant
        let constraints = constraintsInOrder
        if adoptRebuiltIfSound(constraints) { return }
        if exactPathApplies() {
            // The exact answer with the new suggestion is the solver's.
            solveExactly()
            leaveExactModeIfRebuildAgrees()
            return
        }
        edit.constant = previous
        edits[key] = edit
        if !adoptRebuiltIfSound(constraints) {
            unsoundSinceLook = true
            tableau.suggest(edit.tag, delta: previous - value)
        }
        throw .numericalFailureOfSuggestion(variable, value)
    }
}
