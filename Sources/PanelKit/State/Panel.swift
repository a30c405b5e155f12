import Synchronization

/// The live state of one panel, without a Swift model: its tree, its values, presets, the
/// revision, undo history, edit gestures in progress, folder expansion and observers — and
/// the one validating write path every edit goes through, from code, a terminal or a JSON
/// frontend.
///
/// A `Panel` is made from a ``PanelCore/PanelDocument`` alone (a tree and its values,
/// as decoded from JSON), so a panel with no Swift model — a file served by a command-line
/// tool — is as live as one declared in Swift. ``PanelState`` is the typed façade over it
/// for a Swift model; ``PanelSession`` speaks the event protocol over it; ``PanelStore``
/// holds several.
///
/// **Values.** Initial values are normalised by the write path when the panel is made (a
/// lowercase colour becomes upper-case, 60 on a 0…48 slider becomes 48, a missing value the
/// control's default). Every write is checked: unknown ids, controls that hold no value,
/// disabled controls (by modifier or by a ``PanelCore/Condition``) and values of the wrong
/// type are refused with a ``PanelCore/ValueError`` whose ``PanelCore/ValueError/code`` says
/// which; numbers are clamped and snapped. The canonical value is stored and returned.
///
/// **Revisions and updates.** Each accepted operation that changes something raises
/// ``revision`` by one and is delivered to observers as one ``PanelUpdate``, in order,
/// after the panel's lock is released (an observer may call back into the panel).
///
/// **Presets** follow DialKit: with no preset active, edits change the base values; with
/// one active, they change that preset; clearing restores the base. **Undo** covers
/// committed edits (a plain set, or a gesture's commit), preset loads, clears and
/// configurations, one step each, bounded by ``undoLimit``.
///
/// The panel is safe to use from any thread.
///
/// ```swift
/// let document = try TreeDecoder().decode(json)
/// let panel = Panel(document)
/// try panel.set(60, for: "radius")         // 48: clamped to the slider's range
/// let observation = panel.observe { update in print(update.changes) }
/// panel.undo()                             // back to the previous radius
/// ```
public final class Panel: Sendable, UpdateQueueOwner {
    let storage: Mutex<PanelStorage>

    /// Creates a live panel from a document: the tree and its values, normalised.
    ///
    /// `name` defaults to the title of the root `panel` node (or `"panel"`). Problems in the
    /// document (duplicate ids, values outside their range…) are collected in
    /// ``validationReport``; out-of-range values are stored clamped.
    ///
    /// ```swift
    /// let panel = Panel(document, onAction: { id in print("pressed", id) })
    /// ```
    public init(_ document: PanelDocument, name: String? = nil, onAction: (@Sendable (NodeID) -> Void)? = nil)
    {
        var title = name ?? "panel"
        if name == nil, case .panel(let panel) = document.root.element { title = panel.title }
        var storage = PanelStorage(name: title, root: document.root, values: document.values)
        storage.onAction = onAction
        self.storage = Mutex(storage)
    }

    init(storage: PanelStorage) {
        self.storage = Mutex(storage)
    }

    /// Calls `body` with the storage under the lock, then delivers the updates it queued.
    func mutate<Result, Failure: Error>(
        _ body: (inout PanelStorage) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let result: Result
        let delivery: UpdateQueue.Delivery?
        do {
            (result, delivery) = try storage.withLock {
                (state) throws(Failure) -> (Result, UpdateQueue.Delivery?) in
                (try body(&state), state.updates.claim())
            }
        } catch {
            deliverUpdates()
            throw error
        }
        deliver(consume delivery)
        return result
    }

    func withUpdateQueue<Result: Sendable>(_ body: (inout UpdateQueue) -> Result) -> Result {
        storage.withLock { body(&$0.updates) }
    }

    // MARK: Reading

    /// The panel's name (its title).
    ///
    /// ```swift
    /// panel.name   // "Card"
    /// ```
    public var name: String { storage.withLock { $0.name } }

