import Foundation
import PanelCore
import TestDocuments
import TestSupport
import Testing

@_spi(Internals) @testable import PanelJSON

@Suite struct SchemaTests {
    private func schema() throws -> PanelValue {
        var parser = JSONParser(Array(try JSONSchema.text().utf8))
        return try parser.parse()
    }

    @Test func namesDraft202012() throws {
        let schema = try schema()
        #expect(schema.object?["$schema"] == "https://json-schema.org/draft/2020-12/schema")
    }

    /// The node reaches each kind's fragment in the order the kinds are registered, and holds
    /// nothing else that names a kind.
    @Test func theNodeDispatchesOnEveryKindInOrder() throws {
        let branches = try schema().object?["$defs"]?.object?["node"]?.object?["allOf"]?.array ?? []
        let references = branches.map { $0.object?["then"]?.object?["$ref"]?.string }
        #expect(references == Element.knownKinds.map { "#/$defs/kinds/\($0)" })
        for (branch, kind) in zip(branches, Element.knownKinds) {
            #expect(branch.object?["if"]?.object?["properties"]?.object?["kind"] == ["const": .string(kind)])
        }
    }

    /// A control's fragment requires an id (the node says it needs one, in its own fragment);
    /// no fragment requires one where the decoder does not (a dialog's, a drawer root's and a
    /// floating button's need for one is left to the decoder).
    @Test func everyControlRequiresAnID() throws {
        let kinds = try schema().object?["$defs"]?.object?["kinds"]?.object ?? [:]
        var seen: Set<String> = []
        for node in Samples.everyKind.allNodes {
            let required = kinds[node.kind]?.object?["required"]?.array ?? []
            if node.element.isLabelledControl { #expect(required.contains("id"), "\(node.kind)") }
            if required.contains("id") { #expect(node.element.needsID, "\(node.kind)") }
            seen.insert(node.kind)
        }
        #expect(seen.isSuperset(of: Element.knownKinds))
    }

    /// Putting the schema together names the file at fault.
    @Test func assemblingNamesTheFileAtFault() throws {
        let base =
            "{\n  \"$defs\": {\n    \"node\": {\n      \"allOf\": []\n    },\n    \"kinds\": {}\n  }\n}\n"
        let one = try JSONSchema.assemble(base: base, kinds: [("slider", "{\n  \"type\": \"object\"\n}\n")])
        var parser = JSONParser(Array(one.utf8))
        let parsed = try parser.parse()
        #expect(parsed.object?["$defs"]?.object?["kinds"]?.object?["slider"] == ["type": "object"])
        #expect(throws: SchemaError(file: "kinds/slider.schema.json", reason: "not a JSON object")) {
            try JSONSchema.assemble(base: base, kinds: [("slider", "[1]")])
        }
        #expect(throws: SchemaError.self) {
            try JSONSchema.assemble(base: "{}", kinds: [("slider", "{}")])
        }
    }

    @Test func namesTheVersionDocumentsAreWrittenIn() throws {
        #expect(
            try schema().object?["$id"]
                == .string("urn:panelkit:schema:\(JSONFormat.majorVersion).\(JSONFormat.minorVersion)"))
    }

    @Test func describesEveryNodeKindThisVersionKnows() throws {
        let kinds = try schema().object?["$defs"]?.object?["kinds"]?.object ?? [:]
        #expect(Set(kinds.keys) == Set(Element.knownKinds))
    }

    @Test func describesEachKindWithTheNamesItsDescriptionKnows() throws {
        let kinds = try schema().object?["$defs"]?.object?["kinds"]?.object ?? [:]
        for kind in Element.knownKinds {
            let names = kinds[kind]?.object?["properties"]?.object?.keys.sorted() ?? []
            #expect(names == (Element.propertyNames(ofKind: kind) ?? []).sorted(), "\(kind)")
        }
    }

    @Test func describesEveryMessageOfTheEventProtocol() throws {
        let messages = try schema().object?["$defs"]?.object?["messages"]?.object ?? [:]
        #expect(
            Set(messages.keys) == [
                "set", "action", "preset.save", "preset.load", "preset.delete", "preset.rename",
                "preset.clear",
                "dialog.dismiss", "drawer.open", "drawer.close", "drawer.detent", "drawer.select",
                "drawer.scroll", "floatingButton.move", "ack",
                "reject", "patch",
                "hello", "edit", "undo", "redo", "reset", "folder.toggle", "tab.select", "resync", "welcome",
                "snapshot",
                "samples",
            ])
    }

    /// Sample messages of every type, as a frontend and PanelKit would write them.
    static let sampleMessages: [String: PanelValue] = [
        "set": ["type": "set", "seq": 1, "id": "motion.speed", "value": 1.25],
        "set-spring": ["type": "set", "seq": 2, "id": "motion.spring", "value": Spring.default.panelValue],
        "action": ["type": "action", "seq": 3, "id": "motion.shuffle"],
        "preset-save": ["type": "preset.save", "seq": 4, "name": "Bouncy"],
        "preset-load": ["type": "preset.load", "seq": 5, "preset": "preset-1"],
        "preset-delete": ["type": "preset.delete", "seq": 6, "preset": "preset-1"],
        "preset-clear": ["type": "preset.clear", "seq": 7],
        "dialog-dismiss": ["type": "dialog.dismiss", "seq": 8, "id": "confirm"],
        "ack": ["type": "ack", "seq": 1, "rev": 12, "value": 1.25],
        "ack-action": ["type": "ack", "seq": 3, "rev": 12],
        "reject": [
            "type": "reject", "seq": 9, "id": "radius", "message": "expected a number, got string \"big\"",
        ],
        "patch": ["type": "patch", "rev": 13, "values": ["motion.speed": 1.25, "enabled": false]],
    ]

    @Test func emitsSampleMessages() {
        for (name, message) in Self.sampleMessages {
            var writer = JSONWriter()
            writer.write(message)
            EmittedJSON.save(writer.bytes, group: "messages", name: name)
        }
    }

    /// Random documents checked by the independent validator right away (CI also checks
    /// every emitted document in a separate step).
    @Test(.enabled(if: Oracle.isEnabled, "needs PANELKIT_PYTHON with jsonschema"))
    func independentValidatorAcceptsRandomDocumentsAndRefusesBrokenOnes() throws {
        try #require(Oracle.python != nil, "CI=true but PANELKIT_PYTHON is not set")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "panelkit-schema-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var trees = RandomTrees(seed: 99)
        for index in 0..<60 {
            let bytes = try JSONRenderer(style: index.isMultiple(of: 2) ? .compact : .pretty).encode(
                trees.document())
            try Data(bytes).write(to: folder.appendingPathComponent("doc\(index).json"))
        }
        for (name, message) in Self.sampleMessages {
            var writer = JSONWriter()
            writer.write(message)
            try Data(writer.bytes).write(to: folder.appendingPathComponent("message-\(name).json"))
        }
        // The schema as shipped, beside the folder of documents (not in it).
        let schema = folder.appendingPathExtension("schema.json")
        try Data(try JSONSchema.text().utf8).write(to: schema)
        defer { try? FileManager.default.removeItem(at: schema) }
        let run = try Oracle.run(
            "Scripts/oracles/jsonschema_check.py",
            arguments: [
                schema.path, "--valid", folder.path, "--invalid",
                BrokenDocumentTests.folder.path,
            ])
        let output = run.text
        #expect(run.status == 0, "\(output)")
        #expect(output.contains("72 documents valid as expected"), "\(output)")
    }
}
