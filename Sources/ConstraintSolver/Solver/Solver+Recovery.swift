// The safety net behind every add, removal and suggestion that pivots (one that only shifts constants
// moves each row along its exact direction): the required constraints an operation touched are
// checked against the solution it leaves (the constraints' own numbers, not the tableau's), and when
// one is broken beyond rounding the tableau is rebuilt from the stored constraints and solved again;
// if even that fails, the call is refused and the solver is left as it was.

/// A required constraint holds when its violation is at most this fraction of its magnitude (its
/// constant plus each term at its value): about 10⁷ units of double rounding, far beyond what a sound
/// elimination leaves and far below what a wrong pivot does (the stress check asks the same).
let requiredTolerance = 1e-9

/// The scratch state of the check after a change, swapped out of the solver while it runs (so its
/// arrays are plain locals, without the exclusivity checks of class properties).
struct ChangeCheck {
    /// Per symbol, the records of the required constraints over it.
    var recordsOfSymbol: [[Int32]] = []
    var symbolMark: [UInt32] = []
    var recordMark: [UInt32] = []
    var valueMark: [UInt32] = []
    var valueMemo: [Double] = []
    var epoch: UInt32 = 0
    var work: [UInt32] = []
    var toCheck: [Int32] = []
    var stack: [UInt32] = []

    mutating func index(_ record: Int32, symbols: [UInt32]) {
        for symbol in symbols {
            let s = Int(symbol)
            if recordsOfSymbol.count <= s {
                recordsOfSymbol.append(contentsOf: repeatElement([], count: s + 1 - recordsOfSymbol.count))
            }
            recordsOfSymbol[s].append(record)
        }
    }

    mutating func unindex(_ record: Int32, symbols: [UInt32]) {
        for symbol in symbols where Int(symbol) < recordsOfSymbol.count {
            if let p = recordsOfSymbol[Int(symbol)].firstIndex(of: record) {
                recordsOfSymbol[Int(symbol)].remove(at: p)
            }
        }
    }

    mutating func nextEpoch(symbols: Int, records: Int) {
        if symbolMark.count < symbols {
            symbolMark.append(contentsOf: repeatElement(0, count: symbols - symbolMark.count))
            valueMemo.append(contentsOf: repeatElement(0, count: symbols - valueMemo.count))
            valueMark.append(contentsOf: repeatElement(0, count: symbols - valueMark.count))
        }
        if recordMark.count < records {
            recordMark.append(contentsOf: repeatElement(0, count: records - recordMark.count))
        }
        epoch &+= 1
        if epoch == 0 {
            for i in symbolMark.indices { symbolMark[i] = 0 }
            for i in valueMark.indices { valueMark[i] = 0 }
            for i in recordMark.indices { recordMark[i] = 0 }
            epoch = 1
        }
    }

    @inline(__always) mutating func changed(_ symbol: UInt32) {
        let s = Int(symbol)
        if symbolMark[s] != epoch {
            symbolMark[s] = epoch
            work.append(symbol)
        }
    }

    /// Whether every required constraint that the last tracked operation could have moved holds at
    /// the current solution: the constraints over a user variable whose row changed or that left the
    /// basis, over a variable defined (through any chain of definitions) by one of those, and `extra`.
    /// Costs what the operation touched, not the size of the system.
    mutating func touchedRequiredHold(_ tableau: Tableau, _ records: [Solver.Record?], extra: Int32?) -> Bool
    {
        nextEpoch(symbols: tableau.symbolCount, records: records.count)
        work.removeAll(keepingCapacity: true)
        toCheck.removeAll(keepingCapacity: true)
        for slot in tableau.trackedSlots {
            let subject = tableau.subjectOf[Int(slot)]
            if subject != 0 && tableau.kind[Int(subject)] == .external { changed(subject) }
        }
        for symbol in tableau.leftBasis { changed(symbol) }
        if let extra, let record = records[Int(extra)], record.tag.definition < 0 {
            recordMark[Int(extra)] = epoch
            toCheck.append(extra)
        }
        while let symbol = work.popLast() {
            guard Int(symbol) < recordsOfSymbol.count else { continue }
            for index in recordsOfSymbol[Int(symbol)] where recordMark[Int(index)] != epoch {
                recordMark[Int(index)] = epoch
                guard let definition = records[Int(index)]?.tag.definition else { continue }
                if definition >= 0 {
                    // A definition holds by construction (its variable's value is the definition
                    // evaluated), and evaluating it walks its whole chain: only its variable moves.
                    changed(tableau.definitions[Int(definition)].variable)
                } else {
                    toCheck.append(index)
                }
            }
        }
        for index in toCheck {
            guard let record = records[Int(index)] else { continue }
            if !holds(record, tableau) { return false }
        }
        return true
    }

    /// Whether a required constraint holds at the current solution, within `requiredTolerance`.
    mutating func holds(_ record: Solver.Record, _ tableau: Tableau) -> Bool {
        let (violation, magnitude) = record.violation { value(of: $0, tableau) }
        return violation <= requiredTolerance * max(1, magnitude)
    }

