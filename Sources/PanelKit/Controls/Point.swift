/// A point of two or three numbers (a position, an offset, a direction), bound to a `SIMD2` or
/// `SIMD3` of `Double`, `Float` or `Int`: each axis with its own range, and a step, precision
/// and unit; optionally locked (the editors keep the ratio between the axes).
///
/// Each axis is clamped to its range and snapped to its step (counted from its minimum,
/// without float noise), then rounded to its precision. The page draws a pad for x and y (drag
/// it; the arrows move it, Shift coarse, Alt fine) and a field per axis; the terminal moves
/// the axis chosen with `x`, `y` or `z`.
///
/// ```swift
/// Point("offset", \.offset, x: -100...100, y: -100...100, step: 1, unit: "px")   // var offset = SIMD2<Double>(0, 0)
/// Point("light", \.light, x: -1...1, y: -1...1, z: 0...2, precision: 2)           // a SIMD3<Float>
/// Point("scale", \.scale, x: 0.1...4, y: 0.1...4, step: 0.1, locked: true)
/// ```
public struct Point<Model>: PanelContent {
    /// The item this point contributes.
    ///
    /// ```swift
    /// Point<Scene>("offset", \.offset, x: -1...1, y: -1...1).item.name   // "offset"
    /// ```
    public let item: PanelItem<Model>

    /// A 2D point over the ranges `x` and `y`, each axis snapped to `step` and rounded to
    /// `precision` digits when given.
    ///
    /// ```swift
    /// Point("offset", \.offset, x: -100...100, y: -100...100, step: 1, unit: "px")
    /// ```
    public init<Scalar: SliderValue & SIMDScalar>(
        _ name: String, _ keyPath: WritableKeyPath<Model, SIMD2<Scalar>>, x: ClosedRange<Scalar>,
        y: ClosedRange<Scalar>, step: Scalar? = nil, precision: Int? = nil, unit: String? = nil,
        locked: Bool = false
    ) {
        let axes = [("x", x), ("y", y)].map { name, range in
            PointElement.Axis(
                name, minimum: range.lowerBound.doubleValue, maximum: range.upperBound.doubleValue,
                step: step?.doubleValue, precision: precision)
        }
        self.init(name, keyPath, axes: axes, unit: unit, locked: locked)
    }

    /// A 3D point over the ranges `x`, `y` and `z`, each axis snapped to `step` and rounded to
    /// `precision` digits when given.
    ///
    /// ```swift
    /// Point("light", \.light, x: -1...1, y: -1...1, z: 0...2, precision: 2)
    /// ```
    public init<Scalar: SliderValue & SIMDScalar>(
        _ name: String, _ keyPath: WritableKeyPath<Model, SIMD3<Scalar>>, x: ClosedRange<Scalar>,
        y: ClosedRange<Scalar>, z: ClosedRange<Scalar>, step: Scalar? = nil, precision: Int? = nil,
        unit: String? = nil, locked: Bool = false
    ) {
        let axes = [("x", x), ("y", y), ("z", z)].map { name, range in
            PointElement.Axis(
                name, minimum: range.lowerBound.doubleValue, maximum: range.upperBound.doubleValue,
                step: step?.doubleValue, precision: precision)
        }
        self.init(name, keyPath, axes: axes, unit: unit, locked: locked)
    }

    /// A point whose axes (names, ranges, steps, precisions) are given one by one: as many as
    /// the vector has lanes (two or three).
    ///
    /// ```swift
    /// Point("anchor", \.anchor, axes: [
    ///     .init("u", minimum: 0, maximum: 1, step: 0.01), .init("v", minimum: 0, maximum: 1, precision: 3),
    /// ])
    /// ```
    public init<Vector: SIMD>(
        _ name: String, _ keyPath: WritableKeyPath<Model, Vector>, axes: [PointElement.Axis],
        unit: String? = nil, locked: Bool = false
    ) where Vector.Scalar: SliderValue {
        let element = PointElement(
            label: name, axes: axes, unit: unit, isLocked: locked, isInteger: Vector.Scalar.isInteger)
        let binding = ValueBinding<Model>(
            read: { model in
                let vector = model[keyPath: keyPath]
                return .array(vector.indices.map { .number(vector[$0].doubleValue) })
            },
            write: { (model: inout Model, value: PanelValue) throws(ValueError) in
                guard case .array(let items) = value, items.count == Vector.scalarCount else {
                    throw ValueError("expected \(Vector.scalarCount) numbers, got \(value.typedDescription)")
                }
                var vector = model[keyPath: keyPath]
                for index in items.indices { vector[index] = try Vector.Scalar(panelValue: items[index]) }
                model[keyPath: keyPath] = vector
            }, span: ValueBinding.span(of: keyPath))
        item = PanelItem(name: name, element: .point(element), binding: binding)
    }
}
