import Foundation
import PanelCore

/// The JSON Schema (draft 2020-12) of PanelKit JSON: the envelope, every node kind, the
/// value forms of composite types and every message of the event protocol.
///
/// Its root accepts a document (an object with `format`) or a message (an object with `type`);
/// `#/$defs/envelope`, `#/$defs/node`, `#/$defs/inMessage`, `#/$defs/outMessage` and the
/// `#/$defs/kinds/…` and `#/$defs/messages/…` entries name the parts.
///
/// The schema checks shapes and types; what it cannot say (a range's minimum above its
/// maximum, duplicate ids, a value outside its control's range) is checked by
/// ``TreeDecoder``.
///
/// ```swift
/// print(try JSONSchema.text())   // what `panelkit schema` prints
/// ```
public enum JSONSchema {
    /// The schema as JSON text (pretty, ending with a newline).
    ///
    /// It is put together from resources of the `PanelJSON` target: `base.schema.json` (all but
    /// the kinds) and each registered kind's fragment, `kinds/<kind>.schema.json`, which goes
    /// under `#/$defs/kinds/<kind>` and gets its branch in `#/$defs/node` (`if` the kind is
    /// `<kind>`, `then` the fragment). Throws when the resources were not installed next to the
    /// program, naming the file missing or unreadable.
    ///
    /// ```swift
    /// let schema = try JSONSchema.text()
    /// ```
    public static func text() throws -> String {
        let base = try resource("base.schema.json")
        let fragments = try Element.knownKinds.map { kind in
            (kind, try resource("kinds/\(kind).schema.json"))
        }
        return try assemble(base: base, kinds: fragments)
    }

    /// The schema from the text of its base and of the kinds' fragments, in the order given:
    /// each fragment is written, indented, into the base's empty `"kinds": {}`, and a branch a
    /// kind into the node's empty `"allOf": []` (each must be in the base once). Written as
    /// text, not parsed and written again, so the schema keeps the order its authors gave its
    /// members. Throws when a fragment is not a JSON object (naming its file) or the base lacks
    /// either place.
    ///
    /// ```swift
    /// let text = try JSONSchema.assemble(base: base, kinds: [("slider", sliderFragment)])
    /// ```
    package static func assemble(base: String, kinds: [(name: String, fragment: String)]) throws -> String {
        var fragments: [String] = []
        var branches: [String] = []
        for (name, fragment) in kinds {
            var parser = JSONParser(Array(fragment.utf8))
            guard case .object = try? parser.parse() else {
                throw SchemaError(file: "kinds/\(name).schema.json", reason: "not a JSON object")
            }
            // A kind's name is letters and digits (as in a JavaScript name): nothing to escape.
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw SchemaError(
                    file: "kinds/\(name).schema.json", reason: "a kind is named by letters and digits")
            }
            let key = "\"\(name)\""
            let lines = fragment.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
            fragments.append("      \(key): " + lines.dropFirst(6))
            let reference = "\"#/$defs/kinds/\(name)\""
            branches.append(
                """
                        {
                          "if": {
                            "properties": {
                              "kind": {
                                "const": \(key)
                              }
                            },
                            "required": [
                              "kind"
                            ]
                          },
                          "then": {
                            "$ref": \(reference)
                          }
                        }
                """)
        }
        var text = try replacing(
            "\n    \"kinds\": {}", in: base,
            with: fragments.isEmpty
                ? "\n    \"kinds\": {}"
                : "\n    \"kinds\": {\n" + fragments.joined(separator: ",\n") + "\n    }")
        text = try replacing(
            "\n      \"allOf\": []", in: text,
            with: branches.isEmpty
                ? "\n      \"allOf\": []"
                : "\n      \"allOf\": [\n" + branches.joined(separator: ",\n") + "\n      ]")
        return text
    }

    /// `text` with its one occurrence of `place` replaced by `replacement`.
    private static func replacing(_ place: String, in text: String, with replacement: String) throws -> String
    {
        let parts = text.components(separatedBy: place)
        guard parts.count == 2 else {
            throw SchemaError(
                file: "base.schema.json",
                reason: "\(parts.count - 1) places \(place.dropFirst()) where the kinds go (it needs one)")
        }
        return parts[0] + replacement + parts[1]
    }

    /// The text of the resource at `path` in the target's bundle.
    private static func resource(_ path: String) throws -> String {
        let name = String(path.dropLast(".json".count))
        let folder = name.contains("/") ? String(name[..<name.lastIndex(of: "/")!]) : nil
        let file = folder.map { String(name.dropFirst($0.count + 1)) } ?? name
        guard let url = Bundle.module.url(forResource: file, withExtension: "json", subdirectory: folder),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            throw SchemaError(file: path, reason: "missing from the PanelJSON resources")
        }
        return text
    }
}
