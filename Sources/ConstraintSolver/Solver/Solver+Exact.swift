// The exact path: when the floating-point tableau's answer fails its check, or before an add is
// refused, the current constraint set is solved again from scratch in exact rational arithmetic
// (`ExactProgram`), and that answer is adopted. While the tableau cannot give the exact answer (a
// required constraint it refused that exact arithmetic accepts, or rows it cannot hold), the solver
// is in exact mode: every call re-solves exactly and `updateVariables()` writes the exact values,
// until a tableau rebuilt from scratch agrees again.

extension Solver {
    /// The most constraints (edit variables included) the exact path solves. Beyond it a failed check
    /// throws `SolverError.numericalFailure` (the error says so) and a refusal is the tableau's.
    ///
    /// ```swift
    /// print(Solver.exactArithmeticLimit)  // 300
    /// ```
    package static let exactArithmeticLimit = 300

    /// The largest magnitude of a value in an accepted state: an answer beyond it is no answer (two
    /// rows that are parallel as written but whose decimals differ in the last bit meet only near
    /// 10^16), so a required constraint that no solution within it can hold is refused, and the
    /// exact path solves within it.
    ///
    /// ```swift
    /// print(Solver.valueBound)  // 1e+12
    /// ```
    package static let valueBound = valueMagnitudeBound

    /// `valueBound` as the exact path's bound.
    static let exactValueBound = Rational(Int64(valueMagnitudeBound))

    /// Whether the exact path may decide with `extra` constraints more than the solver holds.
    func exactPathApplies(extra: Int = 0) -> Bool {
        recordOfConstraint.count + extra <= exactLimit
    }

    /// The live constraints (and `extra`, when given) as an exact program, with the suggestions as
    /// the edit constraints' constants; variables are numbered as in `variables`.
    func exactProgram(_ constraints: [Constraint]) -> ExactProgram {
        var suggestion: [ObjectIdentifier: Double] = [:]
        for edit in edits.values { suggestion[ObjectIdentifier(edit.constraint)] = edit.constant }
        var indexOf: [ObjectIdentifier: Int] = [:]
        for (i, variable) in variables.enumerated() { indexOf[ObjectIdentifier(variable)] = i }
        var program = ExactProgram()
        for constraint in constraints {
            var terms: [(variable: Int, coefficient: Rational)] = []
            for term in constraint.expression.terms {
                let key = ObjectIdentifier(term.variable)
                let index: Int
                if let known = indexOf[key] {
                    index = known
                } else {
                    index = indexOf.count
                    indexOf[key] = index
                }
                terms.append((index, Rational(decimal: term.coefficient) ?? .zero))
            }
            var constant = Rational(decimal: constraint.expression.constant) ?? .zero
            if let value = suggestion[ObjectIdentifier(constraint)] {
                constant = constant - (Rational(decimal: value) ?? .zero)
            }
            program.rows.append(
                ExactProgram.Row(
                    terms: terms, constant: constant, relation: constraint.relation,
                    weight: constraint.strength.isRequired
                        ? nil : Rational(decimal: constraint.strength.value) ?? .zero,
                    id: ObjectIdentifier(constraint)))
        }
        program.variableCount = indexOf.count
        return program
    }

