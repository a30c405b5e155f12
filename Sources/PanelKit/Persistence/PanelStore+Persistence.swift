@_spi(Internals) import PanelJSON

/// The saved state a ``PanelStore`` holds: every panel of the last file it loaded or saved,
/// by key, so that a panel registering later takes its own.
struct SavedPanels: Sendable {
    /// Each panel's saved object (`panel`, `values`, `presets`, `activePresetID`), checked.
    var entries: [String: PanelValue] = [:]
    /// The file they came from.
    var path = ""
    /// What taking saved state changed in the panels, ids under their keys, since the last load.
    var report = ConfigurationReport()
}

extension PanelStore {
    /// The version of the store-file format this library writes; a file with a higher
    /// `schemaVersion` is refused (and never overwritten).
    ///
    /// ```swift
    /// PanelStore.fileSchemaVersion   // 1
    /// ```
    package static let fileSchemaVersion = 1

    /// What a corrupt store file is called in errors.
    static let storeFormat = "not a PanelKit store file"

    /// Saves every panel of the store — base values, presets and active preset, keyed by
    /// panel key and control id, never by position — to one file, atomically: a crash at
    /// any moment leaves the old file or the new one, whole.
    ///
    /// The file is JSON: `{"schemaVersion": 1, "panels": {"Card": {"panel": "Card",
    /// "values": {…}, "presets": […], "activePresetID": null}, …}}`, each panel's object the
    /// one ``Panel/save(to:)`` writes, without the version. Panels in the file (or loaded
    /// earlier) that are not in the store now keep their saved state: a save never loses a
    /// panel. An existing file that is corrupt or from a newer version is not overwritten:
    /// the error says so.
    ///
    /// ```swift
    /// try store.save(to: "panels.json")
    /// ```
    public func save(to path: String) throws(PersistenceError) {
        var panels: [String: PanelValue] = [:]
        if let existing = try AtomicFile.read(path) { panels = try PanelStore.readFile(existing, path: path) }
        for (key, entry) in saved.withLock({ $0.entries }) { panels[key] = entry }
        for (key, panel) in members { panels[key] = .object(panel.archiveEntry) }
        var writer = JSONWriter(pretty: true)
        writer.write(
            .object([
                "schemaVersion": .number(Double(PanelStore.fileSchemaVersion)), "panels": .object(panels),
            ]))
        try AtomicFile.write(writer.bytes + [UInt8(ascii: "\n")], to: path) {
            (replaced) throws(PersistenceError) in
            _ = try PanelStore.readFile(replaced, path: path)
        }
        saved.withLock { state in
            state.entries = panels
            state.path = path
        }
    }

    /// Loads a file written by ``save(to:)``: each panel in the store takes the saved state
    /// of its key (as ``Panel/load(from:)`` does: unknown ids dropped, values clamped or
    /// reset, one undo step, origin `load`), and a panel that registers later takes its own
    /// when it registers. Returns what changed, ids under their panel's key
    /// (`Card.radius: clamped 60 → 48`); ``loadReport`` adds the panels that came later.
    ///
    /// A missing file is a fresh start: nothing changes, and the store forgets any state
    /// it loaded before. A corrupt file (not JSON, a panel that is not an object, values
    /// that are not an object…) or one from a newer version throws an error naming the
    /// place (`$.panels.Card.values`), changes nothing and is left as it is; ``save(to:)``
    /// refuses to write over it.
    ///
    /// ```swift
    /// let store = PanelStore()
    /// let report = try store.load(from: "panels.json")   // before or after the panels are made
    /// let card = PanelState("Card", initial: Card(), store: store) { … }   // takes its saved values
    /// ```
    @discardableResult
    public func load(from path: String) throws(PersistenceError) -> ConfigurationReport {
        let panels: [String: PanelValue]
        if let bytes = try AtomicFile.read(path) {
            panels = try PanelStore.readFile(bytes, path: path)
        } else {
            panels = [:]
        }
        saved.withLock { state in
            state = SavedPanels(entries: panels, path: path)
        }
        var report = ConfigurationReport()
        for (key, panel) in members {
            report.entries += restoreSavedState(of: panel, key: key).entries
        }
        return report
    }

