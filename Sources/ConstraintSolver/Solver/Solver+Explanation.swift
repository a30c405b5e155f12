// Conflict explanations: the required constraints named by the infeasibility proof, shrunk to a
// minimal set by deletion filtering in scratch solvers.

extension Solver {
    /// The required constraints of the records `owners` (an infeasibility proof's), once each, in
    /// the order they were added.
    func requiredConstraints(_ owners: [Int32]) -> [Constraint] {
        var seen = Set<Int32>()
        var found: [Record] = []
        for index in owners where seen.insert(index).inserted {
            guard Int(index) < records.count, let record = records[Int(index)],
                record.constraint.strength.isRequired
            else { continue }
            found.append(record)
        }
        found.sort { $0.sequence < $1.sequence }
        return found.map(\.constraint)
    }

    /// `conflicts` (which contradict `failing` in exact arithmetic) shrunk to a minimal set by
    /// deletion filtering with exact feasibility tests, when there are at most
    /// `explanationMinimizationLimit` of them.
    ///
    /// With `fromProof: false` (a large set, such as every required constraint that shares
    /// variables with `failing`), a floating-point filter (scratch solvers, cheap) goes first; when
    /// the set it keeps contradicts `failing` exactly, the exact filter starts from it, so it tests a
    /// few small programs instead of one per candidate. The constraints of a tableau's
    /// infeasibility proof (`fromProof: true`) are nearly always minimal already (on the general
    /// systems of the solver benchmark, 27 of about 9,000 sets minimized here shrank at all), so
    /// the floating-point filter, a scratch solver per candidate, would only confirm them. The exact filter has the
    /// last word either way: each constraint it keeps is one without which the rest fit, in exact
    /// arithmetic.
    func minimalConflict(_ conflicts: [Constraint], _ failing: Constraint, fromProof: Bool = false)
        -> [Constraint]
    {
        guard explainsConflicts, conflicts.count <= Solver.explanationMinimizationLimit else {
            return conflicts
        }
        // Each constraint as an exact row once, over the variables these constraints meet.
        var numbering: [ObjectIdentifier: Int] = [:]
        let failingRow = Solver.exactRequiredRow(failing, numbering: &numbering)
        var rowOf: [ObjectIdentifier: ExactProgram.Row] = [:]
        for constraint in conflicts {
            rowOf[ObjectIdentifier(constraint)] = Solver.exactRequiredRow(constraint, numbering: &numbering)
        }
        func feasible(_ set: [Constraint]) -> Bool {
            var rows = set.compactMap { rowOf[ObjectIdentifier($0)] }
            if let failingRow { rows.append(failingRow) }
            return Solver.exactlyFeasible(rows, variableCount: numbering.count)
        }
        var set = conflicts
        if conflicts.count > 2 && !fromProof {
            let shrunk = Solver.deletionFiltered(conflicts, failing, verified: false)
            if shrunk.count < conflicts.count && !feasible(shrunk) { set = shrunk }
        }
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if !feasible(trial) {
                set = trial
            } else {
                i += 1
            }
        }
        return set
    }

    /// The required constraints behind an infeasibility proof, in the order they were added, minimal
    /// when there are at most `explanationMinimizationLimit` of them (decided by scratch solvers: the
    /// path beyond the exact path's bound).
    func explain(_ failing: Constraint, owners: [Int32]) -> [Constraint] {
        explain(failing, conflicts: requiredConstraints(owners))
    }

    /// `explain(_:owners:)` of the proof's required constraints, `conflicts`.
    func explain(_ failing: Constraint, conflicts: [Constraint]) -> [Constraint] {
        guard explainsConflicts, conflicts.count <= Solver.explanationMinimizationLimit,
            Solver.isInfeasible(conflicts, with: failing)
        else { return conflicts }
        return Solver.deletionFiltered(conflicts, failing)
    }

    /// `conflicts` (with which `failing` cannot be added to a fresh solver) shrunk by deletion
    /// filtering in scratch solvers: each constraint without which `failing` still cannot be added
    /// goes. `verified: false` takes the scratch tableaus' word (no check, no exact path).
    static func deletionFiltered(
        _ conflicts: [Constraint], _ failing: Constraint, verified: Bool = true
    ) -> [Constraint] {
        var set = conflicts
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if isInfeasible(trial, with: failing, verified: verified) {
                set = trial
            } else {
                i += 1
            }
        }
        return set
    }

    /// Whether `failing` cannot be added to a fresh solver holding `constraints` (with `verified:
    /// false`, one that takes its tableau's word: no check after a change, no exact path).
    static func isInfeasible(
        _ constraints: [Constraint], with failing: Constraint, verified: Bool = true
    ) -> Bool {
        let scratch = Solver(explainsConflicts: false)
        scratch.verifiesChanges = verified
        for constraint in constraints {
            do { try scratch.add(constraint) } catch { return true }
        }
        do {
            try scratch.add(failing)
            return false
        } catch {
            return true
        }
    }
}
