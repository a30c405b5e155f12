extension Panel {
    /// Whether there is a step to undo.
    ///
    /// ```swift
    /// if panel.canUndo { panel.undo() }
    /// ```
    public var canUndo: Bool { storage.withLock { !$0.undoSteps.isEmpty } }

    /// Whether there is a step to redo.
    ///
    /// ```swift
    /// if panel.canRedo { panel.redo() }
    /// ```
    public var canRedo: Bool { storage.withLock { !$0.redoSteps.isEmpty } }

    /// How many steps the history keeps (100 by default); older steps are forgotten.
    ///
    /// ```swift
    /// panel.undoLimit = 500
    /// ```
    public var undoLimit: Int {
        get { storage.withLock { $0.undoSteps.limit } }
        set { storage.withLock { $0.undoSteps.limit = newValue } }
    }

    /// Undoes the last committed edit, preset load, clear, deletion or configuration;
    /// returns whether there was one.
    ///
    /// ```swift
    /// try panel.set(30, for: "radius")
    /// panel.undo()   // radius is back where it was
    /// ```
    @discardableResult
    public func undo() -> Bool {
        step(backward: true, sender: nil)
    }

    /// Redoes the last undone step; returns whether there was one.
    ///
    /// ```swift
    /// panel.redo()
    /// ```
    @discardableResult
    public func redo() -> Bool {
        step(backward: false, sender: nil)
    }

    func step(backward: Bool, sender: String?) -> Bool {
        mutate { state in
            guard let step = backward ? state.undoSteps.popLast() : state.redoSteps.popLast() else {
                return false
            }
            let origin: ChangeOrigin = backward ? .undo : .redo
            let rulesBefore = state.ruleState()
            var edits: [UndoStep.Edit] = []
            var presetsChanged = false
            switch step {
            case .edit, .edits:
                let recorded = step.edits
                let ordered = backward ? Array(recorded.reversed()) : recorded
                for edit in ordered {
                    let wanted = backward ? edit.old : edit.new
                    guard let element = state.nodes[edit.id]?.element,
                        let canonical = try? element.canonicalValue(wanted)
                    else { continue }
                    let old = state.values[edit.id] ?? .null
                    guard canonical != old, (try? state.store(canonical, for: edit.id)) != nil else {
                        continue
                    }
                    edits.append(UndoStep.Edit(id: edit.id, old: old, new: canonical))
                }
            case .state(let before, let after):
                edits = state.restore(backward ? before : after)
                presetsChanged = true
            }
            if backward { state.redoSteps.append(step) } else { state.undoSteps.append(step) }
            state.post(
                origin: origin, edits: edits, presetsChanged: presetsChanged,
                isStructural: state.hasRules && state.ruleState() != rulesBefore, sender: sender)
            return true
        }
    }
}
