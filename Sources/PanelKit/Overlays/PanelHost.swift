import Synchronization

/// A layout with live panels inside (DialKit's `DialRoot` over its shared store): every
/// ``PanelRoot`` of the layout that names no panels of its own shows the host's panels, each
/// with its current values, and edits made there reach the panel they belong to.
///
/// The panels are a ``PanelStore``'s (``PanelStore/shared`` by default, where every
/// ``PanelState`` registers) or the ones given; their ids are put under each panel's key
/// exactly as the store does (`Particles.speed`), so two panels with a `speed` do not clash. A
/// panel made or released while the host is shown appears or leaves (a structural update).
/// The layout's own state (the drawer's presentation, dialogs, the floating button's place)
/// is kept by `layout`, a ``Panel`` of the layout's tree. The ``DialogPresenter``s whose
/// dialogs the layout attaches become views over it: what they present and dismiss are edits
/// of `layout`, and they hear every dismissal made in any frontend.
///
/// The live terminal (`LiveTerminal.run(host)`) and a session over the host show
/// ``document`` and send each edit through ``set(_:for:origin:)``.
///
/// ```swift
/// let card = PanelState("Card", initial: Card()) { Slider("radius", \.radius, in: 0...48) }
/// let host = PanelHost {
///     ZStack {
///         Box("Preview") { Text("card") }
///         PanelRoot(position: .bottomRight, mode: .drawer, storageID: "card-preview")
///     }
/// }
/// try host.set(10, for: "Card.radius")
/// card.values.radius   // 10
/// host.isPresented = true   // the host opens the drawer
/// ```
public final class PanelHost: Sendable, UpdateGatherer {
    /// The store whose panels the roots show.
    ///
    /// ```swift
    /// host.store.panels.map(\.name)   // ["Card"]
    /// ```
    package let store: PanelStore
    /// The layout's own state: its tree (with the roots empty) and the values of what it holds
    /// besides the panels (a drawer's presentation, dialogs).
    ///
    /// ```swift
    /// host.layout.values   // the drawer's presentation, the dialogs
    /// ```
    package let layout: Panel
    /// The panels given to ``init(panels:layout:)``, kept while the host lives.
    private let given: [Panel]
    private let hub = Mutex(Hub())

    struct Hub: Sendable {
        var revision = 0
        var updates = UpdateQueue()
    }

    /// A host over the panels of `store` (the shared store by default).
    ///
    /// ```swift
    /// let host = PanelHost { PanelRoot(mode: .inline) }
    /// ```
    public convenience init(store: PanelStore = .shared, @LayoutBuilder layout: () -> [Node]) {
        let collector = PresentationCollector()
        let nodes = PresentationCollector.$current.withValue(collector) { layout() }
        self.init(store: store, given: [], root: Self.root(of: nodes))
        collector.attach(to: self.layout)
    }

    /// A host over the given panels only (a state's panel is `state.panel`), in this order.
    ///
    /// ```swift
    /// let host = PanelHost(panels: [card.panel, shadow.panel]) { PanelRoot(storageID: "card") }
    /// ```
    public convenience init(panels: [Panel], @LayoutBuilder layout: () -> [Node]) {
        let store = PanelStore()
        for panel in panels { store.register(panel) }
        let collector = PresentationCollector()
        let nodes = PresentationCollector.$current.withValue(collector) { layout() }
        self.init(store: store, given: panels, root: Self.root(of: nodes))
        collector.attach(to: self.layout)
    }

    /// A host that is one root (DialKit's `DialRoot` on its own) over the panels of `store`.
    ///
    /// ```swift
    /// let host = PanelHost(PanelRoot(mode: .drawer, storageID: "default"))
    /// ```
    public convenience init(_ root: PanelRoot, store: PanelStore = .shared) {
        self.init(store: store, given: [], root: root.node)
    }

    private init(store: PanelStore, given: [Panel], root: Node) {
        self.store = store
        self.given = given
        layout = Panel(PanelDocument(root: root), name: "layout")
        let link = GathererLink(self, key: nil)
        layout.storage.withLock { $0.gatherers.append(link) }
        store.hub.withLock { $0.gatherers.append(link) }
    }

    private static func root(of nodes: [Node]) -> Node {
        nodes.count == 1 ? nodes[0] : Node(element: .stack(StackElement(axis: .vertical)), children: nodes)
    }

    /// The layout with every bound root holding the panels (ids under their keys), and all
    /// the values: the layout's and the panels'.
    ///
    /// ```swift
    /// host.document.values["Card.radius"]   // 12
    /// ```
    public var document: PanelDocument {
        let own = layout.document
        let (panels, panelValues) = store.namespacedPanels()
        var values = own.values
        for (id, value) in panelValues { values.updateValue(value, for: id) }
        return PanelDocument(root: Self.filling(own.root, with: panels), values: values)
    }

    /// `root` with the panels put into every panel root that names none of its own (before its
    /// floating button).
    static func filling(_ root: Node, with panels: [Node]) -> Node {
        var node = root
        if case .panelRoot = node.element, node.isBoundPanelRoot {
            node.children = panels + node.children
            return node
        }
        node.children = node.children.map { filling($0, with: panels) }
        return node
    }

    /// The panel an id belongs to and the id inside it: a panel's (under its key), else the
    /// layout's own.
    ///
    /// ```swift
    /// host.route("Card.radius")   // (card's panel, "radius")
    /// host.route("dial")          // (host.layout, "dial")
    /// ```
    func route(_ id: NodeID) -> (panel: Panel, id: NodeID) {
        store.route(id) ?? (layout, id)
    }

