extension LiveSession {
    /// Keys in the filter, while editing text, in the key list and in the preset menu.
    func handleMode(_ key: Key, now: Double) {
        switch view.mode {
        case .normal:
            return
        case .help:
            update { $0.mode = .normal }
        case .filter:
            var edit = LiveView.TextEdit(id: nil, text: view.filter)
            switch type(key, into: &edit) {
            case .done:
                update { $0.mode = .normal }
            case .cancelled:
                update {
                    $0.filter = ""
                    $0.mode = .normal
                }
                rebuild()
            case .changed:
                update { $0.filter = edit.text }
                rebuild()
            case .unchanged:
                break
            }
        case .editing(var edit):
            guard let id = edit.id else { return }
            switch type(key, into: &edit) {
            case .done:
                update {
                    $0.mode = .normal
                    $0.message = nil
                }
                guard let node = painted.node(for: id) else { return }
                do {
                    let canonical = try model.set(.string(edit.text), for: id, gesture: nil)
                    show(canonical, for: id)
                } catch {
                    show(.string(edit.original), for: id)
                    update { $0.message = "\(error)" }
                }
                _ = node
            case .cancelled:
                update {
                    $0.mode = .normal
                    $0.message = nil
                }
                show(.string(edit.original), for: id)
            case .changed:
                update { $0.mode = .editing(edit) }
                show(.string(edit.text), for: id)
            case .unchanged:
                update { $0.mode = .editing(edit) }
            }
        case .presets(let selected, let naming):
            handlePresets(key, selected: selected, naming: naming)
        }
    }

    enum Typed {
        case changed, unchanged, done, cancelled
    }

    /// Line editing: characters insert at the cursor; backspace, delete, left, right, home,
    /// end, ctrl-A, ctrl-E, ctrl-U move and erase; enter is done; escape cancels.
    func type(_ key: Key, into edit: inout LiveView.TextEdit) -> Typed {
        var characters = Array(edit.text)
        switch (key.code, key.modifiers) {
        case (.enter, _):
            return .done
        case (.escape, _), (.character("c"), .control):
            return .cancelled
        case (.backspace, _):
            guard edit.cursor > 0 else { return .unchanged }
            characters.remove(at: edit.cursor - 1)
            edit.cursor -= 1
        case (.delete, _), (.character("d"), .control):
            guard edit.cursor < characters.count else { return .unchanged }
            characters.remove(at: edit.cursor)
        case (.left, _):
            edit.cursor = max(0, edit.cursor - 1)
            return .unchanged
        case (.right, _):
            edit.cursor = min(characters.count, edit.cursor + 1)
            return .unchanged
        case (.home, _), (.character("a"), .control):
            edit.cursor = 0
            return .unchanged
        case (.end, _), (.character("e"), .control):
            edit.cursor = characters.count
            return .unchanged
        case (.character("u"), .control):
            characters.removeFirst(edit.cursor)
            edit.cursor = 0
        case (.character(let character), let modifiers) where modifiers.isSubset(of: .shift):
            characters.insert(character, at: edit.cursor)
            edit.cursor += 1
        default:
            return .unchanged
        }
        edit.text = String(characters)
        return .changed
    }

    /// Pasted text: into the text being edited, the filter, or the focused text field.
    func handlePaste(_ text: String) {
        // One line: controls and newlines become spaces.
        let line = String(
            text.unicodeScalars.map {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? " " : Character($0)
            })
        switch view.mode {
        case .editing(var edit):
            var characters = Array(edit.text)
            characters.insert(contentsOf: line, at: edit.cursor)
            edit.cursor += line.count
            edit.text = String(characters)
            update { $0.mode = .editing(edit) }
            if let id = edit.id { show(.string(edit.text), for: id) }
        case .filter:
            update { $0.filter += line }
            rebuild()
        case .normal:
            guard let node = focusedNode, let id = node.id else { return }
            switch node.element {
            case .textField, .colorPicker:
                var edit = LiveView.TextEdit(id: id, text: painted.document.values[id]?.string ?? "")
                edit.text += line
                edit.cursor = edit.text.count
                update { $0.mode = .editing(edit) }
                show(.string(edit.text), for: id)
            default:
                update { $0.message = "paste into a text field" }
            }
        default:
            break
        }
    }

    private func handlePresets(_ key: Key, selected: Int, naming: LiveView.TextEdit?) {
        let names = model.presets.list
        if var naming {
            switch type(key, into: &naming) {
            case .done:
                let name = naming.text.trimmingSpaces
                update { $0.mode = .presets(selected: selected, naming: nil) }
                guard !name.isEmpty else { return }
                // A naming edit that carries a preset's id renames that preset.
                if let id = naming.id?.rawValue {
                    perform("renamed to \(name)") { try self.model.renamePreset(id, to: name) }
                } else {
                    perform("saved \(name)") { try self.model.savePreset(name) }
                }
            case .cancelled:
                update { $0.mode = .presets(selected: selected, naming: nil) }
            case .changed, .unchanged:
                update { $0.mode = .presets(selected: selected, naming: naming) }
            }
            return
        }
        let current = names.isEmpty ? nil : names[min(selected, names.count - 1)]
        switch (key.code, key.modifiers) {
        case (.up, _), (.character("k"), []):
            update { $0.mode = .presets(selected: max(0, selected - 1), naming: nil) }
        case (.down, _), (.character("j"), []):
            update { $0.mode = .presets(selected: min(max(0, names.count - 1), selected + 1), naming: nil) }
        case (.enter, _), (.character("l"), []), (.character(" "), []):
            guard let current else { return }
            perform("loaded \(current.name)") { try self.model.loadPreset(current.id) }
            update { $0.mode = .normal }
        case (.character("s"), []):
            update { $0.mode = .presets(selected: selected, naming: LiveView.TextEdit(id: nil, text: "")) }
        case (.character("r"), []):
            guard let current else { return }
            update {
                $0.mode = .presets(
                    selected: selected, naming: LiveView.TextEdit(id: NodeID(current.id), text: current.name))
            }
        case (.character("d"), []):
            guard let current else { return }
            perform("deleted \(current.name)") { try self.model.deletePreset(current.id) }
            update { $0.mode = .presets(selected: max(0, min(selected, names.count - 2)), naming: nil) }
        case (.character("c"), []):
            model.clearActivePreset()
            syncFromModel()
            update {
                $0.message = "back to the base values"
                $0.mode = .normal
            }
        case (.escape, _), (.character("p"), []), (.character("q"), []):
            update { $0.mode = .normal }
        default:
            break
        }
    }

    /// Runs a model operation, showing `done` or the error on the status line.
    private func perform(_ done: String, _ body: () throws -> Void) {
        do {
            try body()
            update { $0.message = done }
        } catch {
            update { $0.message = "\(error)" }
        }
        syncFromModel()
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
