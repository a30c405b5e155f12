/// A panel document file that `panelkit tune` edits: read with its presets, written back
/// (on `w`) atomically with the base values, the presets and the active one.
///
/// Presets live in the envelope, beside `root` and `values`, where readers that do not know
/// them ignore them: `"presets": [{"name": "wide", "values": {…}}], "activePreset": "wide"`.
/// Writing goes to a temporary file in the same folder, is flushed to disk, then renamed over
/// the original, so a crash never leaves half a file.
struct TuneFile {
    let path: String

    /// Reads the file: the panel with its presets restored, or every problem.
    func load(io: CommandIO) -> Panel? {
        guard let document = PanelCommand.loadDocument(path, io: io) else { return nil }
        let panel = Panel(document)
        guard let bytes = try? FileIO.readFile(path, io: io) else { return panel }
        var parser = JSONParser(bytes)
        guard case .object(let envelope)? = try? parser.parse() else { return panel }
        var problems: [String] = []
        var restored: [(name: String, values: [String: PanelValue])] = []
        if let presets = envelope["presets"] {
            if case .array(let items) = presets {
                for (index, item) in items.enumerated() {
                    guard case .object(let preset) = item, case .string(let name)? = preset["name"],
                        case .object(let values)? = preset["values"]
                    else {
                        problems.append(
                            "$.presets[\(index)]: expected {\"name\": string, \"values\": object}")
                        continue
                    }
                    restored.append((name, values))
                }
            } else {
                problems.append("$.presets: expected an array")
            }
        }
        guard problems.isEmpty else {
            for problem in problems { io.printError("\(path): \(problem)") }
            return nil
        }
        // Each preset is made from its values, then the base values come back and the active
        // preset (if any) is loaded. Values a preset holds for controls that no longer exist
        // are dropped; the rest go through the validating path.
        let base = panel.values
        var ids: [String: String] = [:]
        for preset in restored {
            panel.clearActivePreset()
            for (id, value) in preset.values { _ = try? panel.set(value, for: NodeID(id)) }
            // A preset past the panel's limits is left out (as a value that no longer fits).
            ids[preset.name] = try? panel.savePreset(named: preset.name)
        }
        panel.clearActivePreset()
        for (id, value) in base { _ = try? panel.set(value, for: id) }
        if case .string(let active)? = envelope["activePreset"], let id = ids[active] {
            try? panel.loadPreset(id: id)
        }
        return panel
    }

    /// Writes the panel back: the tree, the base values, the presets and the active preset.
    func save(_ panel: Panel) throws -> String {
        let document = PanelDocument(root: panel.root, values: panel.baseValues)
        var parser = JSONParser(try JSONRenderer().encode(document))
        guard case .object(var envelope) = try parser.parse() else {
            throw FileError(name: path, reason: "the document did not encode as an object")
        }
        let presets = panel.presets
        envelope["presets"] = .array(
            presets.map { preset in
                var values: [String: PanelValue] = [:]
                for (id, value) in preset.values { values[id.rawValue] = value }
                return .object(["name": .string(preset.name), "values": .object(values)])
            })
        if let active = panel.activePresetID, let preset = presets.first(where: { $0.id == active }) {
            envelope["activePreset"] = .string(preset.name)
        }
        var writer = JSONWriter(pretty: true)
        writer.write(.object(envelope))
        try Self.writeAtomically(writer.bytes + [0x0A], to: path)
        return "wrote \(path) (\(presets.count) preset\(presets.count == 1 ? "" : "s"))"
    }

    /// Replaces the file at `path` whole, through PanelKit's `AtomicFile` (a temporary file
    /// in the same folder, flushed to the disk, renamed over `path`): a reader, or a crash,
    /// sees the old file or the new one, never part of one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw FileError(name: path, reason: error.message)
        }
    }
}
