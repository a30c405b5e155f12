/// Conditions over a picker bound to a `String`-backed enum, written with the enum's cases: the
/// rule holds the case's raw value, which is what the picker stores.
///
/// ```swift
/// enum Mode: String, Codable, CaseIterable { case basic, advanced }
/// Slider("blur", \.blur, in: 0...40).visible(when: .equals("mode", Mode.advanced))
/// ```
extension Condition {
    /// True when the value of `id` is `value`'s raw value.
    ///
    /// ```swift
    /// Condition.equals("mode", Mode.advanced)   // {"id": "mode", "equals": "advanced"}
    /// ```
    public static func equals<Value: RawRepresentable>(_ id: NodeID, _ value: Value) -> Condition
    where Value.RawValue == String {
        equals(id, .string(value.rawValue))
    }

    /// True when the value of `id` differs from `value`'s raw value (or `id` holds none).
    ///
    /// ```swift
    /// Condition.notEquals("mode", Mode.basic)
    /// ```
    public static func notEquals<Value: RawRepresentable>(_ id: NodeID, _ value: Value) -> Condition
    where Value.RawValue == String {
        notEquals(id, .string(value.rawValue))
    }

    /// True when the value of `id` is the raw value of one of `values`.
    ///
    /// ```swift
    /// Condition.oneOf("mode", [Mode.basic, Mode.advanced])
    /// ```
    public static func oneOf<Value: RawRepresentable>(_ id: NodeID, _ values: [Value]) -> Condition
    where Value.RawValue == String {
        oneOf(id, values.map { .string($0.rawValue) })
    }
}
