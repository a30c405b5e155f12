import PanelCore

/// How a JSON text is laid out — line ending, indentation step, the text around a colon and
/// between the items of a one-line object — read from the text itself, so that what
/// ``JSONTextEditor`` inserts looks as if the author had written it.
struct JSONTextStyle: Sendable {
    /// `"\n"`, or `"\r\n"` when the text uses it.
    var newline = "\n"
    /// One level of indentation: the leading whitespace of the first indented line.
    var indentUnit = "  "
    /// What follows a key up to its value, e.g. `": "`.
    var colon = ": "
    /// What separates the items of an object or array written on one line, e.g. `", "`.
    var comma = ", "
    /// The preferred place of each member name in an object the editor writes; names
    /// without one come after, by UTF-8 bytes.
    var keyRank: [String: Int] = [:]

    /// Reads the style of `bytes`, whose spans are `root`.
    init(of bytes: [UInt8], root: JSONSpan) {
        if let index = bytes.firstIndex(of: 0x0A), index > 0, bytes[index - 1] == 0x0D { newline = "\r\n" }
        var lineStart = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lineStart = index + 1
            var end = lineStart
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            if end > lineStart, end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D {
                indentUnit = String(decoding: bytes[lineStart..<end], as: UTF8.self)
                break
            }
        }
        if case .object(let members) = root.shape, let first = members.first {
            colon = String(
                decoding: bytes[first.keyRange.upperBound..<first.value.range.lowerBound], as: UTF8.self)
        }
        if let separator = Self.inlineSeparator(in: root, bytes: bytes) { comma = separator }
    }

    /// The separator of the first object or array of two or more items on one line.
    private static func inlineSeparator(in span: JSONSpan, bytes: [UInt8]) -> String? {
        var pairs: [(Range<Int>, Range<Int>)] = []
        var children: [JSONSpan] = []
        switch span.shape {
        case .object(let members):
            for index in members.indices.dropFirst() {
                pairs.append((members[index - 1].value.range, members[index].keyRange))
            }
            children = members.map(\.value)
        case .array(let items):
            for index in items.indices.dropFirst() {
                pairs.append((items[index - 1].range, items[index].range))
            }
            children = items
        case .scalar: return nil
        }
        if let (before, after) = pairs.first {
            let text = bytes[before.upperBound..<after.lowerBound]
            if !text.contains(0x0A) { return String(decoding: text, as: UTF8.self) }
        }
        for child in children {
            if let found = inlineSeparator(in: child, bytes: bytes) { return found }
        }
        return nil
    }

    /// The keys of `object` in the order the editor writes them.
    func orderedKeys(_ object: [String: PanelValue]) -> [String] {
        object.keys.sorted { lhs, rhs in
            switch (keyRank[lhs], keyRank[rhs]) {
            case (let left?, let right?): return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return JSONWriter.utf8Less(lhs, rhs)
            }
        }
    }

    /// A key as JSON text.
    func key(_ text: String) -> String {
        var writer = JSONWriter()
        writer.write(string: text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// `value` as JSON text in this style: an object or array over several lines, each
    /// level one ``indentUnit`` deeper than `indent` (the indentation of the line the value
    /// starts on), when `multiline`; on one line otherwise. An array of scalars stays on
    /// one line.
    func text(_ value: PanelValue, indent: String, multiline: Bool) -> String {
        switch value {
        case .object(let object) where !object.isEmpty:
            let inner = indent + indentUnit
            let members = orderedKeys(object).map { name in
                key(name) + colon + text(object[name]!, indent: inner, multiline: multiline)
            }
            if multiline {
                return "{" + newline + inner + members.joined(separator: "," + newline + inner) + newline
                    + indent
                    + "}"
            }
            return "{" + members.joined(separator: comma) + "}"
        case .array(let items) where !items.isEmpty:
            let isFlat = items.allSatisfy {
                switch $0 {
                case .object, .array: return false
                default: return true
                }
            }
            let inner = indent + indentUnit
            let texts = items.map { text($0, indent: inner, multiline: multiline) }
            if multiline && !isFlat {
                return "[" + newline + inner + texts.joined(separator: "," + newline + inner) + newline
                    + indent
                    + "]"
            }
            return "[" + texts.joined(separator: comma) + "]"
        default:
            var writer = JSONWriter()
            writer.write(value)
            return String(decoding: writer.bytes, as: UTF8.self)
        }
    }
}
