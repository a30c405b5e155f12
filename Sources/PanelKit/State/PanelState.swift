import Synchronization

/// The live state of one tuning panel: a model, the controls that edit it, and the tree
/// every backend renders.
///
/// Declare the controls with the panel DSL; each binds a property of `Model` through a
/// key path. ``values`` is the source of truth for the tuned model; ``node`` is the tree
/// and ``document`` the tree with each control's current value.
///
/// Every write goes through one validating path (``set(_:for:)``): the value is checked
/// for type, clamped to its range and snapped to its step or nearest stop, and the
/// canonical value is what is stored and returned. Edits made in code with
/// ``update(_:)`` are normalised the same way. Problems in the declaration (duplicate ids,
/// empty option lists, inverted ranges, a step ≤ 0, an initial value outside its range)
/// are collected in ``validationReport``.
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
    /// The panel's name, shown as its title.
    public let name: String
    /// The tree of controls: a `panel` node titled with ``name``.
    public let node: Node
    /// Every problem found in the declaration and the initial values.
    public let validationReport: ValidationReport

    private let compiler: PanelCompiler<Model>
    private let controls: [NodeID: Node]
    private let onAction: (@Sendable (String) -> Void)?
    private let model: Mutex<Model>

    /// Creates a panel state from an initial model and a body of controls.
    ///
    /// ```swift
    /// let state = PanelState("Shadow", initial: Shadow()) {
    ///     Slider("blur", \.blur, in: 0...40, step: 1, unit: "pt")
    /// }
    /// ```
    public init(
        _ name: String, initial: Model, @PanelBuilder<Model> controls: () -> [PanelItem<Model>],
        onAction: (@Sendable (String) -> Void)? = nil
    ) {
        let compiler = PanelCompiler(title: name, items: controls())
        self.name = name
        self.compiler = compiler
        self.node = compiler.root
        self.onAction = onAction
        self.model = Mutex(initial)
        var controls: [NodeID: Node] = [:]
        for node in compiler.root.allNodes {
            if let id = node.id, controls[id] == nil { controls[id] = node }
        }
        self.controls = controls
        let values = PanelState.read(initial, compiler: compiler)
        self.validationReport = TreeValidator().validate(PanelDocument(root: compiler.root, values: values))
    }

    /// The current model: the tuned values.
    ///
    /// It is read-only: change the model with ``update(_:)``, which keeps every bound value
    /// in its control's range, or one control by id with ``set(_:for:)``. Assigning to it is
    /// a compile-time error that says so.
    ///
    /// ```swift
    /// let radius = card.values.cornerRadius
    /// card.update { $0.cornerRadius = 12 }   // not card.values.cornerRadius = 12
    /// ```
    public var values: Model {
        get { model.withLock { $0 } }
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
    public var valueMap: ValueMap {
        model.withLock { PanelState.read($0, compiler: compiler) }
    }

    /// The tree with its current values, ready for any backend.
    ///
    /// ```swift
    /// print(card.document.dump())
    /// ```
    public var document: PanelDocument {
        PanelDocument(root: node, values: valueMap)
    }

    /// Stores `value` for the control `id` through the validating path and returns the
    /// canonical value stored.
    ///
    /// Throws a ``PanelCore/ValueError`` naming the id when there is no such control, when it holds
    /// no value, when the value has the wrong type or is not finite, or when it is not one
    /// of a picker's options. Out-of-range numbers are clamped, not rejected.
    ///
    /// ```swift
    /// try card.set(3.4, for: "cornerRadius")       // 3
    /// try card.set("#f00", for: "fill")             // "#FF0000"
    /// try card.set("fast", for: "cornerRadius")     // throws: cornerRadius: expected a number, got string "fast"
    /// ```
    @discardableResult
    public func set(_ value: PanelValue, for id: NodeID) throws(ValueError) -> PanelValue {
        guard let control = controls[id] else { throw ValueError("no control with this id", id: id) }
        guard let binding = compiler.bindings[id] else {
            throw ValueError("a \(control.kind) holds no value", id: id)
        }
        if control.modifiers.isDisabled { throw ValueError("the control is disabled", id: id) }
        let canonical: PanelValue
        do {
            canonical = try control.element.canonicalValue(value)
        } catch {
            throw error.naming(id)
        }
        let failure: ValueError? = model.withLock { model in
            var copy = model
            do throws(ValueError) {
                try binding.write(&copy, canonical)
            } catch {
                return error.naming(id)
            }
            model = copy
            return nil
        }
        if let failure { throw failure }
        return canonical
    }

    /// Edits the model in code; afterwards every bound value is brought back into its
    /// control's range (clamped, snapped, or reset to the control's default when it cannot
    /// be read).
    ///
    /// ```swift
    /// card.update { $0.cornerRadius = 100 }
    /// card.values.cornerRadius   // 48
    /// ```
    public func update(_ body: (inout Model) -> Void) {
        model.withLock { model in
            var copy = model
            body(&copy)
            model = normalized(copy)
        }
    }

    /// Triggers the button `id`, delivering its dotted path to `onAction`.
    ///
    /// ```swift
    /// try card.trigger("motion.shuffle")
    /// ```
    public func trigger(_ id: NodeID) throws(ValueError) {
        guard let control = controls[id] else { throw ValueError("no control with this id", id: id) }
        guard case .button = control.element else {
            throw ValueError("a \(control.kind) is not an action", id: id)
        }
        if control.modifiers.isDisabled { throw ValueError("the control is disabled", id: id) }
        onAction?(id.rawValue)
    }

    private func normalized(_ model: Model) -> Model {
        var model = model
        for id in compiler.order {
            guard let binding = compiler.bindings[id], let element = controls[id]?.element else { continue }
            let current = binding.read(model)
            let canonical = (try? element.canonicalValue(current)) ?? element.defaultValue
            if let canonical, canonical != current {
                try? binding.write(&model, canonical)
            }
        }
        return model
    }

    private static func read(_ model: Model, compiler: PanelCompiler<Model>) -> ValueMap {
        var values = ValueMap()
        values.reserveCapacity(compiler.order.count)
        for id in compiler.order {
            if let binding = compiler.bindings[id] { values[id] = binding.read(model) }
        }
        return values
    }
}