    /// The tree as configured, with folders expanded or collapsed as they are now.
    ///
    /// ```swift
    /// print(panel.root.dump())
    /// ```
    public var root: Node { storage.withLock { $0.currentRoot } }

    /// The current values, by id, in tree order.
    ///
    /// ```swift
    /// panel.values["radius"]   // 24
    /// ```
    public var values: ValueMap { storage.withLock { $0.values } }

    /// The tree with its current values, ready for any backend.
    ///
    /// ```swift
    /// let json = try JSONRenderer().render(panel.document)
    /// ```
    public var document: PanelDocument {
        storage.withLock { PanelDocument(root: $0.currentRoot, values: $0.values) }
    }

    /// The revision: it grows by one per accepted change.
    ///
    /// ```swift
    /// let before = panel.revision
    /// ```
    public var revision: Int { storage.withLock { $0.revision } }

    /// Every problem found in the tree and its initial values.
    ///
    /// ```swift
    /// if !panel.validationReport.isEmpty { print(panel.validationReport) }
    /// ```
    public var validationReport: ValidationReport { storage.withLock { $0.validationReport } }

    /// The current value of a control.
    ///
    /// ```swift
    /// panel.value(for: "radius")   // 24
    /// ```
    public func value(for id: NodeID) -> PanelValue? { storage.withLock { $0.values[id] } }

    /// The declared initial value of a control, normalised (what ``reset(_:origin:)``
    /// restores).
    ///
    /// ```swift
    /// panel.initialValue(for: "radius")   // 24
    /// ```
    public func initialValue(for id: NodeID) -> PanelValue? { storage.withLock { $0.initial[id] } }

    // MARK: Writing

    /// Stores `value` for the control `id` through the validating path and returns the
    /// canonical value stored; one undo step.
    ///
    /// Throws a ``PanelCore/ValueError`` naming the id (with code `unknown_id`, `wrong_kind`,
    /// `disabled` or `invalid_value`). Out-of-range numbers are clamped, not rejected. A
    /// write that changes nothing raises no revision and notifies no one.
    ///
    /// ```swift
    /// try panel.set(3.4, for: "radius")     // 3
    /// try panel.set("#f00", for: "fill")     // "#FF0000"
    /// ```
    @discardableResult
    public func set(_ value: PanelValue, for id: NodeID, origin: ChangeOrigin = .code) throws(ValueError)
        -> PanelValue
    {
        try setReportingRevision(value, for: id, origin: origin, sender: nil).value
    }

    /// Sets a value and returns it with the revision after the write (read under the same
    /// lock, for an `ack`).
    func setReportingRevision(
        _ value: PanelValue, for id: NodeID, origin: ChangeOrigin = .frontend, sender: String?
    ) throws(ValueError) -> (value: PanelValue, revision: Int) {
        try mutate { (state) throws(ValueError) -> (value: PanelValue, revision: Int) in
            let outcome = try state.set(value, for: id, origin: origin, sender: sender)
            return (outcome.value, outcome.revision)
        }
    }

    /// A frontend's `set` from the session observing under `observer`, which answers it
    /// with the `ack` and, for a change that is not structural, the `patch` it writes itself
    /// (the update skips its observer, and is not queued when no other observer would get it):
    /// one lock for the whole write. Returns `nil`, having done nothing, when updates are
    /// waiting or being delivered (the caller takes the general path, whose patch comes
    /// after them). The delivery returned is the caller's to carry out with
    /// ``UpdateQueueOwner/deliver(_:)`` once it has prepared for its share of it.
    func setAnswered(_ value: PanelValue, for id: NodeID, sender: String, observer: Int) throws(ValueError)
        -> (outcome: PanelStorage.SetOutcome, delivery: UpdateQueue.Delivery?)?
    {
        do {
            return try storage.withLock {
                (state) throws(ValueError) -> (
                    outcome: PanelStorage.SetOutcome, delivery: UpdateQueue.Delivery?
                )? in
                guard state.updates.isIdle else { return nil }
                let outcome = try state.set(
                    value, for: id, origin: .frontend, sender: sender, answered: observer)
                return (outcome, outcome.changed ? state.updates.claim() : nil)
            }
        } catch {
            deliverUpdates()
            throw error
        }
    }

