// The numeric core of the solver: symbols, sparse rows, the column index, definitions and the
// simplex steps. Everything here is a value type mutated in place by `Solver`.

/// The role of a tableau symbol (kiwi's classification).
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (and the artificial variable): never negative.
    case slack
    /// One side of the error of a non-required constraint: never negative, weighted in the objective.
    case error
    /// The marker of a required equality: always zero, never pivoted into the basis by the optimizer.
    case dummy
}

/// Coefficients and constants closer to zero than this are zero (kiwi uses the same 1e-8).
let nearZeroTolerance = 1e-8

/// A sum smaller than this fraction of the parts that produced it is cancellation noise, and zero:
/// `a + b` where `b ≈ -a` up to rounding. Scaled to the parts, so that rows of large numbers clean up
/// as well as rows of small ones, and no genuine coefficient of a decimal model comes near it (a
/// nearly parallel twin's, 0.082031 for 0.08203125, is 1e-6 of its parts). Not 1e-10: an
/// ill-conditioned tableau (values around 10⁷, markers with coefficients of 10⁵) carries noise of
/// 3.6e-10 of the parts, and a pivot on it accepted a contradiction (stress check, seed 7, system
/// 15,489; seed 99, system 3639 ended 7,300 times above the optimum).
let cancellationTolerance = 1e-9

/// The objective's cancellation test: its coefficients span the strengths' range (1e9), so only
/// a sum at the level of double rounding of its parts is zero there.
let objectiveCancellationTolerance = 1e-14

/// A required row that reduces to a constant is redundant (and consistent) when the constant is at
/// most this fraction of the magnitude of what was summed into it (or within `nearZeroTolerance`),
/// and contradictory otherwise. Looser than `cancellationTolerance`: the tableau's constants carry
/// the rounding of every pivot so far.
let redundancyTolerance = 1e-11

/// A pivot element smaller than this fraction of the largest coefficient of its row is noise: the
/// simplex never divides by it (a pivot on 1e-8 in a row of 3s multiplies the rounding by 1e8).
let pivotTolerance = 1e-7

/// A new row's subject has a coefficient at least this fraction of the row's largest external one.
let subjectThreshold = 0.1

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < nearZeroTolerance }

/// Whether `sum`, computed from parts of total magnitude `magnitude`, is zero up to rounding.
@inline(__always) func isCancelled(_ sum: Double, _ magnitude: Double) -> Bool {
    abs(sum) < nearZeroTolerance || abs(sum) <= cancellationTolerance * magnitude
}

/// Whether `constant`, a required row's remainder after elimination (parts of total magnitude
/// `magnitude`), is zero up to the tableau's rounding: the one test of "redundant and consistent"
/// versus "contradictory", used on every path that meets such a row.
@inline(__always) func isConsistentRemainder(_ constant: Double, _ magnitude: Double) -> Bool {
    abs(constant) < nearZeroTolerance || abs(constant) <= redundancyTolerance * magnitude
}

/// Whether `c` may be divided by in a row whose largest coefficient is `largest`.
@inline(__always) func isPivotable(_ c: Double, largest: Double) -> Bool {
    abs(c) >= nearZeroTolerance && abs(c) >= pivotTolerance * largest
}

extension Row {
    /// The largest coefficient's magnitude.
    var largest: Double {
        var m = 0.0
        for c in coeffs where abs(c) > m { m = abs(c) }
        return m
    }
}

/// A sparse row `basic = constant + Σ coeffs[i]·ids[i]`, ids strictly increasing.
struct Row {
    var ids: [UInt32] = []
    var coeffs: [Double] = []
    var constant: Double = 0
}

/// A required equality kept out of the tableau: `variable = constant + Σ coeffs·ids + dummyCoefficient·dummy`.
///
/// `variable` appears in no tableau row. Rows that need it get the expansion (and the dummy, which records
/// how much of this equality each row used, exactly like the marker of a tableau constraint).
struct Definition {
    var variable: UInt32 = 0
    var dummy: UInt32 = 0
    var dummyCoefficient: Double = 0
    /// The terms: `count` entries of `Tableau.definitionIds`/`definitionCoeffs` from `start`.
    var start: Int = 0
    var count: Int = 0
    var constant: Double = 0
    var sequence: Int = 0
    var orderIndex: Int = 0
}

