import Foundation
import PanelCore
import TestSupport
import Testing

@testable import PanelJSON

@Suite struct SchemaTests {
    private func schema() throws -> PanelValue {
        var parser = JSONParser(Array(try JSONSchema.text().utf8))
        return try parser.parse()
    }

    @Test func shipsAsAResourceAndNamesDraft202012() throws {
        let schema = try schema()
        #expect(schema.object?["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(JSONSchema.url?.lastPathComponent == JSONSchema.fileName)
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
        let run = try Oracle.run(
            "Scripts/oracles/jsonschema_check.py",
            arguments: [
                try #require(JSONSchema.url).path, "--valid", folder.path, "--invalid",
                BrokenDocumentTests.folder.path,
            ])
        let output = run.text
        #expect(run.status == 0, "\(output)")
        #expect(output.contains("72 documents valid as expected"), "\(output)")
    }
}