    /// A required constraint as an exact row (`nil` for a non-required one), its variables numbered
    /// by `numbering` (new ones after those it has): a feasibility program needs only the
    /// variables its rows meet, not every variable of the solver.
    static func exactRequiredRow(
        _ constraint: Constraint, numbering: inout [ObjectIdentifier: Int]
    ) -> ExactProgram.Row? {
        guard constraint.strength.isRequired else { return nil }
        var terms: [(variable: Int, coefficient: Rational)] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            let key = ObjectIdentifier(term.variable)
            let index = numbering[key] ?? numbering.count
            numbering[key] = index
            terms.append((index, Rational(decimal: term.coefficient) ?? .zero))
        }
        return ExactProgram.Row(
            terms: terms, constant: Rational(decimal: constraint.expression.constant) ?? .zero,
            relation: constraint.relation, weight: nil)
    }

    /// Whether `rows` (required, over variables `0..<variableCount`) can hold together within
    /// `valueBound`, in exact arithmetic.
    static func exactlyFeasible(_ rows: [ExactProgram.Row], variableCount: Int) -> Bool {
        var program = ExactProgram()
        program.rows = rows
        program.variableCount = variableCount
        if case .optimal = program.solve(within: Solver.exactValueBound, feasibilityOnly: true) {
            return true
        }
        return false
    }

    /// The required constraints `failing` contradicts, decided exactly: those that share variables
    /// with it (directly or through others), shrunk to a minimal set by deletion filtering when there
    /// are at most `explanationMinimizationLimit` of them.
    func exactConflicts(_ failing: Constraint) -> [Constraint] {
        let required = constraintsInOrder.filter { $0.strength.isRequired && $0 !== failing }
        var reached = Set(failing.expression.terms.map { ObjectIdentifier($0.variable) })
        var component: [Bool] = Array(repeating: false, count: required.count)
        var grew = true
        while grew {
            grew = false
            for (i, constraint) in required.enumerated() where !component[i] {
                let keys = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
                if keys.contains(where: { reached.contains($0) }) {
                    component[i] = true
                    reached.formUnion(keys)
                    grew = true
                }
            }
        }
        return minimalConflict(required.indices.filter { component[$0] }.map { required[$0] }, failing)
    }

    /// Solves the live constraints exactly and makes that the solver's answer (exact mode). Returns
    /// false, leaving the mode as it was, when exact arithmetic finds the required ones contradictory.
    @discardableResult
    func solveExactly() -> Bool {
        exactSolves += 1
        let (outcome, optimum) = exactProgram(constraintsInOrder).solveKeeping(within: Solver.exactValueBound)
        guard case .optimal(let solution, let error) = outcome else { return false }
        takeExactAnswer(solution, error: error)
        exactOptimum = optimum
        return true
    }

    /// Makes `solution` (by index in `variables`) with weighted error `error` the solver's answer
    /// (exact mode).
    func takeExactAnswer(_ solution: [Rational], error: Rational) {
        exactSolution = Array(solution.prefix(variables.count))
        var values = solution.prefix(variables.count).map(\.doubleValue)
        if values.count < variables.count {
            values += Array(repeating: 0, count: variables.count - values.count)
        }
        exactValues = values
        exactError = error.doubleValue
        needsFullUpdate = true
    }

    /// In exact mode, with the last optimum kept: adds `constraint` (recorded already) to it and,
    /// with `takingAnswer`, takes its answer. True when that answer holds; false when the required
    /// constraints contradict each other (the answer as it was); `nil` when there is no optimum to
    /// go on from or its answer leaves `valueBound` (a solve from scratch decides). Without
    /// `takingAnswer` (the current answer holds the constraint) only the optimum follows.
    func addToExactOptimum(_ constraint: Constraint, takingAnswer: Bool) -> Bool? {
        guard exactValues != nil, var optimum = exactOptimum else { return nil }
        guard optimum.add(exactProgram([constraint]).rows[0]) else {
            if !takingAnswer { exactOptimum = nil }
            return false
        }
        let solution = optimum.values
        guard ExactProgram.within(solution, bound: Solver.exactValueBound) else {
            exactOptimum = nil
            return nil
        }
        exactOptimum = optimum
        if takingAnswer {
            exactOptimumAdds += 1
            takeExactAnswer(solution, error: optimum.error)
        }
        return true
    }

    /// After a call whose optimization dropped a reduced cost as noise: when the tableau's weighted
    /// error is above the exact optimum beyond rounding, takes the exact answer (exact mode, left
    /// again at once when a tableau rebuilt from scratch reaches the optimum).
    func verifyOptimality() {
        guard checksOptimality, exactPathApplies(), solveExactly() else { return }
        if agreesWithExactAnswer(self) {
            exactValues = nil
            return
        }
        leaveExactModeIfRebuildAgrees()
    }

    /// Whether `solver`'s tableau holds every required constraint and reaches the last exact
    /// solve's optimum, up to rounding (1e-11 of the weighted magnitudes).
    func agreesWithExactAnswer(_ solver: Solver) -> Bool {
        guard solver.requiredViolations(tolerance: requiredTolerance).isEmpty else { return false }
        let (error, scale) = solver.weightedError()
        return error <= exactError + 1e-11 * max(1, scale)
    }

    /// The full check of the tableau against the constraints' own numbers, within the exact path's
    /// bound: every required constraint holds, and the weighted error at the current values is the
    /// one the tableau claims (rows carrying rounding can claim an optimum they miss).
    func tableauAgreesWithConstraints() -> Bool {
        guard exactPathApplies(), exactValues == nil else { return true }
        guard requiredViolations(tolerance: requiredTolerance).isEmpty else { return false }
        let (error, scale) = weightedError()
        return abs(error - claimedError()) <= 1e-11 * max(1, scale)
    }

    /// The weighted error the tableau's rows claim: Σ strength × value over the error symbols of the
    /// non-required constraints (a basic one's row constant; a parametric one is 0). Read from the
    /// rows, not from the objective's running constant, which sums the rounding of every pivot and
    /// is not moved by suggestions (its drift is no fault of the answer).
    func claimedError() -> Double {
        var total = 0.0
        for case let record? in records where !record.constraint.strength.isRequired {
            for symbol in [record.tag.marker, record.tag.other] where symbol != 0 {
                let slot = tableau.rowOf[Int(symbol)]
                if slot >= 0 && tableau.kind[Int(symbol)] == .error {
                    total += record.constraint.strength.value * tableau.rows[Int(slot)].constant
                }
            }
        }
        return total
    }

    /// After a removal or a refusal: when the full check fails, the exact answer decides (the
    /// tableau stays when it reaches it; else a rebuild that does, else exact mode).
    func verifyAgainstConstraints() {
        if !tableauAgreesWithConstraints() { verifyOptimality() }
    }

    /// An add in exact mode: one exact solve with the constraint decides (refused only when exact
    /// arithmetic finds it contradictory) and answers; the tableau is not consulted (it is rebuilt
    /// when the mode ends).
    func addExactly(_ constraint: Constraint) throws(SolverError) {
        guard exactPathApplies(extra: 1) else { throw .numericalFailure(constraint) }
        let (solves, adds) = (exactSolves, exactOptimumAdds)
        guard acceptExactly(constraint) else {
            throw .unsatisfiableConstraint(constraint, conflicts: exactConflicts(constraint))
        }
        // An add that held at the exact answer changed nothing a rebuild could now reach.
        if exactSolves != solves || exactOptimumAdds != adds { leaveExactModeIfRebuildAgrees() }
    }

    /// In exact mode, after `constraint` was taken out of the records: removes it from the kept
    /// optimum and takes its answer; false when that cannot be done (no optimum, a row it cannot
    /// remove, an answer beyond `valueBound`), and a solve from scratch must decide.
    func removeFromExactOptimum(_ constraint: Constraint) -> Bool {
        guard exactValues != nil, var optimum = exactOptimum else { return false }
        exactOptimum = nil
        guard optimum.remove(ObjectIdentifier(constraint)) else { return false }
        return takeFromExactOptimum(optimum)
    }

    /// In exact mode, after a suggestion moved from `previous` to `value`: moves the edit row of
    /// the kept optimum and takes its answer; false when that cannot be done (as above).
    func moveExactOptimum(_ edit: Constraint, from previous: Double, to value: Double) -> Bool {
        guard exactValues != nil, var optimum = exactOptimum, let new = Rational(decimal: value),
            let old = Rational(decimal: previous)
        else { return false }
        let delta = new - old
        exactOptimum = nil
        guard optimum.move(ObjectIdentifier(edit), by: delta) else { return false }
        return takeFromExactOptimum(optimum)
    }

    /// Takes the answer of `optimum` (kept from here on) when it is within `valueBound`.
    private func takeFromExactOptimum(_ optimum: ExactOptimum) -> Bool {
        let solution = optimum.values
        guard ExactProgram.within(solution, bound: Solver.exactValueBound) else { return false }
        exactOptimumAdds += 1
        takeExactAnswer(solution, error: optimum.error)
        exactOptimum = optimum
        return true
    }

    /// Records `constraint` as held by the exact answer only (the tableau refused it) and solves
    /// exactly. When exact arithmetic finds the required constraints contradictory (only possible
    /// for a required one), takes the record back, leaves the solver as it was and returns false.
    @discardableResult
    func acceptExactly(_ constraint: Constraint) -> Bool {
        let variableWatermark = variables.count
        let symbolWatermark = tableau.symbolCount
        var symbols: [UInt32] = []
        for term in constraint.expression.terms { symbols.append(symbol(for: term.variable)) }
        let index = freeRecords.last ?? Int32(records.count)
        let record = Record(
            constraint: constraint, tag: Tag(), symbols: symbols, sequence: nextSequence, inTableau: false)
        if freeRecords.popLast() != nil {
            records[Int(index)] = record
        } else {
            records.append(record)
        }
        recordOfConstraint[ObjectIdentifier(constraint)] = index
        let kept = holdsAtExactAnswer(constraint)
        // The kept optimum takes the row either way (an answer that holds it stays optimal).
        let continued = addToExactOptimum(constraint, takingAnswer: !kept)
        if kept, var values = exactValues {
            // Variables first met here are 0 in the answer it keeps.
            let missing = max(0, variables.count - exactSolution.count)
            exactSolution += repeatElement(.zero, count: missing)
            values += repeatElement(0, count: max(0, variables.count - values.count))
            exactValues = values
            needsFullUpdate = true
        }
        if kept || continued == true || (continued == nil && solveExactly()) {
            nextSequence += 1
            return true
        }
        recordOfConstraint[ObjectIdentifier(constraint)] = nil
        records[Int(index)] = nil
        freeRecords.append(index)
        forgetVariables(from: variableWatermark)
        tableau.truncateSymbols(to: symbolWatermark)
        return false
    }

    /// In exact mode: whether `constraint` holds exactly at the exact answer (its variables that
    /// the answer does not know at 0). Adding it then keeps that answer optimal: a required one
    /// leaves it feasible, a non-required one adds no error there, and no point does better than
    /// the answer did without it.
    func holdsAtExactAnswer(_ constraint: Constraint) -> Bool {
        guard exactValues != nil else { return false }
        var indexOf: [ObjectIdentifier: Int] = [:]
        for (i, variable) in variables.enumerated() { indexOf[ObjectIdentifier(variable)] = i }
        guard var sum = Rational(decimal: constraint.expression.constant) else { return false }
        for term in constraint.expression.terms {
            guard let i = indexOf[ObjectIdentifier(term.variable)], i < exactSolution.count else { continue }
            guard let coefficient = Rational(decimal: term.coefficient) else { return false }
            sum = sum + coefficient * exactSolution[i]
        }
        switch constraint.relation {
        case .equal: return sum.isZero
        case .lessThanOrEqual: return sum.signum <= 0
        case .greaterThanOrEqual: return sum.signum >= 0
        }
    }

    /// In exact mode, after a call: leaves it when a tableau rebuilt from scratch holds every
    /// constraint, breaks no required one and reaches the exact optimum (up to rounding).
    ///
    /// A rebuild that refuses a constraint is not tried again while the constraints added before
    /// that one are all live (`rebuildRefusal`): it would refuse it again.
    ///
    /// `earlier`, a rebuild of `constraints` made in this call, when given, is the rebuild this look
    /// would make when nothing it depends on moved since (the same constraints in the same order, the
    /// same variables, no shadow, no hook): it is not made again (the same steps give the same
    /// tableau).
    func leaveExactModeIfRebuildAgrees(
        earlier: (solver: Solver, refused: (Constraint, SolverError)?)? = nil, of built: [Constraint] = []
    ) {
        guard exactValues != nil else { return }
        if rebuildRefusal != nil {
            rebuildsSpared += 1
            return
        }
        let constraints = constraintsInOrder
        if let earlier, rebuildShadow == nil, rebuildHook == nil,
            Solver.same(constraints, built), Solver.same(variables, earlier.solver.variables)
        {
            settleExactMode(with: earlier.solver, refused: earlier.refused)
            return
        }
        if let shadow = rebuildShadow {
            rebuildShadow = nil
            if updateShadow(shadow, constraints) {
                shadowUpdates += 1
                if agreesWithExactAnswer(shadow) {
                    adopt(shadow)
                    exactValues = nil
                } else {
                    rebuildShadow = shadow
                }
                return
            }
        }
        let (fresh, refused) = rebuilt(constraints)
        settleExactMode(with: fresh, refused: refused)
    }

    /// Whether `a` and `b` are the same objects in the same order.
    static func same<T: AnyObject>(_ a: [T], _ b: [T]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    /// The end of `leaveExactModeIfRebuildAgrees` once `fresh`, a tableau rebuilt from this solver's
    /// constraints, is at hand: notes its refusal, or adopts it when it agrees with the exact answer,
    /// or keeps it as the shadow to update at the next look.
    private func settleExactMode(with fresh: Solver, refused: (Constraint, SolverError)?) {
        if let (constraint, _) = refused {
            rebuildRefusal = recordOfConstraint[ObjectIdentifier(constraint)].flatMap {
                records[Int($0)]?.sequence
            }
            return
        }
        guard agreesWithExactAnswer(fresh) else {
            if keepsRebuildShadow && rebuildHook == nil { rebuildShadow = fresh }
            return
        }
        adopt(fresh)
        exactValues = nil
    }

    /// Brings `shadow`, a tableau rebuilt at an earlier look, up to date with `constraints` (this
    /// solver's, in order), its variables, edit variables and suggestions, as `rebuilt` would
    /// build them (unverified, no exact path); false when it refuses a constraint (a rebuild from
    /// scratch decides then). Any tableau that holds the constraints will do: the caller adopts it
    /// only when it agrees with the exact answer.
    func updateShadow(_ shadow: Solver, _ constraints: [Constraint]) -> Bool {
        shadow.verifiesChanges = false
        defer { shadow.verifiesChanges = verifiesChanges }
        for variable in variables { _ = shadow.symbol(for: variable) }
        let live = Set(constraints.map(ObjectIdentifier.init))
        for constraint in shadow.constraintsInOrder where !live.contains(ObjectIdentifier(constraint)) {
            do { try shadow.remove(constraint) } catch { return false }
        }
        for key in Array(shadow.edits.keys) where edits[key] == nil { shadow.edits[key] = nil }
        for constraint in constraints where !shadow.contains(constraint) {
            do { try shadow.add(constraint) } catch { return false }
        }
        for (key, edit) in edits {
            if shadow.edits[key] == nil {
                guard let index = shadow.recordOfConstraint[ObjectIdentifier(edit.constraint)],
                    let record = shadow.records[Int(index)]
                else { return false }
                shadow.edits[key] = Edit(constraint: edit.constraint, tag: record.tag, constant: 0)
            }
            guard var copy = shadow.edits[key], copy.constant != edit.constant else { continue }
            shadow.tableau.suggest(copy.tag, delta: edit.constant - copy.constant)
            copy.constant = edit.constant
            shadow.edits[key] = copy
        }
        return true
    }

    /// Σ strength × violation over the non-required constraints at the tableau's current values, and
    /// Σ strength × magnitude (the scale of its rounding).
    func weightedError() -> (error: Double, scale: Double) {
        let values = tableauValues()
        var suggestion: [ObjectIdentifier: Double] = [:]
        for edit in edits.values { suggestion[ObjectIdentifier(edit.constraint)] = edit.constant }
        var total = 0.0
        var scale = 0.0
        for case let record? in records where !record.constraint.strength.isRequired {
            var (violation, magnitude) = record.violation { values[Int($0)] }
            if let value = suggestion[ObjectIdentifier(record.constraint)] {
                violation = abs(values[Int(record.symbols[0])] - value)
                magnitude += abs(value)
            }
            total += record.constraint.strength.value * violation
            scale += record.constraint.strength.value * magnitude
        }
        return (total, scale)
    }
}
