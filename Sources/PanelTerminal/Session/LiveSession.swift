import Synchronization

/// The live terminal session without the terminal: bytes from the keyboard in, bytes for the
/// screen out.
///
/// Three parts, each testable alone: input is decoded by `InputDecoder`; each event goes
/// through a pure reducer (`LiveReducer`), which changes the view (focus, mode, filter,
/// folders, messages) and asks for edits, which the session's effect runner carries out on the
/// model through the one `PanelEdit` path and feeds back; the screen (`ScreenCache`) is the
/// panel painted once per structure: a change of value repaints that control alone, the screen
/// shows a window of the panel with the focused row marked, a status line and any overlays,
/// and only the rows that can have changed are diffed (`ScreenDiff`).
///
/// Time is passed in (`now`, in seconds) so that tests and benchmarks drive it; ``LiveTerminal``
/// owns the real terminal and calls ``tick(now:)`` when no input arrives. Use a session directly
/// to serve the live panel over another transport (a socket, an SSH channel).
///
/// ```swift
/// let session = LiveSession(card, width: 80, height: 24, colorDepth: .sixteen)
/// write(session.redrawAll())                                   // the first frame
/// write(session.receive(Array("j\u{1B}[C".utf8), now: 0))      // focus down, one step right
/// ```
public final class LiveSession {
    /// How long a key may pause while held before its edit is committed.
    static let holdTimeout = LiveReducer.holdTimeout
    /// How often a model that cannot be observed is compared with the screen.
    static let pollInterval = 0.25

    let model: any LiveModel
    /// The reducer's state: the view and the presses in progress.
    var state = LiveState()
    /// The screen: the painted panel, the screen as drawn, the rows to diff.
    let cache: ScreenCache
    private var decoder = InputDecoder()
    private var lastPoll = 0.0
    private let inbox = Inbox()
    private var stopObserving: (@Sendable () -> Void)?
    private var observed = false
    /// When the monitors were last shown (see `LiveSession+Samples.swift`).
    var samplesShown = -Double.infinity

    /// Changes the model reported, from any thread, until the next tick.
    private final class Inbox: Sendable {
        let pending = Mutex<(values: [(id: NodeID, value: PanelValue)], structure: Bool, ended: String?)>(
            ([], false, nil))
    }

    /// A session on `model` for a screen of `width` × `height` cells; `wake` is called (from any
    /// thread) when the model changed outside the session, so that the terminal's loop ticks.
    init(
        model: any LiveModel, width: Int, height: Int, colorDepth: ColorDepth,
        buttonFile: FloatingButtonPositionFile? = nil, wake: (@Sendable () -> Void)? = nil
    ) {
        self.model = model
        cache = ScreenCache(
            document: model.document, width: width, height: height, colorDepth: colorDepth,
            buttonFile: buttonFile)
        state.view.focus = cache.tree.focusOrder.first
        stopObserving = model.observe { [inbox] change in
            inbox.pending.withLock { pending in
                switch change {
                case .values(let values): pending.values += values
                case .structure: pending.structure = true
                case .ended(let reason): pending.ended = reason
                }
            }
            wake?()
        }
        observed = stopObserving != nil
        let problems = model.problems
        cache.problems = problems
        if !problems.isEmpty {
            let count = problems.count == 1 ? "a problem" : "\(problems.count) problems"
            state.view.message = "⚠ \(count) in this panel (? lists them): \(problems[0])"
        }
    }

    deinit {
        stopObserving?()
    }

    /// What the screen shows besides the values (focus, mode, filter, message…).
    var view: LiveView { state.view }
    /// The panel as painted for the screen.
    var painted: PaintedDocument { cache.painted }
    /// The tree shown, with its focus order.
    var tree: LiveTree { cache.tree }

    // MARK: - Input

    /// Decodes and handles input bytes; returns the bytes that update the screen.
    ///
    /// ```swift
    /// let update = session.receive([0x1B, 0x5B, 0x43], now: clock)   // right arrow
    /// ```
    public func receive(_ bytes: [UInt8], now: Double) -> [UInt8] {
        for event in decoder.decode(bytes) { send(.input(event, now: now)) }
        return render()
    }

    /// Whether input bytes are waiting for more (an Escape that may start a sequence).
    var hasPendingInput: Bool { decoder.hasPending }