    /// Moves a store file that ``load(from:)`` and ``save(to:)`` refuse — corrupt, unreadable
    /// or from a newer version — aside, to `NAME.corrupt-YYYYMMDD-HHMMSS` in its folder (never
    /// deleted, never over another file), so that saving works again; returns where it went,
    /// or `nil` when the file is missing or reads well (nothing is moved). The panels keep
    /// their values.
    ///
    /// ```swift
    /// if (try? store.load(from: "panels.json")) == nil {
    ///     try store.moveCorruptFileAside(at: "panels.json")
    /// }
    /// try store.save(to: "panels.json")
    /// ```
    @discardableResult
    package func moveCorruptFileAside(at path: String) throws(PersistenceError) -> String? {
        try AtomicFile.moveAsideIfUnreadable(path) { (bytes) throws(PersistenceError) in
            _ = try PanelStore.readFile(bytes, path: path)
        }
    }

    /// What loading changed in the store's panels since the last ``load(from:)``, ids under
    /// their panel's key: the panels there at the load and those that registered later and
    /// took their saved state.
    ///
    /// ```swift
    /// if !store.loadReport.isEmpty { print(store.loadReport) }   // Card.gone: dropped 3 → none
    /// ```
    public var loadReport: ConfigurationReport { saved.withLock { $0.report } }

    /// The keys that have saved state (from the last file loaded or saved) but no panel in
    /// the store now, sorted: a panel not made yet, or one that no longer exists. Their
    /// state waits for a panel of that key, and ``save(to:)`` keeps it.
    ///
    /// ```swift
    /// try store.load(from: "panels.json")
    /// store.waitingKeys   // ["Shadow"] until a panel named "Shadow" is made
    /// ```
    public var waitingKeys: [String] {
        let keys = Set(members.map(\.key))
        return saved.withLock { $0.entries.keys.filter { !keys.contains($0) }.sorted() }
    }

    /// Brings the saved state of `key`, if any, into `panel`, and returns (and keeps in
    /// ``loadReport``) what changed, ids under the key.
    @discardableResult
    func restoreSavedState(of panel: Panel, key: String) -> ConfigurationReport {
        let found = saved.withLock { state in state.entries[key].map { ($0, state.path) } }
        guard let (entry, path) = found, case .object(let object) = entry,
            let state = try? Panel.readEntry(
                object, at: "$.panels.\(key)", path: path, format: PanelStore.storeFormat)
        else { return ConfigurationReport() }
        var report = ConfigurationReport()
        for item in panel.restore(state, path: path).entries {
            report.entries.append(
                .init(
                    id: NodeID(key + "." + item.id.rawValue), preset: item.preset, outcome: item.outcome,
                    oldValue: item.oldValue, newValue: item.newValue,
                    renamedFrom: item.renamedFrom.map { NodeID(key + "." + $0.rawValue) }))
        }
        saved.withLock { $0.report.entries += report.entries }
        return report
    }

    /// The panels of a store file, each checked, by key; throws naming the place when the
    /// file is not one, or is from a newer version.
    static func readFile(_ bytes: [UInt8], path: String) throws(PersistenceError) -> [String: PanelValue] {
        let value = try Panel.parseFile(bytes, path: path, format: storeFormat)
        let object = try Panel.readVersionedObject(
            value, path: path, format: storeFormat, version: fileSchemaVersion)
        guard case .object(let panels)? = object["panels"] else {
            throw PersistenceError(
                kind: .corrupt, path: path,
                message: "\(storeFormat): $.panels: expected an object of panels by key")
        }
        for key in panels.keys.sorted() {
            let entry = panels[key]!
            guard case .object(let fields) = entry else {
                throw PersistenceError(
                    kind: .corrupt, path: path,
                    message: "\(storeFormat): $.panels.\(key): expected an object, got \(entry.typeName)")
            }
            _ = try Panel.readEntry(fields, at: "$.panels.\(key)", path: path, format: storeFormat)
        }
        return panels
    }
}
