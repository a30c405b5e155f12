/// Removing a constraint: its marker leaves the basis by a ratio test, its row goes, and its
/// error terms leave the objective.
extension Tableau {
    /// Removes a constraint's effects (kiwi's algorithm; definitions are dropped or promoted first).
    mutating func remove(_ tag: Tag, strength: Double) {
        if tag.definition >= 0 {
            let definition = definitions[Int(tag.definition)]
            compactColumn(definition.dummy)
            if refCount[Int(definition.variable)] == 1 && column[Int(definition.dummy)].isEmpty
                && objective[Int(definition.dummy)] == 0
            {
                deleteDefinition(tag.definition)
                return
            }
            promote(tag.definition)
        }
        let marker = tag.marker
        if kind[Int(marker)] == .error { removeMarkerEffects(marker, strength: strength) }
        if tag.other != 0 && kind[Int(tag.other)] == .error {
            removeMarkerEffects(tag.other, strength: strength)
        }
        if rowOf[Int(marker)] >= 0 {
            _ = takeRow(rowOf[Int(marker)])
        } else if let slot = markerLeavingRow(marker) {
            let leaving = subjectOf[Int(slot)]
            solveFor(slot: slot, leaving: leaving, entering: marker)
            rowOf[Int(leaving)] = -1
            subjectOf[Int(slot)] = marker
            rowOf[Int(marker)] = slot
            substitute(marker, from: slot)
            _ = takeRow(slot)
        }
        // The constraint's second error symbol goes too (as in the original Cassowary; kiwi keeps it,
        // and a leftover restricted symbol can cut off better solutions later).
        let other = tag.other
        if other != 0 {
            if rowOf[Int(other)] >= 0 {
                _ = takeRow(rowOf[Int(other)])
            } else {
                removeSymbolEverywhere(other)
            }
        }
        optimize()
    }

    mutating func removeMarkerEffects(_ marker: UInt32, strength: Double) {
        let slot = rowOf[Int(marker)]
        if slot >= 0 {
            mergeIntoObjective(factor: -strength, source: rows[Int(slot)])
        } else {
            addToObjective(marker, -strength)
        }
    }

    /// The row in which a parametric marker enters before that row is dropped: a row whose basic symbol
    /// is a dummy first (a redundant required equality: entering there keeps it at zero, and the
    /// equality takes over from the removed one; kiwi skips this and leaves it violated), then kiwi's
    /// choice: the restricted row with the smallest ratio, negative coefficients first, else a row
    /// with an external basic symbol.
    mutating func markerLeavingRow(_ marker: UInt32) -> Int32? {
        compactColumn(marker)
        var dummyRow: Int32 = -1
        var dummySubject = UInt32.max
        for slot in column[Int(marker)] {
            let subject = subjectOf[Int(slot)]
            if kind[Int(subject)] == .dummy && subject < dummySubject && coefficient(slot, marker) != 0 {
                dummyRow = slot
                dummySubject = subject
            }
        }
        if dummyRow >= 0 { return dummyRow }
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        var r1 = Double.infinity
        var r2 = Double.infinity
        var s1 = UInt32.max
        var s2 = UInt32.max
        var s3: UInt32 = 0
        for slot in column[Int(marker)] {
            let c = coefficient(slot, marker)
            if c == 0 { continue }
            let subject = subjectOf[Int(slot)]
            let constant = rows[Int(slot)].constant
            if kind[Int(subject)] == .external {
                if subject > s3 || third < 0 {
                    third = slot
                    s3 = subject
                }
            } else if c < 0 {
                let r = -constant / c
                if r < r1 || (r == r1 && subject < s1) {
                    r1 = r
                    first = slot
                    s1 = subject
                }
            } else {
                let r = constant / c
                if r < r2 || (r == r2 && subject < s2) {
                    r2 = r
                    second = slot
                    s2 = subject
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        if third >= 0 { return third }
        return nil
    }
}
