/// Building rows: terms accumulated into a reused buffer and turned into a sparse row.
extension Tableau {
    mutating func accumulate(_ symbol: UInt32, _ value: Double) {
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
}
