// The safety net behind every add and removal: the required constraints an operation touched are
// checked against the solution it leaves (the constraints' own numbers, not the tableau's), and
// when one is broken beyond rounding the tableau is rebuilt from the stored constraints and solved
// again; if even that fails, the call is refused and the solver is left as it was.

/// A required constraint holds when its violation is at most this fraction of its magnitude (its
/// constant plus each term at its value): about 10⁷ units of double rounding, far beyond what a sound
/// elimination leaves and far below what a wrong pivot does (the stress check asks the same).
let requiredTolerance = 1e-9

extension Solver {
    /// What a required record is indexed under: every symbol of its terms.
    func indexRequired(_ index: Int32, symbols: [UInt32]) {
        for symbol in symbols {
            let s = Int(symbol)
            if requiredRecordsOfSymbol.count <= s {
                requiredRecordsOfSymbol.append(
                    contentsOf: repeatElement([], count: s + 1 - requiredRecordsOfSymbol.count))
            }
            requiredRecordsOfSymbol[s].append(index)
        }
    }

    func unindexRequired(_ index: Int32, symbols: [UInt32]) {
        for symbol in symbols where Int(symbol) < requiredRecordsOfSymbol.count {
            if let p = requiredRecordsOfSymbol[Int(symbol)].firstIndex(of: index) {
                requiredRecordsOfSymbol[Int(symbol)].remove(at: p)
            }
        }
    }

    /// Whether every required constraint that the last tracked operation could have moved holds at
    /// the current solution: the constraints over a user variable whose row changed or that left the
    /// basis, over a variable defined (through any chain of definitions) by one of those, and `extra`.
    /// Costs what the operation touched, not the size of the system.
    func touchedRequiredHold(extra: Int32?) -> Bool {
        let epoch = nextCheckEpoch()
        var work: [UInt32] = []
        func changed(_ symbol: UInt32) {
            let s = Int(symbol)
            if symbolMark[s] != epoch {
                symbolMark[s] = epoch
                work.append(symbol)
            }
        }
        for slot in tableau.trackedSlots {
            let subject = tableau.subjectOf[Int(slot)]
            if subject != 0 && tableau.kind[Int(subject)] == .external { changed(subject) }
        }
        for symbol in tableau.leftBasis { changed(symbol) }
        var toCheck: [Int32] = []
        if let extra {
            recordMark[Int(extra)] = epoch
            toCheck.append(extra)
        }
        while let symbol = work.popLast() {
            guard Int(symbol) < requiredRecordsOfSymbol.count else { continue }
            for index in requiredRecordsOfSymbol[Int(symbol)] where recordMark[Int(index)] != epoch {
                recordMark[Int(index)] = epoch
                toCheck.append(index)
                if let record = records[Int(index)], record.tag.definition >= 0 {
                    changed(tableau.definitions[Int(record.tag.definition)].variable)
                }
            }
        }
        for index in toCheck {
            guard let record = records[Int(index)] else { continue }
            if !holds(record, epoch: epoch) { return false }
        }
        return true
    }

    func nextCheckEpoch() -> UInt32 {
        if symbolMark.count < tableau.symbolCount {
            symbolMark.append(contentsOf: repeatElement(0, count: tableau.symbolCount - symbolMark.count))
            valueMemo.append(contentsOf: repeatElement(0, count: tableau.symbolCount - valueMemo.count))
            valueMark.append(contentsOf: repeatElement(0, count: tableau.symbolCount - valueMark.count))
        }
        if recordMark.count < records.count {
            recordMark.append(contentsOf: repeatElement(0, count: records.count - recordMark.count))
        }
        checkEpoch &+= 1
        if checkEpoch == 0 {
            for i in symbolMark.indices { symbolMark[i] = 0 }
            for i in valueMark.indices { valueMark[i] = 0 }
            for i in recordMark.indices { recordMark[i] = 0 }
            checkEpoch = 1
        }
        return checkEpoch
    }

    /// Whether a required constraint holds at the current solution, within `requiredTolerance`.
    func holds(_ record: Record, epoch: UInt32) -> Bool {
        let expression = record.constraint.expression
        var sum = expression.constant
        var magnitude = abs(expression.constant)
        for (i, term) in expression.terms.enumerated() {
            let part = term.coefficient * value(of: record.symbols[i], epoch: epoch)
            sum += part
            magnitude += abs(part)
        }
        let violation =
            switch record.constraint.relation {
            case .equal: abs(sum)
            case .lessThanOrEqual: max(0, sum)
            case .greaterThanOrEqual: max(0, -sum)
            }
        return violation <= requiredTolerance * max(1, magnitude)
    }

    /// A symbol's current value (its row's constant, its definition evaluated, or 0), memoized for
    /// `epoch`; definitions are evaluated without recursion (chains of them can be long).
    func value(of symbol: UInt32, epoch: UInt32) -> Double {
        let s = Int(symbol)
        if valueMark[s] == epoch { return valueMemo[s] }
        var stack: [UInt32] = [symbol]
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
                let id = tableau.definitionIds[i]
                if valueMark[Int(id)] != epoch && tableau.definitionOf[Int(id)] >= 0
                    && tableau.rowOf[Int(id)] < 0
                {
                    stack.append(id)
                    ready = false
                }
            }
            if !ready { continue }
            var sum = definition.constant
            for i in range {
                sum += tableau.definitionCoeffs[i] * plainValue(tableau.definitionIds[i], epoch: epoch)
            }
            sum += definition.dummyCoefficient * plainValue(definition.dummy, epoch: epoch)
            valueMemo[t] = sum
            valueMark[t] = epoch
            stack.removeLast()
        }
        return valueMemo[s]
    }

    /// The value of a symbol that is basic, parametric or already evaluated for `epoch`.
    func plainValue(_ symbol: UInt32, epoch: UInt32) -> Double {
        let s = Int(symbol)
        if s < valueMark.count && valueMark[s] == epoch { return valueMemo[s] }
        let slot = tableau.rowOf[s]
        return slot >= 0 ? tableau.rows[Int(slot)].constant : 0
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
        requiredRecordsOfSymbol = other.requiredRecordsOfSymbol
        symbolMark = []
        valueMark = []
        valueMemo = []
        recordMark = []
        checkEpoch = 0
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
        } else if let added {
            verifiesChanges = false
            try? remove(added)
            verifiesChanges = true
        }
        throw .numericalFailure((added ?? removed)!)
    }
}
