/// Receives every canonical value a ``Panel`` stores, so that a typed model stays in
/// sync (``PanelState``'s model); called under the panel's lock.
protocol ValueSink: AnyObject, Sendable {
    /// Stores an already canonical value; throws when the model cannot hold it.
    func write(_ value: PanelValue, for id: NodeID) throws(ValueError)
}

/// An edit gesture in progress.
struct Gesture: Sendable {
    let id: NodeID
    let beginValue: PanelValue
}

/// Everything a ``Panel`` owns, guarded by its lock.
struct PanelStorage: Sendable {
    var name: String
    var root: Node
    /// Every node with an id, by id (the first one when an id repeats).
    var nodes: [NodeID: Node] = [:]
    /// The ids of the controls that hold a value, in tree order.
    var valueIDs: [NodeID] = []
    /// The controls that hold a value, by id: what the write path reads.
    var controls = ControlIndex()
    /// The modifiers of every node that carries a `visibleWhen` or `disabledWhen` rule, in tree
    /// order: what ``ruleState()`` reads, so that a write does not walk the tree.
    var rules: [Modifiers] = []
    /// Whether some node carries a `visibleWhen` or `disabledWhen` rule.
    var hasRules: Bool { !rules.isEmpty }
    var validationReport: ValidationReport
    /// The declared initial values, normalised: what ``Panel/reset(_:origin:)`` restores.
    var initial: ValueMap
    /// The current values: the base values, or the active preset's while one is active.
    var values: ValueMap
    /// The base values put aside while a preset is active.
    var savedBase: ValueMap?
    /// The presets; the active one's values are ``values`` until it is left.
    var presets: [Preset] = []
    var activePresetID: String?
    var nextPresetNumber = 1
    var revision = 0
    var undoSteps = UndoHistory(limit: 100)
    var redoSteps: [UndoStep] = []
    /// The person's run of plain `set`s in progress: the control (its position in ``controls``)
    /// and when its last step came (see ``recordSet(_:control:origin:)``).
    /// (`at` in nanoseconds since some fixed moment).
    var lastPersonSet: (control: Int, at: Int64)?
    /// How long a pause ends a person's run of steps on one control (``Panel/gesturePause``).
    var gesturePause = Panel.defaultGesturePause {
        didSet { gesturePauseNanoseconds = Self.nanoseconds(gesturePause) }
    }
    /// ``gesturePause`` in nanoseconds, what each `set` compares with.
    var gesturePauseNanoseconds = PanelStorage.nanoseconds(Panel.defaultGesturePause)
    /// The clock the gesture rule reads: the time since some fixed moment (a test puts its own;
    /// `nil`, the coarse monotonic clock, called directly).
    var clock: (@Sendable () -> Duration)?
    var gestures: [String: Gesture] = [:]
    var limits = PanelLimits()
    /// Folders whose expansion differs from the tree's declaration.
    var collapsed: [NodeID: Bool] = [:]
    var updates = UpdateQueue()
    var sink: (any ValueSink)?
    var onAction: (@Sendable (NodeID) -> Void)?
    /// The stores this panel belongs to: each is told when the panel is released.
    var memberships: [StoreMembership] = []
    /// What gathers this panel's updates (its stores, a host of which it is the layout): told
    /// of each update with the change (see ``UpdateGatherer``).
    var gatherers: [GathererLink] = []
    /// The gatherers the updates posted since the last ``takeGathered()`` reached, with the
    /// revisions they gave.
    var gathered: [GatheredRevision] = []

    init(name: String, root: Node, values: ValueMap) {
        self.name = name
        self.root = root
        validationReport = TreeValidator().validate(PanelDocument(root: root, values: values))
        initial = ValueMap()
        self.values = ValueMap()
        index()
        var report = ConfigurationReport()
        initial = reconcile(values, fallback: ValueMap(), preset: nil, report: &report)
        // Values of nodes this version does not know pass through unchecked.
        for (id, value) in values where initial[id] == nil {
            if case .unknown? = nodes[id]?.element { initial[id] = value }
        }
        self.values = initial
    }

    /// Rebuilds the indexes of ``root``.
    mutating func index() {
        nodes = [:]
        valueIDs = []
        controls = ControlIndex()
        rules = []
        func visit(_ node: Node) {
            if let id = node.id, nodes[id] == nil {
                // A tabs folder's element knows its tab count, which its value is kept to.
                var node = node
                node.element = node.valueElement
                nodes[id] = node
                if node.element.defaultValue != nil {
                    controls.insert(
                        WritableControl(
                            id: id, element: node.element, modifiers: node.modifiers, slot: valueIDs.count))
                    valueIDs.append(id)
                }
            }
            if node.modifiers.visibleWhen != nil || node.modifiers.disabledWhen != nil {
                rules.append(node.modifiers)
            }
            for child in node.children { visit(child) }
        }
        visit(root)
    }

    // MARK: Values

