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
    /// The value at an entry of a tape.
    case tape(PrimitiveTape, Int)

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
            switch tape.entries[index].tag {
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
        case .tape(let tape, let index): return tape.entries[index].tag == .null
        }
    }

    /// The string, when the value is one.
    package var string: String? {
        switch self {
        case .value(let value):
            guard case .string(let text) = value else { return nil }
            return text
        case .tape(let tape, let index):
            guard tape.entries[index].tag == .string else { return nil }
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
            guard tape.entries[index].tag == .array else { return nil }
            return tape.items(of: index).map { .tape(tape, $0) }
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
            guard tape.entries[index].tag == .object else { return false }
            var key = index + 1
            let end = Int(tape.entries[index].payload)
            while key < end {
                body(tape.string(at: key), tape.value(at: key + 1))
                key = tape.end(of: key + 1)
            }
            return true
        }
    }
}
