import PanelCore

/// Keeps track of a document's values map while the renderer writes the tree, so that the map
/// needs no second walk: each node with an id is noted as it is written, in tree order, and
/// after the tree the members of the ids used are written in that order (``writeMembers(into:)``),
/// each key copied from where the tree wrote the id. The ids the tree did not use come after,
/// sorted by UTF-8 bytes (``unused``).
///
/// A ``ValueMap`` made from a tree already holds its ids in tree order, so the next id
/// expected is checked first, without a lookup; an id met out of that order is looked up,
/// and the check goes on from its place.
struct ValueWriter {
    let values: ValueMap
    /// The map's ids and values, read position by position.
    private let ids: [NodeID]
    private let storedValues: [PanelValue]
    /// The position the next id is expected at.
    private var cursor = 0
    /// Whether the tree used the id at each position, and the entries (below), in room
    /// kept between documents (``Room``).
    private let room: Room
    private let count: Int
    /// The positions the tree used, in tree order, each once, with where the writer of the
    /// tree wrote each id as a JSON string (an empty range when it was noted without being
    /// written).
    private var entryCount = 0

    /// The positions the tree used, in tree order, each once.
    var used: [Int] { (0..<entryCount).map { room.entries[$0].position } }

    /// The pieces of the output written once and copied after (kept for a whole document,
    /// not for a lone node).
    var pieces: WrittenPieces

    /// A writer for no values.
    static var empty: ValueWriter { ValueWriter(ValueMap(), keepsPieces: false) }

    /// Prepares to note the ids of `values`.
    init(_ values: ValueMap, keepsPieces: Bool = true) {
        var storage = Storage()
        self.init(values, keepsPieces: keepsPieces, reusing: &storage)
    }

    /// Prepares to note the ids of `values` in the arrays of `storage`, which it takes over
    /// (what the writer of an earlier document handed back, ``takeStorage()``).
    init(_ values: ValueMap, keepsPieces: Bool = true, reusing storage: inout Storage) {
        self.values = values
        ids = values.ids
        storedValues = values.valuesInOrder
        pieces = WrittenPieces(isEnabled: keepsPieces, values: storedValues, reusing: &storage.pieces)
        count = values.count
        // The room of the document before, when no other writer shares it and it is big
        // enough; else new room.
        if count == 0 {
            // Never written: no position to mark.
            room = Room.none
        } else if var kept = storage.room.take(), isKnownUniquelyReferenced(&kept), kept.capacity >= count {
            room = kept
            room.isUsed.update(repeating: false, count: count)
        } else {
            room = Room(capacity: count)
        }
    }

    /// The room a values writer fills (its ``Room`` and its pieces' arrays), which a
    /// ``JSONWriter`` keeps between documents so that writing one again allocates none of it
    /// anew (and touches no fresh memory).
    struct Storage {
        fileprivate var room: Room?
        fileprivate var pieces = WrittenPieces.Storage()
    }

    /// Hands this writer's room over for the next document's (the writer must note nothing
    /// more: the next values writer takes the room once this one is gone).
    mutating func takeStorage() -> Storage {
        Storage(room: count == 0 ? nil : room, pieces: pieces.takeStorage())
    }

    /// Whether the renderer writes each node's `accessibility` member (a document does; a
    /// lone node written by `JSONWriter.write(node:)` does not).
    var describesAccessibility = false

    /// Notes that the tree has a node with this id, written as a JSON string at `key` in the
    /// tree's writer (empty when not written). Returns the id's value, if any.
    @discardableResult
    mutating func noteUse(of id: NodeID, writtenAt key: Range<Int> = 0..<0) -> PanelValue? {
        notePosition(of: id, writtenAt: key).map { storedValues[$0] }
    }

    /// ``noteUse(of:writtenAt:)`` for the id stored at `field` (which holds one), read where
    /// it is: the next id of the map, the common case, is compared without a copy of either
    /// string (each copy an atomic retain and release). Returns the position of the id's
    /// value in the map (``storedValue(at:)``), not a copy of it.
    mutating func notePosition(ofIDAt field: UnsafePointer<NodeID?>, writtenAt key: Range<Int>) -> Int? {
        guard count > 0 else { return nil }
        if cursor < ids.count && ids[cursor] == field.pointee.unsafelyUnwrapped {
            return noteUse(at: cursor, writtenAt: key)
        }
        guard let id = field.pointee else { return nil }
        return notePosition(of: id, writtenAt: key)
    }

    /// The value at `position` of the map (one ``notePosition(ofIDAt:writtenAt:)`` gave).
    func storedValue(at position: Int) -> PanelValue {
        storedValues[position]
    }