    /// Brings `source` into the current controls: canonical values kept (clamped or snapped
    /// when needed), values that no longer fit replaced by `fallback`'s or the control's
    /// default, missing ones added, unknown ids dropped; every difference reported. Values
    /// under an id a control had before move to the control first (``migrateRenames(_:preset:report:)``).
    func reconcile(
        _ source: ValueMap, fallback: ValueMap, preset: String?, report: inout ConfigurationReport
    ) -> ValueMap {
        let source = migrateRenames(source, preset: preset, report: &report)
        var out = ValueMap()
        out.reserveCapacity(valueIDs.count)
        for id in valueIDs {
            guard let element = nodes[id]?.element, let defaultValue = element.defaultValue else { continue }
            let replacement = fallback[id].flatMap { try? element.canonicalValue($0) } ?? defaultValue
            if let old = source[id] {
                if let canonical = try? element.canonicalValue(old) {
                    out[id] = canonical
                    if canonical != old {
                        report.entries.append(
                            .init(
                                id: id, preset: preset, outcome: .clamped, oldValue: old, newValue: canonical)
                        )
                    }
                } else {
                    out[id] = replacement
                    report.entries.append(
                        .init(id: id, preset: preset, outcome: .reset, oldValue: old, newValue: replacement))
                }
            } else {
                out[id] = replacement
                if !source.isEmpty {
                    report.entries.append(
                        .init(id: id, preset: preset, outcome: .added, oldValue: nil, newValue: replacement))
                }
            }
        }
        for (id, value) in source where out[id] == nil {
            if case .unknown? = nodes[id]?.element {
                out[id] = value
                continue
            }
            // A value a node holds without a default (a floating button's place, its corner
            // until it is moved) is kept when it reads.
            if let element = nodes[id]?.element, element.holdsValue,
                let canonical = try? element.canonicalValue(value)
            {
                out[id] = canonical
                continue
            }
            report.entries.append(
                .init(id: id, preset: preset, outcome: .dropped, oldValue: value, newValue: nil))
        }
        return out
    }

    /// Where the control `id` is in ``controls`` if it can take a value now, or the reason it
    /// cannot.
    // Inlined, as are the other helpers of the write path of every `set`, and reading only
    // stored properties: a call of a method on the storage from a mutating one copies the whole
    // storage (some 700 bytes) for the call.
    func writableControl(_ id: NodeID) throws(ValueError) -> Int {
        try Self.writableControl(id, in: controls, values: values, nodes: nodes)
    }

    /// Where the control whose id is these UTF-8 bytes (as a protocol line spells it) is in
    /// ``controls`` if it can take a value now, or the reason it cannot (naming the id).
    func writableControl(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ValueError) -> Int {
        try Self.writableControl(utf8: bytes, in: controls, values: values, nodes: nodes)
    }

    // The lookups above as the write path calls them, from a mutating method: given the parts
    // they read, so that the storage (some 700 bytes) is not copied for the call.

    /// ``writableControl(_:)`` over the parts of a storage.
    static func writableControl(
        _ id: NodeID, in controls: borrowing ControlIndex, values: borrowing ValueMap,
        nodes: borrowing [NodeID: Node]
    ) throws(ValueError) -> Int {
        guard let position = controls.position(of: id) else {
            throw refusal(writing: id, isControl: false, node: nodes[id])
        }
        if controls.isDisabled(at: position, with: values) {
            throw refusal(writing: controls.id(at: position), isControl: true, node: nil)
        }
        return position
    }

    /// ``writableControl(utf8:)`` over the parts of a storage.
    static func writableControl(
        utf8 bytes: UnsafeBufferPointer<UInt8>, in controls: borrowing ControlIndex,
        values: borrowing ValueMap,
        nodes: borrowing [NodeID: Node]
    ) throws(ValueError) -> Int {
        guard let position = controls.position(ofUTF8: bytes) else {
            let id = NodeID(String(decoding: bytes, as: UTF8.self))
            throw refusal(writing: id, isControl: false, node: nodes[id])
        }
        if controls.isDisabled(at: position, with: values) {
            throw refusal(writing: controls.id(at: position), isControl: true, node: nil)
        }
        return position
    }

    /// Why `id` cannot take a value: it is no control (`node` is what it is, if anything), or
    /// it is one and disabled.
    @inline(never)
    private static func refusal(writing id: NodeID, isControl: Bool, node: Node?) -> ValueError {
        if isControl { return ValueError("the control is disabled", id: id, code: .disabled) }
        guard let node else { return ValueError("no control with this id", id: id, code: .unknownID) }
        if case .monitor = node.element { return MonitorElement.refusal(writing: id) }
        return ValueError("a \(node.kind) holds no value", id: id, code: .wrongKind)
    }

