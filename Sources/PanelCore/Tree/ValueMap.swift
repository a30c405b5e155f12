/// The values of a document's controls by id, in a kept order: the flat `{id: value}` map of
/// DESIGN's "structure and values are apart", with a dictionary's lookups and an array's
/// order.
///
/// The order is the one the ids were added in. Maps made from a tree (``PanelDocument``'s
/// dictionary initializer, `init(_:inTreeOrderOf:)`, a panel's state, the JSON decoder)
/// hold their ids in tree order (depth first, as the controls appear), then any id not in
/// the tree sorted by UTF-8 bytes: the order the JSON backend writes. A writer that walks the
/// tree then meets the values one after another instead of looking each one up, and
/// iterating a map gives the same order every run.
///
/// Two maps are equal when they hold equal values under the same ids, whatever their order,
/// as dictionaries are.
///
/// ```swift
/// var values: ValueMap = ["speed": 1, "on": true]
/// values["speed"]          // 1
/// values["color"] = "#FF8800"
/// values.ids               // ["speed", "on", "color"]
/// for (id, value) in values { print(id, value) }
/// ```
public struct ValueMap: Hashable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral,
    CustomStringConvertible
{
    /// An id and its value.
    public typealias Element = (id: NodeID, value: PanelValue)

    /// The ids, in the map's order.
    ///
    /// ```swift
    /// let ids: [NodeID] = document.values.ids
    /// ```
    package private(set) var ids: [NodeID] = []
    /// The values, position for position with ``ids``.
    private var storedValues: [PanelValue] = []
    /// The position of each id (found by a hash of its bytes: cheaper than a `Dictionary`'s).
    private var positions = IDPlaces()

    /// Creates an empty map.
    ///
    /// ```swift
    /// var values = ValueMap()
    /// ```
    public init() {}

    /// Creates a map from a literal, in the literal's order; a repeated id keeps its first
    /// place and its last value.
    ///
    /// ```swift
    /// let values: ValueMap = ["speed": 1, "on": true]
    /// ```
    public init(dictionaryLiteral elements: (NodeID, PanelValue)...) {
        self.init(elements)
    }

    /// Creates a map from pairs, in their order; a repeated id keeps its first place and its
    /// last value.
    ///
    /// ```swift
    /// let values = ValueMap([("speed", 1), ("on", true)])
    /// ```
    package init<Pairs: Sequence>(_ pairs: Pairs) where Pairs.Element == (NodeID, PanelValue) {
        reserveCapacity(pairs.underestimatedCount)
        for (id, value) in pairs { self[id] = value }
    }

    /// Creates a map from a dictionary, its ids sorted by UTF-8 bytes (a dictionary has no
    /// order of its own to keep).
    ///
    /// ```swift
    /// ValueMap(["b": 1, "a": 2]).ids   // ["a", "b"]
    /// ```
    public init(_ dictionary: [NodeID: PanelValue]) {
        reserveCapacity(dictionary.count)
        for id in dictionary.keys.sorted(by: ValueMap.utf8Less) { append(id, dictionary[id]!) }
    }

    /// Creates a map from a dictionary with its ids in the order of the tree: the ids of
    /// `root`'s nodes depth first, then the ids not in the tree sorted by UTF-8 bytes.
    ///
    /// ```swift
    /// let values = ValueMap(["b": 1, "a": 2], inTreeOrderOf: root)   // b before a if the tree has them so
    /// ```
    package init(_ dictionary: [NodeID: PanelValue], inTreeOrderOf root: Node) {
        reserveCapacity(dictionary.count)
        // Nodes are read in place, by pointer: copying each one would cost more than the walk.
        func visit(_ node: UnsafePointer<Node>) {
            // A repeated id keeps its first place.
            if let id = node.pointee.id, let value = dictionary[id] { _ = appendIfAbsent(id, value) }
            node.pointee.children.withUnsafeBufferPointer { children in
                guard let first = children.baseAddress else { return }
                for index in children.indices { visit(first + index) }
            }
        }
        withUnsafePointer(to: root) { visit($0) }
        guard ids.count < dictionary.count else { return }
        let rest = dictionary.keys.filter { positions.place(of: $0) == nil }.sorted(
            by: ValueMap.utf8Less)
        for id in rest { append(id, dictionary[id]!) }
    }

    /// Reserves room for `capacity` ids.
    ///
    /// ```swift
    /// values.reserveCapacity(100)
    /// ```
    package mutating func reserveCapacity(_ capacity: Int) {
        ids.reserveCapacity(capacity)
        storedValues.reserveCapacity(capacity)
        if capacity > 0, ids.isEmpty { positions = IDPlaces(capacity: capacity) }
    }

    /// Adds `value` under `id` at the end, unless the map holds `id` already (which keeps its
    /// place and value); whether it was added. A new id is hashed once.
    ///
    /// ```swift
    /// values.appendIfAbsent("speed", 1)   // true, then false
    /// ```
    package mutating func appendIfAbsent(_ id: NodeID, _ value: PanelValue) -> Bool {
        if positions.insert(id, place: ids.count) != nil { return false }
        ids.append(id)
        storedValues.append(value)
        return true
    }

    private mutating func append(_ id: NodeID, _ value: PanelValue) {
        _ = positions.insert(id, place: ids.count)
        ids.append(id)
        storedValues.append(value)
    }

    // MARK: Collection

    /// The position of the first id: 0.
    public var startIndex: Int { 0 }
    /// The position after the last id.
    public var endIndex: Int { ids.count }

    /// The id and value at a position.
    ///
    /// ```swift
    /// let (id, value) = values[0]
    /// ```
    public subscript(position: Int) -> Element {
        (ids[position], storedValues[position])
    }

    /// The values, position for position with ``ids``: for a writer that walks both.
    ///
    /// ```swift
    /// zip(values.ids, values.valuesInOrder)
    /// ```
    package var valuesInOrder: [PanelValue] { storedValues }

    // MARK: By id

    /// The value for an id; setting `nil` removes the id (see ``removeValue(for:)``), setting
    /// a value for a new id appends it.
    ///
    /// ```swift
    /// values["speed"] = 2
    /// values["speed"]   // 2
    /// ```
    public subscript(id: NodeID) -> PanelValue? {
        get { positions.place(of: id).map { storedValues[$0] } }
        set {
            if let newValue {
                updateValue(newValue, for: id)
            } else {
                removeValue(for: id)
            }
        }
    }

    /// The position of an id, `nil` when the map has none.
    ///
    /// ```swift
    /// values.index(for: "speed")   // 0
    /// ```
    package func index(for id: NodeID) -> Int? {
        positions.place(of: id)
    }

    /// The position of an id, trying `hint` first: a caller that remembers where an id was
    /// (maps made in the same order put it at the same place) finds it without hashing it.
    ///
    /// ```swift
    /// values.index(for: "speed", hint: 0)   // 0
    /// ```
    package func index(for id: NodeID, hint: Int) -> Int? {
        if hint >= 0, hint < ids.count, ids[hint] == id { return hint }
        return positions.place(of: id)
    }

    /// The value at a position (see ``index(for:)``), without its id.
    ///
    /// ```swift
    /// if let position = values.index(for: "speed") { values.value(at: position) }
    /// ```
    package func value(at position: Int) -> PanelValue {
        storedValues[position]
    }

    /// Replaces the value at `position` (from ``index(for:)``), the old one not kept: a
    /// write that has read the old value already need not copy it again.
    ///
    /// ```swift
    /// if let position = values.index(for: "speed") { values.replaceValue(at: position, with: 2) }
    /// ```
    package mutating func replaceValue(at position: Int, with value: PanelValue) {
        storedValues[position] = value
    }

    /// Sets the value for an id (appending a new id) and returns the value it replaced.
    ///
    /// ```swift
    /// values.updateValue(2, for: "speed")   // 1
    /// ```
    @discardableResult
    package mutating func updateValue(_ value: PanelValue, for id: NodeID) -> PanelValue? {
        // One hash: the id is placed at the end unless it is held already.
        if let position = positions.insert(id, place: ids.count) {
            let old = storedValues[position]
            storedValues[position] = value
            return old
        }
        ids.append(id)
        storedValues.append(value)
        return nil
    }

    /// Removes an id and returns its value; the ids after it keep their order (this moves
    /// them, in time linear in the map's size).
    ///
    /// ```swift
    /// values.removeValue(for: "speed")   // 1
    /// ```
    @discardableResult
    public mutating func removeValue(for id: NodeID) -> PanelValue? {
        guard let position = positions.place(of: id) else { return nil }
        ids.remove(at: position)
        let old = storedValues.remove(at: position)
        // The table keeps no removals: it is made again for the ids left.
        positions = IDPlaces(capacity: ids.count)
        for (place, kept) in ids.enumerated() { _ = positions.insert(kept, place: place) }
        return old
    }

    /// The map as a dictionary (without its order).
    ///
    /// ```swift
    /// let dictionary: [NodeID: PanelValue] = values.dictionary
    /// ```
    public var dictionary: [NodeID: PanelValue] {
        Dictionary(uniqueKeysWithValues: zip(ids, storedValues))
    }

    // MARK: Equality and text

    /// Whether two maps hold equal values under the same ids, whatever their order.
    ///
    /// ```swift
    /// (["a": 1, "b": 2] as ValueMap) == ["b": 2, "a": 1]   // true
    /// ```
    public static func == (lhs: ValueMap, rhs: ValueMap) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.ids == rhs.ids { return lhs.storedValues == rhs.storedValues }
        for (id, value) in lhs where rhs[id] != value { return false }
        return true
    }

    /// Hashes the pairs without their order, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var sum = 0
        for (id, value) in self {
            var pair = Hasher()
            pair.combine(id)
            pair.combine(value)
            sum &+= pair.finalize()
        }
        hasher.combine(sum)
    }

    /// The pairs in order, `[id: value, …]`.
    ///
    /// ```swift
    /// (["speed": 1] as ValueMap).description   // [speed: 1]
    /// ```
    public var description: String {
        if isEmpty { return "[:]" }
        return "[" + map { "\($0.id.rawValue): \($0.value)" }.joined(separator: ", ") + "]"
    }

    /// Orders ids by their UTF-8 bytes (the same as by Unicode scalar values).
    package static func utf8Less(_ lhs: NodeID, _ rhs: NodeID) -> Bool {
        lhs.rawValue.unicodeScalars.lexicographicallyPrecedes(rhs.rawValue.unicodeScalars)
    }
}
