/// An incremental Cassowary solver: add and remove linear constraints of mixed strengths, and move
/// edit variables, keeping the best solution (required constraints exact, the others minimizing the
/// weighted sum of their violations).
///
/// `Solver` is a `final class`, not a value type: its tableau is large, mutated in place on every call,
/// and has an identity (the constraints and edit variables added to it), so copying it implicitly
/// would be both costly and surprising. It is not `Sendable`; use it from one isolation domain.
///
/// Every public mutation either completes or throws and leaves the solver exactly as it was (up to
/// floating-point rounding of the tableau, never its constraints or solution). Results are
/// deterministic: the same calls give the same values, bit for bit, on every run.
///
/// Tolerance: coefficients and constants within 1e-8 of zero are zero (as in kiwi). A required
/// constraint whose violation after elimination exceeds that is unsatisfiable.
///
/// Verified: every answer of the floating-point tableau is checked (the required constraints it
/// touched hold, and the optimum is reached); when a check fails, or before an add is refused, a
/// system of at most `Solver.exactArithmeticLimit` constraints is solved again in exact rational
/// arithmetic and that answer is taken (see the SolvingConstraints article).
///
/// Contract: an accepted state's values hold every required constraint within 1e-6 (1e-8 of its
/// terms past 100) and are all within `Solver.valueBound` (1e12); a required add that no such
/// state holds is refused, naming a minimal conflict (the exact path solves within the bound).
///
/// ```swift
/// let left = Variable("left"), width = Variable("width"), container = Variable("container")
/// let solver = Solver()
/// try solver.add(left == 0)
/// try solver.add(width >= 10)
/// try solver.add((width == 120).withStrength(.weak))
/// try solver.add(left + width <= container)
/// try solver.addEditVariable(container, strength: .strong)
/// try solver.suggestValue(100, for: container)
/// solver.updateVariables()
/// print(width.value)  // 100.0
/// ```
public final class Solver {
    struct Record {
        var constraint: Constraint
        var tag: Tag
        var symbols: [UInt32]
        var sequence: Int
        /// False for a constraint only the exact answer holds (the tableau refused it, or it came in
        /// exact mode, when the tableau is not kept up to date).
        var inTableau = true
    }

    struct Edit {
        var constraint: Constraint
        var tag: Tag
        var constant: Double
    }

    /// Conflict sets up to this size are shrunk to a minimal set by deletion filtering.
    ///
    /// ```swift
    /// print(Solver.explanationMinimizationLimit)  // 40
    /// ```
    package static let explanationMinimizationLimit = 40

