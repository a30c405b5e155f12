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
/// one active, they change that preset; clearing restores the base. **Undo** belongs to the
/// person: it covers a person's committed edits (a frontend's plain set, or a gesture's
/// commit; a run of sets of one control within ``gesturePause`` is one step), preset loads,
/// clears and configurations, one step each, bounded by ``undoLimit``. The program's own
/// writes are not steps unless it asks (`undoable: true`).
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
    /// The values of the panel's monitors, written by the program under their own lock and
    /// outside the edit revisions (see ``MonitorStore``).
    ///
    /// ```swift
    /// try panel.monitors.source("fps").record(59.8)
    /// ```
    public let monitors: MonitorStore

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
        monitors = MonitorStore(root: document.root)
        self.storage = Mutex(storage)
    }

    init(storage: PanelStorage) {
        monitors = MonitorStore(root: storage.root)
        self.storage = Mutex(storage)
    }

    /// Calls `body` with the storage under the lock, then delivers the updates it queued.
    func mutate<Result, Failure: Error>(
        _ body: (inout PanelStorage) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let result: Result
        let delivery: UpdateQueue.Delivery?
        var gathered: [GatheredRevision] = []
        do {
            (result, delivery) = try storage.withLock {
                (state) throws(Failure) -> (Result, UpdateQueue.Delivery?) in
                defer { gathered = state.takeGathered() }
                return (try body(&state), state.updates.claim())
            }
        } catch {
            deliverUpdates()
            gathered.deliver()
            throw error
        }
        deliver(consume delivery)
        gathered.deliver()
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

    /// The declared initial value of a control, normalised (what ``reset(_:origin:undoable:)``
    /// restores).
    ///
    /// ```swift
    /// panel.initialValue(for: "radius")   // 24
    /// ```
    public func initialValue(for id: NodeID) -> PanelValue? { storage.withLock { $0.initial[id] } }

    // MARK: Writing

    /// Carries out any change of the vocabulary (see ``PanelEdit``) through the validating
    /// path, and returns what it did: the value stored, the revision it produced and its
    /// update, all read under the lock of the change. Observers get the update after the
    /// lock is released; a `trigger` then calls the action handler.
    ///
    /// `origin` is the caller (`code`, `frontend`); preset operations, undo, redo,
    /// configuration and loading carry their own (see `origin(from:)`).
    ///
    /// Undo belongs to the person: a value write (`set`, `setValues`, `reset`, a gesture's
    /// `commit`) is an undo step when it comes from a frontend, and a write from code is not,
    /// unless `undoable` says otherwise (`true` for code acting for a person: a menu command, a
    /// custom control). Preset operations and configurations are steps whoever makes them.
    ///
    /// ```swift
    /// let outcome = try panel.apply(.set("radius", to: 60))
    /// outcome.value      // 48, not an undo step (code)
    /// try panel.apply(.set("radius", to: 12), undoable: true)   // one undo step
    /// try panel.apply(.loadPreset(id: "preset-1"))
    /// ```
    @discardableResult
    public func apply(_ edit: PanelEdit, origin: ChangeOrigin = .code, undoable: Bool? = nil)
        throws(ValueError) -> PanelOutcome
    {
        try apply(edit, origin: origin, sender: nil, undoable: undoable) { outcome, _, _ in outcome }
    }

    /// Carries out `edit` on behalf of `sender` (a session's token) under one lock, then —
    /// before its update is delivered — hands `answer` the outcome, whether the update is the
    /// first in line (no update was waiting or being delivered when it was posted, so the
    /// caller may answer with it and hear no update of anyone else's first) and the stores and
    /// hosts the update reached with the revision each gave it (see ``UpdateGatherer``). Then
    /// delivers the updates and, for a `trigger`, calls the action handler. `prepare` runs
    /// first, under the lock, for a `configure` (a typed state swaps its bindings there).
    ///
    /// The outcome is handed over, not lent: it goes from the state to `answer` without a copy.
    func apply<Result>(
        _ edit: PanelEdit, origin: ChangeOrigin, sender: String?, undoable: Bool? = nil,
        prepare: (() -> Void)? = nil,
        answer: (consuming PanelOutcome, _ isFirstInLine: Bool, _ gathered: [GatheredRevision]) -> Result
    ) throws(ValueError) -> Result {
        var action: (@Sendable (NodeID) -> Void)?
        let result = try carryOut(
            { (state) throws(ValueError) -> PanelOutcome in
                let outcome = try state.apply(
                    edit, origin: origin, sender: sender, undoable: undoable, prepare: prepare)
                if case .trigger = edit { action = state.onAction }
                return outcome
            }, answer: answer)
        if let action, case .trigger(let id) = edit { action(id) }
        return result
    }

    /// ``apply(_:origin:sender:prepare:answer:)`` of ``PanelEdit/set(_:to:)`` for the control
    /// whose id is the UTF-8 bytes `id` (as a protocol line spells it): the same edit, the same
    /// outcome, its control found by the bytes without making the id first. With `keepsChange`
    /// false, a plain change that no observer is to get comes as its value and revision alone
    /// (``SetOutcome/plain(value:revision:)``), for an answer that reads no more.
    func apply<Result>(
        setting value: PanelValue, idUTF8 id: UnsafeBufferPointer<UInt8>, origin: ChangeOrigin,
        sender: String?, keepsChange: Bool = true,
        answer: (consuming SetOutcome, _ isFirstInLine: Bool, _ gathered: [GatheredRevision]) -> Result
    ) throws(ValueError) -> Result {
        try carryOut(
            { (state) throws(ValueError) -> SetOutcome in
                try state.apply(
                    setting: value, idUTF8: id, origin: origin, sender: sender, keepsChange: keepsChange)
            }, answer: answer)
    }

    /// Runs `change` on the state under one lock, hands `answer` its outcome (see
    /// ``apply(_:origin:sender:prepare:answer:)``), then delivers the updates.
    private func carryOut<Outcome, Result>(
        _ change: (inout PanelStorage) throws(ValueError) -> Outcome,
        answer: (consuming Outcome, _ isFirstInLine: Bool, _ gathered: [GatheredRevision]) -> Result
    ) throws(ValueError) -> Result {
        var delivery: UpdateQueue.Delivery?
        var isFirstInLine = false
        var gathered: [GatheredRevision] = []
        let outcome: Outcome
        do {
            outcome = try storage.withLock { (state) throws(ValueError) -> Outcome in
                isFirstInLine = state.updates.isIdle
                defer { gathered = state.takeGathered() }
                let outcome = try change(&state)
                delivery = state.updates.claim()
                return outcome
            }
        } catch {
            deliverUpdates()
            gathered.deliver()
            throw error
        }
        let result = answer(consume outcome, isFirstInLine, gathered)
        deliver(consume delivery)
        gathered.deliver()
        return result
    }

    /// Stores `value` for the control `id` through the validating path and returns the
    /// canonical value stored (``PanelEdit/set(_:to:)``): an undo step when it is a person's
    /// (origin `frontend`) or `undoable` is `true`, not for the program's own write (see
    /// ``apply(_:origin:undoable:)``).
    ///
    /// Throws a ``PanelCore/ValueError`` naming the id (with code `unknown_id`, `wrong_kind`,
    /// `disabled` or `invalid_value`). Out-of-range numbers are clamped, not rejected. A
    /// write that changes nothing raises no revision and notifies no one.
    ///
    /// ```swift
    /// try panel.set(3.4, for: "radius")     // 3
    /// try panel.set("#f00", for: "fill")     // "#FF0000"
    /// try panel.set(12, for: "radius", undoable: true)   // one undo step
    /// ```
    @discardableResult
    public func set(_ value: PanelValue, for id: NodeID, origin: ChangeOrigin = .code, undoable: Bool? = nil)
        throws(ValueError) -> PanelValue
    {
        try apply(.set(id, to: value), origin: origin, undoable: undoable).value ?? value
    }

    /// Puts a control back to its declared initial value (or every control, when `id` is
    /// `nil`), as one undo step when it is a person's or `undoable` (see
    /// ``apply(_:origin:undoable:)``); returns the value stored for `id` (or `nil` for all).
    ///
    /// ```swift
    /// try panel.reset("radius")   // 24
    /// try panel.reset()           // every control
    /// ```
    @discardableResult
    public func reset(_ id: NodeID? = nil, origin: ChangeOrigin = .code, undoable: Bool? = nil)
        throws(ValueError) -> PanelValue?
    {
        try apply(.reset(id), origin: origin, undoable: undoable).value
    }

    /// Moves an edit gesture (a drag, typing) through its phases, grouped by `gesture`:
    /// `begin` remembers the current value (and stores `value` if given), `change` stores a
    /// value without an undo step, `commit` stores `value` if given and makes one undo step
    /// from the begin value (a person's gesture, or `undoable`: see
    /// ``apply(_:origin:undoable:)``), `cancel` restores the begin value. Returns the value
    /// stored.
    ///
    /// Throws `unknown_gesture` for a `change`, `commit` or `cancel` of a gesture that was
    /// not begun (or not on this id), and the errors of ``set(_:for:origin:undoable:)-(PanelValue,_,_,_)``.
    ///
    /// ```swift
    /// try panel.edit("radius", phase: .begin, gesture: "g1")
    /// try panel.edit("radius", phase: .change, value: 30, gesture: "g1")
    /// try panel.edit("radius", phase: .cancel, gesture: "g1")   // back to the begin value
    /// ```
    @discardableResult
    public func edit(
        _ id: NodeID, phase: EditPhase, value: PanelValue? = nil, gesture: String,
        origin: ChangeOrigin = .code, undoable: Bool? = nil
    ) throws(ValueError) -> PanelValue {
        try apply(.edit(id, phase: phase, value: value, gesture: gesture), origin: origin, undoable: undoable)
            .value ?? .null
    }

    /// Triggers the button `id`: calls the panel's action handler with the id and tells
    /// the observers (an update with ``PanelUpdate/action`` set; the revision does not
    /// change).
    ///
    /// ```swift
    /// try panel.trigger("motion.shuffle")
    /// ```
    public func trigger(_ id: NodeID) throws(ValueError) {
        try apply(.trigger(id))
    }

    /// Expands or collapses the folder `id` (toggles it when `collapsed` is `nil`) and
    /// returns whether it is now collapsed. Frontends get a new snapshot; no undo step.
    ///
    /// ```swift
    /// try panel.setFolder("motion", collapsed: true)
    /// ```
    @discardableResult
    public func setFolder(_ id: NodeID, collapsed: Bool? = nil) throws(ValueError) -> Bool {
        try apply(.setFolder(id, collapsed: collapsed)).value == .bool(true)
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
