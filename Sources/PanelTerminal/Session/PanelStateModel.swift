/// A `PanelState` as a live session's model: values through its validating path, actions
/// through `trigger`.
final class PanelStateModel<Model: Codable & Equatable & Sendable>: LiveModel {
    let state: PanelState<Model>

    init(_ state: PanelState<Model>) {
        self.state = state
    }

    var document: PanelDocument { state.document }

    func beginEdit(_ id: NodeID) -> LiveGesture? { nil }

    func set(_ value: PanelValue, for id: NodeID, gesture: LiveGesture?) throws -> PanelValue {
        try state.set(value, for: id)
    }

    func commit(_ gesture: LiveGesture) {}

    func cancel(_ gesture: LiveGesture) {}

    func trigger(_ id: NodeID) throws {
        try state.trigger(id)
    }

    func undo() -> Bool { false }

    func redo() -> Bool { false }

    var presets: (list: [(id: String, name: String)], active: String?) { ([], nil) }

    func savePreset(_ name: String) throws {
        throw LiveUnsupported(description: "this panel keeps no presets")
    }

    func loadPreset(_ id: String) throws {
        throw LiveUnsupported(description: "this panel keeps no presets")
    }

    func deletePreset(_ id: String) throws {
        throw LiveUnsupported(description: "this panel keeps no presets")
    }

    func clearActivePreset() {}

    func copyText() -> String {
        state.valueMap.map { "\($0.id.rawValue) = \($0.value)" }.joined(separator: "\n")
    }

    func observe(_ onChange: @escaping @Sendable (LiveModelChange) -> Void) -> (@Sendable () -> Void)? { nil }
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
        try run(PanelStateModel(state), options: options)
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
        self.init(model: PanelStateModel(state), width: width, height: height, colorDepth: colorDepth)
    }
}
