import Synchronization

/// The values of a panel's monitors: one bounded history per monitor, written by the program
/// at any rate and read by each viewer at its own.
///
/// A write is a store under the store's own lock (the panel's monitor lock, apart from the
/// edit state's, so a write never waits for an edit and never changes a revision, an undo step
/// or the unsaved state). Monitors are found by id once (``source(_:)``) and written through the
/// ``MonitorSource`` after that; ``record(_:for:)`` finds the id on each write.
///
/// ```swift
/// let fps = try panel.monitors.source("fps")
/// fps.record(59.8)
/// panel.monitors.reading(for: "fps")?.current   // .number(59.8)
/// ```
public final class MonitorStore: Sendable {
    /// The rings, and where each id's ring is.
    struct Rings {
        var slots: [NodeID: Int] = [:]
        var rings: [MonitorRing] = []
    }

    let state: Mutex<Rings>

    /// A store for the monitors of `root`.
    ///
    /// ```swift
    /// let store = MonitorStore(root: panel.root)
    /// ```
    package init(root: Node) {
        var rings = Rings()
        Self.configure(&rings, root: root)
        state = Mutex(rings)
    }

    /// Follows a new tree: a monitor that stays keeps its history (cut or widened to its new
    /// capacity), a new one starts empty, one that left keeps its slot until it comes back.
    ///
    /// ```swift
    /// panel.monitors.configure(root: newRoot)
    /// ```
    package func configure(root: Node) {
        state.withLock { Self.configure(&$0, root: root) }
    }

    private static func configure(_ rings: inout Rings, root: Node) {
        var seen = Set<Int>()
        func walk(_ node: Node) {
            if case .monitor(let element) = node.element, let id = node.id {
                if let slot = rings.slots[id] {
                    if rings.rings[slot].element != element || !rings.rings[slot].isPresent {
                        rings.rings[slot].reshape(to: element)
                    }
                    seen.insert(slot)
                } else {
                    rings.slots[id] = rings.rings.count
                    seen.insert(rings.rings.count)
                    rings.rings.append(MonitorRing(id: id, element: element))
                }
            }
            for child in node.children { walk(child) }
        }
        walk(root)
        for slot in rings.rings.indices where !seen.contains(slot) { rings.rings[slot].isPresent = false }
    }

    /// The writer of the monitor `id`, found once: what a loop that writes every frame keeps.
    ///
    /// Throws when no monitor has this id.
    ///
    /// ```swift
    /// let energy = try panel.monitors.source("energy")
    /// energy.record(1.5)
    /// ```
    public func source(_ id: NodeID) throws(ValueError) -> MonitorSource {
        guard let slot = state.withLock({ $0.slots[id] }) else { throw Self.missing(id) }
        return MonitorSource(store: self, slot: slot, id: id)
    }

    /// Records `value` for the monitor `id` (a number, a text or a boolean).
    ///
    /// Throws when no monitor has this id; a value of another type than the monitor's is
    /// stored as it is and shown as text.
    ///
    /// ```swift
    /// try panel.monitors.record(.number(59.8), for: "fps")
    /// ```
    public func record(_ value: MonitorReading.Value, for id: NodeID) throws(ValueError) {
        let found = state.withLock { (rings) -> Bool in
            guard let slot = rings.slots[id] else { return false }
            rings.rings[slot].record(value)
            return true
        }
        if !found { throw Self.missing(id) }
    }

    /// What the monitor `id` shows now, or `nil` when no monitor has this id.
    ///
    /// ```swift
    /// panel.monitors.reading(for: "fps")?.history   // [59.8, 60.0]
    /// ```
    public func reading(for id: NodeID) -> MonitorReading? {
        state.withLock { rings in rings.slots[id].map { rings.rings[$0].reading } }
    }

    /// What every monitor in the tree shows now, by id.
    ///
    /// ```swift
    /// panel.monitors.readings["fps"]?.current   // .number(59.8)
    /// ```
    public var readings: [NodeID: MonitorReading] {
        state.withLock { rings in
            var out: [NodeID: MonitorReading] = [:]
            for ring in rings.rings where ring.isPresent { out[ring.id] = ring.reading }
            return out
        }
    }

    /// The ids of the monitors in the tree, in tree order of their first appearance.
    package var ids: [NodeID] {
        state.withLock { $0.rings.filter(\.isPresent).map(\.id) }
    }

    /// What a viewer has not seen yet: for each monitor written since `cursor` (the count of
    /// writes the viewer saw, by slot), the values written since (at most the history, the
    /// newest last), or the whole history of every monitor when `full`. Moves the cursor.
    package func unseen(since cursor: inout [UInt64], full: Bool) -> [(id: NodeID, values: [PanelValue])] {
        state.withLock { rings in
            var out: [(id: NodeID, values: [PanelValue])] = []
            if cursor.count < rings.rings.count {
                cursor += [UInt64](repeating: 0, count: rings.rings.count - cursor.count)
            }
            for slot in rings.rings.indices {
                let ring = rings.rings[slot]
                guard ring.isPresent, full || ring.written != cursor[slot] else { continue }
                let fresh = full ? UInt64(ring.count) : ring.written &- cursor[slot]
                cursor[slot] = ring.written
                if ring.element.type == .number || ring.latest == nil {
                    let wanted = Int(Swift.min(fresh, UInt64(ring.count)))
                    out.append((ring.id, ring.last(wanted).map(PanelValue.number)))
                } else {
                    out.append((ring.id, ring.latest.map { [$0.panelValue] } ?? []))
                }
            }
            return out
        }
    }

    /// Whether the tree has no monitor.
    package var isEmpty: Bool {
        state.withLock { rings in !rings.rings.contains { $0.isPresent } }
    }

    static func missing(_ id: NodeID) -> ValueError {
        ValueError("no monitor with this id", id: id, code: .unknownID)
    }
}
