import PanelCore

/// Changes values inside a JSON text in place, keeping every other byte as the author wrote
/// it: member order, indentation, spacing, line endings, escapes in keys, numbers spelled
/// `1.50` or `1e3`. Only the text of a value that changes is rewritten; a member or an item
/// that is added is laid out like its siblings (see the JSON article's "Write-back").
///
/// The text is read with byte ranges for every value (the way round-trip editors such as
/// tomlkit or ruamel.yaml keep a document), and each edit replaces the text at one range.
/// Setting an object over an object edits member by member, so changing one field of a
/// spring rewrites only that field.
///
/// ```swift
/// var editor = try JSONTextEditor(Array(#"{ "values" : { "gravity" : 9.8 } }"#.utf8))
/// try editor.set(3.7, at: ["values", "gravity"])
/// try editor.set(0.3, at: ["values", "damping"])
/// editor.text   // { "values" : { "gravity" : 3.7, "damping" : 0.3 } }
/// ```
package struct JSONTextEditor: Sendable {
    /// One step of a path into the text: an object member or an array item.
    ///
    /// ```swift
    /// let path: [JSONTextEditor.Step] = ["presets", 0, "values"]
    /// ```
    package enum Step: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
        CustomStringConvertible
    {
        /// The member of an object with this key.
        ///
        /// ```swift
        /// let step = JSONTextEditor.Step.key("values")   // or the literal "values"
        /// ```
        case key(String)
        /// The item of an array at this index.
        ///
        /// ```swift
        /// let step = JSONTextEditor.Step.index(0)   // or the literal 0
        /// ```
        case index(Int)

        /// A member step from a literal.
        ///
        /// ```swift
        /// let step: JSONTextEditor.Step = "values"
        /// ```
        package init(stringLiteral value: String) { self = .key(value) }

        /// An item step from a literal.
        ///
        /// ```swift
        /// let step: JSONTextEditor.Step = 0
        /// ```
        package init(integerLiteral value: Int) { self = .index(value) }

        /// `.key` or `[0]`, as in a JSON path.
        ///
        /// ```swift
        /// JSONTextEditor.Step.key("values").description   // ".values"
        /// JSONTextEditor.Step.index(0).description        // "[0]"
        /// ```
        package var description: String {
            switch self {
            case .key(let key): return JSONPath.member("", key)
            case .index(let index): return "[\(index)]"
            }
        }
    }

    /// The text as it is now.
    ///
    /// ```swift
    /// var editor = try JSONTextEditor(Array(#"{"speed": 1}"#.utf8))
    /// try editor.set(2, at: ["speed"])
    /// String(decoding: editor.bytes, as: UTF8.self)   // {"speed": 2}
    /// ```
    package private(set) var bytes: [UInt8]
    private var root: JSONSpan
    private var style: JSONTextStyle

    /// Member names in the order objects the editor writes (or members it inserts) take
    /// them; other names come after, by UTF-8 bytes, and an inserted member goes after the
    /// last sibling that comes before it in this order (at the end otherwise).
    ///
    /// ```swift
    /// editor.memberOrder = ["format", "version", "root", "values", "presets", "activePreset"]
    /// ```
    package var memberOrder: [String] = [] {
        didSet {
            style.keyRank = [:]
            for (rank, name) in memberOrder.enumerated() where style.keyRank[name] == nil {
                style.keyRank[name] = rank
            }
        }
    }

    /// Reads a JSON text; throws the `JSONParser`'s problem when it is not valid JSON, or
    /// repeats a key (an edit of such an object would be ambiguous).
    ///
    /// ```swift
    /// let editor = try JSONTextEditor(Array(text.utf8))
    /// ```
    package init(_ bytes: [UInt8]) throws(JSONProblem) {
        var parser = JSONParser(bytes)
        _ = try parser.parse()
        if let repeated = parser.duplicateKeys.first { throw repeated }
        self.bytes = bytes
        root = JSONSpan.scan(bytes)
        style = JSONTextStyle(of: bytes, root: root)
    }

    /// The text as it is now, as a string.
    ///
    /// ```swift
    /// print(editor.text)
    /// ```
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The value at `path`, or `nil` when there is none.
    ///
    /// ```swift
    /// editor.value(at: ["values", "gravity"])   // 9.8
    /// ```
    package func value(at path: [Step]) -> PanelValue? {
        span(at: path).map(decode)
    }

    /// Sets the value at `path`. An existing value that is equal is left as written; one
    /// that differs has its text replaced (an object over an object member by member, the
    /// members `value` lacks removed); a missing member is inserted in the style of its
    /// siblings, and an index one past an array's end appends. Throws, changing nothing,
    /// when the place above `path` does not exist or is not an object (or array).
    ///
    /// ```swift
    /// try editor.set(["mass": 1, "stiffness": 200], at: ["values", "spring"])
    /// ```
    package mutating func set(_ value: PanelValue, at path: [Step]) throws(JSONProblem) {
        guard let last = path.last else {
            replace(root, with: value, at: [], multiline: bytes.contains(0x0A))
            return
        }
        let parentPath = Array(path.dropLast())
        guard let parent = span(at: parentPath) else { throw missing(parentPath) }
        let multiline = isMultiline(parent)
        // An empty object or array takes its first member on several lines when the
        // container around it is written on several lines.
        let outer = parentPath.isEmpty ? root : span(at: parentPath.dropLast()) ?? root
        let isOuterMultiline = isMultiline(outer)
        switch (last, parent.shape) {
        case (.key(let key), .object):
            if let member = parent.member(key) {
                replace(member.value, with: value, at: path, multiline: multiline)
            } else {
                insert(key: key, value: value, into: parent, emptyMultiline: isOuterMultiline)
            }
        case (.index(let index), .array(let items)) where index >= 0 && index <= items.count:
            if index < items.count {
                replace(items[index], with: value, at: path, multiline: multiline)
            } else {
                append(value, to: parent, emptyMultiline: isOuterMultiline)
            }
        case (.key, _):
            throw JSONProblem(
                path: pathText(parentPath), message: "expected an object, to set member \(last)")
        case (.index, _):
            throw JSONProblem(path: pathText(path), message: "no such item to set")
        }
    }

    /// Removes the member or item at `path` with the separator before it (after it, for
    /// the first), leaving the rest of the text as it was; nothing happens when there is none.
    ///
    /// ```swift
    /// editor.remove(at: ["activePreset"])
    /// ```
    package mutating func remove(at path: [Step]) {
        guard let last = path.last, let parent = span(at: Array(path.dropLast())) else { return }
        var ranges: [Range<Int>] = []
        var index: Int?
        switch (last, parent.shape) {
        case (.key(let key), .object(let members)):
            ranges = members.map { $0.keyRange.lowerBound..<$0.value.range.upperBound }
            index = members.lastIndex { $0.key == key }
        case (.index(let item), .array(let items)) where item >= 0 && item < items.count:
            ranges = items.map(\.range)
            index = item
        default: return
        }
        guard let index else { return }
        let removed: Range<Int>
        if ranges.count == 1 {
            splice(parent.range, with: isArray(parent) ? "[]" : "{}")
            return
        } else if index > 0 {
            removed = ranges[index - 1].upperBound..<ranges[index].upperBound
        } else {
            removed = ranges[0].lowerBound..<ranges[1].lowerBound
        }
        splice(removed, with: "")
    }

    // MARK: Places

    private func span(at path: [Step]) -> JSONSpan? {
        var current = root
        for step in path {
            switch (step, current.shape) {
            case (.key(let key), .object):
                guard let member = current.member(key) else { return nil }
                current = member.value
            case (.index(let index), .array(let items)) where index >= 0 && index < items.count:
                current = items[index]
            default: return nil
            }
        }
        return current
    }

    private func decode(_ span: JSONSpan) -> PanelValue {
        var parser = JSONParser(Array(bytes[span.range]))
        return (try? parser.parse()) ?? .null
    }

    private func pathText(_ path: [Step]) -> String {
        "$" + path.map(\.description).joined()
    }

    private func missing(_ path: [Step]) -> JSONProblem {
        JSONProblem(path: pathText(path), message: "no such place in the text")
    }

    private func isMultiline(_ span: JSONSpan) -> Bool {
        bytes[span.range].contains(0x0A)
    }

    private func isArray(_ span: JSONSpan) -> Bool {
        if case .array = span.shape { return true }
        return false
    }

    /// The leading whitespace of the line that holds `offset`.
    private func lineIndent(at offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < offset, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// What follows the last line break of a separator, or the line's indent at `offset`
    /// when the separator has none.
    private func indent(after separator: String, at offset: Int) -> String {
        let utf8 = Array(separator.utf8)
        if let newline = utf8.lastIndex(of: 0x0A) {
            let indent = utf8[(newline + 1)...].prefix { $0 == 0x20 || $0 == 0x09 }
            return String(decoding: indent, as: UTF8.self)
        }
        return lineIndent(at: offset)
    }

    // MARK: Edits

    private mutating func splice(_ range: Range<Int>, with text: String) {
        bytes.replaceSubrange(range, with: Array(text.utf8))
        root = JSONSpan.scan(bytes)
    }

    private mutating func replace(_ span: JSONSpan, with value: PanelValue, at path: [Step], multiline: Bool)
    {
        let old = decode(span)
        guard old != value else { return }
        if case .object(let new) = value, case .object(let members) = span.shape {
            for key in style.orderedKeys(new) {
                // The place exists (it is this object), so setting a member cannot fail.
                try? set(new[key]!, at: path + [.key(key)])
            }
            for member in members where new[member.key] == nil { remove(at: path + [.key(member.key)]) }
            return
        }
        let text = style.text(
            value, indent: lineIndent(at: span.range.lowerBound), multiline: multiline || isMultiline(span))
        splice(span.range, with: text)
    }

    /// The text between two siblings, comma included: as written between the last two, or
    /// a comma and the whitespace after the opening bracket when there is one sibling.
    private func separator(_ container: JSONSpan, _ starts: [Range<Int>], _ ends: [Range<Int>], at index: Int)
        -> String
    {
        if starts.count >= 2 {
            let next = min(index + 1, starts.count - 1)
            return String(decoding: bytes[ends[next - 1].upperBound..<starts[next].lowerBound], as: UTF8.self)
        }
        return ","
            + String(decoding: bytes[(container.range.lowerBound + 1)..<starts[0].lowerBound], as: UTF8.self)
    }

    private mutating func insert(key: String, value: PanelValue, into object: JSONSpan, emptyMultiline: Bool)
    {
        guard case .object(let members) = object.shape, let last = members.last else {
            let text = style.text(
                .object([key: value]), indent: lineIndent(at: object.range.lowerBound),
                multiline: emptyMultiline)
            splice(object.range, with: text)
            return
        }
        // After the last sibling that comes before the key in `memberOrder`, else at the end.
        var after = members.count - 1
        if let rank = style.keyRank[key] {
            let earlier = members.lastIndex { style.keyRank[$0.key].map { $0 < rank } ?? false }
            let later = members.firstIndex { style.keyRank[$0.key].map { $0 > rank } ?? false }
            if let earlier {
                after = earlier
            } else if let later, later > 0 {
                after = later - 1
            }
        }
        let separator = separator(object, members.map(\.keyRange), members.map(\.value.range), at: after)
        let colon = String(
            decoding: bytes[last.keyRange.upperBound..<last.value.range.lowerBound], as: UTF8.self)
        let indent = indent(after: separator, at: last.keyRange.lowerBound)
        let text =
            separator + style.key(key) + colon
            + style.text(value, indent: indent, multiline: isMultiline(object))
        let end = members[after].value.range.upperBound
        splice(end..<end, with: text)
    }

    private mutating func append(_ value: PanelValue, to array: JSONSpan, emptyMultiline: Bool) {
        guard case .array(let items) = array.shape, let last = items.last else {
            let text = style.text(
                .array([value]), indent: lineIndent(at: array.range.lowerBound), multiline: emptyMultiline)
            splice(array.range, with: text)
            return
        }
        let ranges = items.map(\.range)
        let separator = separator(array, ranges, ranges, at: items.count - 1)
        let indent = indent(after: separator, at: last.range.lowerBound)
        let text = separator + style.text(value, indent: indent, multiline: isMultiline(array))
        splice(last.range.upperBound..<last.range.upperBound, with: text)
    }
}
