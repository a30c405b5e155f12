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
    ///
    /// ```swift
    /// try panel.apply(.undo).update?.origin   // .undo
    /// ```
    public var update: PanelUpdate? {
        switch posted {
        case nil: nil
        case .update(let update)?: update
        case .change(let edit, let origin, let phase, let gesture, let isStructural, let sender)?:
            PanelUpdate(
                revision: revision, base: revision - 1, origin: origin,
                change: PanelChange(
                    id: edit.id, oldValue: edit.old, newValue: edit.new, revision: revision, origin: origin,
                    phase: phase, gesture: gesture),
                isStructural: isStructural, sender: sender)
        }
    }
    /// What the edit posted.
    let posted: Posted?
    /// The id of the preset a `savePreset` made.
    public internal(set) var presetID: String?
    /// What a `configure` or a `load` clamped, reset, added or dropped.
    public let report: ConfigurationReport?
    /// The stores and hosts the update reached, with the revision each gave it (see
    /// ``UpdateGatherer``).
    var gathered: [GatheredRevision] = []

    /// The revision the edit produced in `gatherer` (a store or a host that gathers the
    /// panel's updates), read with the change; `nil` when the edit changed nothing there.
    func revision(in gatherer: some UpdateGatherer) -> Int? {
        gathered.last { $0.gatherer === gatherer }?.revision
    }

    /// The values that changed, in tree order.
    ///
    /// ```swift
    /// try panel.apply(.reset(nil)).changes.count
    /// ```
    public var changes: [PanelChange] { update?.changes ?? [] }

    init(
        value: PanelValue? = nil, revision: Int, posted: Posted?, presetID: String? = nil,
        report: ConfigurationReport? = nil
    ) {
        self.value = value
        self.revision = revision
        self.posted = posted
        self.presetID = presetID
        self.report = report
    }

    /// What an edit posted: an update, or one value's change whose update nobody else was to
    /// get (so it was not queued), kept in parts and made into an update only when asked for.
    indirect enum Posted: Sendable {
        /// (Boxed: an update is large, and the outcome of every `set` carries a `Posted`.)
        case update(PanelUpdate)
        /// (Boxed too: an outcome is copied and destroyed on its way to the answer of every
        /// `set`, and a box is one reference to count where the change's parts are six.)
        case change(
            UndoStep.Edit, origin: ChangeOrigin, phase: EditPhase?, gesture: String?, isStructural: Bool,
            sender: String?)
    }

    /// The id and value of the update's one change when the update is that value's `patch` and
    /// nothing more (no snapshot, presets or action).
    var plainPatch: (id: NodeID, value: PanelValue)? {
        switch posted {
        case nil: return nil
        case .change(let edit, _, _, _, let isStructural, _)?:
            return isStructural ? nil : (edit.id, edit.new)
        case .update(let update)?:
            guard update.isPlainPatch, let change = update.onlyChange else { return nil }
            return (change.id, change.newValue)
        }
    }
}
