/// The one function that changes a panel: every ``PanelEdit`` is carried out here, under the
/// panel's lock, and answered with the ``PanelOutcome`` read in the same lock.
extension PanelStorage {
    /// Carries out `edit` (its changes coming from `origin`, on behalf of `sender`, the token
    /// of the session that asked, if any); `prepare` runs first for a `configure` (a typed
    /// state swaps its bindings there). A value write is an undo step when `undoable` says so,
    /// or by default when it is a person's (see ``makesUndoStep(origin:undoable:)``).
    mutating func apply(
        _ edit: PanelEdit, origin: ChangeOrigin, sender: String?, undoable: Bool? = nil,
        prepare: (() -> Void)? = nil
    ) throws(ValueError) -> PanelOutcome {
        let undoable = Self.makesUndoStep(origin: origin, undoable: undoable)
        let origin = edit.origin(from: origin)
        switch edit {
        case .set(let id, let value):
            return try set(
                value, control: try Self.writableControl(id, in: controls, values: values, nodes: nodes),
                origin: origin, undoable: undoable, sender: sender
            ).outcome()
        case .setValues(let values):
            return try setValues(values, origin: origin, undoable: undoable, sender: sender)
        case .edit(let id, let phase, let value, let gesture):
            return try self.edit(
                id, phase: phase, value: value, gesture: gesture, origin: origin, undoable: undoable,
                sender: sender)
        case .reset(let id):
            return try reset(id, origin: origin, undoable: undoable, sender: sender)
        case .trigger(let id):
            return try trigger(id, origin: origin, sender: sender)
        case .setFolder(let id, let collapsed):
            return try setFolder(id, collapsed: collapsed, origin: origin, sender: sender)
        case .selectTab(let id, let tab):
            return try selectTab(id, tab: tab, origin: origin, sender: sender)
        case .savePreset(let name, let replacing):
            return try savePreset(named: name, replacing: replacing, origin: origin, sender: sender)
        case .renamePreset(let id, let name):
            return try renamePreset(id: id, to: name, origin: origin, sender: sender)
        case .loadPreset(let id):
            return try loadPreset(id: id, origin: origin, sender: sender)
        case .deletePreset(let id):
            return try deletePreset(id: id, origin: origin, sender: sender)
        case .clearActivePreset:
            return clearActivePreset(origin: origin, sender: sender)
        case .undo, .redo:
            return try step(backward: edit.isUndo, origin: origin, sender: sender)
        case .presentDialog(let id):
            return try presentDialog(id, origin: origin, sender: sender)
        case .dismissDialog(let id, let reason):
            return try dismissDialog(id, reason: reason, origin: origin, sender: sender)
        case .changeDrawer(let id, let change):
            return try changeDrawer(id, change, origin: origin, sender: sender)
        case .moveFloatingButton(let id, let placement):
            return try moveFloatingButton(id, to: placement, origin: origin, sender: sender)
        case .configure(let document, let name):
            prepare?()
            return configure(root: document.root, initial: document.values, name: name, sender: sender)
        case .load(let values, let presets, let activePresetID):
            return load(values: values, presets: presets, activePresetID: activePresetID, sender: sender)
        }
    }

    /// An outcome that changed nothing.
    func unchanged(_ value: PanelValue? = nil) -> PanelOutcome {
        PanelOutcome(value: value, revision: revision, posted: nil)
    }

    // MARK: Values

    /// The ``PanelEdit/set(_:to:)`` of the control whose id is these UTF-8 bytes (as a protocol
    /// line spells it, the front end of a `set` line): the same edit, its control found by the
    /// bytes without making its id. `keepsChange` false: see ``SetOutcome``.
    mutating func apply(
        setting value: PanelValue, idUTF8 bytes: UnsafeBufferPointer<UInt8>, origin: ChangeOrigin,
        sender: String?, keepsChange: Bool
    ) throws(ValueError) -> SetOutcome {
        try set(
            value, control: try Self.writableControl(utf8: bytes, in: controls, values: values, nodes: nodes),
            origin: origin, undoable: Self.makesUndoStep(origin: origin, undoable: nil), sender: sender,
            keepsChange: keepsChange)
    }

