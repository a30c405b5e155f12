import Synchronization

/// A `Panel` as a live session's model: its validating write path, edit phases (a held key
/// or a drag is one gesture, one undo step), undo and redo, presets, the copy text, and its
/// updates, which tell the session what changed.
final class LivePanelModel: LiveModel {
    let panel: Panel
    private let gestures = Atomic<Int>(0)
    /// Writes the panel back to its file (`panelkit tune`), if it came from one.
    private let writer: ((Panel) throws -> String)?
    /// Moves an unreadable file aside and writes the panel afresh (`panelkit tune`).
    private let recoverer: ((Panel) throws -> String)?

    init(
        _ panel: Panel, writer: ((Panel) throws -> String)? = nil,
        recoverer: ((Panel) throws -> String)? = nil
    ) {
        self.panel = panel
        self.writer = writer
        self.recoverer = recoverer
    }

    func recoverFile() throws -> String {
        guard let recoverer else {
            throw LiveUnsupported(description: "this panel is not read from a file: nothing to move aside")
        }
        return try recoverer(panel)
    }

    func write() throws -> String {
        guard let writer else {
            throw LiveUnsupported(description: "this panel is not read from a file: nothing to write")
        }
        return try writer(panel)
    }

    var document: PanelDocument { panel.document }

    func beginEdit(_ id: NodeID) -> LiveGesture? {
        let token = "terminal-\(gestures.add(1, ordering: .relaxed).newValue)"
        do {
            try panel.apply(.edit(id, phase: .begin, gesture: token), origin: .frontend)
            return LiveGesture(id: id, token: token)
        } catch {
            return nil
        }
    }

    func set(_ value: PanelValue, for id: NodeID, gesture: LiveGesture?) throws -> PanelValue {
        let edit: PanelEdit =
            if let gesture {
                .edit(id, phase: .change, value: value, gesture: gesture.token)
            } else {
                .set(id, to: value)
            }
        return try panel.apply(edit, origin: .frontend).value ?? value
    }

    func commit(_ gesture: LiveGesture) {
        _ = try? panel.apply(.edit(gesture.id, phase: .commit, gesture: gesture.token), origin: .frontend)
    }

    func cancel(_ gesture: LiveGesture) {
        _ = try? panel.apply(.edit(gesture.id, phase: .cancel, gesture: gesture.token), origin: .frontend)
    }

    func trigger(_ id: NodeID) throws {
        try panel.apply(.trigger(id))
    }

    func undo() -> Bool { (try? panel.apply(.undo)) != nil }

    func dismissDialog(_ id: NodeID, reason: DismissalReason) throws {
        try panel.apply(.dismissDialog(id, reason: reason), origin: .frontend)
    }

    func changeDrawer(_ id: NodeID, _ change: Panel.DrawerChange) throws -> DrawerPresentation {
        let value = try panel.apply(.changeDrawer(id, change), origin: .frontend).value
        return value.flatMap { try? DrawerPresentation(panelValue: $0) } ?? DrawerPresentation()
    }

    func redo() -> Bool { (try? panel.apply(.redo)) != nil }

    var presets: (list: [(id: String, name: String)], active: String?) {
        (panel.presets.map { ($0.id, $0.name) }, panel.activePresetID)
    }

    func savePreset(_ name: String) throws {
        // The menu names presets: saving a name it already shows saves over that preset.
        try panel.apply(.savePreset(named: name, replacing: true))
    }

    func renamePreset(_ id: String, to name: String) throws {
        try panel.apply(.renamePreset(id: id, to: name))
    }

    func loadPreset(_ id: String) throws {
        try panel.apply(.loadPreset(id: id))
    }

    func deletePreset(_ id: String) throws {
        try panel.apply(.deletePreset(id: id))
    }

    func clearActivePreset() {
        _ = try? panel.apply(.clearActivePreset)
    }

    func copyText() -> String {
        panel.copyInstructionText()
    }

    func observe(_ onChange: @escaping @Sendable (LiveModelChange) -> Void) -> (@Sendable () -> Void)? {
        let observation = panel.observe { update in
            if let change = LiveModelChange(update) { onChange(change) }
        }
        return { observation.cancel() }
    }
}

extension LiveTerminal {
    /// Opens the live session on a panel state and returns when the person quits.
    ///
    /// Throws when standard input or output is not a terminal.
    ///
    /// ```swift
    /// try LiveTerminal.run(card)
    /// ```
    @discardableResult
    public static func run<Model>(_ state: PanelState<Model>, options: Options = Options())
        throws(LiveTerminalError)
        -> Outcome
    {
        try run(LivePanelModel(state.panel), options: options)
    }

    /// Opens the live session on a panel (for example one read from JSON) and returns when the
    /// person quits.
    ///
    /// ```swift
    /// let panel = Panel(try TreeDecoder().decode(text))
    /// try LiveTerminal.run(panel)
    /// ```
    @discardableResult
    public static func run(_ panel: Panel, options: Options = Options()) throws(LiveTerminalError)
        -> Outcome
    {
        try run(LivePanelModel(panel), options: options)
    }
}

extension LiveSession {
    /// A session on a panel state for a screen of `width` × `height` cells.
    ///
    /// ```swift
    /// let session = LiveSession(card, width: 80, height: 24, colorDepth: .palette256)
    /// ```
    public convenience init<Model>(
        _ state: PanelState<Model>, width: Int, height: Int, colorDepth: ColorDepth
    ) {
        self.init(model: LivePanelModel(state.panel), width: width, height: height, colorDepth: colorDepth)
    }

    /// A session on a panel for a screen of `width` × `height` cells.
    ///
    /// ```swift
    /// let session = LiveSession(Panel(document), width: 80, height: 24, colorDepth: .sixteen)
    /// ```
    public convenience init(_ panel: Panel, width: Int, height: Int, colorDepth: ColorDepth) {
        self.init(model: LivePanelModel(panel), width: width, height: height, colorDepth: colorDepth)
    }
}
