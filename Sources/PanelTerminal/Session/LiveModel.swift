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
    /// The saved presets' names, and the active one.
    var presets: (names: [String], active: String?) { get }
    /// Saves the current values as a new preset.
    func savePreset(_ name: String) throws
    /// Loads a preset.
    func loadPreset(_ name: String) throws
    /// Deletes a preset.
    func deletePreset(_ name: String) throws
    /// Goes back to the base values (no active preset).
    func clearActivePreset()
    /// The text `c` copies: what an author pastes back into code.
    func copyText() -> String
    /// Calls `onChange` (from any thread) whenever the model changes, until the returned
    /// closure is called; `nil` when the model cannot be observed (the session then polls).
    func observe(_ onChange: @escaping @Sendable () -> Void) -> (@Sendable () -> Void)?
}

/// One edit in progress, as the model identifies it.
struct LiveGesture: Hashable, Sendable {
    /// The control being edited.
    var id: NodeID
    /// The model's token for the edit.
    var token: Int
}

/// An operation the model does not offer.
struct LiveUnsupported: Error, CustomStringConvertible {
    var description: String
}
