/// The live session's reducer: a pure function from its state and one event to the new state
/// and the effects it asks for (edits for the model, changes of the screen cache), reading the
/// screen as laid out (``LiveContext``) and nothing else: no model, no terminal, no clock.
///
/// Keys move focus, adjust values (a held key or a drag is one gesture: `begin`, `change`s,
/// `commit`), open folders, type text in place, run the preset menu and the drawer; the mouse
/// clicks, drags and scrolls; what an edit did comes back as ``LiveEvent/applied(_:_:)`` and
/// is shown (`LiveReducer+Keys.swift`, `+Mouse`, `+Modes`, `+Overlays`, `+Outcomes`).
///
/// ```swift
/// let context = LiveContext(document: document, width: 50, height: 16, colorDepth: .sixteen)
/// var state = LiveState(view: LiveView(focus: "size"))
/// let effects = LiveReducer(context: context).reduce(&state, .input(.key(Key(.right)), now: 0))
/// // state.view.held is the gesture; effects: begin it, then its first change
/// ```
struct LiveReducer {
    /// How long a key may pause while held before its edit is committed (longer than a
    /// keyboard's repeat delay, so a held key is one edit), in seconds: the panel's gesture
    /// pause, the one rule that also makes a page's repeated steps one undo step.
    static let holdTimeout: Double = {
        let (seconds, attoseconds) = Panel.defaultGesturePause.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }()

    /// The screen as laid out when the event came.
    let context: LiveContext

    /// Handles one event: changes `state` and returns the effects to run, in order.
    func reduce(_ state: inout LiveState, _ event: LiveEvent) -> [LiveEffect] {
        var step = Step(context: context, state: state)
        step.handle(event)
        state = step.state
        return step.effects
    }

    /// One event's work: the state as it changes and the effects asked for so far.
    struct Step {
        let context: LiveContext
        var state: LiveState
        var effects: [LiveEffect] = []

        var view: LiveView {
            get { state.view }
            set { state.view = newValue }
        }

        mutating func handle(_ event: LiveEvent) {
            switch event {
            case .input(.key(let key), let now):
                if key.code == .character("\\"), key.modifiers == .control {
                    // ctrl-\ (the terminal's quit key, a byte in raw mode): gone at once, as
                    // SIGQUIT ends a program, without asking about unsaved changes.
                    view.quitsAtOnce = true
                    view.isFinished = true
                    return
                }
                if case .normal = view.mode {
                    handleNormal(key, now: now)
                } else {
                    handleMode(key)
                }
            case .input(.mouse(let mouse), let now):
                handleMouse(mouse, now: now)
            case .input(.paste(let text), _):
                handlePaste(text)
            case .input(.focus, _):
                break
            case .input(.modeReport(let mode, let value), _):
                if mode == 2026 { effects.append(.synchronizedOutput(value == 1 || value == 2)) }
            case .tick(let now):
                if let held = view.held, !held.dragging, now - held.last >= LiveReducer.holdTimeout {
                    commitHeld()
                }
            case .leave:
                commitHeld()
            case .modelChanged(nil):
                sync()
            case .modelChanged(let values?):
                for (id, value) in values where id != view.editedText?.id {
                    effects.append(.show(value, for: id))
                }
            case .modelEnded(let reason):
                commitHeld()
                view.notice = "⚠ \(reason) · q quits"
                view.message = nil
            case .quitChecked(let unsaved):
                if let unsaved {
                    view.mode = .confirmingQuit(unsaved)
                } else {
                    view.isFinished = true
                }
            case .applied(let followUp, let result):
                handleOutcome(followUp, result)
            case .reported(let report, let result):
                handleReport(report, result)
            case .buttonSnapped(let edges, let problem):
                view.message =
                    problem.map { "not saved: \($0)" }
                    ?? "the button snapped to \(edges.joined(separator: ", "))"
            case .laidOut(let previousOrder):
                keepFocusShown(previousOrder: previousOrder)
            case .willDraw:
                reconcileOverlayFocus()
                scrollToFocus()
            }
        }

        /// Asks for the model to be read again (sparing the text being typed).
        mutating func sync() {
            effects.append(.sync(except: view.editedText?.id))
        }

        /// Asks the model for an edit, its outcome to come back with `then`.
        mutating func apply(_ edit: PanelEdit, then followUp: LiveFollowUp) {
            effects.append(.apply(edit, then: followUp))
        }

        /// The tree was laid out again: a focused control that left (a rule, a filter, a
        /// folder) hands focus to the next one still shown.
        private mutating func keepFocusShown(previousOrder: [NodeID]) {
            let order = context.tree.focusOrder
            if let focus = view.focus, !order.contains(focus) {
                let after = previousOrder.drop { $0 != focus }.dropFirst()
                view.focus = after.first(where: order.contains) ?? order.last
            }
            if view.focus == nil { view.focus = order.first }
        }

        /// Scrolls the panel's window so that the focused control shows.
        private mutating func scrollToFocus() {
            guard let frame = context.focusFrame(view.focus) else { return }
            let panelRows = context.height - 1 - context.logRows
            var scroll = view.scroll
            if frame.y < scroll { scroll = frame.y }
            if frame.maxY > scroll + panelRows { scroll = frame.maxY - panelRows }
            view.scroll = max(0, min(scroll, max(0, context.painted.canvas.height - panelRows)))
        }
    }
}
