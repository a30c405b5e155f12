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
    /// The monitors, where each id's slot is, and their histories (one position per slot).
    @usableFromInline struct Table {
        var slots: [NodeID: Int] = [:]
        var entries: [MonitorEntry] = []
        @usableFromInline var histories = MonitorHistories(capacities: [])

        /// Stores a number for the monitor in `slot`: its history's next row.
        @inlinable
        mutating func record(_ value: Double, at slot: Int) {
            histories.positions[slot].record(value)
        }

        /// Stores a value for the monitor in `slot`: a number in its history, a text or
        /// boolean as its newest value.
        mutating func record(_ value: MonitorReading.Value, at slot: Int) {
            if case .number(let number) = value { return record(number, at: slot) }
            entries[slot].latest = value
            histories.positions[slot].written &+= 1
        }

        /// What the monitor in `slot` shows: the history of a number, the newest value of a
        /// text or boolean.
        func reading(at slot: Int) -> MonitorReading {
            let position = histories.positions[slot]
            guard entries[slot].element.type == .number else {
                return MonitorReading(current: entries[slot].latest)
            }
            return MonitorReading(
                history: position.last(Int(position.count)), recorded: Int(position.written))
        }
    }

    @usableFromInline let state: Mutex<Table>

    /// A store for the monitors of `root`.
    ///
    /// ```swift
    /// let store = MonitorStore(root: panel.root)
    /// ```
    package init(root: Node) {
        var table = Table()
        Self.configure(&table, root: root)
        state = Mutex(table)
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

    private static func configure(_ table: inout Table, root: Node) {
        var seen = Set<Int>()
        var relayout = false
        func walk(_ node: Node) {
            if case .monitor(let element) = node.element, let id = node.id {
                if let slot = table.slots[id] {
                    let old = table.entries[slot].element
                    if old != element {
                        relayout = relayout || old.historyCapacity != element.historyCapacity
                        // A number monitor that became a text or boolean shows its last number.
                        let position = table.histories.positions[slot]
                        if element.type != .number, table.entries[slot].latest == nil, position.count > 0 {
                            table.entries[slot].latest = position.last(1).first.map(
                                MonitorReading.Value.number)
                        }
                        table.entries[slot].element = element
                    }
                    table.entries[slot].isPresent = true
                    seen.insert(slot)
                } else {
                    table.slots[id] = table.entries.count
                    seen.insert(table.entries.count)
                    table.entries.append(MonitorEntry(id: id, element: element))
                    relayout = true
                }
            }
            for child in node.children { walk(child) }
        }
        walk(root)
        for slot in table.entries.indices where !seen.contains(slot) { table.entries[slot].isPresent = false }
        if relayout {
            table.histories = table.histories.resized(to: table.entries.map(\.element.historyCapacity))
        }
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
        return MonitorSource(store: self, slot: slot)
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
        let found = state.withLock { (table) -> Bool in
            guard let slot = table.slots[id] else { return false }
            table.record(value, at: slot)
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
        state.withLock { table in table.slots[id].map { table.reading(at: $0) } }
    }

    /// What every monitor in the tree shows now, by id.
    ///
    /// ```swift
    /// panel.monitors.readings["fps"]?.current   // .number(59.8)
    /// ```
    public var readings: [NodeID: MonitorReading] {
        state.withLock { table in
            var out: [NodeID: MonitorReading] = [:]
            for slot in table.entries.indices where table.entries[slot].isPresent {
                out[table.entries[slot].id] = table.reading(at: slot)
            }
            return out
        }
    }

    /// The ids of the monitors in the tree, in tree order of their first appearance.
    package var ids: [NodeID] {
        state.withLock { $0.entries.filter(\.isPresent).map(\.id) }
    }

    /// What a viewer has not seen yet: for each monitor written since `cursor` (the count of
    /// writes the viewer saw, by slot), the values written since (at most the history, the
    /// newest last), or the whole history of every monitor when `full`. Moves the cursor.
    ///
    /// The lock is held only to copy the new numbers into one array (the program's writes wait
    /// for no more); the message's values are made after it.
    package func unseen(since cursor: inout [UInt64], full: Bool) -> [(id: NodeID, values: [PanelValue])] {
        var numbers: [Double] = []
        var found: [(id: NodeID, numbers: Int, latest: MonitorReading.Value?)] = []
        state.withLock { table in
            if cursor.count < table.entries.count {
                cursor += [UInt64](repeating: 0, count: table.entries.count - cursor.count)
            }
            for slot in table.entries.indices where table.entries[slot].isPresent {
                let position = table.histories.positions[slot]
                guard full || position.written != cursor[slot] else { continue }
                let fresh = full ? UInt64(position.count) : position.written &- cursor[slot]
                cursor[slot] = position.written
                if table.entries[slot].showsHistory {
                    let before = numbers.count
                    position.append(last: Int(Swift.min(fresh, UInt64(position.count))), to: &numbers)
                    found.append((table.entries[slot].id, numbers.count - before, nil))
                } else {
                    found.append((table.entries[slot].id, 0, table.entries[slot].latest))
                }
            }
        }
        var out: [(id: NodeID, values: [PanelValue])] = []
        out.reserveCapacity(found.count)
        var next = 0
        for monitor in found {
            if let latest = monitor.latest {
                out.append((monitor.id, [latest.panelValue]))
            } else {
                out.append((monitor.id, numbers[next..<(next + monitor.numbers)].map(PanelValue.number)))
                next += monitor.numbers
            }
        }
        return out
    }

    /// Whether the tree has no monitor.
    package var isEmpty: Bool {
        state.withLock { table in !table.entries.contains { $0.isPresent } }
    }

    static func missing(_ id: NodeID) -> ValueError {
        ValueError("no monitor with this id", id: id, code: .unknownID)
    }
}