    /// Stores `value` for the writable control at `position` in ``controls``: the one write of
    /// a `set`. With `keepsChange` false, a plain change nobody else is to hear of comes as its
    /// value and revision alone (see ``SetOutcome``).
    @inline(never)
    private mutating func set(
        _ value: PanelValue, control position: Int, origin: ChangeOrigin, undoable: Bool, sender: String?,
        keepsChange: Bool = true
    ) throws(ValueError) -> SetOutcome {
        let (canonical, old, slot) = try controls.locate(value, at: position, in: values)
        guard canonical != old else { return .other(unchanged(canonical)) }
        let id = controls.id(at: position)
        // The rules are watched only when some node carries one (no array made otherwise).
        let watch = hasRules ? watchRules() : nil
        try store(canonical, for: id, at: slot)
        let edit = UndoStep.Edit(id: id, old: old, new: canonical)
        var isStructural = false
        if let watch { isStructural = rulesFlipped(since: watch) }
        let posted = post(
            origin: origin, edits: CollectionOfOne(edit), isStructural: isStructural, sender: sender,
            keepsChange: keepsChange)
        // The undo step after the update (which reads nothing of the history): the edit moves
        // into it.
        if undoable { recordSet(edit, control: position, origin: origin) }
        if case .plainChange = posted { return .plain(value: canonical, revision: revision) }
        return .other(PanelOutcome(value: canonical, revision: revision, posted: posted))
    }

    /// ``PanelEdit/setValues(_:)``: every value checked first (nothing is stored when one is
    /// refused), then the ones that change stored, as one update and at most one undo step.
    @inline(never)
    private mutating func setValues(_ wanted: ValueMap, origin: ChangeOrigin, undoable: Bool, sender: String?)
        throws(ValueError) -> PanelOutcome
    {
        var writes: [(edit: UndoStep.Edit, slot: Int?)] = []
        writes.reserveCapacity(wanted.count)
        for (id, value) in wanted {
            guard let position = controls.position(of: id) else {
                _ = try writableControl(id)  // names why `id` takes no value
                continue
            }
            let (canonical, old, slot) = try locate(value, control: position)
            if canonical != old { writes.append((UndoStep.Edit(id: id, old: old, new: canonical), slot)) }
        }
        guard !writes.isEmpty else { return unchanged() }
        let watch = watchRules()
        for write in writes { try store(write.edit.new, for: write.edit.id, at: write.slot) }
        let edits = writes.map(\.edit)
        if undoable { record(edits.count == 1 ? .edit(edits[0]) : .edits(edits)) }
        let posted = post(
            origin: origin, edits: edits, isStructural: rulesFlipped(since: watch), sender: sender)
        return PanelOutcome(value: edits.count == 1 ? edits[0].new : nil, revision: revision, posted: posted)
    }

    @inline(never)
    private mutating func reset(_ id: NodeID?, origin: ChangeOrigin, undoable: Bool, sender: String?)
        throws(ValueError) -> PanelOutcome
    {
        let ids: [NodeID]
        if let id {
            _ = try writableControl(id)
            ids = [id]
        } else {
            ids = valueIDs.filter { (try? writableControl($0)) != nil }
        }
        let watch = watchRules()
        var edits: [UndoStep.Edit] = []
        for id in ids {
            guard let initial = initial[id], let old = values[id], old != initial else { continue }
            try store(initial, for: id)
            edits.append(UndoStep.Edit(id: id, old: old, new: initial))
        }
        let value = id.flatMap { values[$0] }
        guard !edits.isEmpty else { return unchanged(value) }
        if undoable { record(.edits(edits)) }
        let posted = post(
            origin: origin, edits: edits, isStructural: rulesFlipped(since: watch), sender: sender)
        return PanelOutcome(value: value, revision: revision, posted: posted)
    }

    @inline(never)
    private mutating func edit(
        _ id: NodeID, phase: EditPhase, value: PanelValue?, gesture: String, origin: ChangeOrigin,
        undoable: Bool, sender: String?
    ) throws(ValueError) -> PanelOutcome {
        let began: Gesture
        if phase == .begin {
            _ = try writableControl(id)
            if gestures[gesture] == nil, gestures.count >= limits.gestures {
                throw ValueError(
                    "at most \(limits.gestures) edit gestures may be in progress at once", id: id,
                    code: .limitReached)
            }
            began = Gesture(id: id, beginValue: values[id] ?? .null)
            gestures[gesture] = began
        } else {
            guard let existing = gestures[gesture], existing.id == id else {
                throw ValueError(
                    "no edit gesture \"\(gesture)\" in progress on this control", id: id,
                    code: .unknownGesture)
            }
            began = existing
        }
        var target: PanelValue? = nil
        switch phase {
        case .begin, .commit:
            if let value { target = try validate(value, for: id).canonical }
        case .change:
            guard let value else { throw ValueError("a change needs a value", id: id) }
            target = try validate(value, for: id).canonical
        case .cancel:
            target = began.beginValue
        }
        let old = values[id] ?? .null
        var posted: PanelOutcome.Posted?
        if let target, target != old {
            let watch = watchRules()
            try store(target, for: id)
            posted = post(
                origin: origin, edits: CollectionOfOne(UndoStep.Edit(id: id, old: old, new: target)),
                phase: phase,
                gesture: gesture, isStructural: rulesFlipped(since: watch), sender: sender)
        }
        if phase == .commit || phase == .cancel {
            gestures[gesture] = nil
            let final = values[id] ?? .null
            if phase == .commit, undoable, final != began.beginValue {
                record(.edits([UndoStep.Edit(id: id, old: began.beginValue, new: final)]))
            }
        }
        return PanelOutcome(value: values[id] ?? .null, revision: revision, posted: posted)
    }

