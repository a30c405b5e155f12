// The tolerances of the floating-point tableau and the tests built on them.

/// Coefficients and constants closer to zero than this are zero (kiwi uses the same 1e-8).
let nearZeroTolerance = 1e-8

/// A sum smaller than this fraction of the parts that produced it is cancellation noise, and zero:
/// `a + b` where `b ≈ -a` up to rounding. Scaled to the parts, so that rows of large numbers clean up
/// as well as rows of small ones, and no genuine coefficient of a decimal model comes near it (a
/// nearly parallel twin's, 0.082031 for 0.08203125, is 1e-6 of its parts). Not 1e-10: an
/// ill-conditioned tableau (values around 10⁷, markers with coefficients of 10⁵) carries noise of
/// 3.6e-10 of the parts, and a pivot on it accepted a contradiction (stress check, seed 7, system
/// 15,489; seed 99, system 3639 ended 7,300 times above the optimum).
let cancellationTolerance = 1e-9

/// The objective's cancellation test: its coefficients span the strengths' range (1e9), so only
/// a sum at the level of double rounding of its parts is zero there.
let objectiveCancellationTolerance = 1e-14

/// A required row that reduces to a constant is redundant (and consistent) when the constant is at
/// most this fraction of the magnitude of what was summed into it (or within `nearZeroTolerance`),
/// and contradictory otherwise. Looser than `cancellationTolerance`: the tableau's constants carry
/// the rounding of every pivot so far.
let redundancyTolerance = 1e-11

/// A pivot element smaller than this fraction of the largest coefficient of its row is noise: the
/// simplex never divides by it (a pivot on 1e-8 in a row of 3s multiplies the rounding by 1e8).
let pivotTolerance = 1e-7

/// A new row's subject has a coefficient at least this fraction of the row's largest external one.
let subjectThreshold = 0.1

func nearZero(_ x: Double) -> Bool { abs(x) < nearZeroTolerance }

/// Whether `sum`, computed from parts of total magnitude `magnitude`, is zero up to rounding.
func isCancelled(_ sum: Double, _ magnitude: Double) -> Bool {
    abs(sum) < nearZeroTolerance || abs(sum) <= cancellationTolerance * magnitude
}

/// Whether `constant`, a required row's remainder after elimination (parts of total magnitude
/// `magnitude`), is zero up to the tableau's rounding: the one test of "redundant and consistent"
/// versus "contradictory", used on every path that meets such a row.
func isConsistentRemainder(_ constant: Double, _ magnitude: Double) -> Bool {
    abs(constant) < nearZeroTolerance || abs(constant) <= redundancyTolerance * magnitude
}

/// Whether `c` may be divided by in a row whose largest coefficient is `largest`.
func isPivotable(_ c: Double, largest: Double) -> Bool {
    abs(c) >= nearZeroTolerance && abs(c) >= pivotTolerance * largest
}

/// The largest magnitude an accepted state's value may have (`Solver.valueBound`).
let valueMagnitudeBound = 1e12
