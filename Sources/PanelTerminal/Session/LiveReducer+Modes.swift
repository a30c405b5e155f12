extension LiveReducer.Step {
    /// Keys in the filter, while editing text, in the key list and in the preset menu.
    mutating func handleMode(_ key: Key) {
        switch view.mode {
        case .normal:
            return
        case .help:
            // The list scrolls when the screen is shorter than it; any other key closes it.
            switch key.code {
            case .down: view.helpScroll = min(view.helpScroll + 1, LiveScreen.keyListScrollLimit)
            case .up: view.helpScroll = max(view.helpScroll - 1, 0)
            case .pageDown: view.helpScroll = min(view.helpScroll + 10, LiveScreen.keyListScrollLimit)
            case .pageUp: view.helpScroll = max(view.helpScroll - 10, 0)
            default: view.mode = .normal
            }
        case .filter:
            var line = LiveView.LineEdit(view.filter)
            switch LiveReducer.type(key, into: &line) {
            case .done:
                view.mode = .normal
            case .cancelled:
                view.filter = ""
                view.mode = .normal
                effects.append(.rebuild)
            case .changed:
                view.filter = line.text
                effects.append(.rebuild)
            case .unchanged:
                break
            }
        case .editing(let id, var line):
            switch LiveReducer.type(key, into: &line) {
            case .done:
                view.mode = .normal
                view.message = nil
                guard context.node(id) != nil else { return }
                apply(
                    .set(id, to: .string(line.text)),
                    then: .keepText(id, text: line.text, original: line.original))
            case .cancelled:
                view.mode = .normal
                view.message = nil
                effects.append(.show(.string(line.original), for: id))
            case .changed:
                view.mode = .editing(id, line)
                effects.append(.show(.string(line.text), for: id))
            case .unchanged:
                view.mode = .editing(id, line)
            }
        case .presets(let menu):
            handlePresets(key, menu: menu)
        case .confirmingQuit:
            view.mode = .normal
            switch (key.code, key.modifiers) {
            case (.character("q"), []), (.character("y"), []), (.character("Y"), _),
                (.character("c"), .control),
                (.character("d"), .control):
                view.isFinished = true
            case (.character("w"), []):
                effects.append(.report(.write))
            default:
                view.message = "not quit: the changes are still unsaved (w writes)"
            }
        }
    }

    /// Pasted text: into the text being edited, the filter, or the focused text field.
    mutating func handlePaste(_ text: String) {
        // One line: controls and newlines become spaces.
        let pasted = String(
            text.unicodeScalars.map {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? " " : Character($0)
            })
        switch view.mode {
        case .editing(let id, var line):
            var characters = Array(line.text)
            characters.insert(contentsOf: pasted, at: line.cursor)
            line.cursor += pasted.count
            line.text = String(characters)
            view.mode = .editing(id, line)
            effects.append(.show(.string(line.text), for: id))
        case .filter:
            view.filter += pasted
            effects.append(.rebuild)
        case .normal:
            guard let node = context.node(view.focus), let id = node.id else { return }
            switch node.element {
            case .textField, .colorPicker:
                var line = LiveView.LineEdit(context.values[id]?.string ?? "")
                line.text += pasted
                line.cursor = line.text.count
                view.mode = .editing(id, line)
                effects.append(.show(.string(line.text), for: id))
            default:
                view.message = "paste into a text field"
            }
        default:
            break
        }
    }

    /// Keys in the preset menu: move, load, save (`s`, typing a name), rename (`r`), delete,
    /// clear, close.
    private mutating func handlePresets(_ key: Key, menu: LiveView.PresetMenu) {
        let selected = menu.selected
        if var naming = menu.naming {
            var line = naming.line
            switch LiveReducer.type(key, into: &line) {
            case .done:
                let name = line.text.trimmingSpaces
                view.mode = .presets(LiveView.PresetMenu(selected: selected))
                guard !name.isEmpty else { return }
                switch naming {
                case .renaming(let presetID, _):
                    perform(.renamePreset(id: presetID, to: name), done: "renamed to \(name)")
                case .saving:
                    // The menu names presets: saving a name it already shows saves over that preset.
                    perform(.savePreset(named: name, replacing: true), done: "saved \(name)")
                }
            case .cancelled:
                view.mode = .presets(LiveView.PresetMenu(selected: selected))
            case .changed, .unchanged:
                naming.line = line
                view.mode = .presets(LiveView.PresetMenu(selected: selected, naming: naming))
            }
            return
        }
        let names = context.presets
        let current = names.isEmpty ? nil : names[min(selected, names.count - 1)]
        switch (key.code, key.modifiers) {
        case (.up, _), (.character("k"), []):
            view.mode = .presets(LiveView.PresetMenu(selected: max(0, selected - 1)))
        case (.down, _), (.character("j"), []):
            view.mode = .presets(LiveView.PresetMenu(selected: min(max(0, names.count - 1), selected + 1)))
        case (.enter, _), (.character("l"), []), (.character(" "), []):
            guard let current else { return }
            perform(.loadPreset(id: current.id), done: "loaded \(current.name)")
            view.mode = .normal
        case (.character("s"), []):
            view.mode = .presets(
                LiveView.PresetMenu(selected: selected, naming: .saving(LiveView.LineEdit(""))))
        case (.character("r"), []):
            guard let current else { return }
            view.mode = .presets(
                LiveView.PresetMenu(
                    selected: selected,
                    naming: .renaming(presetID: current.id, LiveView.LineEdit(current.name))))
        case (.character("d"), []):
            guard let current else { return }
            perform(.deletePreset(id: current.id), done: "deleted \(current.name)")
            view.mode = .presets(LiveView.PresetMenu(selected: max(0, min(selected, names.count - 2))))
        case (.character("c"), []):
            apply(.clearActivePreset, then: .ignore)
            sync()
            view.message = "back to the base values"
            view.mode = .normal
        case (.escape, _), (.character("p"), []), (.character("q"), []):
            view.mode = .normal
        default:
            break
        }
    }

    /// Asks for a preset operation, to show `done` (or why it was refused) on the status line,
    /// and for the values it brought.
    private mutating func perform(_ edit: PanelEdit, done: String) {
        apply(edit, then: .message(done))
        sync()
    }
}

