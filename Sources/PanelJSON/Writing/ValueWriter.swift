import PanelCore

/// Writes the members of a document's values map in tree order while the renderer writes
/// the tree, so that the map needs no second walk: each node with an id is noted as it is
/// written, and the first time an id is met its value is written into ``members``. The ids
/// the tree did not use come after, sorted by UTF-8 bytes (``unused``).
///
/// A ``ValueMap`` made from a tree already holds its ids in tree order, so the next id
/// expected is checked first, without a lookup; an id met out of that order is looked up,
/// and the check goes on from its place.
struct ValueWriter {
    let values: ValueMap
    /// The members of the values map the tree used, in tree order, written as they were met.
    private(set) var members: JSONWriter
    /// The position the next id is expected at.
    private var cursor = 0
    /// Whether the tree used the id at each position.
    private var isUsed: [Bool]
    /// The positions the tree used, in tree order, each once.
    private(set) var used: [Int] = []

    /// A writer for no values.
    static var empty: ValueWriter { ValueWriter(ValueMap()) }

    /// Prepares to write `values` in the pretty or compact form at nesting `level` (the
    /// values map's own level).
    init(_ values: ValueMap, pretty: Bool = false, level: Int = 0) {
        self.values = values
        // About 32 bytes a member for the common scalar values; the writer grows as needed.
        members = JSONWriter(pretty: pretty, capacity: values.count * 32)
        members.level = level
        isUsed = Array(repeating: false, count: values.count)
        used.reserveCapacity(values.count)
    }

    /// Whether the renderer writes each node's `accessibility` member (a document does; a
    /// lone node written by `JSONWriter.write(node:)` does not).
    var describesAccessibility = false

    /// Notes that the tree has a node with this id; the first time, writes the id's member of
    /// the values map (if it has one) into ``members``. Returns the id's value, if any.
    @discardableResult
    mutating func noteUse(of id: NodeID) -> PanelValue? {
        guard !isUsed.isEmpty else { return nil }
        let position: Int
        if cursor < isUsed.count && values.ids[cursor] == id {
            position = cursor
        } else if let found = values.index(for: id) {
            position = found
        } else {
            return nil
        }
        cursor = position + 1
        let value = values[position].value
        guard !isUsed[position] else { return value }
        isUsed[position] = true
        used.append(position)
        members.writeKey(id.rawValue)
        members.emit(value)
        return value
    }

    /// The positions of the ids the tree did not use, sorted by UTF-8 bytes: the members
    /// written after ``members``.
    var unused: [Int] {
        guard used.count < values.count else { return [] }
        return values.indices.filter { !isUsed[$0] }.sorted {
            JSONWriter.utf8Less(values.ids[$0].rawValue, values.ids[$1].rawValue)
        }
    }

    /// The positions in the order they are written: the ids the tree used in tree order,
    /// then the others sorted by UTF-8 bytes.
    var writingOrder: [Int] { used + unused }
}
