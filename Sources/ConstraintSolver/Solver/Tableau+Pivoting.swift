/// Pivoting: the linear merge of one row into another (or into the objective), substitution
/// of a symbol through the rows that hold it, and the pivot that swaps a basic symbol.
extension Tableau {
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
    func cleanSum(_ a: Double, _ b: Double) -> Double {
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
}
