import Synchronization

@testable import PanelTerminal

/// A model for session tests: a document whose values go through `canonicalValue`, with undo
/// steps made by commits and single sets, presets, and a log of the gestures.
final class FakeModel: LiveModel {
    var document: PanelDocument
    var undoSteps: [[(NodeID, PanelValue, PanelValue)]] = []
    var redoSteps: [[(NodeID, PanelValue, PanelValue)]] = []
    var gestures: [String: (id: NodeID, begin: PanelValue)] = [:]
    var log: [String] = []
    var presetList: [(id: String, name: String, values: ValueMap)] = []
    var active: String?
    var triggered: [NodeID] = []
    /// What quitting would lose (`q` asks first when it is not `nil`).
    var unsavedChanges: String?
    /// The problems the session shows on start.
    var problems: [String] = []

    init(_ document: PanelDocument) {
        self.document = document
    }

    func apply(_ edit: PanelEdit) throws -> PanelValue? {
        switch edit {
        case .set(let id, let value):
            return try store(value, for: id, step: true)
        case .edit(let id, .begin, _, let token):
            gestures[token] = (id, document.values[id] ?? .null)
            log.append("begin \(id.rawValue)")
        case .edit(let id, .change, let value?, _):
            return try store(value, for: id, step: false)
        case .edit(let id, .commit, _, let token):
            guard let began = gestures.removeValue(forKey: token) else { return nil }
            log.append("commit \(id.rawValue)")
            let now = document.values[began.id] ?? .null
            if now != began.begin {
                undoSteps.append([(began.id, began.begin, now)])
                redoSteps = []
            }
        case .edit(_, .cancel, _, let token):
            guard let began = gestures.removeValue(forKey: token) else { return nil }
            document.values[began.id] = began.begin
        case .trigger(let id):
            triggered.append(id)
        case .undo:
            guard let step = undoSteps.popLast() else {
                throw LiveUnsupported(description: "nothing to undo")
            }
            for (id, old, _) in step { document.values[id] = old }
            redoSteps.append(step)
        case .redo:
            guard let step = redoSteps.popLast() else {
                throw LiveUnsupported(description: "nothing to redo")
            }
            for (id, _, new) in step { document.values[id] = new }
            undoSteps.append(step)
        case .savePreset(let name, _):
            // As the panel model: a name already saved is saved over.
            if let index = presetList.firstIndex(where: { $0.name == name }) {
                presetList[index].values = document.values
                active = presetList[index].id
            } else {
                presetList.append(("p\(presetList.count + 1)", name, document.values))
                active = presetList.last?.id
            }
        case .renamePreset(let id, let name):
            guard let index = presetList.firstIndex(where: { $0.id == id }) else {
                throw LiveUnsupported(description: "no preset")
            }
            presetList[index].name = name
        case .loadPreset(let id):
            guard let preset = presetList.first(where: { $0.id == id }) else {
                throw LiveUnsupported(description: "no preset")
            }
            document.values = preset.values
            active = id
        case .deletePreset(let id):
            presetList.removeAll { $0.id == id }
            if active == id { active = nil }
        case .clearActivePreset:
            active = nil
        case .dismissDialog:
            throw LiveUnsupported(description: "this panel keeps no dialog state")
        case .changeDrawer:
            throw LiveUnsupported(description: "this panel keeps no drawer state")
        default:
            throw LiveUnsupported(description: "the fake model does not do this")
        }
        return nil
    }

    /// Stores a value through the control's canonical form; one undo step for a `set`.
    private func store(_ value: PanelValue, for id: NodeID, step: Bool) throws -> PanelValue {
        guard let node = document.root.node(withID: id) else {
            throw LiveUnsupported(description: "no \(id)")
        }
        let canonical = try node.element.canonicalValue(value)
        let old = document.values[id] ?? .null
        document.values[id] = canonical
        if step {
            undoSteps.append([(id, old, canonical)])
            redoSteps = []
        }
        log.append("set \(id.rawValue) \(canonical)")
        return canonical
    }

    var presets: (list: [(id: String, name: String)], active: String?) {
        (presetList.map { ($0.id, $0.name) }, active)
    }

    func copyText() -> String {
        "size: \(document.values["size"] ?? .null)"
    }

    func observe(_ onChange: @escaping @Sendable (LiveModelChange) -> Void) -> (@Sendable () -> Void)? {
        nil
    }
}
