/// One control's value changed: its id, the old and new canonical values, the revision the
/// change made, and where it came from.
///
/// ```swift
/// for await change in panel.changes {
///     print(change.id, change.oldValue, "→", change.newValue, change.origin)
/// }
/// ```
public struct PanelChange: Hashable, Sendable {
    /// The control's id.
    public let id: NodeID
    /// The value before.
    public let oldValue: PanelValue
    /// The canonical value stored.
    public let newValue: PanelValue
    /// The panel's revision after the change.
    public let revision: Int
    /// Where the change came from.
    public let origin: ChangeOrigin
    /// The edit phase, when the change is part of a gesture.
    public let phase: EditPhase?
    /// The gesture's id, when the change is part of a gesture.
    public let gesture: String?

    /// Creates a change.
    ///
    /// ```swift
    /// PanelChange(id: "radius", oldValue: 12, newValue: 24, revision: 3, origin: .code)
    /// ```
    public init(
        id: NodeID, oldValue: PanelValue, newValue: PanelValue, revision: Int, origin: ChangeOrigin,
        phase: EditPhase? = nil, gesture: String? = nil
    ) {
        self.id = id
        self.oldValue = oldValue
        self.newValue = newValue
        self.revision = revision
        self.origin = origin
        self.phase = phase
        self.gesture = gesture
    }
}
