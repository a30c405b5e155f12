// The debug-build check that required constraints hold after adds.

extension Solver {
    /// In debug builds, after a successful add: every so often (when as many adds as an eighth of the
    /// live constraints have passed since the last look, so the cost per add stays constant), asserts
    /// that every required constraint holds at the current solution within `requiredTolerance` of its
    /// magnitude (each add checks what it touched and re-solves or refuses when needed).
    ///
    /// A call refused as a numerical failure cannot always go back to a sound state (when even the
    /// state before it, solved from scratch, breaks a row): after one, until a look finds every row
    /// holding again, a broken row is not an add's fault and is not asserted.
    func checkRequiredConstraintsIfDue() {
        #if DEBUG
            // In exact mode the tableau is not the answer (and not kept up to date).
            guard exactValues == nil else { return }
            requiredCheckCountdown -= 1
            guard requiredCheckCountdown <= 0 else { return }
            requiredCheckCountdown = max(1, recordOfConstraint.count / 8)
            let broken = requiredViolations(tolerance: requiredTolerance)
            assert(
                broken.isEmpty || unsoundSinceLook,
                "required constraints broken after an add: \(broken.prefix(3))")
            if broken.isEmpty { unsoundSinceLook = false }
        #endif
    }

    /// The required constraints that the current solution breaks by more than `tolerance` of their
    /// magnitude (the constant plus every term at its value), as descriptions.
    func requiredViolations(tolerance: Double) -> [String] {
        let values = tableauValues()
        var out: [String] = []
        for (i, symbol) in variableSymbols.enumerated()
        where !(abs(values[Int(symbol)]) <= valueMagnitudeBound) {
            out.append("\(variables[i].name) = \(values[Int(symbol)]) beyond ±\(valueMagnitudeBound)")
        }
        for case let record? in records where record.constraint.strength.isRequired {
            let (violation, magnitude) = record.violation { values[Int($0)] }
            if violation > tolerance * max(1, magnitude) {
                out.append("\(record.constraint) by \(violation)")
            }
        }
        return out
    }
}

extension Solver {
    /// The values the tableau gives the variables' symbols (definitions evaluated), by symbol,
    /// without touching the variables.
    func tableauValues() -> [Double] {
        var values: [Double] = []
        Tableau.values(of: variableSymbols, rowOf: tableau.rowOf, rows: tableau.rows, into: &values)
        var definitions = DefinitionProgram()
        definitions.compile(self, variableIndexOfSymbol: [], valueStorage: [])
        values.withUnsafeMutableBufferPointer { definitions.run(from: 0, values: $0) }
        return values
    }
}

extension Solver.Record {
    /// How far the constraint is from holding when its variables' symbols have the values `value`
    /// gives (0 when it holds), and its magnitude: the constant plus every term at its value.
    func violation(_ value: (UInt32) -> Double) -> (violation: Double, magnitude: Double) {
        let expression = constraint.expression
        var sum = expression.constant
        var magnitude = abs(expression.constant)
        for (i, term) in expression.terms.enumerated() {
            let part = term.coefficient * value(symbols[i])
            sum += part
            magnitude += abs(part)
        }
        return (constraint.relation.violation(of: sum), magnitude)
    }
}
