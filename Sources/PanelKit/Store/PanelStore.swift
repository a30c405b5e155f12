import Synchronization

/// The panels that are alive, in creation order: what a frontend that shows "every panel"
/// shows, and what a session over several panels serves.
///
/// A ``PanelState`` registers with ``shared`` when made (or with the store passed to its
/// initialiser) and leaves when released: the store holds panels weakly, so it keeps none
/// alive. Each panel gets a **key**, its name made into an id name (`Card`, and `Card-2`
/// for a second panel of the same name); in the store's ``document`` every id is put under
/// its panel's key (`Card.cornerRadius`), so two panels with a control called `zoom` no
/// longer share one value. ``set(_:for:origin:)-(PanelValue,_,_)`` and ``trigger(_:)`` route a namespaced id to its
/// panel. Make a local store for tests.
///
/// ```swift
/// let store = PanelStore()
/// let card = PanelState("Card", initial: Card(), store: store) { … }
/// let shadow = PanelState("Shadow", initial: Shadow(), store: store) { … }
/// try store.set(12, for: "Shadow.blur")
/// store.document.values["Card.cornerRadius"]   // 24
/// ```
public final class PanelStore: Sendable, UpdateGatherer {
    /// The store every panel state joins unless told otherwise. Thread-safe.
    public static let shared = PanelStore()

    struct Entry: Sendable {
        weak var panel: Panel?
        let key: String
        /// The token the panel holds for this store (see ``StoreMembership``).
        let membership: ObjectIdentifier
    }

    let entries = Mutex<[Entry]>([])
    /// The saved state of the last file loaded or saved, for panels that register later
    /// (see `PanelStore+Persistence.swift`).
    let saved = Mutex(SavedPanels())
    /// The store's revision and observers: every member's update, with ids under the
    /// member's key, raises it by one.
    let hub = Mutex(Hub())

    struct Hub: Sendable {
        var revision = 0
        var updates = UpdateQueue()
        /// The hosts over this store: told of each update with it (see ``UpdateGatherer``).
        var gatherers: [GathererLink] = []
    }

    /// Creates an empty store.
    ///
    /// ```swift
    /// let store = PanelStore()
    /// ```
    public init() {}

    /// Adds a panel (once; a panel already here keeps its key) and returns its key. A panel
    /// whose key has saved state (see ``load(from:)``) takes it.
    ///
    /// ```swift
    /// let key = store.register(Panel(document))   // "Card"
    /// ```
    @discardableResult
    public func register(_ panel: Panel) -> String {
        let name = panel.name
        let (key, isNew) = entries.withLock { entries -> (String, Bool) in
            entries.removeAll { $0.panel == nil }
            if let existing = entries.first(where: { $0.panel === panel }) { return (existing.key, false) }
            let stem = PanelStore.keyName(for: name)
            var key = stem
            var number = 2
            while entries.contains(where: { $0.key == key }) {
                key = "\(stem)-\(number)"
                number += 1
            }
            let membership = StoreMembership(store: self)
            let link = GathererLink(self, key: key)
            panel.storage.withLock { state in
                state.memberships.append(membership)
                state.gatherers.append(link)
            }
            entries.append(Entry(panel: panel, key: key, membership: ObjectIdentifier(membership)))
            return (key, true)
        }
        guard isNew else { return key }
        postMembershipChange()
        restoreSavedState(of: panel, key: key)
        return key
    }

    /// Removes a panel (a released panel leaves on its own). Attached frontends get a new
    /// snapshot without it.
    ///
    /// ```swift
    /// store.unregister(panel)
    /// ```
    public func unregister(_ panel: Panel) {
        let isMember = entries.withLock { $0.contains { $0.panel === panel } }
        if isMember {
            panel.storage.withLock { $0.gatherers.removeAll { $0.gatherer === self } }
        }
        removeEntries { $0.panel == nil || $0.panel === panel }
    }

    /// Removes the entries `isLeaving` picks and, when there were any, tells the observers
    /// that the store's panels changed.
    func removeEntries(where isLeaving: (Entry) -> Bool) {
        let removed = entries.withLock { entries in
            let count = entries.count
            entries.removeAll(where: isLeaving)
            return entries.count != count
        }
        if removed { postMembershipChange() }
    }

    /// A structural update (a new snapshot for frontends): a panel joined or left.
    private func postMembershipChange() {
        var reached: [GatheredRevision] = []
        hub.withLock { hub in
            hub.revision += 1
            let update = PanelUpdate(
                revision: hub.revision, base: hub.revision - 1, origin: .configure, changes: [],
                isStructural: true)
            hub.updates.post(update)
            hub.gatherers.gather(update, reached: &reached)
        }
        deliverUpdates()
        reached.deliver()
    }

    /// The panels alive, in the order they registered.
    ///
    /// ```swift
    /// store.panels.map(\.name)   // ["Card", "Shadow"]
    /// ```
    public var panels: [Panel] { members.map(\.panel) }

    /// The panels alive with their keys, in the order they registered.
    ///
    /// ```swift
    /// for (key, panel) in store.members { print(key, panel.revision) }
    /// ```
    package var members: [(key: String, panel: Panel)] {
        entries.withLock { entries in entries.compactMap { entry in entry.panel.map { (entry.key, $0) } } }
    }