    /// Carries out an edit (the one vocabulary, ``PanelEdit``) on what it names, through the one
    /// router (see the Panels article): an id under a panel's key goes to that panel with the key taken
    /// off, any other id to the layout (the drawer, dialogs); a drawer's `select` names a panel
    /// by its key. Edits that name no control (presets, undo, redo, reset all, configure, load)
    /// follow the router's policy: a preset id under a panel's key goes to that panel, else the
    /// only panel takes them, and they are refused with `unknown_id` when the host shows several.
    /// Errors name the id as the host has it.
    ///
    /// ```swift
    /// try host.apply(.set("Card.radius", to: 10))
    /// try host.apply(.changeDrawer("dial", .select("Shadow")), origin: .frontend)
    /// ```
    @discardableResult
    public func apply(_ edit: PanelEdit, origin: ChangeOrigin = .code) throws(ValueError) -> PanelOutcome {
        try applyRouted(edit, origin: origin)
    }

    /// Writes a value through the validating path of the panel it belongs to (``apply(_:origin:)``
    /// with `.set`); returns the canonical value.
    ///
    /// ```swift
    /// try host.set(12, for: "Shadow.blur")
    /// ```
    @discardableResult
    public func set(_ value: PanelValue, for id: NodeID, origin: ChangeOrigin = .code) throws(ValueError)
        -> PanelValue
    {
        try apply(.set(id, to: value), origin: origin).value ?? value
    }

    /// Presses a button of the panel it belongs to.
    ///
    /// ```swift
    /// try host.trigger("Card.shuffle")
    /// ```
    public func trigger(_ id: NodeID) throws(ValueError) {
        try apply(.trigger(id))
    }

    /// The first drawer root of the layout (its id), if any.
    ///
    /// ```swift
    /// host.drawerID   // "dial"
    /// ```
    public var drawerID: NodeID? {
        layout.document.root.allNodes.first { node in
            if case .panelRoot(let root) = node.element { return root.mode == .drawer && node.id != nil }
            return false
        }?.id
    }

    /// Whether the drawer is open: the host's binding (DialKit's `isPresented:`). Setting it
    /// opens the drawer at the medium detent or dismisses it (reason `code`); a person's
    /// dismissal (Escape, an outside click, a drag down) makes it `false`, since the drawer's
    /// state is kept here and nowhere else.
    ///
    /// ```swift
    /// host.isPresented = true
    /// ```
    public var isPresented: Bool {
        get {
            guard let id = drawerID else { return false }
            return presentation(of: id)?.isPresented ?? false
        }
        set {
            guard let id = drawerID, newValue != isPresented else { return }
            _ = try? apply(.changeDrawer(id, newValue ? .open : .close(.code)))
        }
    }

    /// Changes the state of the drawer root `id` (``apply(_:origin:)`` with `.changeDrawer`); a
    /// `select` names one of the host's panels by its key.
    ///
    /// ```swift
    /// try host.changeDrawer("dial", .select("Shadow"))
    /// ```
    @discardableResult
    public func changeDrawer(_ id: NodeID, _ change: Panel.DrawerChange, origin: ChangeOrigin = .code)
        throws(ValueError) -> DrawerPresentation
    {
        let value = try apply(.changeDrawer(id, change), origin: origin).value
        return value.flatMap { try? DrawerPresentation(panelValue: $0) } ?? DrawerPresentation()
    }

    /// The state of the drawer root `id`, as drawn (its default when nothing changed it yet).
    ///
    /// ```swift
    /// host.presentation(of: "dial")?.detent   // .medium
    /// ```
    public func presentation(of id: NodeID) -> DrawerPresentation? {
        guard let node = layout.document.root.node(withID: id), case .panelRoot(let root) = node.element
        else {
            return nil
        }
        return layout.value(for: id).flatMap { try? DrawerPresentation(panelValue: $0) }
            ?? DrawerPresentation(isPresented: root.defaultOpen)
    }

    /// The host's revision: one more for every accepted change of the layout or a panel, and
    /// when a panel joins or leaves.
    ///
    /// ```swift
    /// host.revision
    /// ```
    public var revision: Int { hub.withLock { $0.revision } }

    /// Calls `handler` with every update of the layout and the panels (panel ids under their
    /// keys), revisions the host's, in order.
    ///
    /// ```swift
    /// let observation = host.observe { update in print(update.changes.map(\.id)) }
    /// ```
    public func observe(_ handler: @escaping @Sendable (PanelUpdate) -> Void) -> PanelObservation {
        addObserver(handler)
    }

    /// Re-issues an update of the layout or the store under the host's revision; under the
    /// lock of the change.
    func gather(_ update: PanelUpdate, key: String?, reached: inout [GatheredRevision]) {
        hub.withLock { hub in
            hub.updates.post(update.renumbered(from: &hub.revision, under: key))
            reached.append(GatheredRevision(gatherer: self, revision: hub.revision))
        }
    }

    func withUpdateQueue<Result: Sendable>(_ body: (inout UpdateQueue) -> Result) -> Result {
        hub.withLock { body(&$0.updates) }
    }
}

extension Node {
    /// Whether this is a panel root that names no panels of its own (only its floating
    /// button): a host fills it with its panels.
    var isBoundPanelRoot: Bool {
        guard case .panelRoot = element else { return false }
        return children.allSatisfy { $0.element.isOverlay }
    }
}
