/// What a live session edits: a panel's tree and values, and the operations a person can ask
/// for. `PanelState` and the panel stores conform through small adapters; the session never
/// sees more than this.
protocol LiveModel: AnyObject {
    /// The tree with its current values.
    var document: PanelDocument { get }
    /// Starts an edit of one control made of several changes (a held key, a drag); `nil` when
    /// the model keeps no edit phases.
    func beginEdit(_ id: NodeID) -> LiveGesture?
    /// Stores a value through the model's validating path (within `gesture`, if any) and
    /// returns the canonical value stored.
    func set(_ value: PanelValue, for id: NodeID, gesture: LiveGesture?) throws -> PanelValue
    /// Ends an edit: one undo step.
    func commit(_ gesture: LiveGesture)
    /// Ends an edit by restoring the value it began with.
    func cancel(_ gesture: LiveGesture)
    /// Presses a button.
    func trigger(_ id: NodeID) throws
    /// Undoes the last edit; `false` when there is nothing to undo.
    func undo() -> Bool
    /// Redoes the last undone edit; `false` when there is nothing to redo.
    func redo() -> Bool
    /// The saved presets (id and name), and the active one's id.
    var presets: (list: [(id: String, name: String)], active: String?) { get }
    /// Saves the current values as a new preset, or over the preset of that name.
    func savePreset(_ name: String) throws
    /// Gives a preset a new name.
    func renamePreset(_ id: String, to name: String) throws
    /// Loads a preset.
    func loadPreset(_ id: String) throws
    /// Deletes a preset.
    func deletePreset(_ id: String) throws
    /// Goes back to the base values (no active preset).
    func clearActivePreset()
    /// Dismisses a presented dialog for a reason (Escape, a click outside its card).
    func dismissDialog(_ id: NodeID, reason: DismissalReason) throws
    /// Changes a drawer panel root's state (close it, scroll it) and returns the new state.
    @discardableResult
    func changeDrawer(_ id: NodeID, _ change: Panel.DrawerChange) throws -> DrawerPresentation
    /// The text `c` copies: what an author pastes back into code.
    func copyText() -> String
    /// Writes the values (and presets) back where they came from (`w`); returns what was done.
    func write() throws -> String
    /// Moves a file that can no longer be read aside and writes afresh (`W`); returns what
    /// was done.
    func recoverFile() throws -> String
    /// Calls `onChange` (from any thread) whenever the model changes, until the returned
    /// closure is called; `nil` when the model cannot be observed (the session then polls).
    func observe(_ onChange: @escaping @Sendable (LiveModelChange) -> Void) -> (@Sendable () -> Void)?
}

/// What changed in a model: some values, or more (the tree, rules that show or hide controls).
enum LiveModelChange: Sendable {
    /// New values of some controls.
    case values([(id: NodeID, value: PanelValue)])
    /// Anything else: read the whole document again.
    case structure

    /// What a panel's (or a store's) update means for the session; `nil` when nothing shown
    /// changed.
    init?(_ update: PanelUpdate) {
        if update.isStructural {
            self = .structure
        } else if !update.changes.isEmpty {
            self = .values(update.changes.map { ($0.id, $0.newValue) })
        } else {
            return nil
        }
    }
}

/// One edit in progress, as the model identifies it.
struct LiveGesture: Hashable, Sendable {
    /// The control being edited.
    var id: NodeID
    /// The model's name for the edit.
    var token: String
}

/// An operation the model does not offer.
struct LiveUnsupported: Error, CustomStringConvertible {
    var description: String
}

extension LiveModel {
    func dismissDialog(_ id: NodeID, reason: DismissalReason) throws {
        throw LiveUnsupported(description: "this panel keeps no dialog state")
    }

    func changeDrawer(_ id: NodeID, _ change: Panel.DrawerChange) throws -> DrawerPresentation {
        throw LiveUnsupported(description: "this panel keeps no drawer state")
    }

    func write() throws -> String {
        throw LiveUnsupported(description: "this panel is not read from a file: nothing to write")
    }

    func recoverFile() throws -> String {
        throw LiveUnsupported(description: "this panel is not read from a file: nothing to move aside")
    }
}
