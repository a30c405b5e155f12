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
    func minimalConflict(_ conflicts: [Constraint], _ failing: Constraint) -> [Constraint] {
        guard explainsConflicts, conflicts.count <= Solver.explanationMinimizationLimit else {
            return conflicts
        }
        var set = conflicts
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if !exactlyFeasible(trial + [failing]) {
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
        let conflicts = requiredConstraints(owners)
        guard explainsConflicts, conflicts.count <= Solver.explanationMinimizationLimit,
            Solver.isInfeasible(conflicts, with: failing)
        else { return conflicts }
        var set = conflicts
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if Solver.isInfeasible(trial, with: failing) {
                set = trial
            } else {
                i += 1
            }
        }
        return set
    }

    /// Whether `failing` cannot be added to a fresh solver holding `constraints`.
    static func isInfeasible(_ constraints: [Constraint], with failing: Constraint) -> Bool {
        let scratch = Solver(explainsConflicts: false)
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
