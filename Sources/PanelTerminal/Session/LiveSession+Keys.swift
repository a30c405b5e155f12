extension LiveSession {
    /// The reducer: one input event changes the view and, through the model, the values.
    func handle(_ event: InputEvent, now: Double) {
        switch event {
        case .key(let key):
            if case .normal = view.mode {
                handleNormal(key, now: now)
            } else {
                handleMode(key, now: now)
            }
        case .mouse(let mouse):
            handleMouse(mouse, now: now)
        case .paste(let text):
            handlePaste(text)
        case .focus:
            break
        case .modeReport(let mode, let value):
            if mode == 2026 { synchronized = value == 1 || value == 2 }
        }
    }

    /// Keys while moving around the panel.
    private func handleNormal(_ key: Key, now: Double) {
        let isAdjust: Bool
        switch (key.code, key.modifiers) {
        case (.left, _), (.right, _), (.character("h"), []), (.character("l"), []), (.character("["), _),
            (.character("]"), _):
            isAdjust = true
        default:
            isAdjust = false
        }
        if !isAdjust { commitHeld() }
        update { $0.message = nil }
        if key.code == .escape, key.modifiers.isEmpty, handleOverlayEscape() { return }
        switch (key.code, key.modifiers) {
        case (.up, _), (.character("k"), []), (.tab, .shift):
            moveFocus(by: -1)
        case (.down, _), (.character("j"), []), (.tab, []):
            moveFocus(by: 1)
        case (.pageUp, _):
            if !scrollOpenDrawer(pages: -1) { moveFocus(by: -(height - 2)) }
        case (.pageDown, _):
            if !scrollOpenDrawer(pages: 1) { moveFocus(by: height - 2) }
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
            guard let node = focusedNode, let value = ValueStep.end(for: node, maximum: key.code == .end)
            else { return }
            setValue(value, for: node, gesture: nil)
        case (.character(" "), []), (.enter, []):
            activate(editText: key.code == .enter)
        case (.character("/"), []):
            update { $0.mode = .filter }
        case (.character("p"), []):
            update { $0.mode = .presets(selected: 0, naming: nil) }
        case (.character("u"), []):
            if !model.undo() { update { $0.message = "nothing to undo" } }
            syncFromModel()
        case (.character("r"), []):
            if !model.redo() { update { $0.message = "nothing to redo" } }
            syncFromModel()
        case (.character("c"), []):
            let text = model.copyText()
            update {
                $0.copied.append(text)
                $0.message = "copied \(text.split(separator: "\n").count) lines: printed when you quit"
            }
        case (.character("?"), []):
            update { $0.mode = .help }
        case (.character("o"), []):
            toggleLog()
        case (.character("t"), []), (.character("m"), []), (.character("<"), _), (.character(">"), _):
            if case .character(let character) = key.code, !handleDrawerKey(character) {
                update { $0.message = "no drawer here" }
            }
        case (.character("w"), []):
            showOutcome { try model.write() }
        case (.character("W"), []):
            showOutcome { try model.recoverFile() }
        case (.character("q"), []), (.escape, []), (.character("c"), .control), (.character("d"), .control):
            if !view.filter.isEmpty && key.code == .escape {
                update { $0.filter = "" }
                rebuild()
                return
            }
            update { $0.isFinished = true }
        case (.character("z"), .control):
            update { $0.wantsSuspend = true }
        case (.character("l"), .control):
            _ = redrawAll()
        default:
            break
        }
    }

    /// The node with focus.
    var focusedNode: Node? {
        guard let id = view.focus else { return nil }
        return painted.node(for: id)
    }

    /// Shows on the status line what `body` did, or why it failed.
    private func showOutcome(_ body: () throws -> String) {
        do {
            let done = try body()
            update { $0.message = done }
        } catch {
            update { $0.message = "\(error)" }
        }
    }

    func moveFocus(by offset: Int) {
        let order = activeFocusOrder
        guard !order.isEmpty else { return }
        let current = view.focus.flatMap { order.firstIndex(of: $0) } ?? 0
        let next = min(max(current + offset, 0), order.count - 1)
        update { $0.focus = order[next] }
        revealFocusInDrawer()
    }

    /// Left, right, `[`, `]`: one step of a held edit.
    private func adjust(direction: Int, size: ValueStep.Size, now: Double) {
        guard let node = focusedNode, let id = node.id else { return }
        if case .folder = node.element {
            setFolder(id, collapsed: direction < 0)
            return
        }
        guard
            let next = ValueStep.next(
                for: node, from: painted.document.values[id], direction: direction, size: size)
        else { return }
        if let held = view.held, held.id != id || now - held.last >= Self.holdTimeout { commitHeld() }
        if view.held == nil {
            update {
                $0.held = LiveView.Held(gesture: model.beginEdit(id), id: id, last: now, dragging: false)
            }
        }
        update { $0.held?.last = now }
        setValue(next, for: node, gesture: view.held?.gesture)
    }

    /// Ends the held key's or drag's edit.
    func commitHeld() {
        guard let held = view.held else { return }
        update { $0.held = nil }
        if let gesture = held.gesture { model.commit(gesture) }
    }

    /// Stores a value through the model and shows the canonical value.
    func setValue(_ value: PanelValue, for node: Node, gesture: LiveGesture?) {
        guard let id = node.id else { return }
        do {
            let canonical = try model.set(value, for: id, gesture: gesture)
            show(canonical, for: id)
        } catch {
            update { $0.message = "\(error)" }
        }
    }

    /// Space or enter on the focused control.
    private func activate(editText: Bool) {
        guard let node = focusedNode, let id = node.id else { return }
        let value = painted.document.values[id]
        switch node.element {
        case .folder(let folder):
            setFolder(id, collapsed: !folder.isCollapsed)
        case .toggle:
            setValue(.bool(!(value?.bool ?? false)), for: node, gesture: nil)
        case .button:
            do {
                try model.trigger(id)
                update { $0.message = "pressed \(id.rawValue)" }
            } catch {
                update { $0.message = "\(error)" }
            }
            syncFromModel()
        case .picker:
            if let next = ValueStep.next(for: node, from: value, direction: 1, size: .normal) {
                setValue(next, for: node, gesture: nil)
            }
        case .textField, .colorPicker:
            update { $0.mode = .editing(LiveView.TextEdit(id: id, text: value?.string ?? "")) }
        case .slider, .springEditor, .transitionEditor:
            update { $0.message = "← → adjust, shift fine, [ ] coarse" }
        default:
            break
        }
    }

    func setFolder(_ id: NodeID, collapsed: Bool) {
        update { $0.collapsed[id] = collapsed }
        rebuild()
    }
}