    @inline(never)
    private mutating func trigger(_ id: NodeID, origin: ChangeOrigin, sender: String?) throws(ValueError)
        -> PanelOutcome
    {
        guard let node = nodes[id] else {
            throw ValueError("no control with this id", id: id, code: .unknownID)
        }
        let isFloating: Bool
        var isCancel = false
        switch node.element {
        case .button(let button):
            isFloating = false
            isCancel = button.role == .cancel
        case .floatingButton: isFloating = true
        default: throw ValueError("a \(node.kind) is not an action", id: id, code: .wrongKind)
        }
        if node.modifiers.isDisabled(for: values) {
            throw ValueError("the control is disabled", id: id, code: .disabled)
        }
        // A press on a drawer's floating button opens its drawer, as a click on it does in every
        // frontend (the ack carries the drawer's state); a floating button of its own is
        // pressed like a button, its action delivered.
        if isFloating, let drawer = Self.drawerRoot(holding: id, in: root) {
            return try changeDrawer(drawer, .open, origin: origin, sender: sender)
        }
        // A cancel-role button dismisses the shown dialog it sits in (reason `cancel`), in the
        // update that delivers its action: the same rule for every frontend and for code.
        if isCancel, let dialog = Self.dialog(containing: id, in: root),
            let outcome = try dismissDialog(
                dialog, reason: .cancel, origin: origin, sender: sender, action: id, ifPresented: true)
        {
            return PanelOutcome(revision: outcome.revision, posted: outcome.posted)
        }
        let update = PanelUpdate(
            revision: revision, base: revision, origin: origin, changes: [], action: id, sender: sender)
        updates.post(update)
        return PanelOutcome(revision: revision, posted: .update(update))
    }

    /// The dialog that holds the node `id`, if any (the nearest one above it).
    static func dialog(containing id: NodeID, in root: Node) -> NodeID? {
        func search(_ node: Node, _ dialog: NodeID?) -> NodeID?? {
            var dialog = dialog
            if case .dialog = node.element { dialog = node.id }
            if node.id == id { return .some(dialog) }
            for child in node.children {
                if let found = search(child, dialog) { return found }
            }
            return nil
        }
        return search(root, nil) ?? nil
    }

    /// The drawer panel root whose floating button `id` is (its direct child), if any.
    private static func drawerRoot(holding id: NodeID, in node: Node) -> NodeID? {
        if case .panelRoot(let panelRoot) = node.element, panelRoot.mode == .drawer,
            node.children.contains(where: { $0.id == id })
        {
            return node.id
        }
        for child in node.children {
            if let found = drawerRoot(holding: id, in: child) { return found }
        }
        return nil
    }

    @inline(never)
    private mutating func setFolder(
        _ id: NodeID, collapsed: Bool?, origin: ChangeOrigin, sender: String?
    ) throws(ValueError) -> PanelOutcome {
        guard let node = nodes[id] else {
            throw ValueError("no folder with this id", id: id, code: .unknownID)
        }
        guard case .folder(let folder) = node.element else {
            throw ValueError("a \(node.kind) is not a folder", id: id, code: .wrongKind)
        }
        let current = self.collapsed[id] ?? folder.isCollapsed
        let target = collapsed ?? !current
        guard target != current else { return unchanged(.bool(current)) }
        self.collapsed[id] = target == folder.isCollapsed ? nil : target
        let posted = post(origin: origin, edits: [], isStructural: true, sender: sender)
        return PanelOutcome(value: .bool(target), revision: revision, posted: posted)
    }

    // MARK: History