    /// Time passed without input: a lone Escape becomes the Escape key, a held key's edit is
    /// committed when the key stopped, and changes made elsewhere are shown.
    ///
    /// ```swift
    /// write(session.tick(now: clock))
    /// ```
    public func tick(now: Double) -> [UInt8] {
        for event in decoder.flush() { send(.input(event, now: now)) }
        // Time changes the view only when a held key's edit is due to be committed.
        if let deadline = holdDeadline, now >= deadline { send(.tick(now: now)) }
        let pending = inbox.pending.withLock { pending in
            defer { pending = ([], false, nil) }
            return pending
        }
        if let reason = pending.ended { send(.modelEnded(reason)) }
        if pending.structure || (!observed && now - lastPoll >= Self.pollInterval) {
            lastPoll = now
            send(.modelChanged(nil))
        } else {
            // Most reported values are the session's own edits, shown already; the others are
            // shown in the order they came (a later one for the same control wins).
            let shownValues = cache.painted.document.values
            if pending.values.contains(where: { shownValues[$0.id] != $0.value }) {
                send(.modelChanged(pending.values))
            }
        }
        showSamples(now: now)
        return render()
    }

    /// When the session next needs a ``tick(now:)`` without input, or `nil` for never.
    ///
    /// ```swift
    /// let deadline = session.nextTick(after: clock)   // poll until then
    /// ```
    package func nextTick(after now: Double) -> Double? {
        var times: [Double] = []
        if decoder.hasPending { times.append(now + InputDecoder.escapeTimeout) }
        if let deadline = holdDeadline { times.append(deadline) }
        if !observed { times.append(now + Self.pollInterval) }
        if let due = nextSamples(after: now) { times.append(due) }
        return times.min()
    }

    /// When a held key's edit is committed if the key stays still (a drag's waits for the
    /// button to go up).
    private var holdDeadline: Double? {
        guard let held = view.held, !held.dragging else { return nil }
        return held.last + Self.holdTimeout
    }

    /// The terminal changed size: lay out again and redraw everything.
    ///
    /// ```swift
    /// write(session.resize(width: 100, height: 30))
    /// ```
    package func resize(width: Int, height: Int) -> [UInt8] {
        cache.resize(width: width, height: height)
        return render()
    }

    /// Draws the whole screen again (after resuming, or on ctrl-L).
    ///
    /// ```swift
    /// write(session.redrawAll())
    /// ```
    public func redrawAll() -> [UInt8] {
        cache.forget()
        return render()
    }

    /// The texts `c` copied, to print after leaving the screen.
    ///
    /// ```swift
    /// session.copiedTexts.forEach { print($0) }
    /// ```
    package var copiedTexts: [String] { view.copied }

    /// Whether the person asked to quit.
    ///
    /// ```swift
    /// while !session.isFinished { … }
    /// ```
    package var isFinished: Bool { view.isFinished }

    /// Whether the person pressed `ctrl-\`: the terminal ends the process as SIGQUIT does once
    /// the screen is given back.
    var quitsAtOnce: Bool { view.quitsAtOnce }

    /// The screen as last drawn (`nil` before the first frame).
    ///
    /// ```swift
    /// print(session.screen?.plainText() ?? "")
    /// ```
    package var screen: Canvas? { cache.shown }

    /// Whether the person asked to suspend (ctrl-Z); reading it clears it.
    func takeSuspendRequest() -> Bool {
        defer { state.view.wantsSuspend = false }
        return view.wantsSuspend
    }

    /// Ends a held key's or drag's edit (before leaving the screen).
    func commitHeld() {
        send(.leave)
    }

    /// Lines the program printed: shown in the log area from the next frame.
    ///
    /// ```swift
    /// session.appendOutput(["step 1"])
    /// ```
    func appendOutput(_ lines: [String]) {
        cache.appendOutput(lines)
    }

    // MARK: - Frames

    /// Lays the screen out again when it must, lets the reducer place focus and scroll, and
    /// returns the bytes that bring the terminal to the screen.
    private func render() -> [UInt8] {
        if cache.needsRebuild {
            var values = model.document.values
            let edited = view.editedText
            if let edited { values[edited.id] = .string(edited.text) }
            let previousOrder = cache.layOut(values: values, collapsed: view.collapsed, filter: view.filter)
            // A button started where its storage id remembers it, and the session held no
            // place for it: that place becomes the session's, which every frontend shows.
            for seed in cache.takeButtonSeeds() {
                _ = try? model.apply(.moveFloatingButton(seed.id, to: seed.placement))
            }
            if let edited { cache.show(.string(edited.text), for: edited.id) }
            send(.laidOut(previousOrder: previousOrder))
        }
        // A screen that shows the focus and scroll on the layout they were drawn with (values
        // repainted in place at most) has them where they were put, unless dialogs or a
        // drawer, whose state may have changed, decide where focus goes.
        if !cache.keepsPlaces(of: state.view) || !cache.overlayNodes.isEmpty { send(.willDraw) }
        return cache.draw(state.view, presets: model.presets)
    }
}