    /// Notes the use of `id` (``noteUse(of:writtenAt:)``); returns the position of its value.
    private mutating func notePosition(of id: NodeID, writtenAt key: Range<Int>) -> Int? {
        guard count > 0 else { return nil }
        let position: Int
        if cursor < ids.count && ids[cursor] == id {
            position = cursor
        } else if let found = values.index(for: id) {
            position = found
        } else {
            pieces.forgetExpected()
            return nil
        }
        return noteUse(at: position, writtenAt: key)
    }

    /// Notes the use of the value at `position` of the map, written at `key`; returns the
    /// position.
    private mutating func noteUse(at position: Int, writtenAt key: Range<Int>) -> Int {
        cursor = position &+ 1
        guard !room.isUsed[position] else {
            pieces.forgetExpected()
            return position
        }
        room.isUsed[position] = true
        pieces.expect(valueAt: position, at: entryCount)
        room.entries[entryCount] = (position, key)
        entryCount &+= 1
        return position
    }

    /// Writes the members of the ids the tree used, in tree order, into `writer` (the writer
    /// that wrote the tree, whose bytes at each noted key are the id as a JSON string).
    mutating func writeMembers(into writer: inout JSONWriter) {
        // Where the tree's writer already wrote values as `emit(value)` would (a text
        // field's string, as its value text), in the order of the entries.
        let copies = pieces.copies
        var nextCopy = 0
        // The keys of the springs and transitions the tree's value texts read in their plain
        // form, in the order of the entries.
        let animations = pieces.animationKeys
        var nextAnimation = 0
        for index in 0..<entryCount {
            let (position, key) = room.entries[index]
            if key.isEmpty {
                writer.writeKey(ids[position].rawValue)
            } else {
                writer.writeKey(copyOf: key)
            }
            if nextCopy < copies.count && copies[nextCopy].entry == index {
                writer.appendCopy(of: copies[nextCopy].range)
                nextCopy &+= 1
                continue
            }
            switch ValueWriter.shape(of: storedValues[position]) {
            case .number(let number):
                writer.emit(number: number)
            case .bool(let flag):
                writer.emit(bool: flag)
            case .object:
                // A spring or transition like one written before is copied from there (the
                // value read only where it is written: a copy would retain its members).
                let animation: AnimationKey
                if nextAnimation < animations.count && animations[nextAnimation].entry == index {
                    animation = animations[nextAnimation].key
                    nextAnimation &+= 1
                } else if let key = AnimationKey(value: storedValues[position]) {
                    animation = key
                } else {
                    writer.emit(storedValues[position])
                    continue
                }
                if let range = pieces.range(for: animation) {
                    writer.appendCopy(of: range)
                    continue
                }
                let start = writer.count
                writer.emit(storedValues[position])
                if !writer.isPretty { pieces.remember(start..<writer.count, for: animation) }
            default:
                writer.emit(storedValues[position])
            }
        }
    }

    /// What ``writeMembers(into:)`` tells values apart by.
    private enum Shape {
        case number(Double)
        case bool(Bool)
        case object
        case other
    }

    /// The shape of `value`, passed (borrowed) to a call that releases nothing: a `switch` on the
    /// stored value itself would copy it (retaining its payload) around the writing.
    private static func shape(of value: PanelValue) -> Shape {
        switch value {
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .object: .object
        default: .other
        }
    }

    /// The positions of the ids the tree did not use, sorted by UTF-8 bytes: the members
    /// written after those of ``writeMembers(into:)``.
    var unused: [Int] {
        guard entryCount < values.count else { return [] }
        return values.indices.filter { !room.isUsed[$0] }.sorted {
            JSONWriter.utf8Less(values.ids[$0].rawValue, values.ids[$1].rawValue)
        }
    }

    /// The positions in the order they are written: the ids the tree used in tree order,
    /// then the others sorted by UTF-8 bytes.
    var writingOrder: [Int] { used + unused }
}

extension ValueWriter {
    /// Room for a values writer's bookkeeping — whether each position was used, and the
    /// entries in tree order, at most one for each position — that a ``JSONWriter`` keeps
    /// between documents (``Storage``). Plain memory rather than arrays: marking a use is a
    /// store, with no check that the array is not shared and no growing.
    ///
    /// A values writer takes a room only when no one else holds it (unchecked `Sendable`:
    /// a room is used by one values writer at a time).
    final class Room: @unchecked Sendable {
        /// How many positions it has room for.
        let capacity: Int
        let isUsed: UnsafeMutablePointer<Bool>
        let entries: UnsafeMutablePointer<(position: Int, key: Range<Int>)>

        init(capacity: Int) {
            self.capacity = capacity
            isUsed = .allocate(capacity: Swift.max(capacity, 1))
            isUsed.initialize(repeating: false, count: capacity)
            entries = .allocate(capacity: Swift.max(capacity, 1))
            // Trivial values: written before they are read, never deinitialized.
        }

        /// The room of a writer for no values, shared: nothing is ever written into it.
        static let none = Room(capacity: 0)

        deinit {
            isUsed.deallocate()
            entries.deallocate()
        }
    }
}
