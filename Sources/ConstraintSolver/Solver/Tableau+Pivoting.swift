/// Pivoting: the linear merge of one row into another (or into the objective), substitution
/// of a symbol through the rows that hold it, and the pivot that swaps a basic symbol.
extension Tableau {
    /// `row[target] += factor · source` with the term at `skip` removed (the substituted symbol).
    /// New symbols in a tableau row are added to their columns.
    ///
    /// The terms are merged over raw buffers (`mergeTerms`) into buffers kept at the largest size a
    /// merge needed so far, then copied into the row's own arrays: an append per term checked the
    /// arrays' uniqueness and capacity each time.
    mutating func merge(slot: Int32, objective: Int, skip: Int, factor: Double, source: Row) {
        var ids: [UInt32] = []
        var coeffs: [Double] = []
        if slot >= 0 {
            swap(&ids, &rows[Int(slot)].ids)
            swap(&coeffs, &rows[Int(slot)].coeffs)
        } else {
            swap(&ids, &artificial.ids)
            swap(&coeffs, &artificial.coeffs)
        }
        var outIds: [UInt32] = []
        var outCoeffs: [Double] = []
        var added: [UInt32] = []
        swap(&outIds, &mergeIds)
        swap(&outCoeffs, &mergeCoeffs)
        swap(&added, &mergeAdded)
        let needed = ids.count + source.ids.count
        if outIds.count < needed {
            let size = max(needed, 2 * outIds.count)
            outIds.append(contentsOf: repeatElement(0, count: size - outIds.count))
            outCoeffs.append(contentsOf: repeatElement(0, count: size - outCoeffs.count))
        }
        if added.count < source.ids.count {
            added.append(
                contentsOf: repeatElement(0, count: max(source.ids.count, 2 * added.count) - added.count))
        }
        let (count, addedCount) = outIds.withUnsafeMutableBufferPointer { outIds in
            outCoeffs.withUnsafeMutableBufferPointer { outCoeffs in
                added.withUnsafeMutableBufferPointer { added in
                    Tableau.mergeTerms(
                        ids, coeffs, skip: skip, source.ids, source.coeffs, factor: factor,
                        into: outIds, outCoeffs, added: added)
                }
            }
        }
        ids.removeAll(keepingCapacity: true)
        coeffs.removeAll(keepingCapacity: true)
        ids.append(contentsOf: outIds[..<count])
        coeffs.append(contentsOf: outCoeffs[..<count])
        if slot >= 0 {
            addToColumns(added, count: addedCount, slot)
            swap(&ids, &rows[Int(slot)].ids)
            swap(&coeffs, &rows[Int(slot)].coeffs)
            rows[Int(slot)].constant = cleanSum(rows[Int(slot)].constant, factor * source.constant)
            noteChanged(slot)
        } else {
            swap(&ids, &artificial.ids)
            swap(&coeffs, &artificial.coeffs)
            artificial.constant = cleanSum(artificial.constant, factor * source.constant)
        }
        swap(&outIds, &mergeIds)
        swap(&outCoeffs, &mergeCoeffs)
        swap(&added, &mergeAdded)
    }

    /// The terms of `a + factor · b` (ids increasing), without `a`'s term at `skip`, written to
    /// `outIds` and `outCoeffs` (room for both rows' terms); the ids of `b` that `a` lacks and that
    /// stay go to `added` (room for `b`'s terms). Returns how many terms and added ids it wrote.
    static func mergeTerms(
        _ aIds: [UInt32], _ aCoeffs: [Double], skip: Int, _ bIds: [UInt32], _ bCoeffs: [Double],
        factor: Double, into outIds: UnsafeMutableBufferPointer<UInt32>,
        _ outCoeffs: UnsafeMutableBufferPointer<Double>, added: UnsafeMutableBufferPointer<UInt32>
    ) -> (count: Int, added: Int) {
        let na = aIds.count
        let nb = bIds.count
        var n = 0
        var fresh = 0
        var i = 0
        var j = 0
        while true {
            if i == skip { i += 1 }
            if i >= na {
                while j < nb {
                    let v = factor * bCoeffs[j]
                    if !nearZero(v) {
                        outIds[n] = bIds[j]
                        outCoeffs[n] = v
                        n += 1
                        added[fresh] = bIds[j]
                        fresh += 1
                    }
                    j += 1
                }
                break
            }
            if j >= nb {
                while i < na {
                    if i != skip {
                        outIds[n] = aIds[i]
                        outCoeffs[n] = aCoeffs[i]
                        n += 1
                    }
                    i += 1
                }
                break
            }
            let x = aIds[i]
            let y = bIds[j]
            if x < y {
                outIds[n] = x
                outCoeffs[n] = aCoeffs[i]
                n += 1
                i += 1
            } else if y < x {
                let v = factor * bCoeffs[j]
                if !nearZero(v) {
                    outIds[n] = y
                    outCoeffs[n] = v
                    n += 1
                    added[fresh] = y
                    fresh += 1
                }
                j += 1
            } else {
                let v = aCoeffs[i] + factor * bCoeffs[j]
                if !isCancelled(v, abs(aCoeffs[i])) {
                    outIds[n] = x
                    outCoeffs[n] = v
                    n += 1
                }
                i += 1
                j += 1
            }
        }
        return (n, fresh)
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
