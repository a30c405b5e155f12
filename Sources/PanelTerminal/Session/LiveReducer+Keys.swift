extension LiveReducer.Step {
    /// Keys while moving around the panel.
    mutating func handleNormal(_ key: Key, now: Double) {
        let isAdjust: Bool
        switch (key.code, key.modifiers) {
        case (.left, _), (.right, _), (.character("h"), []), (.character("l"), []), (.character("["), _),
            (.character("]"), _):
            isAdjust = true
        default:
            isAdjust = false
        }
        if !isAdjust { commitHeld() }
        view.message = nil
        if key.code == .escape, key.modifiers.isEmpty, handleOverlayEscape() { return }
        switch (key.code, key.modifiers) {
        case (.up, _), (.character("k"), []), (.tab, .shift):
            moveFocus(by: -1)
        case (.down, _), (.character("j"), []), (.tab, []):
            moveFocus(by: 1)
        case (.pageUp, _):
            if !scrollOpenDrawer(pages: -1) { moveFocus(by: -(context.height - 2)) }
        case (.pageDown, _):
            if !scrollOpenDrawer(pages: 1) { moveFocus(by: context.height - 2) }
        case (.left, let modifiers), (.right, let modifiers):
            let direction = key.code == .left ? -1 : 1
            adjust(direction: direction, size: modifiers.contains(.shift) ? .fine : .normal, now: now)
        case (.character("h"), []):
            adjust(direction: -1, size: .normal, now: now)
        case (.character("l"), []):
            adjust(direction: 1, size: .normal, now: now)
        case (.character("["), _):
            adjust(direction: -1, size: .coarse, now: now)
        case (.character("]"), _):
            adjust(direction: 1, size: .coarse, now: now)
        case (.home, _), (.end, _):
            guard let node = context.node(view.focus), let id = node.id,
                let value = ValueStep.end(for: node, maximum: key.code == .end)
            else { return }
            setValue(value, for: id, gesture: nil)
        case (.character(" "), []), (.enter, []):
            activate(editText: key.code == .enter)
        case (.character("/"), []):
            view.mode = .filter
        case (.character("p"), []):
            view.mode = .presets(LiveView.PresetMenu())
        case (.character("d"), []):
            resetFocused()
        case (.character("x"), []), (.character("y"), []), (.character("z"), []):
            if case .character(let character) = key.code { choosePart(character) }
        case (.character("u"), []):
            apply(.undo, then: .messageIfRefused("nothing to undo"))
            sync()
        case (.character("r"), []):
            apply(.redo, then: .messageIfRefused("nothing to redo"))
            sync()
        case (.character("c"), []):
            effects.append(.report(.copyText))
        case (.character("?"), []):
            view.mode = .help
            view.helpScroll = 0
        case (.character("o"), []):
            toggleLog()
        case (.character("t"), []), (.character("m"), []), (.character("<"), _), (.character(">"), _):
            if case .character(let character) = key.code, !handleDrawerKey(character) {
                view.message = "no drawer here"
            }
        case (.character("w"), []):
            effects.append(.report(.write))
        case (.character("W"), []):
            effects.append(.report(.recoverFile))
        case (.character("q"), []), (.escape, []), (.character("c"), .control), (.character("d"), .control):
            if !view.filter.isEmpty && key.code == .escape {
                view.filter = ""
                effects.append(.rebuild)
                return
            }
            // Quitting with unsaved changes asks first (the model is asked what they are).
            effects.append(.checkQuit)
        case (.character("z"), .control):
            view.wantsSuspend = true
        case (.character("l"), .control):
            effects.append(.redrawAll)
        default:
            break
        }
    }

    mutating func moveFocus(by offset: Int) {
        let order = context.activeFocusOrder
        guard !order.isEmpty else { return }
        let current = view.focus.flatMap { order.firstIndex(of: $0) } ?? 0
        let next = min(max(current + offset, 0), order.count - 1)
        view.focus = order[next]
        revealFocusInDrawer()
    }

    /// Left, right, `[`, `]`: one step of a held edit.
    mutating func adjust(direction: Int, size: ValueStep.Size, now: Double) {
        guard let node = context.node(view.focus), let id = node.id else { return }
        let action = ValueStep.arrow(for: node, direction: direction)
        guard action == .step else { return perform(action, on: id) }
        guard
            let next = ValueStep.next(
                for: node, from: context.values[id], direction: direction, size: size,
                part: view.parts[id] ?? 0)
        else { return }
        if let held = view.held, held.id != id || now - held.last >= LiveReducer.holdTimeout { commitHeld() }
        if view.held == nil {
            beginHeld(id, value: next, now: now, dragging: false)
        } else {
            view.held?.last = now
            setValue(next, for: id, gesture: view.held?.gesture)
        }
    }

    /// Starts a held edit (a key held, a drag) of `id` whose first change is `value`: one
    /// gesture, one undo step when it is committed.
    mutating func beginHeld(_ id: NodeID, value: PanelValue, now: Double, dragging: Bool) {
        state.gestures += 1
        let gesture = "terminal-\(state.gestures)"
        view.held = LiveView.Held(gesture: gesture, id: id, last: now, dragging: dragging)
        apply(.edit(id, phase: .begin, gesture: gesture), then: .began(id, gesture: gesture, value: value))
    }

    /// Ends the held key's or drag's edit.
    mutating func commitHeld() {
        guard let held = view.held else { return }
        view.held = nil
        if let gesture = held.gesture {
            apply(.edit(held.id, phase: .commit, gesture: gesture), then: .ignore)
        }
    }

    /// Stores a value through the model (within a gesture, if any) and shows the canonical
    /// value it answers with.
    mutating func setValue(_ value: PanelValue, for id: NodeID, gesture: String?) {
        let edit: PanelEdit =
            if let gesture {
                .edit(id, phase: .change, value: value, gesture: gesture)
            } else {
                .set(id, to: value)
            }
        apply(edit, then: .show(id, requested: value))
    }

    /// `d`: the focused control back to its default (the value it started with), one undo
    /// step like any edit.
    private mutating func resetFocused() {
        guard let node = context.node(view.focus), let id = node.id, node.element.holdsValue else {
            view.message = "nothing to reset here"
            return
        }
        commitHeld()
        view.message = "\(id.rawValue): back to its default"
        apply(.reset(id), then: .show(id, requested: context.values[id] ?? .null))
        sync()
    }

    /// `x`, `y`, `z`: the part of the focused control the arrows move (a point's axis).
    private mutating func choosePart(_ character: Character) {
        guard let node = context.node(view.focus), let id = node.id,
            let part = ValueStep.part(of: node, for: character)
        else {
            view.message = "no \(character) axis here"
            return
        }
        commitHeld()
        view.parts[id] = part.index
        view.message = "← → move \(part.name)"
    }

    /// Space or enter on the focused control.
    private mutating func activate(editText: Bool) {
        guard let node = context.node(view.focus), let id = node.id else { return }
        perform(ValueStep.activation(for: node, value: context.values[id]), on: id)
    }

    /// Does what a key on the focused node `id` asked for (as its kind said).
    private mutating func perform(_ action: KeyAction, on id: NodeID) {
        switch action {
        case .none, .step:
            break
        case .set(let value):
            setValue(value, for: id, gesture: nil)
        case .collapse(let collapsed):
            setFolder(id, collapsed: collapsed)
        case .selectTab(let direction):
            guard let node = context.node(id) else { return }
            let count = node.children.count
            guard count > 0 else {
                view.message = "no tabs here"
                return
            }
            let open = FolderElement.openTab(in: context.values[id], count: count) ?? 0
            selectTab(id, (open + direction % count + count) % count, of: node)
        case .trigger:
            apply(.trigger(id), then: .message("pressed \(id.rawValue)"))
            sync()
        case .editText:
            view.mode = .editing(id, LiveView.LineEdit(context.values[id].map(ValueText.describe) ?? ""))
        case .hint(let hint):
            view.message = hint
        }
    }

    /// Opens tab `tab` of the tabs folder `node` (a key or a click on its strip).
    mutating func selectTab(_ id: NodeID, _ tab: Int, of node: Node) {
        guard tab < node.children.count else { return }
        commitHeld()
        apply(
            .selectTab(id, tab: tab), then: .message("\(FolderElement.tabLabel(of: node.children[tab])) tab"))
        sync()
    }

    mutating func setFolder(_ id: NodeID, collapsed: Bool) {
        view.collapsed[id] = collapsed
        effects.append(.rebuild)
    }

    /// `o`: folds or opens the log area.
    private mutating func toggleLog() {
        guard context.printedLines > 0 else {
            view.message = "nothing printed yet"
            return
        }
        effects.append(.toggleLog)
    }
}
