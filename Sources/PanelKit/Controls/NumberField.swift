/// A number typed or stepped, without a slider: for a value whose range nobody knows (a seed,
/// a count, a timeout), bound to a `Double`, `Float`, `Int` or `CGFloat` property
/// (``SliderValue``).
///
/// Bounds are optional (either, both or none); values are snapped to `step` (counted from the
/// minimum, or from 0) and rounded to `precision` digits, so `0.1 + 0.2` is stored and saved
/// as `0.3` with a step of 0.1. Text typed in the page or the terminal is read by the
/// protocol's number rule (`12`, `-0.5`, `1e3`).
///
/// ```swift
/// NumberField("seed", \.seed, minimum: 0)                       // an Int: whole values
/// NumberField("timeout", \.timeout, minimum: 0, step: 0.5, unit: "s")
/// NumberField("gain", \.gain, precision: 2)
/// ```
public struct NumberField<Model>: PanelContent {
    /// The item this field contributes.
    ///
    /// ```swift
    /// NumberField<Card>("seed", \.seed).item.name   // "seed"
    /// ```
    public let item: PanelItem<Model>

    /// A number field named `name`, editing `keyPath`, with optional bounds, step, precision
    /// (digits after the point) and unit.
    ///
    /// ```swift
    /// NumberField("timeout", \.timeout, minimum: 0, maximum: 60, step: 0.5, unit: "s")
    /// ```
    public init<Value: SliderValue>(
        _ name: String, _ keyPath: WritableKeyPath<Model, Value>, minimum: Value? = nil,
        maximum: Value? = nil,
        step: Value? = nil, precision: Int? = nil, unit: String? = nil
    ) {
        let element = NumberFieldElement(
            label: name, minimum: minimum?.doubleValue, maximum: maximum?.doubleValue,
            step: step?.doubleValue,
            precision: precision, unit: unit, isInteger: Value.isInteger)
        item = PanelItem(name: name, element: .numberField(element), binding: .keyPath(keyPath))
    }
}