    /// A symbol's current value (its row's constant, its definition evaluated, or 0), memoized for
    /// this epoch; definitions are evaluated without recursion (chains of them can be long).
    mutating func value(of symbol: UInt32, _ tableau: Tableau) -> Double {
        let s = Int(symbol)
        if valueMark[s] == epoch { return valueMemo[s] }
        stack.removeAll(keepingCapacity: true)
        stack.append(symbol)
        while let top = stack.last {
            let t = Int(top)
            if valueMark[t] == epoch {
                stack.removeLast()
                continue
            }
            let slot = tableau.rowOf[t]
            if slot >= 0 || tableau.definitionOf[t] < 0 {
                valueMemo[t] = slot >= 0 ? tableau.rows[Int(slot)].constant : 0
                valueMark[t] = epoch
                stack.removeLast()
                continue
            }
            let definition = tableau.definitions[Int(tableau.definitionOf[t])]
            let range = definition.start..<(definition.start + definition.count)
            var ready = true
            for i in range {
                let id = Int(tableau.definitionIds[i])
                if valueMark[id] != epoch && tableau.definitionOf[id] >= 0 && tableau.rowOf[id] < 0 {
                    stack.append(UInt32(id))
                    ready = false
                }
            }
            if !ready { continue }
            var sum = definition.constant
            for i in range {
                sum += tableau.definitionCoeffs[i] * plainValue(tableau.definitionIds[i], tableau)
            }
            sum += definition.dummyCoefficient * plainValue(definition.dummy, tableau)
            valueMemo[t] = sum
            valueMark[t] = epoch
            stack.removeLast()
        }
        return valueMemo[s]
    }

    /// The value of a symbol that is basic, parametric or already evaluated in this epoch.
    func plainValue(_ symbol: UInt32, _ tableau: Tableau) -> Double {
        let s = Int(symbol)
        if s < valueMark.count && valueMark[s] == epoch { return valueMemo[s] }
        let slot = tableau.rowOf[s]
        return slot >= 0 ? tableau.rows[Int(slot)].constant : 0
    }
}

extension Tableau {
    /// `ChangeCheck.touchedRequiredHold` on this tableau (its scratch swapped out while it runs).
    mutating func touchedRequiredHold(_ records: [Solver.Record?], extra: Int32?) -> Bool {
        // Nothing moved (a required equality kept as a definition, say): nothing to look at.
        if trackedSlots.isEmpty && leftBasis.isEmpty
            && (extra.flatMap { records[Int($0)] }?.tag.definition ?? 0) >= 0
        {
            return true
        }
        var scratch = ChangeCheck()
        swap(&scratch, &check)
        defer { swap(&scratch, &check) }
        return scratch.touchedRequiredHold(self, records, extra: extra)
    }
}

extension Solver {
    func touchedRequiredHold(extra: Int32?) -> Bool {
        tableau.touchedRequiredHold(records, extra: extra)
    }

    func indexRequired(_ index: Int32, symbols: [UInt32]) {
        tableau.check.index(index, symbols: symbols)
    }

    func unindexRequired(_ index: Int32, symbols: [UInt32]) {
        tableau.check.unindex(index, symbols: symbols)
    }

    // MARK: Rebuilding

    /// A solver holding `constraints` (in this order, edit constraints among them) with this solver's
    /// edit variables and suggestions, built from scratch, and the first constraint it refused with the
    /// error (then the solver holds those before it).
    func rebuilt(_ constraints: [Constraint]) -> (solver: Solver, refused: (Constraint, SolverError)?) {
        let fresh = Solver(explainsConflicts: explainsConflicts)
        fresh.verifiesChanges = false
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
        needsFullUpdate = true
    }

    /// After an add (`added`) or a removal (`removed`) that left a required constraint broken beyond
    /// `requiredTolerance`: solves the system again from scratch. Returns when the rebuilt solver
    /// holds every required constraint (it replaces this one); otherwise puts the solver back as it
    /// was before the call (also rebuilt from scratch when that holds) and throws.
    func recover(added: Constraint?, removed: Constraint?) throws(SolverError) {
        rebuilds += 1
        var constraints = constraintsInOrder
        let (fresh, refused) = rebuilt(constraints)
        let sound = fresh.requiredViolations(tolerance: requiredTolerance).isEmpty
        if refused == nil && sound {
            adopt(fresh)
            return
        }
        if let (constraint, error) = refused, let added, constraint === added, sound {
            // Solved from scratch, the new constraint is refused: the rest is the solver as it was.
            adopt(fresh)
            throw error
        }
        // Back to the state before the call, also rebuilt from scratch when that works.
        if let added {
            constraints.removeAll { $0 === added }
        } else if let removed {
            constraints.append(removed)
        }
        let (before, failed) = rebuilt(constraints)
        if failed == nil && before.requiredViolations(tolerance: requiredTolerance).isEmpty {
            adopt(before)
        } else {
            // No sound state to go back to: the system is beyond double precision as built.
            unsoundSinceLook = true
            if let added {
                verifiesChanges = false
                try? remove(added)
                verifiesChanges = true
            }
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
        let (fresh, refused) = rebuilt(constraints)
        if refused == nil && fresh.requiredViolations(tolerance: requiredTolerance).isEmpty {
            adopt(fresh)
            return
        }
        edit.constant = previous
        edits[key] = edit
        let (before, failed) = rebuilt(constraints)
        if failed == nil && before.requiredViolations(tolerance: requiredTolerance).isEmpty {
            adopt(before)
        } else {
            unsoundSinceLook = true
            tableau.suggest(edit.tag, delta: previous - value)
        }
        throw .numericalFailureOfSuggestion(variable, value)
    }
}
