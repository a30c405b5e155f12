/// Reads a node's properties from their primitive form and collects every problem it finds,
/// so that a decoder can report them all at once.
///
/// Each problem names the property's path below a base path, e.g. `$.root.children[3].range`.
///
/// ```swift
/// var reader = PropertyReader(["label": "speed", "unit": 3], path: "$.root")
/// let label = reader.string("label", default: "")
/// let unit = reader.optionalString("unit")   // nil, and a problem at "$.root.unit"
/// reader.problems.count                       // 1
/// ```
package struct PropertyReader {
    /// The members when they are held in a dictionary (`nil` for an object of a parsed
    /// document read in place).
    let dictionary: [String: PanelValue]?
    /// The entries and bytes of the tape of an object read in place (which outlives the
    /// reader, as it outlives its items).
    let view: PrimitiveTape.View?
    /// The object's entry on the tape.
    let object: Int
    /// The properties being read (built from the document when it is read in place).
    package var properties: [String: PanelValue] {
        if let dictionary { return dictionary }
        guard let view, case .object(let properties) = view.value(at: object) else { return [:] }
        return properties
    }
    /// The path of the object that holds them.
    package var path: String {
        var out = base
        if let childIndex { out += ".children[" + String(childIndex) + "]" }
        if let member { out += "." + member }
        return out
    }
    /// The path of the object that holds the one being read, or its own path.
    private let base: String
    /// The member of `base` being read, if any: kept apart so that the path is spelled out
    /// only for a problem.
    private let member: String?
    /// For a node's object, its index among its parent's children when `base` is the
    /// parent's path (kept apart, as `member` is).
    private let childIndex: Int?
    /// The problems found so far, in the order found.
    package internal(set) var problems: [TreeProblem] = []
    /// Members of nested objects this version does not know (dropped, as a newer minor
    /// version may add some), each with the known name it most likely meant.
    package internal(set) var warnings: [TreeProblem] = []
    /// The keys read so far; the rest are extras.
    package var consumed: Set<String> {
        var keys = Set(ignored + consumedKeys + askedNames)
        // Of an object read in place, the keys found are known by their positions.
        if let view {
            var index = object + 1
            var position: UInt64 = 0
            let end = Int(view.entries[object].payload)
            while index < end, position < 64 {
                if consumedPositions & (1 << position) != 0 { keys.insert(view.string(at: index)) }
                index = view.end(of: index + 1)
                position += 1
            }
        }
        return keys
    }
    /// The members treated as read already.
    private let ignored: [String]
    /// The keys read so far, in the order read (a key read twice is listed twice): a node has
    /// a handful of members, so a list searched in order is cheaper than hashing each key.
    /// Not kept for an object read in place by a reader that does not record keys (its
    /// ``unread`` members are known by position).
    private var consumedKeys: [String] = []
    /// Whether `consumedKeys` is kept.
    private let recordsKeys: Bool
    /// For an object read in place, the members read so far by position (the first 64), so
    /// that finding the unread ones compares no keys.
    var consumedPositions: UInt64 = 0
    /// Names asked for all at once (``readMembers(_:_:)``), known without being recorded one
    /// by one.
    var askedNames: [String] = []

    /// Starts reading `properties` found at `path`.
    ///
    /// ```swift
    /// var reader = PropertyReader(["label": "x"], path: "$.root")
    /// ```
    package init(_ properties: [String: PanelValue], path: String) {
        self.init(properties, path: path, ignoring: [])
    }

    /// Starts reading `properties` with the members `ignored` treated as read already (left
    /// out of ``unread``), which saves building a filtered copy of a node's members.
    init(_ properties: [String: PanelValue], path: String, ignoring ignored: [String]) {
        self.init(dictionary: properties, tape: nil, object: 0, path: path, ignoring: ignored)
    }

    private init(
        dictionary: [String: PanelValue]?, tape: PrimitiveTape.View?, object: Int, path: String,
        member: String? = nil, childIndex: Int? = nil, ignoring ignored: [String], recordingKeys: Bool = true
    ) {
        self.dictionary = dictionary
        view = tape
        self.object = object
        base = path
        self.member = member
        self.childIndex = childIndex
        self.ignored = ignored
        if let view {
            recordsKeys = recordingKeys || view.entries[object].count > 64
        } else {
            recordsKeys = true
        }
    }

    /// Starts reading the object `item` found at `path`, with the members `ignored` treated as
    /// read already; `nil` when `item` is not an object.
    package init?(object item: PrimitiveItem, path: String, ignoring ignored: [String] = []) {
        self.init(object: item, path: path, member: nil, ignoring: ignored)
    }

    /// Starts reading the object `item` found at member `member` of `path` (or at `path`).
    /// A reader not `recordingKeys` gives no ``unknownMemberWarnings`` for an object read in
    /// place (a node's reader, whose unknown members are extras, needs none).
    init?(
        object item: PrimitiveItem, path: String, member: String?, childIndex: Int? = nil,
        ignoring ignored: [String] = [], recordingKeys: Bool = true
    ) {
        switch item {
        case .value(let value):
            guard case .object(let properties) = value else { return nil }
            self.init(
                dictionary: properties, tape: nil, object: 0, path: path, member: member,
                childIndex: childIndex,
                ignoring: ignored)
        case .tape(let tape, let object):
            guard tape.entry(at: object).tag == .object else { return nil }
            self.init(
                dictionary: nil, tape: tape, object: object, path: path, member: member,
                childIndex: childIndex,
                ignoring: ignored, recordingKeys: recordingKeys)
        }
    }

    /// Notes that `key` was asked for.
    mutating func record(_ key: String) {
        guard recordsKeys else { return }
        if consumedKeys.isEmpty { consumedKeys.reserveCapacity(8) }
        consumedKeys.append(key)
    }

    /// A reader of the object `item` at member `key` of this one, its path kept in pieces.
    func reader(of item: PrimitiveItem, at key: String) -> PropertyReader? {
        if member == nil {
            return PropertyReader(object: item, path: base, member: key, childIndex: childIndex)
        }
        return PropertyReader(object: item, path: path, member: key)
    }

    /// The member `key` without marking it read, or `nil`.
    package func peek(_ key: String) -> PrimitiveItem? {
        guard let view else { return dictionary?[key].map(PrimitiveItem.value) }
        return entry(of: key).map { .tape(view, $0.index) }
    }

    /// Whether the object has a member `key` (not marking it read).
    package func has(_ key: String) -> Bool {
        guard view != nil else { return dictionary?[key] != nil }
        return entry(of: key) != nil
    }

    /// The entry of the value of member `key` of an object read in place, and the member's
    /// position; `nil` when absent or not read in place.
    private func entry(of key: String) -> (index: Int, position: Int)? {
        guard let view else { return nil }
        let object = self.object
        if let found = key.utf8.withContiguousStorageIfAvailable({ view.member($0, of: object) }) {
            return found
        }
        var key = key
        return key.withUTF8 { view.member($0, of: object) }
    }

    /// The entry of member `key` of an object read in place, marking its position read.
    mutating func find(_ key: String) -> Int? {
        guard let found = entry(of: key) else {
            // An absent key is remembered by name (what a typo most likely meant).
            record(key)
            return nil
        }
        if found.position < 64 {
            consumedPositions |= 1 << UInt64(found.position)
        } else {
            record(key)
        }
        return found.index
    }

    /// The member `key`, marking it as read.
    ///
    /// ```swift
    /// let raw = reader.item("options")
    /// ```
    package mutating func item(_ key: String) -> PrimitiveItem? {
        guard let view else {
            record(key)
            return dictionary?[key].map(PrimitiveItem.value)
        }
        return find(key).map { .tape(view, $0) }
    }

    /// Records a problem at `key` (or at the object itself when `key` is `nil`).
    ///
    /// ```swift
    /// reader.report("min 10 is greater than max 2", at: "range")
    /// ```
    package mutating func report(_ message: String, at key: String? = nil) {
        problems.append(TreeProblem(path: key.map { path + "." + $0 } ?? path, message: message))
    }

    /// The raw value of `key`, marking it as read.
    ///
    /// ```swift
    /// let raw = reader.value("stops")
    /// ```
    package mutating func value(_ key: String) -> PanelValue? {
        item(key)?.panelValue
    }

    /// A warning for each member not read, naming the closest of the members that were: what
    /// a typo in a nested object (`modifiers`, `padding`, …) becomes.
    package var unknownMemberWarnings: [TreeProblem] {
        if let view {
            // Every member read: none is unknown.
            let count = Int(view.entries[object].count)
            if count < 64, consumedPositions == (1 << UInt64(count)) - 1 { return [] }
        }
        let unknown = Array(unread.keys)
        guard !unknown.isEmpty else { return [] }
        let known = Array(consumed)
        return unknown.sorted().map { key in
            TreeProblem(
                path: path + "." + key, message: "unknown member \"\(key)\" (ignored)", unknownName: key,
                among: known)
        }
    }

    /// The members not read, to be kept as extras.
    ///
    /// ```swift
    /// let extras = reader.unread
    /// ```
    package var unread: [String: PanelValue] {
        guard let view else {
            let properties = dictionary ?? [:]
            return properties.filter { !consumedKeys.contains($0.key) && !ignored.contains($0.key) }
        }
        do {
            // Every member read: none is left.
            let count = Int(view.entries[object].count)
            if count < 64, consumedPositions == (1 << UInt64(count)) - 1 { return [:] }
            var out: [String: PanelValue] = [:]
            var index = object + 1
            var position: UInt64 = 0
            let end = Int(view.entries[object].payload)
            while index < end {
                var isRead =
                    position < 64
                    ? consumedPositions & (1 << position) != 0 : consumedKeys.contains(view.string(at: index))
                if !isRead {
                    for key in ignored {
                        var key = key
                        if key.withUTF8({ view.string(at: index, equals: $0) }) {
                            isRead = true
                            break
                        }
                    }
                }
                if !isRead { out[view.string(at: index)] = view.value(at: index + 1) }
                index = view.end(of: index + 1)
                position += 1
            }
            return out
        }
    }
}
