/// A value in its primitive form, wherever it is held: a `PanelValue`, or an entry of a
/// ``PrimitiveTape`` (a document parsed flat), read in place. Tree reading
/// (`Node.reading(_:path:problems:warnings:)`, ``PropertyReader``) takes either, so a parsed
/// document is read without first being built as nested dictionaries.
///
/// ```swift
/// let item = PrimitiveItem.value(["kind": "panel"])
/// item.typeName   // "object"
/// ```
package enum PrimitiveItem {
    /// A value already built.
    case value(PanelValue)
    /// The value at an entry of a tape, read through its view (no reference to the tape is
    /// held: the tape must outlive the item, as it does while a decoder reads it).
    case tape(PrimitiveTape.View, Int)

    /// The value as a `PanelValue` (built from the tape when it is on one).
    package var panelValue: PanelValue {
        switch self {
        case .value(let value): return value
        case .tape(let tape, let index): return tape.value(at: index)
        }
    }

    /// The value's JSON type, as problems name it (`"object"`, `"string"`, …).
    package var typeName: String {
        switch self {
        case .value(let value): return value.typeName
        case .tape(let tape, let index):
            switch tape.entry(at: index).tag {
            case .null: return PanelValue.null.typeName
            case .falseValue, .trueValue: return PanelValue.bool(true).typeName
            case .number: return PanelValue.number(0).typeName
            case .string: return PanelValue.string("").typeName
            case .array: return PanelValue.array([]).typeName
            case .object: return PanelValue.object([:]).typeName
            }
        }
    }

    /// Whether the value is `null`.
    package var isNull: Bool {
        switch self {
        case .value(let value): return value == .null
        case .tape(let tape, let index): return tape.entry(at: index).tag == .null
        }
    }

    /// Whether the value is a string.
    package var isString: Bool {
        switch self {
        case .value(let value):
            guard case .string = value else { return false }
            return true
        case .tape(let tape, let index): return tape.entry(at: index).tag == .string
        }
    }

    /// The string, when the value is one.
    package var string: String? {
        switch self {
        case .value(let value):
            guard case .string(let text) = value else { return nil }
            return text
        case .tape(let tape, let index):
            guard tape.entry(at: index).tag == .string else { return nil }
            return tape.string(at: index)
        }
    }

    /// The items, when the value is an array.
    package var items: [PrimitiveItem]? {
        switch self {
        case .value(let value):
            guard case .array(let items) = value else { return nil }
            return items.map(PrimitiveItem.value)
        case .tape(let tape, let index):
            guard tape.entry(at: index).tag == .array else { return nil }
            return tape.items(of: index).map { .tape(tape, $0) }
        }
    }

    /// Whether the value is an object.
    package var isObject: Bool {
        switch self {
        case .value(let value):
            guard case .object = value else { return false }
            return true
        case .tape(let tape, let index): return tape.entry(at: index).tag == .object
        }
    }

    /// The member `key` of an object, or `nil` (also when the value is not an object).
    package func member(_ key: String) -> PrimitiveItem? {
        switch self {
        case .value(let value):
            guard case .object(let members) = value else { return nil }
            return members[key].map(PrimitiveItem.value)
        case .tape(let tape, let index):
            guard tape.entry(at: index).tag == .object else { return nil }
            return tape.member(key, of: index).map { .tape(tape, $0) }
        }
    }

    /// The numbers, when the value is an array of numbers only (`nil` otherwise).
    package var numbers: [Double]? {
        switch self {
        case .value(let value):
            guard case .array(let items) = value else { return nil }
            var out: [Double] = []
            out.reserveCapacity(items.count)
            for item in items {
                guard case .number(let number) = item else { return nil }
                out.append(number)
            }
            return out
        case .tape(let tape, let array):
            let entry = tape.entry(at: array)
            guard entry.tag == .array else { return nil }
            var out: [Double] = []
            out.reserveCapacity(Int(entry.count))
            var item = array + 1
            let end = Int(entry.payload)
            while item < end {
                let number = tape.entry(at: item)
                guard number.tag == .number else { return nil }
                out.append(Double(bitPattern: number.payload))
                item += 1
            }
            return out
        }
    }

    /// How many members the value has when it is an object (0 otherwise).
    package var memberCount: Int {
        switch self {
        case .value(let value):
            guard case .object(let members) = value else { return 0 }
            return members.count
        case .tape(let tape, let index):
            let entry = tape.entry(at: index)
            return entry.tag == .object ? Int(entry.count) : 0
        }
    }

    /// How many items the value has, when it is an array.
    package var itemCount: Int? {
        switch self {
        case .value(let value):
            guard case .array(let items) = value else { return nil }
            return items.count
        case .tape(let tape, let index):
            let entry = tape.entry(at: index)
            return entry.tag == .array ? Int(entry.count) : nil
        }
    }

    /// Calls `body` with each item of an array and its index, in order (no call when the
    /// value is not an array).
    package func forEachItem(_ body: (Int, PrimitiveItem) -> Void) {
        switch self {
        case .value(let value):
            guard case .array(let items) = value else { return }
            for (index, item) in items.enumerated() { body(index, .value(item)) }
        case .tape(let tape, let array):
            guard tape.entry(at: array).tag == .array else { return }
            var item = array + 1
            var index = 0
            let end = Int(tape.entry(at: array).payload)
            while item < end {
                body(index, .tape(tape, item))
                item = tape.end(of: item)
                index += 1
            }
        }
    }

    /// For a string of plain ASCII read in place, what follows its last dot (all of it when
    /// it has none), as ``NodeID/name`` gives it; `nil` otherwise.
    package var lastNameComponent: String? {
        guard case .tape(let tape, let index) = self else { return nil }
        let entry = tape.entry(at: index)
        guard entry.tag == .string, !entry.isDecoded else { return nil }
        return tape.withBytes(of: entry) { bytes in
            var start = bytes.count
            while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    /// Calls `body` with each member of an object, its value built; `false` (and no call)
    /// when the value is not an object.
    package func forEachMember(_ body: (String, PanelValue) -> Void) -> Bool {
        switch self {
        case .value(let value):
            guard case .object(let members) = value else { return false }
            for (key, member) in members { body(key, member) }
            return true
        case .tape(let tape, let index):
            guard tape.entry(at: index).tag == .object else { return false }
            var key = index + 1
            let end = Int(tape.entry(at: index).payload)
            while key < end {
                body(tape.string(at: key), tape.value(at: key + 1))
                key = tape.end(of: key + 1)
            }
            return true
        }
    }
}