extension LiveReducer {
    /// What a key did to a line being typed.
    enum Typed {
        case changed, unchanged, done, cancelled
    }

    /// Line editing: characters insert at the cursor; backspace, delete, left, right, home,
    /// end, ctrl-A, ctrl-E, ctrl-U move and erase; enter is done; escape cancels.
    static func type(_ key: Key, into line: inout LiveView.LineEdit) -> Typed {
        var characters = Array(line.text)
        switch (key.code, key.modifiers) {
        case (.enter, _):
            return .done
        case (.escape, _), (.character("c"), .control):
            return .cancelled
        case (.backspace, _):
            guard line.cursor > 0 else { return .unchanged }
            characters.remove(at: line.cursor - 1)
            line.cursor -= 1
        case (.delete, _), (.character("d"), .control):
            guard line.cursor < characters.count else { return .unchanged }
            characters.remove(at: line.cursor)
        case (.left, _):
            line.cursor = max(0, line.cursor - 1)
            return .unchanged
        case (.right, _):
            line.cursor = min(characters.count, line.cursor + 1)
            return .unchanged
        case (.home, _), (.character("a"), .control):
            line.cursor = 0
            return .unchanged
        case (.end, _), (.character("e"), .control):
            line.cursor = characters.count
            return .unchanged
        case (.character("u"), .control):
            characters.removeFirst(line.cursor)
            line.cursor = 0
        case (.character(let character), let modifiers) where modifiers.isSubset(of: .shift):
            characters.insert(character, at: line.cursor)
            line.cursor += 1
        default:
            return .unchanged
        }
        line.text = String(characters)
        return .changed
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
