/// The live state of one tuning panel with a Swift model: the typed façade over a
/// ``Panel``.
///
/// Declare the controls with the panel DSL; each binds a property of `Model` through a
/// key path. ``values`` is the tuned model, kept in sync with the panel's values through
/// the bindings; ``root`` is the tree and ``document`` the tree with each control's current
/// value. ``panel`` is the untyped core that sessions, stores and files work with.
///
/// Every write goes through one validating path (``set(_:for:undoable:)-(PanelValue,_,_)``): the value is checked
/// for type, clamped to its range and snapped to its step or nearest stop, and the
/// canonical value is what is stored and returned. The initial model is normalised the
/// same way when the state is made, so the model, the rendering and the JSON agree. Edits
/// made in code with ``update(undoable:_:)`` are normalised too. Problems in the declaration
/// (duplicate ids, empty option lists, inverted ranges, a step ≤ 0, an initial value
/// outside its range) are collected in ``validationReport``; ``validated()`` throws them.
///
/// Presets, undo, observation and edit gestures are the panel's (see ``Panel``); the
/// state registers with a ``PanelStore`` (``PanelStore/shared`` by default) while it lives.
///
/// The state is safe to use from any thread.
///
/// ```swift
/// struct Card: Codable, Equatable, Sendable {
///     var title = "Card"; var cornerRadius = 24.0; var isEnabled = true
/// }
/// let card = PanelState("Card", initial: Card()) {
///     TextField("title", \.title, placeholder: "Title")
///     Slider("cornerRadius", \.cornerRadius, in: 0...48, step: 1, unit: "pt")
///     Folder("actions") { Button("shuffle") }
/// } onAction: { path in
///     print(path)   // "actions.shuffle"
/// }
/// try card.set(60, for: "cornerRadius")   // stores and returns 48
/// card.values.cornerRadius                 // 48
/// ```
public final class PanelState<Model: Codable & Equatable & Sendable>: Sendable {
    /// The untyped core: tree, values, presets, undo, observers.
    ///
    /// ```swift
    /// let session = PanelSession(card.panel)
    /// ```
    public let panel: Panel
    let mirror: ModelMirror<Model>
    let monitorBindings = MonitorBindings<Model>()

    /// Creates a panel state from an initial model and a body of controls, and registers it
    /// with `store` while it lives.
    ///
    /// ```swift
    /// let state = PanelState("Shadow", initial: Shadow()) {
    ///     Slider("blur", \.blur, in: 0...40, step: 1, unit: "pt")
    /// }
    /// ```
    public init(
        _ name: String, initial: Model, store: PanelStore? = .shared,
        @PanelBuilder<Model> controls: () -> [PanelItem<Model>],
        onAction: (@Sendable (String) -> Void)? = nil
    ) {
        let compiler = PanelCompiler(title: name, items: controls())
        let mirror = ModelMirror(model: initial, bindings: compiler.bindings)
        var storage = PanelStorage(
            name: name, root: compiler.root, values: mirror.read(initial, order: compiler.order))
        for (id, value) in storage.values { try? mirror.write(value, for: id) }
        storage.sink = mirror
        if let onAction { storage.onAction = { onAction($0.rawValue) } }
        self.mirror = mirror
        self.panel = Panel(storage: storage)
        bindMonitors(compiler.monitors, initial: initial)
        store?.register(panel)
    }

    /// The panel's name, shown as its title.
    public var name: String { panel.name }

    /// The tree of controls: a `panel` node titled with ``name`` (the ``Panel/root`` of its
    /// ``panel``).
    ///
    /// ```swift
    /// card.root.kind   // "panel"
    /// ```
    public var root: Node { panel.root }

    /// Every problem found in the declaration and the initial values.
    public var validationReport: ValidationReport { panel.validationReport }

    /// The state itself when the declaration has no problem; else throws the report.
    ///
    /// ```swift
    /// let card = try PanelState("Card", initial: Card()) { … }.validated()
    /// ```
    public func validated() throws(ValidationReport) -> PanelState {
        let report = validationReport
        if !report.isEmpty { throw report }
        return self
    }

    /// The current model: the tuned values.
    ///
    /// It is read-only: change the model with ``update(undoable:_:)``, which keeps every bound value
    /// in its control's range, or one control by id with ``set(_:for:undoable:)-(PanelValue,_,_)``. Assigning to it is
    /// a compile-time error that says so.
    ///
    /// ```swift
    /// let radius = card.values.cornerRadius
    /// card.update { $0.cornerRadius = 12 }   // not card.values.cornerRadius = 12
    /// ```
    public var values: Model {
        get { panel.storage.withLock { _ in mirror.model } }
        @available(
            *, unavailable,
            message: "values is read-only: change the model with update { $0.property = … } or set(_:for:)"
        )
        set {}  // never called: the setter exists only to carry the message above
    }

