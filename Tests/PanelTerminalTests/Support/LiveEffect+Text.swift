@testable import PanelTerminal

/// Effects as short texts, for tests that compare what the reducer asked for.
extension LiveEffect {
    /// `set size 5`, `edit size begin terminal-1`, `show size 5`, `sync`, `rebuild`, …
    var text: String {
        switch self {
        case .apply(let edit, _): Self.text(of: edit)
        case .show(let value, let id): "show \(id.rawValue) \(value)"
        case .sync(let except): "sync" + (except.map { " except \($0.rawValue)" } ?? "")
        case .rebuild: "rebuild"
        case .fullDiff: "full diff"
        case .toggleLog: "toggle log"
        case .redrawAll: "redraw all"
        case .report(let report): "report \(report)"
        case .synchronizedOutput(let on): "synchronized \(on)"
        case .button(let move): "button \(move)"
        case .checkQuit: "check quit"
        }
    }

    /// What the reducer does with the edit's outcome (`nil` for effects that are no edit).
    var followUp: LiveFollowUp? {
        if case .apply(_, let followUp) = self { return followUp }
        return nil
    }

    private static func text(of edit: PanelEdit) -> String {
        switch edit {
        case .set(let id, let value): "set \(id.rawValue) \(value)"
        case .edit(let id, let phase, let value, let gesture):
            "edit \(id.rawValue) \(phase.rawValue) \(gesture)" + (value.map { " \($0)" } ?? "")
        case .trigger(let id): "trigger \(id.rawValue)"
        case .undo: "undo"
        case .redo: "redo"
        case .savePreset(let name, let replacing): "save preset \(name)" + (replacing ? " replacing" : "")
        case .renamePreset(let id, let name): "rename preset \(id) to \(name)"
        case .loadPreset(let id): "load preset \(id)"
        case .deletePreset(let id): "delete preset \(id)"
        case .clearActivePreset: "clear preset"
        case .dismissDialog(let id, let reason): "dismiss \(id.rawValue) \(reason.name)"
        case .changeDrawer(let id, let change): "drawer \(id.rawValue) \(change)"
        default: "other edit"
        }
    }
}
