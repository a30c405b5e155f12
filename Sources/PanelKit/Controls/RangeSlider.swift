/// A lower and an upper end on one track, bound to a `ClosedRange` of `Double`, `Float`, `Int`
/// or `CGFloat` (``SliderValue``): a spawn interval, a clip range.
///
/// Both ends are clamped to `bounds` and snapped to `step` (counted from the lower bound,
/// without float noise); the lower end is never above the upper one (a crossing write has its
/// ends swapped, and the ack shows the pair stored).
///
/// ```swift
/// RangeSlider("spawn", \.spawn, in: 0...10, step: 0.5, unit: "s")   // var spawn = 1.0...4.0
/// RangeSlider("levels", \.levels, in: 1...9)                         // var levels = 2...5 (whole)
/// ```
public struct RangeSlider<Model>: PanelContent {
    /// The item this range slider contributes.
    ///
    /// ```swift
    /// RangeSlider<Card>("spawn", \.spawn, in: 0...10).item.name   // "spawn"
    /// ```
    public let item: PanelItem<Model>

    /// A range slider over `bounds`, both ends snapped to `step` when one is given; each end
    /// shown with `precision` digits (0 to 10) when given, else the step's.
    ///
    /// ```swift
    /// RangeSlider("clip", \.clip, in: 0...1, step: 0.01)
    /// RangeSlider("band", \.band, in: 0...1, precision: 2)
    /// ```
    public init<Value: SliderValue>(
        _ name: String, _ keyPath: WritableKeyPath<Model, ClosedRange<Value>>, in bounds: ClosedRange<Value>,
        step: Value? = nil, unit: String? = nil, precision: Int? = nil
    ) {
        let element = RangeSliderElement(
            label: name, minimum: bounds.lowerBound.doubleValue, maximum: bounds.upperBound.doubleValue,
            step: step?.doubleValue, unit: unit, isInteger: Value.isInteger, precision: precision)
        let binding = ValueBinding<Model>(
            read: { model in
                let range = model[keyPath: keyPath]
                return .array([.number(range.lowerBound.doubleValue), .number(range.upperBound.doubleValue)])
            },
            write: { (model: inout Model, value: PanelValue) throws(ValueError) in
                guard case .array(let ends) = value, ends.count == 2 else {
                    throw ValueError("expected [lower, upper], got \(value.typedDescription)")
                }
                let lower = try Value(panelValue: ends[0])
                let upper = try Value(panelValue: ends[1])
                guard lower <= upper else { throw ValueError("lower end above upper end in \(value)") }
                model[keyPath: keyPath] = lower...upper
            }, span: ValueBinding.span(of: keyPath))
        item = PanelItem(name: name, element: .rangeSlider(element), binding: binding)
    }
}
