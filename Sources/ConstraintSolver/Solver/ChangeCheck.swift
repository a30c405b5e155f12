// The check behind `Solver`'s safety net (Solver+Recovery.swift): which required constraints an
// operation could have moved, and whether they hold at the solution it leaves.

/// A required constraint holds when its violation is at most this fraction of its magnitude (its
/// constant plus each term at its value): about 10⁷ units of double rounding, far beyond what a sound
/// elimination leaves and far below what a wrong pivot does (the stress check asks the same).
let requiredTolerance = 1e-9

/// The required constraints as the check reads them, and its scratch state; swapped out of the
/// tableau while it runs (so its arrays are plain locals, without the exclusivity checks of class
/// properties).
///
/// Each required constraint is kept here by its record index as plain numbers (its terms in the
/// shared `termSymbols` and `termCoefficients` arrays): the check after a suggestion can read
/// thousands of them, and copying records or reading a `Constraint`'s terms retains references.
struct ChangeCheck {
    /// Per symbol, the records of the required constraints over it.
    var recordsOfSymbol: [[Int32]] = []
    /// Per record: where its terms start (-1 for a record that is not a required constraint), how
    /// many, its constant, relation, and definition (-1 when it is kept as a tableau row).
    var termStart: [Int32] = []
    var termCount: [Int32] = []
    var constants: [Double] = []
    var relations: [Relation] = []
    var definitionOfRecord: [Int32] = []
    var termSymbols: [UInt32] = []
    var termCoefficients: [Double] = []
    /// Terms in the arrays above that belong to removed constraints (compacted when they are most).
    var deadTerms = 0

    var symbolMark: [UInt32] = []
    var recordMark: [UInt32] = []
    var valueMark: [UInt32] = []
    var valueMemo: [Double] = []
    var epoch: UInt32 = 0
    var work: [UInt32] = []
    var toCheck: [Int32] = []
    var stack: [UInt32] = []

    /// Starts checking the required constraint of record `record`.
    mutating func index(
        _ record: Int32, symbols: [UInt32], coefficients: [Double], constant: Double, relation: Relation,
        definition: Int32
    ) {
        let r = Int(record)
        if termStart.count <= r {
            let missing = r + 1 - termStart.count
            termStart.append(contentsOf: repeatElement(-1, count: missing))
            termCount.append(contentsOf: repeatElement(0, count: missing))
            constants.append(contentsOf: repeatElement(0, count: missing))
            relations.append(contentsOf: repeatElement(.equal, count: missing))
            definitionOfRecord.append(contentsOf: repeatElement(-1, count: missing))
        }
        termStart[r] = Int32(termSymbols.count)
        termCount[r] = Int32(symbols.count)
        constants[r] = constant
        relations[r] = relation
        definitionOfRecord[r] = definition
        termSymbols.append(contentsOf: symbols)
        termCoefficients.append(contentsOf: coefficients)
        for symbol in symbols {
            let s = Int(symbol)
            if recordsOfSymbol.count <= s {
                recordsOfSymbol.append(contentsOf: repeatElement([], count: s + 1 - recordsOfSymbol.count))
            }
            recordsOfSymbol[s].append(record)
        }
    }

    /// Stops checking the required constraint of record `record` (over `symbols`).
    mutating func unindex(_ record: Int32, symbols: [UInt32]) {
        for symbol in symbols where Int(symbol) < recordsOfSymbol.count {
            if let p = recordsOfSymbol[Int(symbol)].firstIndex(of: record) {
                recordsOfSymbol[Int(symbol)].remove(at: p)
            }
        }
        let r = Int(record)
        guard r < termStart.count, termStart[r] >= 0 else { return }
        deadTerms += Int(termCount[r])
        termStart[r] = -1
        termCount[r] = 0
        if deadTerms > 1024 && deadTerms * 2 > termSymbols.count { compactTerms() }
    }

