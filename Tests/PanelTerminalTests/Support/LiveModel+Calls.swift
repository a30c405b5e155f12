@testable import PanelTerminal

/// The calls model tests make, as edits through the one `apply(_:)` path.
extension LiveModel {
    /// Stores a value (within a gesture, if any) and returns the canonical value.
    func set(_ value: PanelValue, for id: NodeID, gesture: String?) throws -> PanelValue {
        let edit: PanelEdit =
            if let gesture { .edit(id, phase: .change, value: value, gesture: gesture) } else {
                .set(id, to: value)
            }
        return try apply(edit) ?? value
    }

    /// Undoes the last step; `false` when it was refused.
    func undo() -> Bool { succeeds(.undo) }

    /// Redoes the last undone step; `false` when it was refused.
    func redo() -> Bool { succeeds(.redo) }

    private func succeeds(_ edit: PanelEdit) -> Bool {
        do {
            try apply(edit)
            return true
        } catch {
            return false
        }
    }

    /// Saves the current values as a preset (over one of that name).
    func savePreset(_ name: String) throws {
        try apply(.savePreset(named: name, replacing: true))
    }

    /// Changes a drawer's state and returns the new state.
    func changeDrawer(_ id: NodeID, _ change: Panel.DrawerChange) throws -> DrawerPresentation {
        try DrawerPresentation(panelValue: try apply(.changeDrawer(id, change)) ?? .null)
    }
}
