package import ConstraintSolver
import PanelCore

extension LayoutPriority {
    /// The solver strength this priority stands for.
    ///
    /// `required` (1000) is `Strength.required`. Every other priority `p` on Auto Layout's
    /// scale becomes the weight `1000^((p − 250) / 250)`, so the named levels land exactly on
    /// the solver's levels — 750 (`strong`) weighs 1,000,000, 500 (`medium`) 1,000 and 250
    /// (`weak`) 1 — and every number in between keeps its order: 999 weighs about 9.7 × 10⁸,
    /// still below the screen size (10⁹) and far below required; 50 (Auto Layout's
    /// fitting-size level, used for intrinsic sizes) weighs about 0.004.
    ///
    /// ```swift
    /// LayoutPriority.strong.strength == .strong   // true
    /// LayoutPriority(300).strength.value          // ≈ 3.98, between weak and medium
    /// ```
    package var strength: Strength {
        if isRequired { return .required }
        switch value {
        case 750: return .strong
        case 500: return .medium
        case 250: return .weak
        default:
            // 1000^((p − 250) / 250) = 10^(3 (p − 250) / 250)
            return Strength(value: LayoutPriority.power10(3 * (value - 250) / 250))
        }
    }

    /// 10^x for a real x, with the standard library only.
    private static func power10(_ x: Double) -> Double {
        let whole = x.rounded(.down)
        var result = 1.0
        var exponent = Int(whole)
        let base = exponent >= 0 ? 10.0 : 0.1
        exponent = abs(exponent)
        for _ in 0..<exponent { result *= base }
        // 10^f for f in [0, 1): e^(f · ln 10) by its series (converges fast for |f · ln 10| < 2.31).
        let t = (x - whole) * 2.302_585_092_994_046
        var term = 1.0
        var sum = 1.0
        for n in 1..<40 {
            term *= t / Double(n)
            sum += term
        }
        return result * sum
    }
}
