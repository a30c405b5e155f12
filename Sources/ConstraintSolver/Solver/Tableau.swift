// The numeric core of the solver: the tableau's storage (symbols, sparse rows, columns,
// definitions, the objective), symbols and row slots. Its column index, change tracking,
// pivoting, simplex steps, row building, constraints, definitions and removal are in
// `Tableau+*.swift`. Everything here is a value type mutated in place by `Solver`.

struct Tableau {
    // Per symbol, indexed by id (0 is the invalid symbol).
    var kind: [SymbolKind] = [.dummy]
    var rowOf: [Int32] = [-1]
    var column: [[Int32]] = [[]]
    /// Column entries (live, stale or duplicate) and the count at which all columns are rebuilt from
    /// the rows, so the lazily cleaned index stays within a constant factor of the tableau's size.
    var columnEntries = 0
    var columnBudget = 4096
    var owner: [Int32] = [-1]
    var definitionOf: [Int32] = [-1]
    var refCount: [Int32] = [0]
    var accumulator: [Double] = [0]
    /// Per symbol, the sum of the magnitudes of what `accumulate` added (for the cancellation test).
    var magnitude: [Double] = [0]
    /// The magnitude of the parts of the last row `buildRow` made's constant.
    var constantMagnitude = 0.0
    var isTouched: [Bool] = [false]

    // Rows, by slot.
    var rows: [Row] = []
    var subjectOf: [UInt32] = []
    var freeSlots: [Int32] = []
    var slotStamp: [UInt32] = []
    var epoch: UInt32 = 0

    /// The objective, dense by symbol id (it touches most error symbols), with its constant and a
    /// min-heap holding (at least) every non-dummy symbol whose coefficient is negative.
    var objective: [Double] = [0]
    var objectiveConstant: Double = 0
    var negatives = MinHeap<UInt32>()
    /// User variables that got a positive objective coefficient (a parametric one, after a removal
    /// took its row): unrestricted, so the objective falls as they decrease (`optimize` lets them in).
    var positiveExternals: [UInt32] = []
    /// The artificial objective while one is in use (sparse).
    var artificial = Row()
    var hasArtificial = false

    // Definitions.
    var definitions: [Definition] = []
    var freeDefinitions: [Int32] = []
    var definitionIds: [UInt32] = []
    var definitionCoeffs: [Double] = []
    var definitionGarbage = 0
    var definitionOrder: [Int32] = []
    var deadInOrder = 0
    var nextSequence = 0

    var infeasible: [UInt32] = []
    /// Rows whose constant or subject changed since `Solver.updateVariables()` last read them, so it
    /// reads only those after suggestions (`slotChanged` is indexed by slot).
    var changedSlots: [Int32] = []
    var slotChanged: [Bool] = []
    /// Set when a user variable left the basis: the next update reads every row.
    var basisLostExternal = false
    /// While `tracking`: the slots changed and the user variables that left the basis since
    /// `startTracking()` (`slotTracked[slot] == trackEpoch` marks a slot listed).
    var tracking = false
    var trackedSlots: [Int32] = []
    var slotTracked: [UInt32] = []
    var trackEpoch: UInt32 = 0
    var leftBasis: [UInt32] = []
    /// The index of the required constraints by symbol and the scratch of `Solver`'s check after a
    /// change (kept here, so the check reads the rows without copying the tableau).
    var check = ChangeCheck()
    /// Inequalities added through the dual simplex, and those whose dual attempt was undone (for tests).
    var dualAdds = 0
    var dualFallbacks = 0
    var dualMode = false
    /// Pivots done since the tableau was made (wrapping), so an operation can tell whether it pivoted.
    var pivotCount = 0
    /// Reduced costs the optimizer dropped as noise (no row limits the symbol) since the tableau was
    /// made: an operation that dropped one has its optimality checked against exact arithmetic.
    var droppedReducedCosts = 0
    /// While `logging` (a phase-one attempt that may be undone): the pivots done, and the objective
    /// entries they changed with their values before.
    var logging = false
    var pivotLog: [(entering: UInt32, leaving: UInt32)] = []
    var objectiveLog: [(UInt32, Double)] = []

    // Scratch buffers, reused.
    var scratchIds: [UInt32] = []
    var scratchCoeffs: [Double] = []
    /// A merge's output and the symbols it added to the row (for their columns), kept at the
    /// largest size a merge needed.
    var mergeIds: [UInt32] = []
    var mergeCoeffs: [Double] = []
    var mergeAdded: [UInt32] = []
    var touched: [UInt32] = []
    var pending = MinHeap<PendingDefinition>()

    var symbolCount: Int { kind.count }

    // MARK: Symbols

    mutating func newSymbol(_ k: SymbolKind) -> UInt32 {
        let id = UInt32(kind.count)
        kind.append(k)
        rowOf.append(-1)
        column.append([])
        owner.append(-1)
        definitionOf.append(-1)
        refCount.append(0)
        accumulator.append(0)
        magnitude.append(0)
        isTouched.append(false)
        objective.append(0)
        return id
    }

    mutating func truncateSymbols(to count: Int) {
        let extra = kind.count - count
        guard extra > 0 else { return }
        kind.removeLast(extra)
        rowOf.removeLast(extra)
        column.removeLast(extra)
        owner.removeLast(extra)
        definitionOf.removeLast(extra)
        refCount.removeLast(extra)
        accumulator.removeLast(extra)
        magnitude.removeLast(extra)
        isTouched.removeLast(extra)
        objective.removeLast(extra)
    }

