/// A step of the undo history.
enum UndoStep: Sendable {
    /// One value edited in place (the step of a plain `set`, kept without an array).
    case edit(Edit)
    /// Values edited in place (in whichever values were current: the base or the active
    /// preset).
    case edits([Edit])
    /// A preset operation or a configuration: the values and presets before and after (held
    /// in a box, so that a step stays small: every plain `set` moves one).
    indirect case state(before: PresetSnapshot, after: PresetSnapshot)

    struct Edit: Sendable {
        let id: NodeID
        let old: PanelValue
        let new: PanelValue
    }

    /// The values an edit step changed (none for a preset or configuration step).
    var edits: [Edit] {
        switch self {
        case .edit(let edit): [edit]
        case .edits(let edits): edits
        case .state: []
        }
    }
}