    /// Puts a control back to its declared initial value (or every control, when `id` is
    /// `nil`), as one undo step; returns the value stored for `id` (or `nil` for all).
    ///
    /// ```swift
    /// try panel.reset("radius")   // 24
    /// try panel.reset()           // every control
    /// ```
    @discardableResult
    public func reset(_ id: NodeID? = nil, origin: ChangeOrigin = .code) throws(ValueError) -> PanelValue? {
        try reset(id, origin: origin, sender: nil)
    }

    func reset(_ id: NodeID?, origin: ChangeOrigin, sender: String?) throws(ValueError) -> PanelValue? {
        try mutate { (state) throws(ValueError) -> PanelValue? in
            let ids: [NodeID]
            if let id {
                _ = try state.writableElement(id)
                ids = [id]
            } else {
                ids = state.valueIDs.filter { (try? state.writableElement($0)) != nil }
            }
            let rulesBefore = state.ruleState()
            var edits: [UndoStep.Edit] = []
            for id in ids {
                guard let initial = state.initial[id], let old = state.values[id], old != initial else {
                    continue
                }
                try state.store(initial, for: id)
                edits.append(UndoStep.Edit(id: id, old: old, new: initial))
            }
            if !edits.isEmpty {
                state.record(.edits(edits))
                state.post(
                    origin: origin, edits: edits,
                    isStructural: state.hasRules && state.ruleState() != rulesBefore, sender: sender)
            }
            return id.flatMap { state.values[$0] }
        }
    }

    /// Moves an edit gesture (a drag, typing) through its phases, grouped by `gesture`:
    /// `begin` remembers the current value (and stores `value` if given), `change` stores a
    /// value without an undo step, `commit` stores `value` if given and makes one undo step
    /// from the begin value, `cancel` restores the begin value. Returns the value stored.
    ///
    /// Throws `unknown_gesture` for a `change`, `commit` or `cancel` of a gesture that was
    /// not begun (or not on this id), and the errors of ``set(_:for:origin:)-(PanelValue,_,_)``.
    ///
    /// ```swift
    /// try panel.edit("radius", phase: .begin, gesture: "g1")
    /// try panel.edit("radius", phase: .change, value: 30, gesture: "g1")
    /// try panel.edit("radius", phase: .cancel, gesture: "g1")   // back to the begin value
    /// ```
    @discardableResult
    public func edit(
        _ id: NodeID, phase: EditPhase, value: PanelValue? = nil, gesture: String,
        origin: ChangeOrigin = .code
    ) throws(ValueError) -> PanelValue {
        try edit(id, phase: phase, value: value, gesture: gesture, origin: origin, sender: nil)
    }

    func edit(
        _ id: NodeID, phase: EditPhase, value: PanelValue?, gesture: String, origin: ChangeOrigin,
        sender: String?
    ) throws(ValueError) -> PanelValue {
        try mutate { (state) throws(ValueError) -> PanelValue in
            let began: Gesture
            if phase == .begin {
                let element = try state.writableElement(id)
                _ = element
                began = Gesture(id: id, beginValue: state.values[id] ?? .null)
                state.gestures[gesture] = began
            } else {
                guard let existing = state.gestures[gesture], existing.id == id else {
                    throw ValueError(
                        "no edit gesture \"\(gesture)\" in progress on this control", id: id,
                        code: .unknownGesture)
                }
                began = existing
            }
            var target: PanelValue? = nil
            switch phase {
            case .begin, .commit:
                if let value { target = try state.validate(value, for: id).canonical }
            case .change:
                guard let value else { throw ValueError("a change needs a value", id: id) }
                target = try state.validate(value, for: id).canonical
            case .cancel:
                target = began.beginValue
            }
            let old = state.values[id] ?? .null
            if let target, target != old {
                let rulesBefore = state.ruleState()
                try state.store(target, for: id)
                state.post(
                    origin: origin, edits: [UndoStep.Edit(id: id, old: old, new: target)], phase: phase,
                    gesture: gesture, isStructural: state.hasRules && state.ruleState() != rulesBefore,
                    sender: sender)
            }
            if phase == .commit || phase == .cancel {
                state.gestures[gesture] = nil
                let final = state.values[id] ?? .null
                if phase == .commit, final != began.beginValue {
                    state.record(.edits([UndoStep.Edit(id: id, old: began.beginValue, new: final)]))
                }
            }
            return state.values[id] ?? .null
        }
    }