    // MARK: Rows and columns

    mutating func insertRow(_ row: Row, subject: UInt32) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            subjectOf[Int(slot)] = subject
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            subjectOf.append(subject)
            slotStamp.append(0)
            slotChanged.append(false)
            slotTracked.append(0)
        }
        rowOf[Int(subject)] = slot
        addToColumns(row.ids, count: row.ids.count, slot)
        noteChanged(slot)
        return slot
    }

    /// Removes a row from the tableau and returns it (its symbols' column entries go stale).
    mutating func takeRow(_ slot: Int32) -> Row {
        var row = Row()
        swap(&row, &rows[Int(slot)])
        let subject = subjectOf[Int(slot)]
        rowOf[Int(subject)] = -1
        subjectOf[Int(slot)] = 0
        freeSlots.append(slot)
        noteLeft(subject)
        return row
    }

    /// Whether `c`, a coefficient of the row in `slot`, may be divided by (the largest coefficient is
    /// looked at only for small ones).
    func isPivotable(_ slot: Int32, _ c: Double) -> Bool {
        if abs(c) >= 1e-3 { return true }
        return ConstraintSolver.isPivotable(c, largest: activeLargest(rows[Int(slot)]))
    }

    /// The largest coefficient's magnitude among the symbols that may enter the basis (not the
    /// markers of required equalities, which record the combination a row is of and never enter:
    /// next to their coefficients of 1, a nearly parallel twin's genuine 2e-7 looked like noise).
    func activeLargest(_ row: Row) -> Double {
        var m = 0.0
        for i in 0..<row.ids.count where kind[Int(row.ids[i])] != .dummy && abs(row.coeffs[i]) > m {
            m = abs(row.coeffs[i])
        }
        return m
    }

    func coefficient(_ slot: Int32, _ symbol: UInt32) -> Double {
        let row = rows[Int(slot)]
        if let p = search(row.ids, symbol) { return row.coeffs[p] }
        return 0
    }

    /// `objective[symbol] += value`, dropping near-zero results and recording new negatives.
    mutating func addToObjective(_ symbol: UInt32, _ value: Double) {
        let s = Int(symbol)
        let old = objective[s]
        if logging { objectiveLog.append((symbol, old)) }
        var v = old + value
        // The objective mixes weights 1 to 1e9, so a weak term next to a strong one is genuine:
        // only a sum at the rounding level of its parts (or within 1e-8) is zero.
        if nearZero(v) || abs(v) <= objectiveCancellationTolerance * abs(old) { v = 0 }
        objective[s] = v
        if v < 0 && old >= 0 && kind[s] != .dummy { negatives.push(symbol) }
        if v > 0 && old <= 0 && kind[s] == .external { positiveExternals.append(symbol) }
    }

    /// `objective += factor · source`.
    mutating func mergeIntoObjective(factor: Double, source: Row) {
        objectiveConstant += factor * source.constant
        for i in 0..<source.ids.count { addToObjective(source.ids[i], factor * source.coeffs[i]) }
    }

    /// The lowest-id non-dummy symbol with a negative objective coefficient (Bland's rule), or 0.
    mutating func enteringSymbol() -> UInt32 {
        while !negatives.isEmpty {
            let top = negatives.top
            let t = Int(top)
            if t < kind.count && objective[t] < 0 && kind[t] != .dummy && rowOf[t] < 0 { return top }
            negatives.pop()
        }
        return 0
    }

    /// A parametric user variable with a positive objective coefficient, or 0. In exact arithmetic
    /// none remains after `optimize` (an unrestricted variable with a nonzero reduced cost can move to
    /// lower the objective); kiwi only lets in negative ones and leaves the rest non-optimal.
    mutating func decreasingExternal() -> UInt32 {
        while let symbol = positiveExternals.popLast() {
            let s = Int(symbol)
            if s < kind.count && objective[s] > 0 && rowOf[s] < 0 { return symbol }
        }
        return 0
    }

    // MARK: Queries

    /// Whether an external symbol is absent from the tableau, the objective and every definition,
    /// so a required equality may define it.
    mutating func isFree(_ symbol: UInt32) -> Bool {
        let s = Int(symbol)
        guard refCount[s] == 0, definitionOf[s] < 0, rowOf[s] < 0 else { return false }
        compactColumn(symbol)
        return column[s].isEmpty && objective[s] == 0
    }

    /// The values of the external symbols `externals` (indexes into `values`): basic ones from their
    /// rows (`rowOf`, `rows`), the others 0 (defined ones too: `DefinitionProgram.run` computes
    /// those). Static, over the arrays it reads: called on the solver's tableau, a method would
    /// copy the whole struct.
    static func values(
        of externals: [UInt32], rowOf: [Int32], rows: [Row], into values: inout [Double]
    ) {
        if values.count < rowOf.count {
            values.append(contentsOf: repeatElement(0, count: rowOf.count - values.count))
        }
        values.withUnsafeMutableBufferPointer { values in
            rowOf.withUnsafeBufferPointer { rowOf in
                rows.withUnsafeBufferPointer { rows in
                    for symbol in externals {
                        let slot = rowOf[Int(symbol)]
                        values[Int(symbol)] = slot >= 0 ? rows[Int(slot)].constant : 0
                    }
                }
            }
        }
    }
}
