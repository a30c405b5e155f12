/// Every change a frontend, a key or code can ask a ``Panel`` for, as a value: the one
/// vocabulary of edits. ``Panel/apply(_:origin:undoable:)`` carries out any of them through the same
/// validating path and returns a ``PanelOutcome``; the panel's methods (`set`, `reset`,
/// `undo`…), ``PanelState``, ``PanelStore`` and ``PanelSession`` are all thin calls of it.
///
/// ```swift
/// let outcome = try panel.apply(.set("radius", to: 60))
/// outcome.value      // 48 (clamped)
/// outcome.revision   // the revision this change produced
/// try panel.apply(.edit("radius", phase: .begin, gesture: "drag-1"))
/// try panel.apply(.undo)
/// ```
public enum PanelEdit: Hashable, Sendable {
    /// Stores a value for a control through the validating path (clamped, snapped, or
    /// refused); one undo step. The outcome's value is the canonical value stored.
    case set(NodeID, to: PanelValue)
    /// Stores several values at once, as one change (one revision, one update, at most one
    /// undo step): each is checked and canonicalised as a `set` checks it, and when one is
    /// refused (an id that holds no value, a value of the wrong type) nothing is stored. A
    /// disabled control takes its value: this is how the program's model reaches the panel
    /// (``PanelState/update(undoable:_:)``), and disabling stops a person's edits, not the
    /// program's.
    case setValues(ValueMap)
    /// Moves an edit gesture (a drag, typing) through a phase: `begin` remembers the value
    /// (and stores `value`, if given), `change` stores one without an undo step, `commit`
    /// makes one undo step from the begin value, `cancel` restores the begin value.
    case edit(NodeID, phase: EditPhase, value: PanelValue? = nil, gesture: String)
    /// Puts a control (every control, for `nil`) back to its declared initial value.
    case reset(NodeID?)
    /// Presses a button: the panel's action handler is called and observers hear of it. A
    /// drawer's floating button opens its drawer instead (as ``Panel/DrawerChange/open``); a
    /// floating button of its own is pressed like a button.
    case trigger(NodeID)
    /// Expands or collapses a folder (toggles it for `nil`); the outcome's value is whether
    /// it is collapsed now.
    case setFolder(NodeID, collapsed: Bool?)
    /// Opens tab `tab` (an index among its children) of a folder shown as tabs; an index that
    /// names no tab opens the first. Presentation state, like a drawer's: stored in the values
    /// map under the folder's id (so saved, in presets and sent to every frontend as a patch),
    /// not an undo step. The outcome's value is the open tab's index.
    case selectTab(NodeID, tab: Int)
    /// Saves the current values as a new preset, which becomes active; the outcome carries
    /// its id in ``PanelOutcome/presetID``. With `replacing`, a preset that already has this
    /// name takes the current values instead (keeping its id; one undo step). Refused with
    /// `limit_reached` past ``PanelLimits/presets`` or ``PanelLimits/presetNameBytes``.
    case savePreset(named: String, replacing: Bool = false)
    /// Gives a preset a new name (one undo step); refused with `unknown_preset` or
    /// `limit_reached` (a name longer than ``PanelLimits/presetNameBytes``).
    case renamePreset(id: String, to: String)
    /// Loads a preset: its values become current and it becomes active.
    case loadPreset(id: String)
    /// Deletes a preset (deleting the active one brings the base values back).
    case deletePreset(id: String)
    /// Leaves the active preset and restores the base values.
    case clearActivePreset
    /// Undoes the last step (refused with `nothing_to_undo` when there is none).
    case undo
    /// Redoes the last undone step (refused with `nothing_to_undo` when there is none).
    case redo
    /// Presents a dialog on top of the dialogs shown in its root.
    case presentDialog(NodeID)
    /// Dismisses a presented dialog for a reason; the dialogs above it move down.
    case dismissDialog(NodeID, reason: DismissalReason)
    /// Changes a drawer panel root's state (open, close, detent, panel, scroll).
    case changeDrawer(NodeID, Panel.DrawerChange)
    /// Moves a floating button (fractions of its free travel, clamped into `0...1`, and the
    /// edges it is pinned to); presentation state, like a drawer's, so not an undo step.
    case moveFloatingButton(NodeID, to: FloatingButtonPlacement)
    /// Replaces the controls, keeping the values that still fit (see
    /// ``Panel/configure(_:name:)``); the outcome carries the report.
    indirect case configure(PanelDocument, name: String? = nil)
    /// Makes saved values and presets current, brought into the current controls; the
    /// outcome carries the report of what was clamped, reset or dropped.
    indirect case load(values: ValueMap, presets: [Preset], activePresetID: String?)

    /// The origin the changes of this edit carry when the caller is `caller`: preset
    /// operations, undo, redo, configuration and loading name themselves, the rest the
    /// caller.
    ///
    /// ```swift
    /// PanelEdit.undo.origin(from: .frontend)   // .undo
    /// ```
    package func origin(from caller: ChangeOrigin) -> ChangeOrigin {
        switch self {
        case .loadPreset, .deletePreset, .clearActivePreset, .renamePreset: .preset
        case .undo: .undo
        case .redo: .redo
        case .configure: .configure
        case .load: .load
        default: caller
        }
    }
}
