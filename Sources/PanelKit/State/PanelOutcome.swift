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
        case .change(let change)?:
            PanelUpdate(
                revision: revision, base: revision - 1, origin: change.origin,
                change: PanelChange(
                    id: change.edit.id, oldValue: change.edit.old, newValue: change.edit.new,
                    revision: revision,
                    origin: change.origin, phase: change.phase, gesture: change.gesture),
                isStructural: change.isStructural, sender: change.sender)
        case .plainChange?:
            // Only made for a caller that reads no more than the value and the revision.
            nil
        }
    }
    /// What the edit posted.
    let posted: Posted?
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

    // Every stored property is a `let`, set once here: the outcome of every `set` is built in
    // place in its caller's memory and moved from there, never copied.
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

    /// The same outcome, naming the preset `id` (a `savePreset` over a preset of that name).
    consuming func naming(preset id: String) -> PanelOutcome {
        PanelOutcome(value: value, revision: revision, posted: posted, presetID: id, report: report)
    }

    /// What an edit posted: an update, or one value's change whose update nobody else was to
    /// get (so it was not queued), kept in parts and made into an update only when asked for.
    enum Posted: Sendable {
        /// (Boxed: an update is large, and rare in an outcome: most edits are one change.)
        indirect case update(PanelUpdate)
        /// (Held in place: a box would cost an allocation and its release on every `set`, and
        /// the outcome is moved, never copied, on its way to the answer.)
        case change(Change)
        /// One value's change (to ``PanelOutcome/value``), not structural, that no observer was to
        /// get, for a caller that asked for no more than its value and revision: a session
        /// answering a `set` line with its ack and its patch (nothing of the change kept, so
        /// nothing to copy and release on every `set`).
        case plainChange
    }

    /// One value's change, in parts: what its update would say.
    struct Change: Sendable {
        let edit: UndoStep.Edit
        let origin: ChangeOrigin
        let phase: EditPhase?
        let gesture: String?
        let isStructural: Bool
        let sender: String?
    }

    /// Whether the update is the `patch` of one value and nothing more (no snapshot, presets or
    /// action), with ``value`` as the value: a `set` answered with its ack and its patch.
    var isPlainPatch: Bool {
        guard let value else { return false }
        switch posted {
        case nil:
            return false
        case .change(let change)?:
            return !change.isStructural && change.edit.new == value
        case .plainChange?:
            return true
        case .update(let update)?:
            guard update.isPlainPatch, let change = update.onlyChange else { return false }
            return change.newValue == value
        }
    }

    /// The id of the control the update patches when it is a plain patch (see
    /// ``isPlainPatch``).
    var plainPatchID: NodeID? {
        guard isPlainPatch else { return nil }
        switch posted {
        case nil: return nil
        case .change(let change)?: return change.edit.id
        case .update(let update)?: return update.onlyChange?.id
        case .plainChange?: return nil
        }
    }
}