    var tableau = Tableau()
    var symbolOfVariable: [ObjectIdentifier: UInt32] = [:]
    var variables: [Variable] = []
    var variableSymbols: [UInt32] = []
    /// Where each variable keeps its value (valid while `variables` holds the variable).
    var valueStorage: [UnsafeMutablePointer<Double>] = []
    var recordOfConstraint: [ObjectIdentifier: Int32] = [:]
    var records: [Record?] = []
    var freeRecords: [Int32] = []
    var nextSequence = 0
    var edits: [ObjectIdentifier: Edit] = [:]
    /// The last values read, by symbol; `values[0]` (the invalid symbol) stays 0, as `DefinitionProgram` needs.
    var values: [Double] = []
    /// Per tableau symbol, the index of its variable in `variables` (-1 for the solver's own symbols).
    var variableIndexOfSymbol: [Int32] = []
    /// The definitions compiled for `updateVariables()` (current whenever `needsFullUpdate` is false).
    var program = DefinitionProgram()
    /// Whether the next `updateVariables()` must read every variable (after anything but suggestions).
    var needsFullUpdate = true
    /// Adds until the next debug-build check of the required constraints.
    var requiredCheckCountdown = 0
    /// Whether a numerical failure without a sound state to go back to came since the debug-build
    /// check last found every required row holding.
    var unsoundSinceLook = false
    /// Whether adds and removals check the required constraints they touched (off while rebuilding).
    var verifiesChanges = true
    /// Times an operation broke a required constraint and the solver rebuilt its tableau (for tests).
    var rebuilds = 0
    /// Called with each solver rebuilt from scratch before it is checked (for tests of the fallback).
    var rebuildHook: ((Solver) -> Void)?
    let explainsConflicts: Bool
    /// In exact mode, the exact answer's values (by index in `variables`); `nil` otherwise.
    var exactValues: [Double]? {
        didSet {
            if exactValues == nil {
                exactOptimum = nil
                rebuildRefusal = nil
                rebuildShadow = nil
            }
        }
    }
    /// In exact mode, the sequence number of the constraint the last rebuild refused: while every
    /// constraint added before it is live, a rebuild refuses it again (it adds them in the same
    /// order, and suggestions only after), so none is tried (`leaveExactModeIfRebuildAgrees`).
    var rebuildRefusal: Int?
    /// Rebuilds that `rebuildRefusal` spared (for tests).
    var rebuildsSpared = 0
    /// In exact mode, the last tableau rebuilt to see whether the mode can end that did not agree
    /// with the exact answer: the next look brings it up to date with the calls since (adds,
    /// removals, edits and suggestions, `updateShadow`) instead of rebuilding from scratch. Never
    /// kept while `rebuildHook` is set (a test's hook sees every tableau that is checked).
    var rebuildShadow: Solver?
    /// Whether a look may keep and update `rebuildShadow` (tests turn it off to compare).
    var keepsRebuildShadow = true
    /// Looks that updated `rebuildShadow` instead of rebuilding (for tests).
    var shadowUpdates = 0
    /// In exact mode, the last exact solve's optimal tableau with the adds since (when its answer
    /// came within `valueBound` without bounding it): the next add goes on from it.
    var exactOptimum: ExactOptimum?
    /// Adds, removals and suggestions taken from `exactOptimum` instead of a solve from scratch
    /// (for tests).
    var exactOptimumAdds = 0
    /// The last exact solve's values as fractions (by index in `variables`; the answer while
    /// `exactValues` is set).
    var exactSolution: [Rational] = []
    /// The exact optimum's weighted error at the last exact solve.
    var exactError = 0.0
    /// Exact solves so far (for tests: the exact path never runs on layout-shaped systems).
    var exactSolves = 0
    /// The exact path's bound for this solver (`Solver.exactArithmeticLimit`; tests lower it).
    var exactLimit = Solver.exactArithmeticLimit
    /// Whether a call's answer is checked for optimality against the exact optimum (tests turn it
    /// off to show what it catches).
    var checksOptimality = true

    /// Creates an empty solver.
    ///
    /// ```swift
    /// let solver = Solver()
    /// ```
    public convenience init() {
        self.init(explainsConflicts: true)
    }

