/// The phase of an edit gesture (a drag, a held key, typing in a field).
///
/// A gesture starts with ``begin``, moves with ``change``, and ends with ``commit`` (one
/// undo step from the value at `begin` to the last value) or ``cancel`` (the value at
/// `begin` is restored, no undo step). A frontend commits on pointer-up, key-up or blur —
/// not on every repeated key.
///
/// ```swift
/// try panel.edit("radius", phase: .begin, gesture: "drag-1")
/// try panel.edit("radius", phase: .change, value: 20, gesture: "drag-1")
/// try panel.edit("radius", phase: .commit, gesture: "drag-1")   // one undo step
/// ```
public enum EditPhase: String, Hashable, Sendable, CaseIterable {
    /// The gesture starts; the current value is remembered.
    case begin
    /// The value moves; no undo step.
    case change
    /// The gesture ends and makes one undo step.
    case commit
    /// The gesture is abandoned; the value from `begin` is restored.
    case cancel
}