    @inline(never)
    private mutating func step(backward: Bool, origin: ChangeOrigin, sender: String?) throws(ValueError)
        -> PanelOutcome
    {
        lastPersonSet = nil
        guard let step = backward ? undoSteps.popLast() : redoSteps.popLast() else {
            throw ValueError("there is nothing to \(backward ? "undo" : "redo")", code: .nothingToUndo)
        }
        let watch = watchRules()
        var edits: [UndoStep.Edit] = []
        var presetsBefore: [Preset]?
        switch step {
        case .edit, .edits:
            let recorded = step.edits
            let ordered = backward ? Array(recorded.reversed()) : recorded
            for edit in ordered {
                let wanted = backward ? edit.old : edit.new
                guard let element = nodes[edit.id]?.element,
                    let canonical = try? element.canonicalValue(wanted)
                else { continue }
                let old = values[edit.id] ?? .null
                guard canonical != old, (try? store(canonical, for: edit.id)) != nil else { continue }
                edits.append(UndoStep.Edit(id: edit.id, old: old, new: canonical))
            }
        case .state(let before, let after):
            presetsBefore = presets
            edits = restore(backward ? before : after)
        }
        if backward { redoSteps.append(step) } else { undoSteps.append(step) }
        let posted = post(
            origin: origin, edits: edits, presetsBefore: presetsBefore,
            isStructural: rulesFlipped(since: watch), sender: sender)
        return PanelOutcome(revision: revision, posted: posted)
    }

    // MARK: Structure

    @inline(never)
    private mutating func configure(root: Node, initial: ValueMap, name: String?, sender: String?)
        -> PanelOutcome
    {
        let before = snapshot
        let fresh = PanelStorage(name: name ?? self.name, root: root, values: initial)
        var report = ConfigurationReport()
        let values = fresh.reconcile(self.values, fallback: fresh.initial, preset: nil, report: &report)
        let presets = before.presets.map {
            Preset(
                id: $0.id, name: $0.name,
                values: fresh.reconcile($0.values, fallback: fresh.initial, preset: $0.id, report: &report))
        }
        var ignored = ConfigurationReport()
        let savedBase = self.savedBase.map {
            fresh.reconcile($0, fallback: fresh.initial, preset: nil, report: &ignored)
        }
        self.name = fresh.name
        self.root = fresh.root
        nodes = fresh.nodes
        valueIDs = fresh.valueIDs
        controls = fresh.controls
        rules = fresh.rules
        validationReport = fresh.validationReport
        self.initial = fresh.initial
        collapsed = collapsed.filter {
            if case .folder? = fresh.nodes[$0.key]?.element { return true }
            return false
        }
        gestures = [:]
        self.presets = presets
        self.savedBase = savedBase
        // Every value goes to the (new) model, changed or not.
        var edits: [UndoStep.Edit] = []
        for (id, value) in values {
            let old = self.values[id]
            if let sink { try? sink.write(value, for: id) }
            if old != value { edits.append(UndoStep.Edit(id: id, old: old ?? .null, new: value)) }
        }
        self.values = values
        record(.state(before: before, after: snapshot))
        let posted = post(
            origin: .configure, edits: edits, presetsBefore: before.presets, isStructural: true,
            sender: sender)
        return PanelOutcome(revision: revision, posted: posted, report: report)
    }

    @inline(never)
    private mutating func load(
        values saved: ValueMap, presets savedPresets: [Preset], activePresetID active: String?,
        sender: String?
    ) -> PanelOutcome {
        let before = snapshot
        var report = ConfigurationReport()
        let base = reconcile(saved, fallback: initial, preset: nil, report: &report)
        presets = savedPresets.map {
            Preset(
                id: $0.id, name: $0.name,
                values: reconcile($0.values, fallback: base, preset: $0.id, report: &report))
        }
        for preset in presets {
            if preset.id.hasPrefix("preset-"), let number = Int(preset.id.dropFirst(7)) {
                nextPresetNumber = max(nextPresetNumber, number + 1)
            }
        }
        var target = base
        if let active, let preset = presets.first(where: { $0.id == active }) {
            activePresetID = active
            savedBase = base
            target = preset.values
        } else {
            activePresetID = nil
            savedBase = nil
        }
        return applyStateStep(before: before, target: target, origin: .load, sender: sender, report: report)
    }
}

extension PanelEdit {
    /// Whether this is an undo (rather than a redo).
    fileprivate var isUndo: Bool {
        if case .undo = self { return true }
        return false
    }
}