    /// Drops the terms of removed constraints from the shared arrays.
    mutating func compactTerms() {
        var symbols: [UInt32] = []
        var coefficients: [Double] = []
        symbols.reserveCapacity(termSymbols.count - deadTerms)
        coefficients.reserveCapacity(termSymbols.count - deadTerms)
        for r in termStart.indices where termStart[r] >= 0 {
            let range = Int(termStart[r])..<Int(termStart[r] + termCount[r])
            termStart[r] = Int32(symbols.count)
            symbols.append(contentsOf: termSymbols[range])
            coefficients.append(contentsOf: termCoefficients[range])
        }
        termSymbols = symbols
        termCoefficients = coefficients
        deadTerms = 0
    }

    /// Whether record `record`'s required constraint is kept as a definition (or is not indexed).
    func isDefinition(_ record: Int32) -> Bool {
        let r = Int(record)
        return r >= termStart.count || termStart[r] < 0 || definitionOfRecord[r] >= 0
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

    mutating func changed(_ symbol: UInt32) {
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
    mutating func touchedRequiredHold(_ tableau: Tableau, extra: Int32?) -> Bool {
        nextEpoch(symbols: tableau.symbolCount, records: termStart.count)
        work.removeAll(keepingCapacity: true)
        toCheck.removeAll(keepingCapacity: true)
        for slot in tableau.trackedSlots {
            let subject = tableau.subjectOf[Int(slot)]
            if subject != 0 && tableau.kind[Int(subject)] == .external { changed(subject) }
        }
        for symbol in tableau.leftBasis { changed(symbol) }
        if let extra, !isDefinition(extra) {
            recordMark[Int(extra)] = epoch
            toCheck.append(extra)
        }
        while let symbol = work.popLast() {
            // The magnitude bound: an answer at 10^16 is not saved by holding its rows relatively.
            if tableau.kind[Int(symbol)] == .external
                && !(abs(value(of: symbol, tableau)) <= valueMagnitudeBound)
            {
                return false
            }
            guard Int(symbol) < recordsOfSymbol.count else { continue }
            for index in recordsOfSymbol[Int(symbol)] where recordMark[Int(index)] != epoch {
                recordMark[Int(index)] = epoch
                let definition = definitionOfRecord[Int(index)]
                if definition >= 0 {
                    // A definition holds by construction (its variable's value is the definition
                    // evaluated), and evaluating it walks its whole chain: only its variable moves.
                    changed(tableau.definitions[Int(definition)].variable)
                } else {
                    toCheck.append(index)
                }
            }
        }
        for index in toCheck where !holds(index, tableau) { return false }
        return true
    }

    /// Whether record `record`'s required constraint holds at the current solution, within
    /// `requiredTolerance` of its magnitude.
    mutating func holds(_ record: Int32, _ tableau: Tableau) -> Bool {
        let r = Int(record)
        let constant = constants[r]
        var sum = constant
        var magnitude = abs(constant)
        let start = Int(termStart[r])
        for i in start..<(start + Int(termCount[r])) {
            let part = termCoefficients[i] * value(of: termSymbols[i], tableau)
            sum += part
            magnitude += abs(part)
        }
        return relations[r].violation(of: sum) <= requiredTolerance * max(1, magnitude)
    }

    /// A symbol's current value (its row's constant, its definition evaluated, or 0), memoized for
    /// this epoch; definitions are evaluated without recursion (chains of them can be long).
    mutating func value(of symbol: UInt32, _ tableau: Tableau) -> Double {
        let s = Int(symbol)
        let row = tableau.rowOf[s]
        if row >= 0 { return tableau.rows[Int(row)].constant }
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

extension Relation {
    /// How far an expression whose value is `sum` is from `sum (relation) 0`: 0 when it holds.
    func violation(of sum: Double) -> Double {
        switch self {
        case .equal: abs(sum)
        case .lessThanOrEqual: max(0, sum)
        case .greaterThanOrEqual: max(0, -sum)
        }
    }
}
