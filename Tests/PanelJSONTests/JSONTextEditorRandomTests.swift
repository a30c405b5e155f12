import PanelCore
import TestSupport
import Testing

@_spi(Internals) @testable import PanelJSON

/// Random edits on randomly laid-out texts, against a model: after every edit the text is
/// JSON, it reads as the model does, and a value set equal to the one written leaves the
/// text as it was. (It found that an indentation was read from a separator that puts its
/// comma at the start of the next line.)
@Suite struct JSONTextEditorRandomTests {
    /// A random value a few levels deep, with keys that need escapes now and then.
    static func value(_ random: inout SplitMix64, depth: Int) -> PanelValue {
        switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &random) {
        case 0: return .number(Double(Int.random(in: -1000...1000, using: &random)) / 8)
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .string(["a", "é", "tab\t", "\"q\"", ""].randomElement(using: &random)!)
        case 3: return .null
        case 4:
            return .array(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in value(&random, depth: depth + 1) })
        default:
            var object: [String: PanelValue] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                object[key(&random)] = value(&random, depth: depth + 1)
            }
            return .object(object)
        }
    }

    static func key(_ random: inout SplitMix64) -> String {
        ["a", "b", "c", "motion.spring", "ü", "x y", "\n"].randomElement(using: &random)!
    }

    /// `value` as JSON text with random whitespace around every token, `\r\n` or `\n`, and
    /// some keys written with `\u` escapes.
    static func layout(_ value: PanelValue, _ random: inout SplitMix64, newline: String) -> String {
        func space() -> String {
            ["", " ", "  ", newline + "  ", "\t", newline].randomElement(using: &random)!
        }
        func key(_ text: String) -> String {
            if text == "a", Bool.random(using: &random) { return #""\u0061""# }
            var writer = JSONWriter()
            writer.write(string: text)
            return String(decoding: writer.bytes, as: UTF8.self)
        }
        switch value {
        case .object(let object):
            let members = JSONWriter.sortedKeys(object).shuffled(using: &random).map {
                space() + key($0) + space() + ":" + space() + layout(object[$0]!, &random, newline: newline)
                    + space()
            }
            return "{" + (members.isEmpty ? space() : members.joined(separator: ",")) + "}"
        case .array(let items):
            let texts = items.map { space() + layout($0, &random, newline: newline) + space() }
            return "[" + (texts.isEmpty ? space() : texts.joined(separator: ",")) + "]"
        default:
            var writer = JSONWriter()
            writer.write(value)
            return String(decoding: writer.bytes, as: UTF8.self)
        }
    }

    /// A path to an existing place of `value`, or one step past it (a missing member, the
    /// index after an array's end).
    static func path(in value: PanelValue, _ random: inout SplitMix64) -> [JSONTextEditor.Step] {
        var path: [JSONTextEditor.Step] = []
        var current = value
        while true {
            switch current {
            case .object(let object):
                if object.isEmpty || Int.random(in: 0..<3, using: &random) == 0 {
                    return path + [.key(key(&random))]
                }
                let name = object.keys.sorted().randomElement(using: &random)!
                path.append(.key(name))
                current = object[name]!
            case .array(let items):
                let index = Int.random(in: 0...items.count, using: &random)
                if index == items.count || Bool.random(using: &random) { return path + [.index(index)] }
                path.append(.index(index))
                current = items[index]
            default:
                return path
            }
        }
    }

    /// The model's edit: `value` at `path` (a member set or added, an item replaced or
    /// appended), or the member or item removed.
    static func apply(_ edit: PanelValue?, at path: ArraySlice<JSONTextEditor.Step>, to value: PanelValue)
        -> PanelValue?
    {
        guard let step = path.first else { return edit }
        switch (step, value) {
        case (.key(let key), .object(var object)):
            if path.count == 1 {
                object[key] = edit
            } else {
                guard let inner = object[key], let changed = apply(edit, at: path.dropFirst(), to: inner)
                else {
                    return nil
                }
                object[key] = changed
            }
            return .object(object)
        case (.index(let index), .array(var items)):
            if path.count == 1 {
                if let edit {
                    if index == items.count { items.append(edit) } else { items[index] = edit }
                } else if index < items.count {
                    items.remove(at: index)
                }
            } else {
                guard index < items.count, let changed = apply(edit, at: path.dropFirst(), to: items[index])
                else {
                    return nil
                }
                items[index] = changed
            }
            return .array(items)
        default:
            return nil
        }
    }

    @Test func randomEditsKeepTheTextValidAndInStepWithTheModel() throws {
        var random = SplitMix64(seed: 24)
        for round in 0..<400 {
            var model = PanelValue.object(["values": Self.value(&random, depth: 1)])
            let newline = Bool.random(using: &random) ? "\r\n" : "\n"
            let text = Self.layout(model, &random, newline: newline)
            var editor = try JSONTextEditor(Array(text.utf8))
            // Setting what is there changes nothing.
            try editor.set(model, at: [])
            #expect(editor.text == text, "round \(round)")
            for _ in 0..<6 {
                let path = Self.path(in: model, &random)
                guard !path.isEmpty else { continue }
                let remove = Int.random(in: 0..<4, using: &random) == 0
                let edit: PanelValue? = remove ? nil : Self.value(&random, depth: 2)
                guard let next = Self.apply(edit, at: path[...], to: model) else { continue }
                if let edit { try editor.set(edit, at: path) } else { editor.remove(at: path) }
                model = next
                var parser = JSONParser(editor.bytes)
                #expect(try parser.parse() == model, "round \(round): \(editor.text)")
                #expect(parser.duplicateKeys.isEmpty)
                if !text.contains("\r\n") { #expect(!editor.text.contains("\r\n"), "round \(round)") }
            }
        }
    }
}
