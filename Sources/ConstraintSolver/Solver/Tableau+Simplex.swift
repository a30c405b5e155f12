/// The simplex steps: primal optimisation of the objective and the dual simplex that restores
/// feasibility after suggestions.
extension Tableau {
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
}
