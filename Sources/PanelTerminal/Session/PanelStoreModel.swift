import Synchronization

/// A `PanelStore` as a live session's model: every registered panel in one screen (ids are
/// prefixed with each panel's key, as the store's document has them). Edits, gestures and
/// buttons go to the panel an id belongs to; undo and redo go to the panel edited last; presets
/// belong to one panel, so the store offers them only when it holds exactly one.
///
/// A `PanelHost` is shown the same way: its document is its layout with the store's panels in
/// its bound roots, and an id that is no panel's belongs to the layout (the drawer's state).
final class PanelStoreModel: LiveModel {
    let store: PanelStore
    /// The host whose layout holds the panels, or `nil` for the store alone.
    let host: PanelHost?
    /// The panel edited last, held weakly: a panel released by its owner leaves the screen.
    private let lastEdited = Mutex(WeakPanel())

    struct WeakPanel: Sendable { weak var panel: Panel? }

    init(_ store: PanelStore) {
        self.store = store
        host = nil
    }

    init(_ host: PanelHost) {
        store = host.store
        self.host = host
    }

    var document: PanelDocument { host?.document ?? store.document }

    private func route(_ id: NodeID) throws -> (model: LivePanelModel, id: NodeID) {
        guard let (panel, local) = host?.route(id) ?? store.route(id) else {
            throw ValueError("no control with this id", id: id, code: .unknownID)
        }
        lastEdited.withLock { $0.panel = panel }
        return (LivePanelModel(panel), local)
    }

    private var single: LivePanelModel? {
        let panels = store.panels
        return panels.count == 1 ? LivePanelModel(panels[0]) : nil
    }

    func beginEdit(_ id: NodeID) -> LiveGesture? {
        guard let (model, local) = try? route(id), let gesture = model.beginEdit(local) else { return nil }
        return LiveGesture(id: id, token: gesture.token)
    }

    func set(_ value: PanelValue, for id: NodeID, gesture: LiveGesture?) throws -> PanelValue {
        let (model, local) = try route(id)
        return try model.set(
            value, for: local, gesture: gesture.map { LiveGesture(id: local, token: $0.token) })
    }

    func commit(_ gesture: LiveGesture) {
        guard let (model, local) = try? route(gesture.id) else { return }
        model.commit(LiveGesture(id: local, token: gesture.token))
    }

    func cancel(_ gesture: LiveGesture) {
        guard let (model, local) = try? route(gesture.id) else { return }
        model.cancel(LiveGesture(id: local, token: gesture.token))
    }

    func trigger(_ id: NodeID) throws {
        if let host { try host.trigger(id) } else { try store.trigger(id) }
    }

    func dismissDialog(_ id: NodeID, reason: DismissalReason) throws {
        let (model, local) = try route(id)
        try model.dismissDialog(local, reason: reason)
    }

    func changeDrawer(_ id: NodeID, _ change: Panel.DrawerChange) throws -> DrawerPresentation {
        if let host, host.route(id).panel === host.layout {
            return try host.changeDrawer(id, change, origin: .frontend)
        }
        let (model, local) = try route(id)
        return try model.changeDrawer(local, change)
    }

    func undo() -> Bool { lastEdited.withLock { $0.panel }.map { LivePanelModel($0).undo() } ?? false }

    func redo() -> Bool { lastEdited.withLock { $0.panel }.map { LivePanelModel($0).redo() } ?? false }

    var presets: (list: [(id: String, name: String)], active: String?) { single?.presets ?? ([], nil) }

    func savePreset(_ name: String) throws {
        guard let single else {
            throw LiveUnsupported(description: "presets belong to one panel of the store")
        }
        try single.savePreset(name)
    }

    func renamePreset(_ id: String, to name: String) throws {
        guard let single else {
            throw LiveUnsupported(description: "presets belong to one panel of the store")
        }
        try single.renamePreset(id, to: name)
    }

    func loadPreset(_ id: String) throws {
        guard let single else {
            throw LiveUnsupported(description: "presets belong to one panel of the store")
        }
        try single.loadPreset(id)
    }

    func deletePreset(_ id: String) throws {
        guard let single else {
            throw LiveUnsupported(description: "presets belong to one panel of the store")
        }
        try single.deletePreset(id)
    }

    func clearActivePreset() {
        single?.clearActivePreset()
    }

    func copyText() -> String {
        store.panels.map { $0.copyInstructionText() }.joined(separator: "\n\n")
    }

    func observe(_ onChange: @escaping @Sendable (LiveModelChange) -> Void) -> (@Sendable () -> Void)? {
        // The store forwards every member's updates with ids under its key, and tells when a
        // panel joins or leaves (a structural update), so panels made later are seen too.
        let handler: @Sendable (PanelUpdate) -> Void = { update in
            if let change = LiveModelChange(update) { onChange(change) }
        }
        let observation = host?.observe(handler) ?? store.observe(handler)
        return { observation.cancel() }
    }
}

extension LiveTerminal {
    /// Opens the live session on every panel of a store (`PanelStore.shared` by default) and
    /// returns when the person quits; panels registered later appear when the screen is next
    /// laid out.
    ///
    /// ```swift
    /// try LiveTerminal.run(PanelStore.shared)
    /// ```
    @discardableResult
    public static func run(_ store: PanelStore, options: Options = Options()) throws(LiveTerminalError)
        -> Outcome
    {
        try run(PanelStoreModel(store), options: options)
    }

    /// Opens the live session on a host: its layout with its panels in its bound roots (inline,
    /// or in the drawer with the floating button), and returns when the person quits. Edits go
    /// to the panel they belong to; the drawer's state is the host's.
    ///
    /// ```swift
    /// let host = PanelHost { ZStack { Box("Preview") { Text("card") }; PanelRoot(storageID: "card") } }
    /// try LiveTerminal.run(host)
    /// ```
    @discardableResult
    public static func run(_ host: PanelHost, options: Options = Options()) throws(LiveTerminalError)
        -> Outcome
    {
        try run(PanelStoreModel(host), options: options)
    }
}

extension LiveSession {
    /// A session on a host (its layout with its panels) for a screen of `width` × `height`
    /// cells.
    ///
    /// ```swift
    /// let session = LiveSession(host, width: 80, height: 24, colorDepth: .sixteen)
    /// ```
    public convenience init(_ host: PanelHost, width: Int, height: Int, colorDepth: ColorDepth) {
        self.init(model: PanelStoreModel(host), width: width, height: height, colorDepth: colorDepth)
    }
}
