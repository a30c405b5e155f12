/// What a ``PanelEdit`` did, read under the same lock as the change: the value stored, the
/// revision the change produced, and the update it posted (its changes).
///
/// An edit that changes nothing has no ``update`` and leaves the revision where it was.
///
/// ```swift
/// let outcome = try panel.apply(.set("radius", to: 60))
/// outcome.value              // 48
/// outcome.revision           // 1
/// outcome.changes.map(\.id)  // ["radius"]
/// ```
public struct PanelOutcome: Sendable {
    /// The value the edit leaves: the canonical value stored by a `set`, an `edit` or a
    /// `reset` of one control, whether a folder is collapsed, a dialog's or a drawer's new
    /// state; `nil` for the other edits.
    public let value: PanelValue?
    /// The revision after the edit (the one its update carries).
    public let revision: Int
    /// The update the edit posted to the observers, or `nil` when it changed nothing.
    public let update: PanelUpdate?
    /// The id of the preset a `savePreset` made.
    public let presetID: String?
    /// What a `configure` or a `load` clamped, reset, added or dropped.
    public let report: ConfigurationReport?

    /// The values that changed, in tree order.
    ///
    /// ```swift
    /// try panel.apply(.reset(nil)).changes.count
    /// ```
    public var changes: [PanelChange] { update?.changes ?? [] }

    init(
        value: PanelValue? = nil, revision: Int, update: PanelUpdate?, presetID: String? = nil,
        report: ConfigurationReport? = nil
    ) {
        self.value = value
        self.revision = revision
        self.update = update
        self.presetID = presetID
        self.report = report
    }
}