    init(explainsConflicts: Bool) {
        self.explainsConflicts = explainsConflicts
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimizes.
    ///
    /// Throws `SolverError.duplicateConstraint` if this instance was added already,
    /// `SolverError.nonFiniteConstraint` for NaN or infinite numbers, and
    /// `SolverError.unsatisfiableConstraint` (with the conflicting required constraints) when a required
    /// constraint cannot hold: within `Solver.exactArithmeticLimit` constraints, only when exact
    /// arithmetic agrees (a non-required constraint is never refused). After a throw the solver is as
    /// it was.
    ///
    /// ```swift
    /// try solver.add(x >= 10)
    /// try solver.add((x == 20).withStrength(.weak))
    /// ```
    public func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        if recordOfConstraint[key] != nil { throw .duplicateConstraint(constraint) }
        needsFullUpdate = true
        guard constraint.expression.constant.isFinite,
            constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite })
        else { throw .nonFiniteConstraint(constraint) }
        if exactValues != nil {
            try addExactly(constraint)
            return
        }
        let reducedCostsDropped = tableau.droppedReducedCosts
        if verifiesChanges { tableau.startTracking() }
        let (index, refusal) = addToTableau(constraint)
        tableau.tracking = false
        if let owners = refusal {
            guard verifiesChanges && exactPathApplies(extra: 1) else {
                if verifiesChanges { verifyAgainstConstraints() }
                throw .unsatisfiableConstraint(constraint, conflicts: explain(constraint, owners: owners))
            }
            // Refused only when exact arithmetic agrees (a non-required constraint never is): the
            // constraints of the tableau's proof alone, when they contradict it exactly, settle it
            // (a small program); otherwise the whole system decides.
            if constraint.strength.isRequired,
                let conflicts = provenConflict(requiredConstraints(owners), constraint)
            {
                // Undoing the attempt can leave rounding behind: the tableau must still agree.
                verifyAgainstConstraints()
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            if acceptExactly(constraint) { return }
            verifyAgainstConstraints()
            throw .unsatisfiableConstraint(constraint, conflicts: exactConflicts(constraint))
        }
        if verifiesChanges {
            if !touchedRequiredHold(extra: constraint.strength.isRequired ? index : nil) {
                try recover(added: constraint, removed: nil)
            } else if tableau.droppedReducedCosts != reducedCostsDropped {
                verifyOptimality()
            }
            // Not while rebuilding: `recover` checks the rebuilt solver as a whole and decides.
            checkRequiredConstraintsIfDue()
        }
    }

    /// Adds the constraint to the tableau and records it (returning its record's index); when the
    /// tableau refuses it, puts the solver back as it was and returns the owners of the
    /// infeasibility proof.
    func addToTableau(_ constraint: Constraint) -> (index: Int32, refusal: [Int32]?) {
        let variableWatermark = variables.count
        let symbolWatermark = tableau.symbolCount
        var terms: [(UInt32, Double)] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            terms.append((symbol(for: term.variable), term.coefficient))
        }
        let index = freeRecords.last ?? Int32(records.count)
        let tag: Tag
        do {
            tag = try tableau.add(
                terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
                strength: constraint.strength.value, required: constraint.strength.isRequired, owner: index)
        } catch {
            forgetVariables(from: variableWatermark)
            tableau.truncateSymbols(to: symbolWatermark)
            return (index, error.owners)
        }
        let record = Record(
            constraint: constraint, tag: tag, symbols: terms.map(\.0), sequence: nextSequence)
        nextSequence += 1
        if let free = freeRecords.popLast() {
            records[Int(free)] = record
        } else {
            records.append(record)
        }
        recordOfConstraint[ObjectIdentifier(constraint)] = index
        for (symbol, _) in terms { tableau.refCount[Int(symbol)] += 1 }
        if constraint.strength.isRequired { indexRequired(index, record) }
        return (index, nil)
    }

    /// Forgets the variables met since there were `watermark` (a call that is undone); their
    /// symbols stay in the tableau until the caller truncates them.
    func forgetVariables(from watermark: Int) {
        for variable in variables[watermark...] { symbolOfVariable[ObjectIdentifier(variable)] = nil }
        for symbol in variableSymbols[watermark...] { variableIndexOfSymbol[Int(symbol)] = -1 }
        variables.removeSubrange(watermark...)
        variableSymbols.removeSubrange(watermark...)
        valueStorage.removeSubrange(watermark...)
    }

    /// Removes a constraint added earlier and re-optimizes.
    ///
    /// Throws `SolverError.unknownConstraint` if the constraint is not in the solver.
    ///
    /// ```swift
    /// let preference = (x == 20).withStrength(.weak)
    /// try solver.add(preference)
    /// try solver.remove(preference)
    /// ```
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)], let record = records[Int(index)]
        else { throw .unknownConstraint(constraint) }
        needsFullUpdate = true
        if exactValues != nil || !record.inTableau {
            // Exact mode: the tableau is rebuilt when the mode ends.
            if let refused = rebuildRefusal, record.sequence <= refused { rebuildRefusal = nil }
            recordOfConstraint[ObjectIdentifier(constraint)] = nil
            records[Int(index)] = nil
            freeRecords.append(index)
            if !removeFromExactOptimum(constraint) { solveExactly() }
            leaveExactModeIfRebuildAgrees()
            return
        }
        let reducedCostsDropped = tableau.droppedReducedCosts
        if verifiesChanges { tableau.startTracking() }
        tableau.remove(record.tag, strength: constraint.strength.value)
        tableau.tracking = false
        for symbol in record.symbols { tableau.refCount[Int(symbol)] -= 1 }
        if constraint.strength.isRequired { unindexRequired(index, symbols: record.symbols) }
        recordOfConstraint[ObjectIdentifier(constraint)] = nil
        records[Int(index)] = nil
        freeRecords.append(index)
        guard verifiesChanges else { return }
        if !touchedRequiredHold(extra: nil) {
            try recover(added: nil, removed: constraint)
        } else if tableau.droppedReducedCosts != reducedCostsDropped {
            verifyOptimality()
        } else {
            verifyAgainstConstraints()
        }
    }

    /// Whether the constraint (this instance) is in the solver.
    ///
    /// ```swift
    /// let c = x >= 0
    /// try solver.add(c)
    /// solver.contains(c)  // true
    /// ```
    package func contains(_ constraint: Constraint) -> Bool {
        recordOfConstraint[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Results

    /// Writes the current solution into the `value` of every variable the solver knows.
    ///
    /// After an add, a removal or an edit-variable change it reads every variable; when only
    /// suggestions came since the last call, it reads only the rows they changed, and re-evaluates the
    /// required equalities kept out of the tableau from the first one that reads a value that moved,
    /// so a drag costs what it moves.
    ///
    /// ```swift
    /// solver.updateVariables()
    /// print(width.value)
    /// ```
    public func updateVariables() {
        if let exact = exactValues {
            for (i, storage) in valueStorage.enumerated() where i < exact.count { storage.pointee = exact[i] }
            needsFullUpdate = true
            tableau.clearChanges()
            return
        }
        if needsFullUpdate {
            // Definitions change only with constraints: compile them now, not on every update.
            program.compile(self, variableIndexOfSymbol: variableIndexOfSymbol, valueStorage: valueStorage)
        }
        if needsFullUpdate || tableau.basisLostExternal {
            readEveryVariable()
            needsFullUpdate = false
        } else {
            readChangedVariables()
        }
        tableau.clearChanges()
    }

    /// Every variable: basic ones from their rows, parametric ones 0, then the definitions.
    private func readEveryVariable() {
        Tableau.values(of: variableSymbols, rowOf: tableau.rowOf, rows: tableau.rows, into: &values)
        values.withUnsafeMutableBufferPointer { values in
            variableSymbols.withUnsafeBufferPointer { symbols in
                valueStorage.withUnsafeBufferPointer { storage in
                    for i in 0..<symbols.count {
                        storage[i].pointee = values[Int(symbols[i])]
                    }
                }
            }
            program.run(from: 0, values: values)
        }
    }

    /// After suggestions only: the variables basic in the rows they changed, then the definitions from
    /// the first one that reads a value that changed.
    private func readChangedVariables() {
        var first = program.steps.count
        values.withUnsafeMutableBufferPointer { values in
            variableIndexOfSymbol.withUnsafeBufferPointer { indexOfSymbol in
                valueStorage.withUnsafeBufferPointer { storage in
                    tableau.subjectOf.withUnsafeBufferPointer { subjectOf in
                        tableau.kind.withUnsafeBufferPointer { kind in
                            tableau.rows.withUnsafeBufferPointer { rows in
                                for slot in tableau.changedSlots {
                                    let subject = Int(subjectOf[Int(slot)])
                                    guard subject != 0, kind[subject] == .external else { continue }
                                    let value = rows[Int(slot)].constant
                                    if values[subject].bitPattern != value.bitPattern {
                                        values[subject] = value
                                        first = min(first, program.firstStep(reading: subject))
                                    }
                                    let index = indexOfSymbol[subject]
                                    if index >= 0 { storage[Int(index)].pointee = value }
                                }
                            }
                        }
                    }
                }
            }
            program.run(from: first, values: values)
        }
    }

    /// Removes every constraint and edit variable (variable values are left as they are).
    ///
    /// ```swift
    /// solver.reset()
    /// ```
    package func reset() {
        tableau = Tableau()
        symbolOfVariable = [:]
        variables = []
        variableSymbols = []
        valueStorage = []
        recordOfConstraint = [:]
        records = []
        freeRecords = []
        edits = [:]
        values = []
        variableIndexOfSymbol = []
        exactValues = nil
        needsFullUpdate = true
    }

    // MARK: Internals

    func symbol(for variable: Variable) -> UInt32 {
        let key = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[key] { return symbol }
        let symbol = tableau.newSymbol(.external)
        symbolOfVariable[key] = symbol
        if variableIndexOfSymbol.count <= Int(symbol) {
            variableIndexOfSymbol.append(
                contentsOf: repeatElement(-1, count: Int(symbol) + 1 - variableIndexOfSymbol.count))
        }
        variableIndexOfSymbol[Int(symbol)] = Int32(variables.count)
        variables.append(variable)
        variableSymbols.append(symbol)
        valueStorage.append(variable.storage)
        return symbol
    }
}