    /// The canonical value `id` would store for `value`, and the value it holds now.
    func validate(_ value: PanelValue, for id: NodeID) throws(ValueError) -> (
        canonical: PanelValue, old: PanelValue
    ) {
        let (canonical, old, _) = try locate(value, control: try writableControl(id))
        return (canonical, old)
    }

    /// The canonical value the control at `position` in ``controls`` (a writable one) would
    /// store for `value`, the value it holds now, and that value's position in ``values``
    /// (`nil` when it holds none).
    func locate(_ value: PanelValue, control position: Int) throws(ValueError) -> (
        canonical: PanelValue, old: PanelValue, position: Int?
    ) {
        try controls.locate(value, at: position, in: values)
    }

    /// Stores an already canonical value (and in the typed model, if any); `position` is
    /// where ``values`` holds `id`'s value, when known.
    mutating func store(_ value: PanelValue, for id: NodeID, at position: Int? = nil) throws(ValueError) {
        if let sink {
            do {
                try sink.write(value, for: id)
            } catch {
                throw error.naming(id)
            }
        }
        if let position {
            values.replaceValue(at: position, with: value)
        } else {
            values[id] = value
        }
    }

    /// Which of the rule-carrying nodes (`rules`) are hidden and disabled with `values`, to
    /// notice a change of either.
    private static func ruleState(of rules: [Modifiers], in values: ValueMap) -> [Bool] {
        var out: [Bool] = []
        out.reserveCapacity(rules.count * 2)
        for modifiers in rules {
            out.append(modifiers.isHidden(for: values))
            out.append(modifiers.isDisabled(for: values))
        }
        return out
    }

    /// Which rules hold before a change (nothing to keep when no node carries one), for
    /// ``rulesFlipped(since:)``.
    func watchRules() -> [Bool] {
        rules.isEmpty ? [] : Self.ruleState(of: rules, in: values)
    }

    /// Whether a change since `watch` (from ``watchRules()``) hid, showed, disabled or
    /// enabled a node: the change is then structural.
    func rulesFlipped(since watch: [Bool]) -> Bool {
        !rules.isEmpty && Self.ruleState(of: rules, in: values) != watch
    }

    // MARK: Updates

    /// Raises the revision and queues an update for the observers; returns what it posted
    /// (one value's change in parts, when no observer is to get its update). `presetsBefore`
    /// is the list of presets before the edit, when the edit touched the presets. With
    /// `keepsChange` false, one plain change no observer is to get is posted as
    /// ``PanelOutcome/Posted/plainChange`` (its parts not kept).
    @discardableResult
    mutating func post(
        origin: ChangeOrigin, edits: some Collection<UndoStep.Edit>, phase: EditPhase? = nil,
        gesture: String? = nil, presetsBefore: [Preset]? = nil, isStructural: Bool = false,
        action: NodeID? = nil, sender: String? = nil, keepsChange: Bool = true
    ) -> PanelOutcome.Posted {
        revision += 1
        if edits.count == 1, let edit = edits.first, presetsBefore == nil, action == nil {
            // One change (a single `set`), posted without an array, and made into an update
            // only when some observer is to get it.
            let posted: PanelOutcome.Posted =
                !keepsChange && !isStructural
                ? .plainChange
                : .change(
                    PanelOutcome.Change(
                        edit: edit, origin: origin, phase: phase, gesture: gesture,
                        isStructural: isStructural, sender: sender))
            let isObserved = updates.accepts(from: sender)
            guard isObserved || !gatherers.isEmpty else { return posted }
            let update = PanelUpdate(
                revision: revision, base: revision - 1, origin: origin,
                change: PanelChange(
                    id: edit.id, oldValue: edit.old, newValue: edit.new, revision: revision,
                    origin: origin, phase: phase, gesture: gesture),
                isStructural: isStructural, sender: sender)
            if isObserved { updates.post(update) }
            gatherers.gather(update, reached: &gathered)
            return posted
        }
        let changes = edits.map {
            PanelChange(
                id: $0.id, oldValue: $0.old, newValue: $0.new, revision: revision, origin: origin,
                phase: phase, gesture: gesture)
        }
        let update = PanelUpdate(
            revision: revision, base: revision - 1, origin: origin, changes: changes,
            presetDelta: presetsBefore.map { PresetDelta(from: $0, to: presets) }, isStructural: isStructural,
            action: action, sender: sender)
        updates.post(update)
        gatherers.gather(update, reached: &gathered)
        return .update(update)
    }

    /// The gatherers the updates posted since the last call reached (see ``gathered``).
    mutating func takeGathered() -> [GatheredRevision] {
        guard !gathered.isEmpty else { return [] }
        defer { gathered = [] }
        return gathered
    }

    /// Adds an undo step, forgets the redo steps, and keeps the history bounded; a step of
    /// its own ends a person's run of `set`s.
    mutating func record(_ step: consuming UndoStep) {
        undoSteps.append(step)
        if !redoSteps.isEmpty { redoSteps.removeAll() }
        lastPersonSet = nil
    }
}