    /// The key of a panel in this store.
    ///
    /// ```swift
    /// store.key(for: card.panel)   // "Card"
    /// ```
    public func key(for panel: Panel) -> String? {
        entries.withLock { $0.first { $0.panel === panel }?.key }
    }

    /// The panel a namespaced id belongs to, and the id inside it.
    ///
    /// ```swift
    /// store.route("Card.motion.speed")   // (card's panel, "motion.speed")
    /// ```
    package func route(_ id: NodeID) -> (panel: Panel, id: NodeID)? {
        let text = id.rawValue
        for (key, panel) in members {
            guard text.hasPrefix(key), text.utf8.count > key.utf8.count + 1 else { continue }
            let rest = text.utf8.dropFirst(key.utf8.count)
            guard rest.first == UInt8(ascii: ".") else { continue }
            return (panel, NodeID(String(Substring(rest.dropFirst()))))
        }
        return nil
    }

    /// Every panel in one document: a vertical stack of the panels, each `panel` node with
    /// its key as id and every id below it (and in its rules and values) under that key.
    ///
    /// ```swift
    /// let json = try JSONRenderer().render(store.document)
    /// ```
    public var document: PanelDocument {
        let (children, values) = namespacedPanels()
        return PanelDocument(
            root: Node(element: .stack(StackElement(axis: .vertical, spacing: 1)), children: children),
            values: values)
    }

    /// Each panel's tree with its key as id and every id below it under that key, and all their
    /// values under the same ids: what ``document`` and a ``PanelHost`` show.
    func namespacedPanels() -> (nodes: [Node], values: ValueMap) {
        var children: [Node] = []
        var values = ValueMap()
        for (key, panel) in members {
            let document = panel.document
            children.append(document.root.namespaced(under: key, isRoot: true))
            for (id, value) in document.values { values[NodeID(key + "." + id.rawValue)] = value }
        }
        return (children, values)
    }

    /// Writes a value through its panel's validating path (see ``Panel/set(_:for:origin:undoable:)-(PanelValue,_,_,_)``),
    /// routed by the one router (see "Live state" in the Panels article).
    ///
    /// ```swift
    /// try store.set(12, for: "Shadow.blur")
    /// ```
    @discardableResult
    public func set(_ value: PanelValue, for id: NodeID, origin: ChangeOrigin = .code) throws(ValueError)
        -> PanelValue
    {
        try applyRouted(.set(id, to: value), origin: origin).value ?? value
    }

    /// Triggers a button through its panel.
    ///
    /// ```swift
    /// try store.trigger("Card.actions.shuffle")
    /// ```
    public func trigger(_ id: NodeID) throws(ValueError) {
        try applyRouted(.trigger(id), origin: .code)
    }

    /// The store's revision: it grows by one per accepted change in any of its panels, and by
    /// one when a panel joins or leaves.
    ///
    /// ```swift
    /// store.revision   // 0
    /// ```
    public var revision: Int { hub.withLock { $0.revision } }

    /// Calls `handler` with every update of every panel, ids under the panel's key and
    /// revisions the store's, in order.
    ///
    /// ```swift
    /// let observation = store.observe { update in print(update.changes.map(\.id)) }   // ["Card.radius"]
    /// ```
    public func observe(_ handler: @escaping @Sendable (PanelUpdate) -> Void) -> PanelObservation {
        addObserver(handler)
    }

    /// Re-issues a member's update under the store's revision, ids under `key`, and passes it
    /// on to the hosts over the store; under the member's lock.
    func gather(_ update: PanelUpdate, key: String?, reached: inout [GatheredRevision]) {
        hub.withLock { hub in
            let renumbered = update.renumbered(from: &hub.revision, under: key)
            hub.updates.post(renumbered)
            reached.append(GatheredRevision(gatherer: self, revision: hub.revision))
            hub.gatherers.gather(renumbered, reached: &reached)
        }
    }

    func withUpdateQueue<Result: Sendable>(_ body: (inout UpdateQueue) -> Result) -> Result {
        hub.withLock { body(&$0.updates) }
    }

    /// A panel's name as an id name: spaces, dots and control characters become `-`.
    static func keyName(for name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar == "." || scalar.properties.isWhitespace || scalar.value < 0x20
                || (0x7F...0x9F).contains(scalar.value)
            {
                out += "-"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out.isEmpty ? "panel" : out
    }
}

extension Node {
    /// The node with every id (its own, its descendants', and those its rules read) put
    /// under `key`; the root node takes `key` itself as its id.
    func namespaced(under key: String, isRoot: Bool = false) -> Node {
        var node = self
        func prefixed(_ id: NodeID) -> NodeID { NodeID(key + "." + id.rawValue) }
        if isRoot {
            node.id = NodeID(key)
        } else if let id {
            node.id = prefixed(id)
        }
        node.modifiers.visibleWhen = node.modifiers.visibleWhen?.mappingIDs(prefixed)
        node.modifiers.disabledWhen = node.modifiers.disabledWhen?.mappingIDs(prefixed)
        node.children = children.map { $0.namespaced(under: key) }
        return node
    }
}
