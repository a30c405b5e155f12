/// The least, preferred and greatest length of a node along one axis, in cells
/// (`max` may be infinite for a node that grows to fill what it is offered).
struct Extent: Hashable {
    var min: Double
    var ideal: Double
    var max: Double

    static let zero = Extent(min: 0, ideal: 0, max: 0)

    static func fixed(_ length: Double) -> Extent { Extent(min: length, ideal: length, max: length) }

    static func flexible(from length: Double) -> Extent { Extent(min: length, ideal: length, max: .infinity) }

    var expands: Bool { max > ideal }

    func adding(_ length: Double) -> Extent {
        Extent(min: min + length, ideal: ideal + length, max: max + length)
    }

    /// The length taken across a stack offered `available`: the ideal (or up to `max` for a
    /// node that grows), never less than `min`.
    func across(_ available: Double) -> Double {
        Swift.max(min, Swift.min(available, expands ? max : ideal))
    }

    /// Applies a frame modifier: a fixed length, then a minimum and a maximum. A maximum
    /// larger than the content's preferred length lets the node grow up to it.
    func framed(fixed: Int?, minimum: Int?, maximum: Int?) -> Extent {
        if let fixed { return .fixed(Double(Swift.max(0, fixed))) }
        var out = self
        if let minimum {
            let m = Double(Swift.max(0, minimum))
            out.min = Swift.max(out.min, m)
            out.ideal = Swift.max(out.ideal, m)
            out.max = Swift.max(out.max, m)
        }
        if let maximum {
            let m = Swift.max(Double(Swift.max(0, maximum)), out.min)
            out.max = m
            out.ideal = Swift.min(out.ideal, m)
        }
        return out
    }

    /// Shares `length` (minus spacing) among extents along a stack's axis: everyone gets
    /// the preferred length, then extra room goes in equal steps to those that can grow and
    /// a shortage is taken from the longest first (``shrinkLongestFirst(_:sizes:minimums:)``),
    /// so a short sibling keeps its length while a long one is cut.
    static func distribute(_ extents: [Extent], in length: Double, spacing: Double) -> [Double] {
        guard !extents.isEmpty else { return [] }
        let available = length - spacing * Double(extents.count - 1)
        var sizes = extents.map(\.ideal)
        let total = sizes.reduce(0, +)
        if available > total {
            share(available - total, into: &sizes, limits: extents.map(\.max), sign: 1)
        } else if available < total {
            shrinkLongestFirst(total - available, sizes: &sizes, minimums: extents.map(\.min))
        }
        return sizes
    }

    /// Takes `amount` out of `sizes` by lowering a level from the top: the longest sizes come
    /// down together to the next longest, and so on, none below its minimum. Sizes under the
    /// final level keep their length.
    private static func shrinkLongestFirst(_ amount: Double, sizes: inout [Double], minimums: [Double]) {
        var remaining = amount
        while remaining > 1e-12 {
            var top = -Double.infinity
            for i in sizes.indices where sizes[i] - minimums[i] > 1e-12 { top = Swift.max(top, sizes[i]) }
            guard top > -Double.infinity else { return }
            // The group at the top, the next length below it, and the highest minimum in the group:
            // the group comes down to whichever of the two is higher.
            var group: [Int] = []
            var floor = -Double.infinity
            for i in sizes.indices where sizes[i] - minimums[i] > 1e-12 {
                if top - sizes[i] <= 1e-12 {
                    group.append(i)
                    floor = Swift.max(floor, minimums[i])
                } else {
                    floor = Swift.max(floor, sizes[i])
                }
            }
            let step = Swift.min(top - floor, remaining / Double(group.count))
            for i in group { sizes[i] = Swift.max(minimums[i], top - step) }
            remaining -= step * Double(group.count)
        }
    }

    /// Water-filling: moves `amount` into (`sign` 1) or out of (`sign` -1) `sizes` in equal
    /// steps, stopping each size at its limit.
    private static func share(_ amount: Double, into sizes: inout [Double], limits: [Double], sign: Double) {
        var remaining = amount
        var active = sizes.indices.filter { (limits[$0] - sizes[$0]) * sign > 1e-12 }
        while remaining > 1e-12, !active.isEmpty {
            let step = remaining / Double(active.count)
            let room = active.map { (limits[$0] - sizes[$0]) * sign }.min() ?? 0
            if room >= step {
                for i in active { sizes[i] += step * sign }
                return
            }
            for i in active { sizes[i] += room * sign }
            remaining -= room * Double(active.count)
            active = active.filter { (limits[$0] - sizes[$0]) * sign > 1e-12 }
        }
    }
}
