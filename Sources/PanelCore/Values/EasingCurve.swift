/// Samples of an easing curve from 0 to 1 over time, for the small curve drawn next to spring and
/// transition editors.
///
/// A value of the tree's own (in `PanelCore`, computed with the standard library alone) so that
/// every backend draws the same curve without depending on another: the terminal backends as
/// a row of level glyphs, an HTML backend as an SVG polyline.
///
/// ```swift
/// EasingCurve.samples(for: Spring.default, count: 12) // rises from 0, overshoots a little, settles at 1
/// ```
public enum EasingCurve {
    /// `count` samples of a transition's progress over its duration.
    ///
    /// ```swift
    /// EasingCurve.samples(for: Transition.default, count: 16)
    /// ```
    public static func samples(for transition: Transition, count: Int) -> [Double] {
        switch transition {
        case .easing(_, let bezier):
            return (0..<count).map { index in
                bezier.y(atX: count > 1 ? Double(index) / Double(count - 1) : 1)
            }
        case .spring(let spring):
            return samples(for: spring, count: count)
        }
    }

    /// `count` samples of a damped spring moving from 0 to 1 (unit mass displacement), over its
    /// duration for a time spring, or until it settles (at most 3 s) for a physical spring.
    ///
    /// ```swift
    /// EasingCurve.samples(for: Spring.default, count: 16).last   // about 1
    /// ```
    public static func samples(for spring: Spring, count: Int) -> [Double] {
        guard case .physics(let stiffness, let damping, let mass) = spring.resolvedPhysics,
            stiffness > 0, mass > 0, damping >= 0, stiffness.isFinite, damping.isFinite, mass.isFinite
        else { return [Double](repeating: 1, count: count) }
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let span: Double
        if case .time(let duration, _) = spring, duration > 0, duration.isFinite {
            span = duration
        } else {
            span = min(3, max(0.05, zeta > 0 ? 5 / (zeta * omega) : 3))
        }
        return (0..<count).map { index in
            let t = count > 1 ? span * Double(index) / Double(count - 1) : span
            return position(at: t, omega: omega, zeta: zeta)
        }
    }

    private static func position(at t: Double, omega: Double, zeta: Double) -> Double {
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = Elementary.exp(-zeta * omega * t)
            return 1 - envelope
                * (Elementary.cos(damped * t) + zeta * omega / damped * Elementary.sin(damped * t))
        } else if zeta == 1 {
            return 1 - Elementary.exp(-omega * t) * (1 + omega * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            return 1 - (r2 * Elementary.exp(r1 * t) - r1 * Elementary.exp(r2 * t)) / (r2 - r1)
        }
    }
}