    /// Each control's current value in primitive form, keyed by id, in tree order.
    ///
    /// ```swift
    /// card.valueMap["motion.spring"]   // {"type": "time", …}
    /// ```
    public var valueMap: ValueMap { panel.values }

    /// The tree with its current values, ready for any backend.
    ///
    /// ```swift
    /// print(card.document.dump())
    /// ```
    public var document: PanelDocument { panel.document }

    /// Stores `value` for the control `id` through the validating path and returns the
    /// canonical value stored. A write from code is not an undo step unless `undoable` is
    /// `true` (undo belongs to the person: see ``Panel/apply(_:origin:undoable:)``).
    ///
    /// Throws a ``PanelCore/ValueError`` naming the id when there is no such control, when it holds
    /// no value, when it is disabled, when the value has the wrong type or is not finite,
    /// or when it is not one of a picker's options. Out-of-range numbers are clamped, not
    /// rejected.
    ///
    /// ```swift
    /// try card.set(3.4, for: "cornerRadius")       // 3
    /// try card.set("#f00", for: "fill")             // "#FF0000"
    /// try card.set("fast", for: "cornerRadius")     // throws: cornerRadius: expected a number, got string "fast"
    /// try card.set(12, for: "cornerRadius", undoable: true)   // one undo step
    /// ```
    @discardableResult
    public func set(_ value: PanelValue, for id: NodeID, undoable: Bool = false) throws(ValueError)
        -> PanelValue
    {
        try panel.set(value, for: id, origin: .code, undoable: undoable)
    }

    /// Edits the model in code; afterwards every bound value is brought back into its
    /// control's range (clamped, snapped, or reset to the control's default when it cannot
    /// be read). The values that changed reach observers with origin `code`, in one update
    /// (``PanelEdit/setValues(_:)``, through the panel's one write path). They are not an undo
    /// step: undo belongs to the person, and a program that writes its model sixty times a
    /// second leaves the person's edits undoable. Pass `undoable: true` when the change is a
    /// person's (a menu command of the app): it is then one undo step. `body` runs under the
    /// panel's lock: it must not call back into the state.
    ///
    /// An update costs what it changes: the bound values that are stored properties of plain
    /// data (numbers, Booleans, enums, structs of them) are found by comparing the model's
    /// bytes, and only the ones that changed are read, so one value on a panel of a thousand
    /// controls costs about what it costs on a panel of ten. Other bound values (strings,
    /// arrays, computed properties) are read on every update.
    ///
    /// ```swift
    /// card.update { $0.cornerRadius = 100 }
    /// card.values.cornerRadius   // 48
    /// card.update(undoable: true) { $0.cornerRadius = 12 }   // one undo step
    /// ```
    public func update(undoable: Bool = false, _ body: (inout Model) -> Void) {
        panel.mutate { state in
            var before = mirror.model
            body(&mirror.model)
            monitorBindings.record(mirror.model)
            var changed = ValueMap()
            for id in mirror.touched(since: &before) {
                guard let binding = mirror.bindings[id], let position = state.controls.position(of: id) else {
                    continue
                }
                let current = binding.read(mirror.model)
                guard let canonical = state.controls.controls[position].canonicalValue(current) else {
                    continue
                }
                if canonical != current { try? binding.write(&mirror.model, canonical) }
                if canonical != state.values[id] { changed[id] = canonical }
            }
            guard !changed.isEmpty else { return }
            _ = try? state.apply(.setValues(changed), origin: .code, sender: nil, undoable: undoable)
        }
    }

    /// Triggers the button `id`, delivering its dotted path to `onAction`.
    ///
    /// ```swift
    /// try card.trigger("motion.shuffle")
    /// ```
    public func trigger(_ id: NodeID) throws(ValueError) {
        try panel.trigger(id)
    }

    /// Replaces the controls at run time (DialKit's `configure`): compatible values are
    /// kept, invalid ones clamped or reset to `initial`'s, presets normalised to the new
    /// controls; returns a report of what was dropped or changed. One undo step.
    ///
    /// ```swift
    /// let report = card.configure(name: "Card", initial: Card()) {
    ///     Slider("cornerRadius", \.cornerRadius, in: 0...32)
    /// }
    /// ```
    @discardableResult
    public func configure(
        name: String, initial: Model, @PanelBuilder<Model> controls: () -> [PanelItem<Model>]
    ) -> ConfigurationReport {
        let compiler = PanelCompiler(title: name, items: controls())
        let fallback = ModelMirror(model: initial, bindings: compiler.bindings)
        let mirror = self.mirror
        let report = panel.configure(
            root: compiler.root, initial: fallback.read(initial, order: compiler.order), name: name
        ) { mirror.bindings = compiler.bindings }
        bindMonitors(compiler.monitors, initial: values)
        return report
    }
}