    /// Triggers the button `id`: calls the panel's action handler with the id and tells
    /// the observers (an update with ``PanelUpdate/action`` set; the revision does not
    /// change).
    ///
    /// ```swift
    /// try panel.trigger("motion.shuffle")
    /// ```
    public func trigger(_ id: NodeID) throws(ValueError) {
        try trigger(id, origin: .code, sender: nil)
    }

    func trigger(_ id: NodeID, origin: ChangeOrigin, sender: String?) throws(ValueError) {
        let handler = try mutate { (state) throws(ValueError) -> (@Sendable (NodeID) -> Void)? in
            guard let node = state.nodes[id] else {
                throw ValueError("no control with this id", id: id, code: .unknownID)
            }
            guard case .button = node.element else {
                throw ValueError("a \(node.kind) is not an action", id: id, code: .wrongKind)
            }
            if node.modifiers.isDisabled(for: state.values) {
                throw ValueError("the control is disabled", id: id, code: .disabled)
            }
            state.updates.post(
                PanelUpdate(
                    revision: state.revision, base: state.revision, origin: origin, changes: [], action: id,
                    sender: sender))
            return state.onAction
        }
        handler?(id)
    }

    /// Expands or collapses the folder `id` (toggles it when `collapsed` is `nil`) and
    /// returns whether it is now collapsed. Frontends get a new snapshot; no undo step.
    ///
    /// ```swift
    /// try panel.setFolder("motion", collapsed: true)
    /// ```
    @discardableResult
    public func setFolder(_ id: NodeID, collapsed: Bool? = nil) throws(ValueError) -> Bool {
        try setFolder(id, collapsed: collapsed, origin: .code, sender: nil)
    }

    func setFolder(_ id: NodeID, collapsed: Bool?, origin: ChangeOrigin, sender: String?) throws(ValueError)
        -> Bool
    {
        try mutate { (state) throws(ValueError) -> Bool in
            guard let node = state.nodes[id] else {
                throw ValueError("no folder with this id", id: id, code: .unknownID)
            }
            guard case .folder(let folder) = node.element else {
                throw ValueError("a \(node.kind) is not a folder", id: id, code: .wrongKind)
            }
            let current = state.collapsed[id] ?? folder.isCollapsed
            let target = collapsed ?? !current
            guard target != current else { return current }
            state.collapsed[id] = target == folder.isCollapsed ? nil : target
            state.post(origin: origin, edits: [], isStructural: true, sender: sender)
            return target
        }
    }

    /// Whether the folder `id` is collapsed now (`nil` when there is no such folder).
    ///
    /// ```swift
    /// panel.isFolderCollapsed("motion")   // false
    /// ```
    public func isFolderCollapsed(_ id: NodeID) -> Bool? {
        storage.withLock { state in
            guard case .folder(let folder)? = state.nodes[id]?.element else { return nil }
            return state.collapsed[id] ?? folder.isCollapsed
        }
    }
}

extension PanelStorage {
    /// The tree with the folders' current expansion.
    var currentRoot: Node {
        guard !collapsed.isEmpty else { return root }
        func apply(_ node: Node) -> Node {
            var node = node
            if let id = node.id, let isCollapsed = collapsed[id], case .folder(var folder) = node.element {
                folder.isCollapsed = isCollapsed
                node.element = .folder(folder)
            }
            node.children = node.children.map(apply)
            return node
        }
        return apply(root)
    }
}
