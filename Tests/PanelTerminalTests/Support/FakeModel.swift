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
    private var nextGesture = 0

    init(_ document: PanelDocument) {
        self.document = document
    }

    func beginEdit(_ id: NodeID) -> LiveGesture? {
        nextGesture += 1
        let token = "g\(nextGesture)"
        gestures[token] = (id, document.values[id] ?? .null)
        log.append("begin \(id.rawValue)")
        return LiveGesture(id: id, token: token)
    }

    func set(_ value: PanelValue, for id: NodeID, gesture: LiveGesture?) throws -> PanelValue {
        guard let node = document.root.node(withID: id) else {
            throw LiveUnsupported(description: "no \(id)")
        }
        let canonical = try node.element.canonicalValue(value)
        let old = document.values[id] ?? .null
        document.values[id] = canonical
        if gesture == nil {
            undoSteps.append([(id, old, canonical)])
            redoSteps = []
        }
        log.append("set \(id.rawValue) \(canonical)")
        return canonical
    }

    func commit(_ gesture: LiveGesture) {
        guard let began = gestures.removeValue(forKey: gesture.token) else { return }
        log.append("commit \(gesture.id.rawValue)")
        let now = document.values[began.id] ?? .null
        if now != began.begin {
            undoSteps.append([(began.id, began.begin, now)])
            redoSteps = []
        }
    }

    func cancel(_ gesture: LiveGesture) {
        guard let began = gestures.removeValue(forKey: gesture.token) else { return }
        document.values[began.id] = began.begin
    }

    func trigger(_ id: NodeID) throws {
        triggered.append(id)
    }

    func undo() -> Bool {
        guard let step = undoSteps.popLast() else { return false }
        for (id, old, _) in step { document.values[id] = old }
        redoSteps.append(step)
        return true
    }

    func redo() -> Bool {
        guard let step = redoSteps.popLast() else { return false }
        for (id, _, new) in step { document.values[id] = new }
        undoSteps.append(step)
        return true
    }

    var presets: (list: [(id: String, name: String)], active: String?) {
        (presetList.map { ($0.id, $0.name) }, active)
    }

    func savePreset(_ name: String) throws {
        // As the panel model: a name already saved is saved over.
        if let index = presetList.firstIndex(where: { $0.name == name }) {
            presetList[index].values = document.values
            active = presetList[index].id
            return
        }
        presetList.append(("p\(presetList.count + 1)", name, document.values))
        active = presetList.last?.id
    }

    func renamePreset(_ id: String, to name: String) throws {
        guard let index = presetList.firstIndex(where: { $0.id == id }) else {
            throw LiveUnsupported(description: "no preset")
        }
        presetList[index].name = name
    }

    func loadPreset(_ id: String) throws {
        guard let preset = presetList.first(where: { $0.id == id }) else {
            throw LiveUnsupported(description: "no preset")
        }
        document.values = preset.values
        active = id
    }

    func deletePreset(_ id: String) throws {
        presetList.removeAll { $0.id == id }
        if active == id { active = nil }
    }

    func clearActivePreset() {
        active = nil
    }

    func copyText() -> String {
        "size: \(document.values["size"] ?? .null)"
    }

    func observe(_ onChange: @escaping @Sendable (LiveModelChange) -> Void) -> (@Sendable () -> Void)? {
        nil
    }
}
