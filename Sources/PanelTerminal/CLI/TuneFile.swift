@_spi(Internals) import PanelJSON
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A panel document file that `panelkit tune` edits: read with its presets, and written back
/// (on `w`) by editing the author's text in place — only the values and presets that changed
/// since the file was read (or last written) are touched, every other byte stays as it was
/// (member order, indentation, spacing, line endings), and nothing computed is added.
///
/// Presets live in the envelope, beside `root` and `values`, where readers that do not know
/// them ignore them: `"presets": [{"name": "wide", "values": {…}}], "activePreset": "wide"`.
/// Writing goes to a temporary file in the same folder, is flushed to disk, then renamed over
/// the original, so a crash never leaves half a file.
final class TuneFile: Sendable {
    let path: String
    /// Whether `w` writes a file this user may not write (`tune --force`, vim's `:w!`).
    let force: Bool

    /// What the file holds, as the panel read it: the base values, and each preset of the
    /// file's `presets` array, in its order, under the id the panel gave it.
    private struct Baseline: Sendable {
        var values = ValueMap()
        var presets: [Preset] = []
        var activePreset: String?
    }

    private let baseline = Mutex(Baseline())
    private let readWarnings = Mutex<[String]>([])

    /// The warnings reading the file gave (an unknown kind or property, a value for an id not
    /// in the tree), each prefixed by the path: the session shows them on start.
    var warnings: [String] { readWarnings.withLock { $0 } }

    /// The member order of what write-back inserts: the envelope's documented order, a
    /// preset's name before its values.
    static let memberOrder = ["format", "version", "name", "root", "values", "presets", "activePreset"]

    init(path: String, force: Bool = false) {
        self.path = path
        self.force = force
    }

    /// Throws, before anything is moved or written, when this user may not write the file
    /// and `--force` was not given (as an editor refuses to write a read-only file; the
    /// atomic rename would go around its permission). The message says how to go on.
    private func checkWritable() throws(FileError) {
        guard !force, let refusal = AtomicFile.writeRefusal(path) else { return }
        throw FileError(
            name: path,
            reason:
                "not written: \(refusal); make it writable (chmod u+w) and press w again, or open it with tune --force"
        )
    }

    /// Reads the file: the panel with its presets restored, or every problem.
    func load(io: CommandIO) -> Panel? {
        guard let decoded = PanelCommand.loadDocument(path, io: io, decoder: TreeDecoder()) else {
            return nil
        }
        readWarnings.withLock { $0 = decoded.warnings.map { "\(path): \($0)" } }
        let panel = Panel(decoded.document)
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
        // Values under an id a control had before (its `renamedFrom`) move to its id.
        if case .object(let written)? = envelope["values"] {
            for entry in panel.migratingRenames(written).1.entries {
                if let value = entry.newValue { _ = try? panel.set(value, for: entry.id) }
            }
        }
        // Each preset is made from its values, then the base values come back and the active
        // preset (if any) is loaded. Values a preset holds for controls that no longer exist
        // are dropped; the rest go through the validating path.
        let base = panel.values
        var ids: [String: String] = [:]
        var order: [String] = []
        for preset in restored {
            panel.clearActivePreset()
            for (id, value) in panel.migratingRenames(preset.values).0 { _ = try? panel.set(value, for: id) }
            // A preset past the panel's limits is left out (as a value that no longer fits).
            guard let id = try? panel.savePreset(named: preset.name) else { continue }
            ids[preset.name] = ids[preset.name] ?? id
            order.append(id)
        }
        panel.clearActivePreset()
        for (id, value) in base { _ = try? panel.set(value, for: id) }
        var active: String?
        if case .string(let name)? = envelope["activePreset"], let id = ids[name] {
            try? panel.loadPreset(id: id)
            active = name
        }
        let presets = panel.presets
        baseline.withLock {
            $0 = Baseline(
                values: panel.baseValues,
                presets: order.compactMap { id in presets.first { $0.id == id } }, activePreset: active)
        }
        return panel
    }

    /// What writing now would change in the file (`unsaved changes to PATH`), or `nil` when
    /// the panel holds what the file holds: its base values, presets (names and values, in
    /// order) and active preset, compared with what was read or last written.
    func unsavedChanges(_ panel: Panel) -> String? {
        let written = baseline.withLock { $0 }
        let presets = panel.presets
        let active = panel.activePresetID.flatMap { id in presets.first { $0.id == id }?.name }
        let same =
            panel.baseValues == written.values && active == written.activePreset
            && presets.map { [$0.id, $0.name] } == written.presets.map { [$0.id, $0.name] }
            && zip(presets, written.presets).allSatisfy { $0.values == $1.values }
        return same ? nil : "unsaved changes to \(path)"
    }