/// The symbols a constraint added: its marker, an optional second error symbol, and its definition.
struct Tag {
    var marker: UInt32 = 0
    var other: UInt32 = 0
    var definition: Int32 = -1
}

/// Why an add failed: the owners (record numbers) of the markers in the infeasibility proof.
struct Infeasible: Error {
    var owners: [Int32]
}

@inline(__always) func search(_ ids: [UInt32], _ symbol: UInt32) -> Int? {
    var low = 0
    var high = ids.count
    while low < high {
        let mid = (low + high) >> 1
        let value = ids[mid]
        if value < symbol {
            low = mid + 1
        } else if value > symbol {
            high = mid
        } else {
            return mid
        }
    }
    return nil
}

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
        for id in row.ids { addToColumn(id, slot) }
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

    /// Records that the row in `slot` changed, for the next `Solver.updateVariables()`.
    @inline(__always) mutating func noteChanged(_ slot: Int32) {
        if !slotChanged[Int(slot)] {
            slotChanged[Int(slot)] = true
            changedSlots.append(slot)
        }
        if tracking && slotTracked[Int(slot)] != trackEpoch {
            slotTracked[Int(slot)] = trackEpoch
            trackedSlots.append(slot)
        }
    }

    /// Starts recording the rows one operation changes and the user variables that leave the basis
    /// (for `Solver`'s check of the required constraints it touched).
    mutating func startTracking() {
        trackEpoch &+= 1
        if trackEpoch == 0 {
            for i in slotTracked.indices { slotTracked[i] = 0 }
            trackEpoch = 1
        }
        trackedSlots.removeAll(keepingCapacity: true)
        leftBasis.removeAll(keepingCapacity: true)
        tracking = true
    }

    /// Notes that `symbol` stopped being basic (its value changed when it is a user variable).
    @inline(__always) mutating func noteLeft(_ symbol: UInt32) {
        if kind[Int(symbol)] == .external {
            basisLostExternal = true
            if tracking { leftBasis.append(symbol) }
        }
    }

    /// Forgets the changes noted so far (after a full read of the values).
    mutating func clearChanges() {
        for slot in changedSlots { slotChanged[Int(slot)] = false }
        changedSlots.removeAll(keepingCapacity: true)
        basisLostExternal = false
    }

    @inline(__always) mutating func nextEpoch() -> UInt32 {
        epoch &+= 1
        if epoch == 0 {
            for i in slotStamp.indices { slotStamp[i] = 0 }
            epoch = 1
        }
        return epoch
    }

    @inline(__always) mutating func addToColumn(_ symbol: UInt32, _ slot: Int32) {
        let s = Int(symbol)
        // Start at 8 entries: most columns stay short, and growing 1, 2, 4 costs three allocations.
        if column[s].capacity == 0 { column[s].reserveCapacity(8) }
        column[s].append(slot)
        columnEntries += 1
    }

    /// Rebuilds every column from the rows when stale entries have piled up (never during a merge or
    /// while a column is being walked).
    mutating func trimColumnsIfNeeded() {
        guard columnEntries > columnBudget else { return }
        for s in column.indices { column[s].removeAll(keepingCapacity: true) }
        var total = 0
        for slot in rows.indices where subjectOf[slot] != 0 {
            for id in rows[slot].ids { column[Int(id)].append(Int32(slot)) }
            total += rows[slot].ids.count
        }
        columnEntries = total
        columnBudget = max(4096, 4 * total)
    }

    /// Drops stale and duplicate entries from a symbol's column.
    mutating func compactColumn(_ symbol: UInt32) {
        let s = Int(symbol)
        if column[s].isEmpty { return }
        let stamp = nextEpoch()
        var list: [Int32] = []
        swap(&list, &column[s])
        var write = 0
        for read in 0..<list.count {
            let slot = list[read]
            let i = Int(slot)
            if subjectOf[i] != 0 && slotStamp[i] != stamp && search(rows[i].ids, symbol) != nil {
                slotStamp[i] = stamp
                list[write] = slot
                write += 1
            }
        }
        list.removeLast(list.count - write)
        swap(&list, &column[s])
    }

    /// Whether `c`, a coefficient of the row in `slot`, may be divided by (the largest coefficient is
    /// looked at only for small ones).
    @inline(__always) func isPivotable(_ slot: Int32, _ c: Double) -> Bool {
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
    @inline(__always) mutating func addToObjective(_ symbol: UInt32, _ value: Double) {
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

    /// `row[target] += factor · source` with the term at `skip` removed (the substituted symbol).
    /// New symbols in a tableau row are added to their columns.
    mutating func merge(slot: Int32, objective: Int, skip: Int, factor: Double, source: Row) {
        var aIds: [UInt32] = []
        var aCoeffs: [Double] = []
        if slot >= 0 {
            swap(&aIds, &rows[Int(slot)].ids)
            swap(&aCoeffs, &rows[Int(slot)].coeffs)
        } else {
            swap(&aIds, &artificial.ids)
            swap(&aCoeffs, &artificial.coeffs)
        }
        var outIds: [UInt32] = []
        var outCoeffs: [Double] = []
        swap(&outIds, &scratchIds)
        swap(&outCoeffs, &scratchCoeffs)
        outIds.removeAll(keepingCapacity: true)
        outCoeffs.removeAll(keepingCapacity: true)
        let needed = aIds.count + source.ids.count
        if outIds.capacity < needed {
            outIds.reserveCapacity(needed)
            outCoeffs.reserveCapacity(needed)
        }
        let na = aIds.count
        let nb = source.ids.count
        aIds.withUnsafeBufferPointer { a in
            aCoeffs.withUnsafeBufferPointer { ac in
                source.ids.withUnsafeBufferPointer { b in
                    source.coeffs.withUnsafeBufferPointer { bc in
                        var i = 0
                        var j = 0
                        while true {
                            if i == skip { i += 1 }
                            if i >= na {
                                while j < nb {
                                    let v = factor * bc[j]
                                    if !nearZero(v) {
                                        outIds.append(b[j])
                                        outCoeffs.append(v)
                                        if slot >= 0 { addToColumn(b[j], slot) }
                                    }
                                    j += 1
                                }
                                break
                            }
                            if j >= nb {
                                while i < na {
                                    if i != skip {
                                        outIds.append(a[i])
                                        outCoeffs.append(ac[i])
                                    }
                                    i += 1
                                }
                                break
                            }
                            let x = a[i]
                            let y = b[j]
                            if x < y {
                                outIds.append(x)
                                outCoeffs.append(ac[i])
                                i += 1
                            } else if y < x {
                                let v = factor * bc[j]
                                if !nearZero(v) {
                                    outIds.append(y)
                                    outCoeffs.append(v)
                                    if slot >= 0 { addToColumn(y, slot) }
                                }
                                j += 1
                            } else {
                                let v = ac[i] + factor * bc[j]
                                if !isCancelled(v, abs(ac[i])) {
                                    outIds.append(x)
                                    outCoeffs.append(v)
                                }
                                i += 1
                                j += 1
                            }
                        }
                    }
                }
            }
        }
        if slot >= 0 {
            swap(&outIds, &rows[Int(slot)].ids)
            swap(&outCoeffs, &rows[Int(slot)].coeffs)
            rows[Int(slot)].constant = cleanSum(rows[Int(slot)].constant, factor * source.constant)
            noteChanged(slot)
        } else {
            swap(&outIds, &artificial.ids)
            swap(&outCoeffs, &artificial.coeffs)
            artificial.constant = cleanSum(artificial.constant, factor * source.constant)
        }
        // The row's old arrays become the scratch buffers.
        swap(&aIds, &scratchIds)
        swap(&aCoeffs, &scratchCoeffs)
    }

    /// `a + b`, or 0 when the two cancel up to rounding.
    @inline(__always) func cleanSum(_ a: Double, _ b: Double) -> Double {
        let sum = a + b
        return abs(sum) <= cancellationTolerance * abs(a) ? 0 : sum
    }

    /// Replaces `symbol` (now basic in `slot`) by its row in every other row and the objectives.
    mutating func substitute(_ symbol: UInt32, from slot: Int32) {
        let source = rows[Int(slot)]
        var list: [Int32] = []
        swap(&list, &column[Int(symbol)])
        let stamp = nextEpoch()
        for target in list {
            let t = Int(target)
            if target == slot || subjectOf[t] == 0 || slotStamp[t] == stamp { continue }
            slotStamp[t] = stamp
            guard let p = search(rows[t].ids, symbol) else { continue }
            let factor = rows[t].coeffs[p]
            merge(slot: target, objective: 0, skip: p, factor: factor, source: source)
            if dualMode {
                let basic = subjectOf[t]
                if kind[Int(basic)] != .external && rows[t].constant < 0 { infeasible.append(basic) }
            }
        }
        list.removeAll(keepingCapacity: true)
        if column[Int(symbol)].isEmpty { swap(&list, &column[Int(symbol)]) }
        trimColumnsIfNeeded()
        if hasArtificial, let p = search(artificial.ids, symbol) {
            let factor = artificial.coeffs[p]
            merge(slot: -1, objective: 1, skip: p, factor: factor, source: source)
        }
        let factor = objective[Int(symbol)]
        if factor != 0 {
            if logging { objectiveLog.append((symbol, factor)) }
            objective[Int(symbol)] = 0
            mergeIntoObjective(factor: factor, source: source)
        }
    }

    /// Rewrites the row of `slot` (basic `leaving`) as the row of `entering`.
    mutating func solveFor(slot: Int32, leaving: UInt32, entering: UInt32) {
        let s = Int(slot)
        var ids: [UInt32] = []
        var coeffs: [Double] = []
        swap(&ids, &rows[s].ids)
        swap(&coeffs, &rows[s].coeffs)
        guard let q = search(ids, entering) else { preconditionFailure("pivot on a missing symbol") }
        let scale = -1 / coeffs[q]
        var outIds: [UInt32] = []
        var outCoeffs: [Double] = []
        swap(&outIds, &scratchIds)
        swap(&outCoeffs, &scratchCoeffs)
        outIds.removeAll(keepingCapacity: true)
        outCoeffs.removeAll(keepingCapacity: true)
        outIds.reserveCapacity(ids.count)
        outCoeffs.reserveCapacity(ids.count)
        var inserted = false
        for i in 0..<ids.count {
            let id = ids[i]
            if !inserted && leaving < id {
                outIds.append(leaving)
                outCoeffs.append(-scale)
                inserted = true
            }
            if i == q { continue }
            outIds.append(id)
            outCoeffs.append(coeffs[i] * scale)
        }
        if !inserted {
            outIds.append(leaving)
            outCoeffs.append(-scale)
        }
        rows[s].constant *= scale
        noteChanged(slot)
        noteLeft(leaving)
        swap(&outIds, &rows[s].ids)
        swap(&outCoeffs, &rows[s].coeffs)
        swap(&ids, &scratchIds)
        swap(&coeffs, &scratchCoeffs)
        addToColumn(leaving, slot)
    }

    /// Makes `entering` basic in `slot` in place of its subject, and substitutes it everywhere.
    mutating func pivot(slot: Int32, entering: UInt32) {
        let leaving = subjectOf[Int(slot)]
        solveFor(slot: slot, leaving: leaving, entering: entering)
        rowOf[Int(leaving)] = -1
        subjectOf[Int(slot)] = entering
        rowOf[Int(entering)] = slot
        pivotCount &+= 1
        if logging { pivotLog.append((entering, leaving)) }
        substitute(entering, from: slot)
    }

    // MARK: Simplex

    /// Primal simplex on the objective (`artificial == false`) or the artificial objective: Bland's
    /// rule (lowest id entering, lowest id among tied leaving rows), so it cannot cycle.
    mutating func optimize(artificial useArtificial: Bool = false) {
        while true {
            var entering: UInt32 = 0
            if useArtificial {
                for i in 0..<artificial.ids.count where artificial.coeffs[i] < 0 {
                    let id = artificial.ids[i]
                    if kind[Int(id)] != .dummy {
                        entering = id
                        break
                    }
                }
            } else {
                entering = enteringSymbol()
                if entering == 0 { entering = decreasingExternal() }
            }
            if entering == 0 { return }
            // A user variable is unrestricted: with a positive coefficient it enters decreasing.
            let direction: Double = objective[Int(entering)] > 0 && !useArtificial ? -1 : 1
            compactColumn(entering)
            var best: Int32 = -1
            var bestRatio = Double.infinity
            var bestSubject = UInt32.max
            for slot in column[Int(entering)] {
                let subject = subjectOf[Int(slot)]
                if kind[Int(subject)] == .external { continue }
                let c = direction * coefficient(slot, entering)
                if c < 0 && isPivotable(slot, c) {
                    let ratio = -rows[Int(slot)].constant / c
                    if ratio < bestRatio || (ratio == bestRatio && subject < bestSubject) {
                        best = slot
                        bestRatio = ratio
                        bestSubject = subject
                    }
                }
            }
            if best < 0 {
                // Nothing limits the entering symbol, so the objective would fall without bound: in
                // exact arithmetic impossible (it is a sum of weighted errors, never negative), so the
                // coefficient is rounding noise. Drop it and go on (kiwi throws "unbounded" here).
                if useArtificial {
                    if let p = search(artificial.ids, entering) {
                        artificial.ids.remove(at: p)
                        artificial.coeffs.remove(at: p)
                    }
                } else {
                    objective[Int(entering)] = 0
                    droppedReducedCosts &+= 1
                }
                continue
            }
            pivot(slot: best, entering: entering)
        }
    }

    /// Dual simplex: restores feasibility of the rows in `infeasible` keeping the objective optimal.
    ///
    /// Returns false when a row cannot be made feasible (no symbol may enter it: the constraints are
    /// contradictory) or when more than `limit` pivots were needed; the pivots done stay done (callers
    /// that must undo them log them) and `infeasible` is emptied.
    @discardableResult
    mutating func dualOptimize(limit: Int = .max) -> Bool {
        dualMode = true
        defer { dualMode = false }
        var pivots = 0
        while let leaving = infeasible.popLast() {
            let slot = rowOf[Int(leaving)]
            if slot < 0 { continue }
            let constant = rows[Int(slot)].constant
            if nearZero(constant) || constant >= 0 { continue }
            var entering: UInt32 = 0
            var bestRatio = Double.infinity
            let row = rows[Int(slot)]
            var largest = -1.0  // found only when a small coefficient needs it
            for i in 0..<row.ids.count {
                let c = row.coeffs[i]
                let id = row.ids[i]
                if c > 0 && kind[Int(id)] != .dummy {
                    if c < 1e-3 {
                        if largest < 0 { largest = activeLargest(row) }
                        if !ConstraintSolver.isPivotable(c, largest: largest) { continue }
                    }
                    let ratio = objective[Int(id)] / c
                    if ratio < bestRatio {
                        bestRatio = ratio
                        entering = id
                    }
                }
            }
            if entering == 0 || pivots >= limit {
                infeasible.removeAll(keepingCapacity: true)
                return false
            }
            pivots += 1
            pivot(slot: slot, entering: entering)
        }
        return true
    }

    // MARK: Building rows

    @inline(__always) mutating func accumulate(_ symbol: UInt32, _ value: Double) {
        let s = Int(symbol)
        if !isTouched[s] {
            isTouched[s] = true
            touched.append(symbol)
            if definitionOf[s] >= 0 {
                let d = definitionOf[s]
                pending.push(PendingDefinition(sequence: definitions[Int(d)].sequence, index: d))
            }
        }
        accumulator[s] += value
        magnitude[s] += abs(value)
    }

    /// `constant + Σ coefficient·symbol` over external symbols, with definitions expanded (latest first,
    /// so each is expanded once) and basic symbols replaced by their rows: a row over parametric symbols.
    ///
    /// Every coefficient (and the constant) remembers the magnitude of the parts summed into it; a sum
    /// that cancels up to rounding is zero (`isCancelled`), so no noise-sized coefficient survives to be
    /// pivoted on. The constant's magnitude is left in `constantMagnitude` for the caller's test of a
    /// row that reduces to a constant.
    mutating func buildRow(_ terms: [(UInt32, Double)], constant: Double) -> Row {
        var constant = constant
        var constantParts = abs(constant)
        for (symbol, c) in terms { accumulate(symbol, c) }
        while !pending.isEmpty {
            let d = Int(pending.pop().index)
            let v = Int(definitions[d].variable)
            let c = accumulator[v]
            let parts = magnitude[v]
            accumulator[v] = 0
            magnitude[v] = 0
            if isCancelled(c, parts) { continue }
            let definition = definitions[d]
            constant += c * definition.constant
            constantParts += abs(c * definition.constant)
            for i in definition.start..<(definition.start + definition.count) {
                accumulate(definitionIds[i], c * definitionCoeffs[i])
            }
            accumulate(definition.dummy, c * definition.dummyCoefficient)
        }
        var index = 0
        while index < touched.count {
            let s = Int(touched[index])
            index += 1
            let slot = rowOf[s]
            if slot < 0 { continue }
            let c = accumulator[s]
            let parts = magnitude[s]
            accumulator[s] = 0
            magnitude[s] = 0
            if isCancelled(c, parts) { continue }
            let row = rows[Int(slot)]
            constant += c * row.constant
            constantParts += abs(c * row.constant)
            for i in 0..<row.ids.count { accumulate(row.ids[i], c * row.coeffs[i]) }
        }
        touched.sort()
        var row = Row()
        row.constant = abs(constant) <= cancellationTolerance * constantParts ? 0 : constant
        constantMagnitude = constantParts
        row.ids.reserveCapacity(touched.count)
        row.coeffs.reserveCapacity(touched.count)
        for symbol in touched {
            let s = Int(symbol)
            let c = accumulator[s]
            if !isCancelled(c, magnitude[s]) {
                row.ids.append(symbol)
                row.coeffs.append(c)
            }
            accumulator[s] = 0
            magnitude[s] = 0
            isTouched[s] = false
        }
        touched.removeAll(keepingCapacity: true)
        return row
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
    /// rows, the others 0 (defined ones too: `DefinitionProgram.run` computes those).
    func values(of externals: [UInt32], into values: inout [Double]) {
        if values.count < kind.count {
            values.append(contentsOf: repeatElement(0, count: kind.count - values.count))
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

extension Tableau {
    /// The tableau's invariants, as descriptions of what is broken (empty when sound): restricted rows
    /// feasible, rows of basic dummies zero combinations of dummies, the objective optimal (no
    /// improving parametric symbol) and free of user variables, every row term listed in its symbol's
    /// column, basic symbols absent from rows. For tests.
    func invariantViolations(tolerance: Double = 1e-7) -> [String] {
        var out: [String] = []
        for s in 1..<kind.count where objective[s] != 0 {
            if kind[s] == .external { out.append("objective holds external symbol \(s)") }
            if rowOf[s] >= 0 { out.append("objective holds basic symbol \(s)") }
            if objective[s] < -tolerance && kind[s] != .dummy && rowOf[s] < 0 {
                out.append("objective not optimal: symbol \(s) has \(objective[s])")
            }
        }
        for (slot, row) in rows.enumerated() where subjectOf[slot] != 0 {
            let subject = subjectOf[slot]
            if kind[Int(subject)] != .external && row.constant < -tolerance {
                out.append("row of \(subject) infeasible: \(row.constant)")
            }
            if kind[Int(subject)] == .dummy
                && (abs(row.constant) > tolerance || row.ids.contains { kind[Int($0)] != .dummy })
            {
                out.append("row of dummy \(subject) is not a zero combination of dummies")
            }
            for id in row.ids {
                if rowOf[Int(id)] >= 0 { out.append("row of \(subject) holds basic symbol \(id)") }
                if !column[Int(id)].contains(Int32(slot)) {
                    out.append("column of \(id) misses the row of \(subject)")
                }
            }
        }
        return out
    }
}
