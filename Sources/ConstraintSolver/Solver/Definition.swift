/// A required equality kept out of the tableau: `variable = constant + Σ coeffs·ids + dummyCoefficient·dummy`.
///
/// `variable` appears in no tableau row. Rows that need it get the expansion (and the dummy, which records
/// how much of this equality each row used, exactly like the marker of a tableau constraint).
struct Definition {
    var variable: UInt32 = 0
    var dummy: UInt32 = 0
    var dummyCoefficient: Double = 0
    /// The terms: `count` entries of `Tableau.definitionIds`/`definitionCoeffs` from `start`.
    var start: Int = 0
    var count: Int = 0
    var constant: Double = 0
    var sequence: Int = 0
    var orderIndex: Int = 0
}