    /// Writes what changed since the file was read (or last written) into the file's own
    /// text: changed base values, presets saved, renamed, changed or deleted, the active
    /// preset. A file that is gone is written afresh. Throws, leaving the file as it is, when
    /// the file on disk can no longer be read as JSON (``recover(_:)`` moves it aside).
    func save(_ panel: Panel) throws -> String {
        let found: [UInt8]?
        do {
            found = try AtomicFile.read(path)
        } catch {
            throw FileError(name: path, reason: "\(error.message); W moves it aside and writes it afresh")
        }
        guard let bytes = found else { return try writeAfresh(panel, movedTo: nil) }
        let (edited, next) = try baseline.withLock { (old) throws -> ([UInt8], Baseline) in
            var editor: JSONTextEditor
            do {
                editor = try JSONTextEditor(bytes)
            } catch {
                throw FileError(
                    name: path,
                    reason:
                        "not overwritten: the file on disk is no longer JSON (\(error)); W moves it aside and writes it afresh"
                )
            }
            let next = try Self.edit(&editor, from: old, to: panel)
            return (editor.bytes, next)
        }
        if edited != bytes {
            try checkWritable()
            try Self.writeAtomically(edited, to: path, force: force)
        }
        baseline.withLock { $0 = next }
        let count = next.presets.count
        let changes = edited == bytes ? "no changes" : "\(count) preset\(count == 1 ? "" : "s")"
        return "wrote \(path) (\(changes))"
    }

    /// When the file on disk can no longer be read as JSON (or read at all), moves it aside
    /// to `NAME.corrupt-YYYYMMDD-HHMMSS` — never deleting it — and writes the panel afresh;
    /// throws, changing nothing, when the file reads well (``save(_:)`` edits it then).
    func recover(_ panel: Panel) throws -> String {
        var readable = false
        if let bytes = try? AtomicFile.read(path) { readable = (try? JSONTextEditor(bytes)) != nil }
        if readable {
            throw FileError(name: path, reason: "the file reads well: nothing to move aside (w writes it)")
        }
        try checkWritable()
        var aside: String?
        if isPresent {
            do {
                aside = try AtomicFile.moveAside(path)
            } catch {
                throw FileError(name: path, reason: error.message)
            }
        }
        return try writeAfresh(panel, movedTo: aside)
    }

    /// Whether something is at the path (a file that may not be readable).
    private var isPresent: Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Writes the panel as a new file: the document as the JSON writer lays it out (the
    /// documented member order, no computed members), then the presets and the active one.
    private func writeAfresh(_ panel: Panel, movedTo aside: String?) throws -> String {
        let document = PanelDocument(root: panel.root, values: panel.baseValues)
        var editor = try JSONTextEditor(
            try JSONRenderer(style: .pretty, describesAccessibility: false).encode(document))
        let next = try Self.edit(&editor, from: Baseline(values: panel.baseValues), to: panel)
        try Self.writeAtomically(editor.bytes, to: path, force: force)
        baseline.withLock { $0 = next }
        let count = next.presets.count
        let moved = aside.map { "moved the unreadable file to \($0); " } ?? ""
        return "\(moved)wrote \(path) afresh (\(count) preset\(count == 1 ? "" : "s"))"
    }

    /// Edits the text from what `old` says it holds to the panel's state; returns what the
    /// text holds after.
    private static func edit(_ editor: inout JSONTextEditor, from old: Baseline, to panel: Panel) throws
        -> Baseline
    {
        editor.memberOrder = memberOrder
        let values = panel.baseValues
        try editor.updateValues(from: old.values, to: values, at: ["values"])
        let current = panel.presets
        var kept: [Preset] = []
        var removed: [Int] = []
        for (index, preset) in old.presets.enumerated() {
            guard let now = current.first(where: { $0.id == preset.id }) else {
                removed.append(index)
                continue
            }
            let place: [JSONTextEditor.Step] = ["presets", .index(index)]
            if now.name != preset.name { try editor.set(.string(now.name), at: place + ["name"]) }
            try editor.updateValues(from: preset.values, to: now.values, at: place + ["values"])
            kept.append(now)
        }
        for index in removed.reversed() { editor.remove(at: ["presets", .index(index)]) }
        let added = current.filter { preset in !old.presets.contains { $0.id == preset.id } }
        if !added.isEmpty, editor.value(at: ["presets"]) == nil { try editor.set([], at: ["presets"]) }
        editor.memberOrder = memberOrder + values.ids.map(\.rawValue)
        for preset in added {
            var object: [String: PanelValue] = [:]
            for (id, value) in preset.values { object[id.rawValue] = value }
            try editor.set(
                ["name": .string(preset.name), "values": .object(object)],
                at: ["presets", .index(kept.count)])
            kept.append(preset)
        }
        if removed.count == old.presets.count, added.isEmpty, !old.presets.isEmpty {
            // Every preset deleted: the empty array goes too.
            editor.remove(at: ["presets"])
        }
        let active = panel.activePresetID.flatMap { id in current.first { $0.id == id }?.name }
        if active != old.activePreset {
            if let active {
                try editor.set(.string(active), at: ["activePreset"])
            } else {
                editor.remove(at: ["activePreset"])
            }
        }
        return Baseline(values: values, presets: kept, activePreset: active)
    }

    /// Replaces the file at `path` whole, through PanelKit's `AtomicFile` (a temporary file
    /// in the same folder, flushed to the disk, renamed over `path`): a reader, or a crash,
    /// sees the old file or the new one, never part of one.
    static func writeAtomically(_ bytes: [UInt8], to path: String, force: Bool = false) throws(FileError) {
        do {
            try AtomicFile.write(bytes, to: path, overridingReadOnly: force)
        } catch {
            throw FileError(name: path, reason: error.message)
        }
    }
}
