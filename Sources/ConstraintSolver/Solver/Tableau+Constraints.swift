// Adding constraints and edit suggestions: kiwi's algorithm on the sparse tableau, with
// transactional failure (definitions and removal are in their own files).

extension Tableau {
    /// Adds `Σ terms + constant (relation) 0`. On failure the tableau is exactly as it was (new symbols
    /// are removed too) and the error carries the owners of the constraints in the proof.
    mutating func add(
        terms: [(UInt32, Double)], constant: Double, relation: Relation, strength: Double, required: Bool,
        owner record: Int32
    ) throws(Infeasible) -> Tag {
        if required && relation == .equal {
            for (symbol, c) in terms where !nearZero(c) && isFree(symbol) {
                return define(symbol, terms: terms, constant: constant, owner: record)
            }
        }
        let watermark = kind.count
        var row = buildRow(terms, constant: constant)
        var tag = Tag()
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            owner[Int(slack)] = record
            tag.marker = slack
            row.ids.append(slack)
            row.coeffs.append(sign)
            if !required {
                let error = newSymbol(.error)
                owner[Int(error)] = record
                tag.other = error
                row.ids.append(error)
                row.coeffs.append(-sign)
                objective[Int(error)] = strength
            }
        case .equal:
            if !required {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                owner[Int(plus)] = record
                owner[Int(minus)] = record
                tag.marker = plus
                tag.other = minus
                row.ids.append(contentsOf: [plus, minus])
                row.coeffs.append(contentsOf: [-1, 1])
                objective[Int(plus)] = strength
                objective[Int(minus)] = strength
            } else {
                let dummy = newSymbol(.dummy)
                owner[Int(dummy)] = record
                tag.marker = dummy
                row.ids.append(dummy)
                row.coeffs.append(1)
            }
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for i in row.coeffs.indices { row.coeffs[i] = -row.coeffs[i] }
        }
        var subject = chooseSubject(row, tag)
        if subject == 0 && row.ids.allSatisfy({ kind[Int($0)] == .dummy }) {
            if !isConsistentRemainder(row.constant, constantMagnitude) {
                var owners: [Int32] = []
                for id in row.ids where id != tag.marker && owner[Int(id)] >= 0 {
                    owners.append(owner[Int(id)])
                }
                truncateSymbols(to: watermark)
                throw Infeasible(owners: owners)
            }
            // Redundant: the remainder is rounding, and the marker's row holds at zero.
            row.constant = 0
            subject = tag.marker
        }
        if subject == 0, kind[Int(tag.marker)] == .slack, addByDualSimplex(row, slack: tag.marker) {
            optimize()
            return tag
        }
        if subject == 0 { subject = restrictedSubject(row) }
        if subject == 0 { subject = smallExternalSubject(row) }
        if subject == 0 {
            try addWithArtificialVariable(row, watermark: watermark)
        } else {
            let slot = insertRow(solved(row, for: subject), subject: subject)
            substitute(subject, from: slot)
        }
        optimize()
        return tag
    }

    /// The last resort before phase one: the external symbol with the largest coefficient, however
    /// small against the row's markers (a nearly parallel twin of a required row, `0.082031·x -
    /// 0.109375·y + 1.21625` after `0.75·x - y + 11.12`, reduces to `3.3e-8·z + d₁ - 0.1·d₂`). The
    /// coefficient survived `buildRow`'s cancellation test, so it is not rounding; an external symbol is
    /// unrestricted, so the pivot keeps every row feasible; and phase one, whose ratio tests skip such
    /// coefficients, would refuse a consistent constraint. The change check behind every add catches a
    /// pivot that loses too much precision.
    func smallExternalSubject(_ row: Row) -> UInt32 {
        var best: UInt32 = 0
        var largest = 0.0
        for i in 0..<row.ids.count where kind[Int(row.ids[i])] == .external && abs(row.coeffs[i]) > largest {
            best = row.ids[i]
            largest = abs(row.coeffs[i])
        }
        return largest >= nearZeroTolerance ? best : 0
    }

    /// `row` (meaning `0 = constant + Σ`) solved for `subject`.
    func solved(_ row: Row, for subject: UInt32) -> Row {
        guard let q = search(row.ids, subject) else { preconditionFailure("subject not in row") }
        let scale = -1 / row.coeffs[q]
        var out = Row()
        out.constant = row.constant * scale
        out.ids.reserveCapacity(row.ids.count - 1)
        out.coeffs.reserveCapacity(row.ids.count - 1)
        for i in 0..<row.ids.count where i != q {
            out.ids.append(row.ids[i])
            out.coeffs.append(row.coeffs[i] * scale)
        }
        return out
    }

    /// kiwi's choice (an external symbol, else the new marker or error symbol when its coefficient is
    /// negative), preferring the external symbol in the fewest rows (least fill-in).
    mutating func chooseSubject(_ row: Row, _ tag: Tag) -> UInt32 {
        var best: UInt32 = 0
        var bestCount = Int.max
        var largest = -1.0  // found only when a small coefficient needs it
        func pivotable(_ c: Double) -> Bool {
            if abs(c) >= 1e-3 { return true }
            if largest < 0 { largest = activeLargest(row) }
            return ConstraintSolver.isPivotable(c, largest: largest)
        }
        // Threshold pivoting (as sparse LU codes do): only externals whose coefficient is within a
        // factor `subjectThreshold` of the row's largest external one, since dividing by a small one
        // multiplies the rounding of every row the subject is substituted into; among those, the one
        // in the fewest rows.
        var largestExternal = 0.0
        for i in 0..<row.ids.count where kind[Int(row.ids[i])] == .external {
            largestExternal = max(largestExternal, abs(row.coeffs[i]))
        }
        for i in 0..<row.ids.count where kind[Int(row.ids[i])] == .external {
            let id = row.ids[i]
            guard abs(row.coeffs[i]) >= subjectThreshold * largestExternal, pivotable(row.coeffs[i])
            else { continue }
            let count = column[Int(id)].count
            if count < bestCount {
                best = id
                bestCount = count
            }
        }
        if best != 0 { return best }
        for symbol in [tag.marker, tag.other] where symbol != 0 {
            let k = kind[Int(symbol)]
            if k == .slack || k == .error, let p = search(row.ids, symbol), row.coeffs[p] < 0,
                pivotable(row.coeffs[p])
            {
                return symbol
            }
        }
        return 0
    }

    /// Adds an inequality's row with its new slack as the basic symbol, negative when the constraint is
    /// violated now, and restores feasibility with the dual simplex. The slack is not in the objective,
    /// so the objective stays optimal throughout, and each pivot is chosen by cost: a violated
    /// `Σ widths <= container` shrinks the cheapest preferences first instead of pivoting a strong edit
    /// variable's error into every row that mentions it. When the dual simplex fails (the constraint
    /// contradicts required ones) or runs too long, its pivots are undone, the row is dropped and the
    /// caller goes on with the primal method (which finds the proof of the conflict).
    mutating func addByDualSimplex(_ row: Row, slack: UInt32) -> Bool {
        guard let p = search(row.ids, slack), row.coeffs[p] > 0 else { return false }
        _ = insertRow(solved(row, for: slack), subject: slack)
        let slot = rowOf[Int(slack)]
        if rows[Int(slot)].constant >= 0 { return true }
        logging = true
        pivotLog.removeAll(keepingCapacity: true)
        objectiveLog.removeAll(keepingCapacity: true)
        let objectiveConstantBefore = objectiveConstant
        infeasible.removeAll(keepingCapacity: true)
        infeasible.append(slack)
        let success = dualOptimize(limit: 8 * (rows.count - freeSlots.count) + 64)
        logging = false
        if success {
            dualAdds += 1
        } else {
            dualFallbacks += 1
            undoLoggedPivots()
            _ = takeRow(rowOf[Int(slack)])
            objectiveConstant = objectiveConstantBefore
        }
        pivotLog.removeAll(keepingCapacity: true)
        objectiveLog.removeAll(keepingCapacity: true)
        return success
    }

    /// Undoes the pivots of an attempt logged while `logging`, and puts back bit for bit every
    /// objective entry the attempt or its undoing changed. Pivoting back leaves rounding noise in the
    /// objective that the next optimization never looks at (-1.3e-5 where 0 was; -1.8e-4 on a slack
    /// the attempt never touched, when a term it had cancelled comes back as noise), so the undoing
    /// is logged too and the whole log is replayed backwards.
    mutating func undoLoggedPivots() {
        let steps = pivotLog
        logging = true
        for step in steps.reversed() {
            pivot(slot: rowOf[Int(step.entering)], entering: step.leaving)
        }
        logging = false
        for (symbol, value) in objectiveLog.reversed() { objective[Int(symbol)] = value }
        pivotLog.removeAll(keepingCapacity: true)
        objectiveLog.removeAll(keepingCapacity: true)
    }

    /// A restricted symbol with a negative coefficient whose entry keeps every row feasible (the new row
    /// wins its ratio test): one pivot of the artificial method, done directly. Fewest rows first.
    mutating func restrictedSubject(_ row: Row) -> UInt32 {
        var best: UInt32 = 0
        var bestCount = Int.max
        var largest = -1.0  // found only when a small coefficient needs it
        for i in 0..<row.ids.count {
            let id = row.ids[i]
            let a = row.coeffs[i]
            let k = kind[Int(id)]
            guard a < 0, k == .slack || k == .error else { continue }
            if a > -1e-3 {
                if largest < 0 { largest = activeLargest(row) }
                if !ConstraintSolver.isPivotable(a, largest: largest) { continue }
            }
            compactColumn(id)
            let count = column[Int(id)].count
            if count >= bestCount { continue }
            let ratio = row.constant / -a
            var valid = true
            for slot in column[Int(id)] {
                let subject = subjectOf[Int(slot)]
                if kind[Int(subject)] == .external { continue }
                let c = coefficient(slot, id)
                if c < 0 && isPivotable(slot, c) && -rows[Int(slot)].constant / c < ratio {
                    valid = false
                    break
                }
            }
            if valid {
                best = id
                bestCount = count
            }
        }
        return best
    }

    /// Phase one with an artificial variable; on failure, undoes every pivot and throws the proof.
    mutating func addWithArtificialVariable(_ row: Row, watermark: Int) throws(Infeasible) {
        let art = newSymbol(.slack)
        _ = insertRow(row, subject: art)
        artificial = row
        hasArtificial = true
        logging = true
        pivotLog.removeAll(keepingCapacity: true)
        objectiveLog.removeAll(keepingCapacity: true)
        let objectiveConstantBefore = objectiveConstant
        optimize(artificial: true)
        logging = false
        let success = nearZero(artificial.constant)
        var proof = Row()
        swap(&proof, &artificial)
        hasArtificial = false
        if rowOf[Int(art)] >= 0 {
            if !success {
                var owners: [Int32] = []
                for i in 0..<proof.ids.count {
                    let id = proof.ids[i]
                    let k = kind[Int(id)]
                    if Int(id) < watermark && (k == .dummy || k == .slack) && owner[Int(id)] >= 0
                        && !nearZero(proof.coeffs[i])
                    {
                        owners.append(owner[Int(id)])
                    }
                }
                _ = takeRow(rowOf[Int(art)])
                undoLoggedPivots()
                objectiveConstant = objectiveConstantBefore
                purgeSymbols(from: watermark)
                truncateSymbols(to: watermark)
                throw Infeasible(owners: owners)
            }
            let artRow = takeRow(rowOf[Int(art)])
            if !artRow.ids.isEmpty {
                var entering: UInt32 = 0
                for id in artRow.ids where kind[Int(id)] == .slack || kind[Int(id)] == .error {
                    entering = id
                    break
                }
                if entering == 0 { entering = artRow.ids[0] }
                let slot = insertRow(artRow, subject: art)
                pivot(slot: slot, entering: entering)
            }
        }
        pivotLog.removeAll(keepingCapacity: true)
        objectiveLog.removeAll(keepingCapacity: true)
        removeSymbolEverywhere(art)
    }

    /// Deletes a parametric symbol's terms from every row and the objective.
    mutating func removeSymbolEverywhere(_ symbol: UInt32) {
        compactColumn(symbol)
        for slot in column[Int(symbol)] {
            let s = Int(slot)
            if let p = search(rows[s].ids, symbol) {
                rows[s].ids.remove(at: p)
                rows[s].coeffs.remove(at: p)
            }
        }
        column[Int(symbol)].removeAll()
        objective[Int(symbol)] = 0
        if hasArtificial, let p = search(artificial.ids, symbol) {
            artificial.ids.remove(at: p)
            artificial.coeffs.remove(at: p)
        }
    }

    /// Removes every trace of the symbols from `watermark` on (rounding leftovers after an undo).
    mutating func purgeSymbols(from watermark: Int) {
        for s in watermark..<kind.count {
            let symbol = UInt32(s)
            if rowOf[s] >= 0 { _ = takeRow(rowOf[s]) }
            removeSymbolEverywhere(symbol)
        }
    }

    // MARK: Edits

    /// Moves an edit constraint's target by `delta` and restores optimality with the dual simplex;
    /// returns whether that pivoted (the basis changed).
    @discardableResult
    mutating func suggest(_ tag: Tag, delta: Double) -> Bool {
        let plus = Int(tag.marker)
        let minus = Int(tag.other)
        if rowOf[plus] >= 0 {
            let slot = Int(rowOf[plus])
            noteChanged(Int32(slot))
            rows[slot].constant -= delta
            if rows[slot].constant < 0 { infeasible.append(tag.marker) }
        } else if rowOf[minus] >= 0 {
            let slot = Int(rowOf[minus])
            noteChanged(Int32(slot))
            rows[slot].constant += delta
            if rows[slot].constant < 0 { infeasible.append(tag.other) }
        } else {
            compactColumn(tag.marker)
            for slot in column[plus] {
                let s = Int(slot)
                guard let p = search(rows[s].ids, tag.marker) else { continue }
                rows[s].constant += delta * rows[s].coeffs[p]
                noteChanged(slot)
                let subject = subjectOf[s]
                if rows[s].constant < 0 && kind[Int(subject)] != .external { infeasible.append(subject) }
            }
        }
        if infeasible.isEmpty { return false }
        let before = pivotCount
        dualOptimize()
        return pivotCount != before
    }
}
