import Foundation
@_spi(Internals) import PanelJSON
import TestSupport
import Testing

@testable import PanelTerminal

/// `tune`'s `w` edits the author's file in place: only the values and presets that changed.
@Suite struct TuneWriteBackTests {
    static let packageRoot = PackageRoot.directory

    /// Every panel document among the examples.
    static let exampleDocuments: [String] = {
        let examples = packageRoot.appendingPathComponent("Examples")
        let found = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".json") && !$0.contains(".build") }.sorted().map {
            examples.appendingPathComponent($0).path
        }
    }()

    private func temporaryCopy(of text: String) throws -> String {
        let path = NSTemporaryDirectory() + "panelkit-writeback-\(UInt32.random(in: 0...UInt32.max)).json"
        try TuneFile.writeAtomically(Array(text.utf8), to: path)
        return path
    }

    private func read(_ path: String) throws -> String {
        String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
    }

    /// The lines only in `old` and the lines only in `new`, by a longest common subsequence.
    private func lineDiff(_ old: String, _ new: String) -> (removed: [String], added: [String]) {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var removed: [String] = []
        var added: [String] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                added.append(b[j])
                j += 1
            } else {
                removed.append(a[i])
                i += 1
            }
        }
        return (removed, added)
    }

    /// A different value the control takes, if one of a few tries is accepted.
    private func edit(_ panel: Panel, _ id: NodeID, from value: PanelValue) -> PanelValue? {
        var candidates: [PanelValue] = []
        switch value {
        case .number(let number):
            candidates = [.number(number + 1), .number(number - 1), .number(number + 0.5)]
        case .bool(let flag): candidates = [.bool(!flag)]
        case .string(let text): candidates = ["#123456", .string(text + " edited")]
        default: return nil
        }
        for candidate in candidates {
            if let stored = try? panel.set(candidate, for: id), stored != value { return stored }
        }
        return nil
    }

    @Test func aRoundTripOnEachExampleChangesOnlyTheEditedValuesLines() throws {
        #expect(Self.exampleDocuments.count >= 4)
        for document in Self.exampleDocuments {
            let original = try read(document)
            let path = try temporaryCopy(of: original)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let file = TuneFile(path: path)
            let panel = try #require(file.load(io: RecordingIO().io), "\(document)")
            // Nothing edited: the file is left byte for byte.
            _ = try file.save(panel)
            #expect(try read(path) == original, "\(document)")
            // The values the file writes, each edited once.
            var parser = JSONParser(Array(original.utf8))
            guard case .object(let envelope) = try parser.parse(),
                case .object(let written)? = envelope["values"]
            else { continue }
            var edited: [NodeID: PanelValue] = [:]
            for key in written.keys.sorted() {
                let id = NodeID(key)
                if let value = panel.values[id], let new = edit(panel, id, from: value) { edited[id] = new }
            }
            #expect(!edited.isEmpty, "\(document)")
            _ = try file.save(panel)
            let after = try read(path)
            let (removed, added) = lineDiff(original, after)
            let keys = edited.keys.map { "\"\($0.rawValue)\":" }
            #expect(!removed.isEmpty && removed.count == added.count, "\(document)")
            for line in removed + added {
                #expect(keys.contains { line.contains($0) }, "\(document): \(line)")
            }
            let again = try #require(TuneFile(path: path).load(io: RecordingIO().io))
            for (id, value) in panel.values { #expect(again.values[id] == value, "\(document): \(id)") }
        }
    }

    static let pretty = """
        {
            "format": "panelkit",
            "version": 1,
            "root": {
                "kind": "panel",
                "children": [
                    {"kind": "slider", "id": "gravity", "range": [0, 20], "step": 0.1},
                    {"kind": "toggle", "id": "on"}
                ]
            },
            "values": {
                "gravity": 9.8
            }
        }

        """

    @Test func presetsAreInsertedInTheFilesStyleAndTheRestIsKept() throws {
        let path = try temporaryCopy(of: Self.pretty)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = TuneFile(path: path)
        let panel = try #require(file.load(io: RecordingIO().io))
        try panel.set(1.6, for: "gravity")
        _ = try panel.savePreset(named: "Moon")
        #expect(try file.save(panel) == "wrote \(path) (1 preset)")
        // The file as it was, with the base value edited and the presets after `values`.
        let tail = """
                    "gravity": 1.6
                },
                "presets": [
                    {
                        "name": "Moon",
                        "values": {
                            "gravity": 1.6,
                            "on": false
                        }
                    }
                ],
                "activePreset": "Moon"
            }

            """
        #expect(
            try read(path)
                == Self.pretty.replacingOccurrences(of: "        \"gravity\": 9.8\n    }\n}\n", with: tail))
        // A second save: the preset's value edited in place, the preset left active; then
        // it is deleted: the file comes back to the first text, with the new base value.
        try panel.set(1.7, for: "gravity")
        _ = try file.save(panel)
        #expect(try read(path).contains(#""gravity": 1.7,"#))
        try panel.deletePreset(id: try #require(panel.presets.first?.id))
        _ = try file.save(panel)
        let back = try read(path)
        let base = panel.baseValues["gravity"]
        #expect(base == 1.6)
        #expect(back == Self.pretty.replacingOccurrences(of: "9.8", with: "1.6"))
    }

    @Test func aMissingValuesMemberIsInsertedAfterTheRoot() throws {
        let text =
            "{\"format\": \"panelkit\", \"version\": 1, \"root\": {\"kind\": \"panel\", \"children\": [{\"kind\": \"toggle\", \"id\": \"on\"}]}}\n"
        let path = try temporaryCopy(of: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = TuneFile(path: path)
        let panel = try #require(file.load(io: RecordingIO().io))
        try panel.set(true, for: "on")
        _ = try file.save(panel)
        #expect(
            try read(path)
                == "{\"format\": \"panelkit\", \"version\": 1, \"root\": {\"kind\": \"panel\", \"children\": [{\"kind\": \"toggle\", \"id\": \"on\"}]}, \"values\": {\"on\": true}}\n"
        )
    }

    @Test func aFileThatIsNoLongerJSONIsMovedAsideOnlyOnRequest() throws {
        let path = try temporaryCopy(of: Self.pretty)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = TuneFile(path: path)
        let panel = try #require(file.load(io: RecordingIO().io))
        // A file that reads well is not moved.
        #expect(throws: FileError.self) { try file.recover(panel) }
        #expect(try read(path) == Self.pretty)
        try TuneFile.writeAtomically(Array("{ broken".utf8), to: path)
        try panel.set(2, for: "gravity")
        _ = try panel.savePreset(named: "Two")
        do {
            _ = try file.save(panel)
            Issue.record("a broken file was written over")
        } catch {
            #expect("\(error)".contains("W moves it aside"))
        }
        #expect(try read(path) == "{ broken")
        let done = try file.recover(panel)
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let asides = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.hasPrefix(name + ".corrupt-")
        }
        #expect(asides.count == 1)
        for aside in asides {
            let full = folder + "/" + aside
            defer { try? FileManager.default.removeItem(atPath: full) }
            #expect(try read(full) == "{ broken")
            #expect(done.contains(full))
        }
        // Written afresh in the writer's member order, with nothing computed, and the presets.
        let fresh = try read(path)
        let order = [
            "\"format\"", "\"version\"", "\"root\"", "\"values\"", "\"presets\"", "\"activePreset\"",
        ]
        let places = order.map { fresh.range(of: "\n  " + $0)?.lowerBound }
        #expect(places.allSatisfy { $0 != nil })
        #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted())
        #expect(!fresh.contains("accessibility"))
        let again = try #require(TuneFile(path: path).load(io: RecordingIO().io))
        #expect(again.baseValues["gravity"] == panel.baseValues["gravity"])
        #expect(again.presets.map(\.name) == ["Two"])
        #expect(again.values["gravity"] == 2)
        // From now on, w edits the new file in place: the active preset's value (the last
        // "gravity" in the file) and nothing else.
        try panel.set(3, for: "gravity")
        _ = try file.save(panel)
        let last = try #require(fresh.range(of: "\"gravity\": 2", options: .backwards))
        #expect(try read(path) == fresh.replacingCharacters(in: last, with: "\"gravity\": 3"))
    }

    @Test func renamedControlsTakeTheirOldValuesAndPresets() throws {
        let text = """
            {"format": "panelkit", "version": 1,
             "root": {"kind": "panel", "children": [
               {"kind": "slider", "id": "damping", "range": [0, 1], "modifiers": {"renamedFrom": ["drag"]}}
             ]},
             "values": {"drag": 0.2},
             "presets": [{"name": "A", "values": {"drag": 0.3}}]}
            """
        let path = try temporaryCopy(of: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let panel = try #require(TuneFile(path: path).load(io: RecordingIO().io))
        #expect(panel.values["damping"] == 0.2)
        #expect(panel.presets.first?.values["damping"] == 0.3)
        // The old id's value is the renamed control's: no warning, even under --strict.
        let recorder = RecordingIO()
        #expect(recorder.run("validate", "--strict", path) == 0, "\(recorder.stderr)")
    }

    @Test func presetsDeletedAndChangedInOneSaveEditTheRightEntries() throws {
        let text = """
            {"format": "panelkit", "version": 1,
             "root": {"kind": "panel", "children": [{"kind": "slider", "id": "g", "range": [0, 10]}]},
             "values": {"g": 1},
             "presets": [
               {"name": "A", "values": {"g": 2}},
               {"name": "B", "values": {"g": 3}},
               {"name": "C", "values": {"g": 4}}
             ],
             "activePreset": "A"}

            """
        let path = try temporaryCopy(of: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = TuneFile(path: path)
        let panel = try #require(file.load(io: RecordingIO().io))
        let ids = panel.presets.map(\.id)
        try panel.deletePreset(id: ids[0])
        try panel.loadPreset(id: ids[2])
        try panel.set(9, for: "g")
        _ = try file.save(panel)
        #expect(
            try read(path) == """
                {"format": "panelkit", "version": 1,
                 "root": {"kind": "panel", "children": [{"kind": "slider", "id": "g", "range": [0, 10]}]},
                 "values": {"g": 1},
                 "presets": [
                   {"name": "B", "values": {"g": 3}},
                   {"name": "C", "values": {"g": 9}}
                 ],
                 "activePreset": "C"}

                """)
    }
}
