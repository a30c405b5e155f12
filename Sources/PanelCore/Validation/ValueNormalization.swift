/// A value as a control stores it, and what normalising it changed: hex colours in upper
/// case and long form, numbers clamped to a slider's range and snapped to its step or
/// nearest stop, whole numbers for an integer slider.
///
/// ```swift
/// let result = try slider.normalized(1234)
/// result.value    // 1250 for a step of 50
/// result.change   // "value 1234 is not on a step (nearest is 1250)"
/// ```
package struct ValueNormalization: Hashable, Sendable {
    /// The value as stored.
    package var value: PanelValue
    /// What was changed, worded for a person; `nil` when the value was canonical already.
    package var change: String?

    /// Creates a normalisation result.
    ///
    /// ```swift
    /// ValueNormalization(value: 48, change: "value 60 is outside the range 0...48")
    /// ```
    package init(value: PanelValue, change: String?) {
        self.value = value
        self.change = change
    }
}
