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
