/// Definitions: simple defining equalities (`left = previous.right + gap`) kept out of the
/// tableau and evaluated in dependency order when values are read, promoted into it when needed.
extension Tableau {
    /// Keeps `Σ terms + constant == 0` out of the tableau as the definition of the free symbol `v`.
    mutating func define(_ v: UInt32, terms: [(UInt32, Double)], constant: Double, owner record: Int32) -> Tag
    {
        var cv = 0.0
        var others: [(UInt32, Double)] = []
        for (symbol, c) in terms {
            if symbol == v {
                cv = c
            } else if !nearZero(c) {
                others.append((symbol, c))
            }
        }
        others.sort { $0.0 < $1.0 }
        let dummy = newSymbol(.dummy)
        owner[Int(dummy)] = record
        var definition = Definition()
        definition.variable = v
        definition.dummy = dummy
        definition.dummyCoefficient = -1 / cv
        definition.constant = -constant / cv
        definition.start = definitionIds.count
        definition.count = others.count
        for (symbol, c) in others {
            definitionIds.append(symbol)
            definitionCoeffs.append(-c / cv)
        }
        definition.sequence = nextSequence
        nextSequence += 1
        definition.orderIndex = definitionOrder.count
        let d: Int32
        if let free = freeDefinitions.popLast() {
            d = free
            definitions[Int(d)] = definition
        } else {
            d = Int32(definitions.count)
            definitions.append(definition)
        }
        definitionOrder.append(d)
        definitionOf[Int(v)] = d
        return Tag(marker: dummy, other: 0, definition: d)
    }

    mutating func deleteDefinition(_ d: Int32) {
        let definition = definitions[Int(d)]
        definitionOf[Int(definition.variable)] = -1
        definitionOrder[definition.orderIndex] = -1
        deadInOrder += 1
        definitions[Int(d)] = Definition()
        freeDefinitions.append(d)
        definitionGarbage += definition.count
        if definitionGarbage > 256 && definitionGarbage * 2 > definitionIds.count { compactDefinitionTerms() }
        if deadInOrder > 64 && deadInOrder * 2 > definitionOrder.count {
            definitionOrder.removeAll { $0 < 0 }
            for (i, live) in definitionOrder.enumerated() { definitions[Int(live)].orderIndex = i }
            deadInOrder = 0
        }
    }

    /// Drops the terms of deleted definitions from the shared term arrays.
    mutating func compactDefinitionTerms() {
        var ids: [UInt32] = []
        var coeffs: [Double] = []
        ids.reserveCapacity(definitionIds.count - definitionGarbage)
        coeffs.reserveCapacity(definitionIds.count - definitionGarbage)
        for d in definitionOrder where d >= 0 {
            let definition = definitions[Int(d)]
            let start = ids.count
            ids.append(contentsOf: definitionIds[definition.start..<(definition.start + definition.count)])
            coeffs.append(
                contentsOf: definitionCoeffs[definition.start..<(definition.start + definition.count)])
            definitions[Int(d)].start = start
        }
        definitionIds = ids
        definitionCoeffs = coeffs
        definitionGarbage = 0
    }

    /// Turns a definition into an ordinary tableau row (its variable becomes basic).
    mutating func promote(_ d: Int32) {
        let definition = definitions[Int(d)]
        var terms: [(UInt32, Double)] = []
        terms.reserveCapacity(definition.count + 1)
        for i in definition.start..<(definition.start + definition.count) {
            terms.append((definitionIds[i], definitionCoeffs[i]))
        }
        terms.append((definition.dummy, definition.dummyCoefficient))
        deleteDefinition(d)
        let row = buildRow(terms, constant: definition.constant)
        _ = insertRow(row, subject: definition.variable)
    }
}
