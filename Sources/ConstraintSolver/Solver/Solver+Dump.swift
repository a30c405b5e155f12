// A text view of the solver's state, as kiwi's `dump()` gives: for debugging layouts and for bug
// reports.

extension Solver {
    /// The solver's state as text: the constraints (in the order they were added, with their
    /// strengths), the edit variables with their strengths and current suggestions, and the tableau
    /// (the rows, the required equalities kept out of it as definitions, the objective).
    ///
    /// In the tableau, user variables appear by name and the solver's own symbols as `s12` (the slack
    /// of an inequality), `e13` (an error of a preference) and `d14` (the marker of a required
    /// equality). The format is for people and may change.
    ///
    /// ```swift
    /// let x = Variable("x")
    /// let solver = Solver()
    /// try solver.add(x >= 10)
    /// try solver.addEditVariable(x, strength: .strong)
    /// try solver.suggestValue(4, for: x)
    /// print(solver.dump())
    /// ```
    public func dump() -> String {
        var nameOf: [UInt32: String] = [:]
        for (i, variable) in variables.enumerated() { nameOf[variableSymbols[i]] = variable.description }
        func name(_ symbol: UInt32) -> String {
            if let name = nameOf[symbol] { return name }
            let prefix =
                switch tableau.kind[Int(symbol)] {
                case .external: "v"
                case .slack: "s"
                case .error: "e"
                case .dummy: "d"
                }
            return "\(prefix)\(symbol)"
        }
        func sum(_ constant: Double, _ terms: [(UInt32, Double)]) -> String {
            var text = format(constant)
            for (symbol, c) in terms {
                text += (c < 0 ? " - " : " + ") + (abs(c) == 1 ? "" : "\(format(abs(c)))*") + name(symbol)
            }
            return text
        }
        let live = records.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
        let editConstraints = Set(edits.values.map { ObjectIdentifier($0.constraint) })
        let constraints = live.filter { !editConstraints.contains(ObjectIdentifier($0.constraint)) }
        var out = "Constraints (\(constraints.count)):\n"
        for record in constraints {
            let c = record.constraint
            out += "  \(c.relationDescription)"
            if c.label != nil { out += "  \"\(c)\"" }
            out += "\n"
        }
        let editList = edits.values.compactMap { edit -> (Int, String)? in
            guard let index = recordOfConstraint[ObjectIdentifier(edit.constraint)],
                let record = records[Int(index)],
                let variable = edit.constraint.expression.terms.first?.variable
            else { return nil }
            return (
                record.sequence,
                "  \(variable): \(edit.constraint.strength), suggested \(format(edit.constant))\n"
            )
        }.sorted { $0.0 < $1.0 }
        out += "Edit variables (\(editList.count)):\n" + editList.map(\.1).joined()
        let slots = tableau.rows.indices.filter { tableau.subjectOf[$0] != 0 }
        out += "Rows (\(slots.count)):\n"
        for slot in slots {
            let row = tableau.rows[slot]
            let subject = tableau.subjectOf[slot]
            out += "  \(name(subject)) = \(sum(row.constant, Array(zip(row.ids, row.coeffs))))\n"
        }
        let definitions = tableau.definitionOrder.filter { $0 >= 0 }
        out += "Definitions (\(definitions.count)):\n"
        for d in definitions {
            let definition = tableau.definitions[Int(d)]
            var terms: [(UInt32, Double)] = []
            for i in definition.start..<(definition.start + definition.count) {
                terms.append((tableau.definitionIds[i], tableau.definitionCoeffs[i]))
            }
            terms.append((definition.dummy, definition.dummyCoefficient))
            out += "  \(name(definition.variable)) = \(sum(definition.constant, terms))\n"
        }
        var objective: [(UInt32, Double)] = []
        for s in 1..<tableau.objective.count where tableau.objective[s] != 0 {
            objective.append((UInt32(s), tableau.objective[s]))
        }
        out += "Objective: \(sum(tableau.objectiveConstant, objective))\n"
        return out
    }
}
