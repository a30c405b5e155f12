/// What happened to stored values when they met a changed set of controls: after
/// ``Panel/configure(_:name:)``, ``PanelState/configure(name:initial:controls:)`` or
/// loading a saved file.
///
/// Each entry names the id, where the value was (the current values, or a preset) and what
/// happened: dropped (no such control any more), clamped or snapped into the new range,
/// reset to the fallback because it no longer fits at all, added with its initial value, or
/// renamed (moved from an id the control had before, `drag → damping: renamed`).
///
/// ```swift
/// let report = try card.configure(name: "Card", initial: Card()) { … }
/// for entry in report.entries { print(entry) }   // "radius: clamped 60 → 48"
/// ```
public struct ConfigurationReport: Hashable, Sendable, CustomStringConvertible {
    /// What happened to one value.
    public enum Outcome: String, Hashable, Sendable {
        /// The id is no longer a control; the value was dropped.
        case dropped
        /// The value was clamped or snapped into the new range.
        case clamped
        /// The value did not fit the new control at all and was reset to the fallback.
        case reset
        /// The control is new and took its initial value.
        case added
        /// The value was stored under an id the control had before (its `renamedFrom`) and
        /// moved to the control's id.
        case renamed
    }

    /// One value's fate.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// The control's id.
        public let id: NodeID
        /// The preset the value was in, or `nil` for the panel's own values.
        public let preset: String?
        /// What happened.
        public let outcome: Outcome
        /// The value before (`nil` when added).
        public let oldValue: PanelValue?
        /// The value after (`nil` when dropped).
        public let newValue: PanelValue?
        /// For ``Outcome/renamed``, the id the value was stored under.
        public internal(set) var renamedFrom: NodeID? = nil

        /// `[preset ]id: outcome old → new`, or `[preset ]old → id: renamed`.
        public var description: String {
            let place = preset.map { "preset \($0): " } ?? ""
            if let renamedFrom { return "\(place)\(renamedFrom) → \(id): \(outcome.rawValue)" }
            let old = oldValue.map(\.description) ?? "none"
            let new = newValue.map(\.description) ?? "none"
            return "\(place)\(id): \(outcome.rawValue) \(old) → \(new)"
        }
    }

    /// Every value that did not survive unchanged, in order.
    public internal(set) var entries: [Entry] = []

    /// Whether every value survived unchanged.
    public var isEmpty: Bool { entries.isEmpty }

    /// The entries, one per line.
    public var description: String { entries.map(\.description).joined(separator: "\n") }
}
