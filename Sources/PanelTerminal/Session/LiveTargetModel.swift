import Synchronization

/// A panel, a store or a host (a `SessionTarget`, as a protocol session serves them) as a live
/// session's model. Edits that name a control go where the target routes them (in a store or
/// a host, to the panel the id's key names, with the key taken off); undo and redo go to the
/// panel edited last; presets belong to one panel, so a store offers them only when it holds
/// exactly one. A host's document is its layout with the store's panels in its bound roots,
/// and an id that is no panel's belongs to the layout (the drawer's state).
final class LiveTargetModel: LiveModel {
    let target: SessionTarget
    /// Writes the panel back to its file (`panelkit tune`), if it came from one.
    private let writer: ((Panel) throws -> String)?
    /// Moves an unreadable file aside and writes the panel afresh (`panelkit tune`).
    private let recoverer: ((Panel) throws -> String)?
    /// What is unsaved in the panel (`panelkit tune`: changes not yet written to the file).
    private let unsaved: ((Panel) -> String?)?
    /// Problems found where the panel came from (a file's warnings), before the tree's own.
    private let sourceProblems: [String]
    /// The panel edited last, held weakly: a panel released by its owner leaves the screen.
    private let lastEdited = Mutex(WeakPanel())

    struct WeakPanel: Sendable { weak var panel: Panel? }

    init(
        _ target: SessionTarget, writer: ((Panel) throws -> String)? = nil,
        recoverer: ((Panel) throws -> String)? = nil, unsaved: ((Panel) -> String?)? = nil,
        problems: [String] = []
    ) {
        self.target = target
        self.writer = writer
        self.recoverer = recoverer
        self.unsaved = unsaved
        self.sourceProblems = problems
    }

    /// A panel as the model, written back by `writer` (`w`) and moved aside by `recoverer`
    /// (`W`) when it came from a file, whose unsaved changes `unsaved` describes (`q` asks
    /// before quitting) and whose reading found `problems`.
    convenience init(
        _ panel: Panel, writer: ((Panel) throws -> String)? = nil,
        recoverer: ((Panel) throws -> String)? = nil, unsaved: ((Panel) -> String?)? = nil,
        problems: [String] = []
    ) {
        self.init(.panel(panel), writer: writer, recoverer: recoverer, unsaved: unsaved, problems: problems)
    }

    var problems: [String] { sourceProblems + target.problems }

    var unsavedChanges: String? {
        guard let unsaved, let panel = onlyPanel else { return nil }
        return unsaved(panel)
    }

    var document: PanelDocument { target.document }

    func apply(_ edit: PanelEdit) throws -> PanelValue? {
        if let (outcome, panel) = try target.applyToControl(edit, origin: .frontend) {
            if leavesUndoSteps(edit, on: panel) { lastEdited.withLock { $0.panel = panel } }
            return outcome.value
        }
        let panel: Panel?
        switch edit {
        case .undo, .redo: panel = target.gathered == nil ? onlyPanel : lastEdited.withLock { $0.panel }
        default: panel = onlyPanel
        }
        guard let panel else {
            if case .undo = edit { throw LiveUnsupported(description: "nothing to undo") }
            if case .redo = edit { throw LiveUnsupported(description: "nothing to redo") }
            throw LiveUnsupported(description: "presets belong to one panel of the store")
        }
        return try panel.apply(edit, origin: .frontend).value
    }

    /// Whether `edit` on `panel` is one that undo goes back to: a press is not, and the host's
    /// layout (the drawer's state) keeps no undo steps.
    private func leavesUndoSteps(_ edit: PanelEdit, on panel: Panel) -> Bool {
        if case .trigger = edit { return false }
        if case .host(let host) = target { return panel !== host.layout }
        return true
    }

    /// The panel edits that name no control go to: the panel, or a store's only panel.
    private var onlyPanel: Panel? {
        guard let store = target.gathered else {
            if case .panel(let panel) = target { return panel }
            return nil
        }
        let panels = store.panels
        return panels.count == 1 ? panels[0] : nil
    }

    var presets: (list: [(id: String, name: String)], active: String?) {
        guard let panel = onlyPanel else { return ([], nil) }
        return (panel.presets.map { ($0.id, $0.name) }, panel.activePresetID)
    }

    func copyText() -> String {
        guard let store = target.gathered else { return onlyPanel?.copyInstructionText() ?? "" }
        return store.panels.map { $0.copyInstructionText() }.joined(separator: "\n\n")
    }

    func write() throws -> String {
        guard let writer, let panel = onlyPanel else {
            throw LiveUnsupported(description: "this panel is not read from a file: nothing to write")
        }
        return try writer(panel)
    }

    func recoverFile() throws -> String {
        guard let recoverer, let panel = onlyPanel else {
            throw LiveUnsupported(description: "this panel is not read from a file: nothing to move aside")
        }
        return try recoverer(panel)
    }

    func observe(_ onChange: @escaping @Sendable (LiveModelChange) -> Void) -> (@Sendable () -> Void)? {
        // A store forwards every member's updates with ids under its key, and tells when a
        // panel joins or leaves (a structural update), so panels made later are seen too.
        let observation = target.observe { update in
            if let change = LiveModelChange(update) { onChange(change) }
        }
        return { observation.cancel() }
    }
}
