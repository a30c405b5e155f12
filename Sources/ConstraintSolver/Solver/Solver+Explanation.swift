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
    /// arithmetic. A `certificate` of `conflicts` followed by `failing` (or, for a large set, one of
    /// the floating-point filter's set) spares the test of each constraint it witnesses (the rest
    /// fit without it, at a point it found within the bound).
    func minimalConflict(
        _ conflicts: [Constraint], _ failing: Constraint, fromProof: Bool = false,
        certificate: ConflictCertificate? = nil
    ) -> [Constraint] {
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
        var proof = certificate
        if conflicts.count > 2 && !fromProof {
            let shrunk = Solver.deletionFiltered(conflicts, failing, verified: false)
            if shrunk.count < conflicts.count {
                // The floating-point filter's set, certified as the proof's is, when it can be.
                var rows = shrunk.compactMap { rowOf[ObjectIdentifier($0)] }
                if let failingRow { rows.append(failingRow) }
                let shrunkProof =
                    rows.count == shrunk.count + 1
                    ? ConflictCertificate(
                        rows: rows, variableCount: numbering.count, bound: Solver.exactValueBound) : nil
                if shrunkProof?.infeasible == true || !feasible(shrunk) {
                    set = shrunk
                    proof = shrunkProof
                }
            }
        }
        // A constraint without which the others are witnessed to hold is kept by the filter below
        // whatever goes before it (a subset of what holds together holds together): no test.
        var witnessed = Set<ObjectIdentifier>()
        if let proof {
            for (i, constraint) in set.enumerated() where proof.witnessed[i] {
                witnessed.insert(ObjectIdentifier(constraint))
            }
            if witnessed.count == set.count { return set }
        }
        var i = 0
        while i < set.count {
            if witnessed.contains(ObjectIdentifier(set[i])) {
                i += 1
                continue
            }
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

    /// When the required constraints `named` (a tableau's infeasibility proof) contradict the
    /// required constraint `failing` in exact arithmetic within `valueBound`: a minimal set of them
    /// that does (`minimalConflict`); `nil` when they do not. One elimination
    /// (`ConflictCertificate`) decides most cases; linear programs decide the rest.
    func provenConflict(_ named: [Constraint], _ failing: Constraint) -> [Constraint]? {
        var numbering: [ObjectIdentifier: Int] = [:]
        let rows = (named + [failing]).compactMap { Solver.exactRequiredRow($0, numbering: &numbering) }
        let certificate =
            rows.count == named.count + 1
            ? ConflictCertificate(rows: rows, variableCount: numbering.count, bound: Solver.exactValueBound)
            : nil
        if certificate?.infeasible != true
            && Solver.exactlyFeasible(rows, variableCount: numbering.count)
        {
            return nil
        }
        return minimalConflict(named, failing, fromProof: true, certificate: certificate)
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
