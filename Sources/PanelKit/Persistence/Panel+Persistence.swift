@_spi(Internals) import PanelJSON

extension Panel {
    /// The version of the values-file format this library writes; a file with a higher
    /// `schemaVersion` is refused (and never overwritten).
    ///
    /// ```swift
    /// Panel.fileSchemaVersion   // 1
    /// ```
    package static let fileSchemaVersion = 1

    /// Saves the base values, the presets and the active preset to `path`, keyed by control
    /// id (never by position), atomically: a crash at any moment leaves the old file or the
    /// new one, whole.
    ///
    /// The file is JSON: `{"schemaVersion": 1, "panel": "Card", "values": {…},
    /// "presets": [{"id", "name", "values"}], "activePresetID": "preset-1" | null}`. An
    /// existing file that is corrupt or from a newer version is not overwritten: the error
    /// says so.
    ///
    /// ```swift
    /// try panel.save(to: "card.panel.json")
    /// ```
    public func save(to path: String) throws(PersistenceError) {
        if let existing = try AtomicFile.read(path) { _ = try Panel.readFile(existing, path: path) }
        var writer = JSONWriter(pretty: true)
        writer.write(archive)
        // Checked again as it is replaced: a file that turned corrupt meanwhile is kept.
        try AtomicFile.write(writer.bytes + [UInt8(ascii: "\n")], to: path) {
            (replaced) throws(PersistenceError) in
            _ = try Panel.readFile(replaced, path: path)
        }
    }

    /// Loads values and presets saved by ``save(to:)`` into the current controls: unknown
    /// ids are dropped, values clamped or reset, missing ones take their initial values, and
    /// the report says what changed. A missing file changes nothing (the first run). One
    /// undo step; observers see origin `load`.
    ///
    /// Throws (and changes nothing) when the file is corrupt or from a newer version.
    ///
    /// ```swift
    /// let report = try panel.load(from: "card.panel.json")
    /// if !report.isEmpty { print(report) }
    /// ```
    @discardableResult
    public func load(from path: String) throws(PersistenceError) -> ConfigurationReport {
        guard let bytes = try AtomicFile.read(path) else { return ConfigurationReport() }
        return restore(try Panel.readFile(bytes, path: path), path: path)
    }

    /// Moves a saved file that ``load(from:)`` and ``save(to:)`` refuse — corrupt, unreadable
    /// or from a newer version — aside, to `NAME.corrupt-YYYYMMDD-HHMMSS` in its folder (never
    /// deleted, never over another file), so that saving works again; returns where it went,
    /// or `nil` when the file is missing or reads well (nothing is moved). The panel's values
    /// are not touched. A ``PanelState`` does it through its ``PanelState/panel``.
    ///
    /// ```swift
    /// do {
    ///     try panel.load(from: "card.panel.json")
    /// } catch {
    ///     if let aside = try panel.moveCorruptFileAside(at: "card.panel.json") { print("kept as \(aside)") }
    /// }
    /// try panel.save(to: "card.panel.json")
    /// ```
    @discardableResult
    package func moveCorruptFileAside(at path: String) throws(PersistenceError) -> String? {
        try AtomicFile.moveAsideIfUnreadable(path) { (bytes) throws(PersistenceError) in
            _ = try Panel.readFile(bytes, path: path)
        }
    }

    /// The saved form: the file's version, then ``archiveEntry``.
    var archive: PanelValue {
        var object = archiveEntry
        object["schemaVersion"] = .number(Double(Panel.fileSchemaVersion))
        return .object(object)
    }

    /// The saved form without the version (a store file holds one per panel): name, base
    /// values, presets, active preset.
    var archiveEntry: [String: PanelValue] {
        storage.withLock { state in
            func object(_ values: ValueMap) -> PanelValue {
                var out: [String: PanelValue] = [:]
                for (id, value) in values { out[id.rawValue] = value }
                return .object(out)
            }
            let presets = state.currentPresets.map { preset -> PanelValue in
                ["id": .string(preset.id), "name": .string(preset.name), "values": object(preset.values)]
            }
            return [
                "panel": .string(state.name), "values": object(state.baseValues), "presets": .array(presets),
                "activePresetID": state.activePresetID.map(PanelValue.string) ?? .null,
            ]
        }
    }

    /// The contents of a saved file.
    struct SavedState {
        var values: ValueMap
        var presets: [Preset]
        var activePresetID: String?
    }

    static func readFile(_ bytes: [UInt8], path: String) throws(PersistenceError) -> SavedState {
        try readArchive(parseFile(bytes, path: path, format: valuesFormat), path: path)
    }

    /// What a corrupt values file is called in errors.
    static let valuesFormat = "not a PanelKit values file"

    /// The JSON of a saved file, or an error saying it is `format` and where it breaks.
    static func parseFile(_ bytes: [UInt8], path: String, format: String) throws(PersistenceError)
        -> PanelValue
    {
        var parser = JSONParser(bytes)
        let value: PanelValue
        do {
            value = try parser.parse()
        } catch {
            throw PersistenceError(kind: .corrupt, path: path, message: "\(format): \(error)")
        }
        // A repeated key is corrupt too (which value was meant is unknown), as `validate` says.
        if let repeated = parser.duplicateKeys.first {
            throw PersistenceError(kind: .corrupt, path: path, message: "\(format): \(repeated)")
        }
        return value
    }

    static func readArchive(_ value: PanelValue, path: String) throws(PersistenceError) -> SavedState {
        let object = try readVersionedObject(
            value, path: path, format: valuesFormat, version: fileSchemaVersion)
        return try readEntry(object, at: "$", path: path, format: valuesFormat)
    }

    /// The top-level object of a saved file whose `schemaVersion` is at most `version`;
    /// a higher one is an error of kind `newerVersion`.
    static func readVersionedObject(
        _ value: PanelValue, path: String, format: String, version supported: Int
    ) throws(PersistenceError) -> [String: PanelValue] {
        guard case .object(let object) = value else {
            throw PersistenceError(
                kind: .corrupt, path: path, message: "\(format): $: expected an object, got \(value.typeName)"
            )
        }
        guard case .number(let version)? = object["schemaVersion"], version >= 1, version == version.rounded()
        else {
            throw PersistenceError(
                kind: .corrupt, path: path, message: "\(format): $.schemaVersion: expected a whole number ≥ 1"
            )
        }
        guard Int(exactly: version) ?? Int.max <= supported else {
            throw PersistenceError(
                kind: .newerVersion, path: path,
                message:
                    "schemaVersion \(PanelValue.format(version)) is newer than this library, which reads version \(supported); the file is left as it is"
            )
        }
        return object
    }

    /// One panel's saved state (`values`, `presets`, `activePresetID`) from the object at
    /// `place` of a saved file.
    static func readEntry(
        _ object: [String: PanelValue], at place: String, path: String, format: String
    ) throws(PersistenceError) -> SavedState {
        func corrupt(_ message: String) -> PersistenceError {
            PersistenceError(kind: .corrupt, path: path, message: "\(format): \(message)")
        }
        func values(_ raw: PanelValue?, at location: String) throws(PersistenceError) -> ValueMap {
            guard case .object(let map)? = raw else {
                throw corrupt("\(location): expected an object of values by id")
            }
            return ValueMap(Dictionary(uniqueKeysWithValues: map.map { (NodeID($0.key), $0.value) }))
        }
        var state = SavedState(
            values: try values(object["values"], at: "\(place).values"), presets: [], activePresetID: nil)
        switch object["presets"] {
        case nil, .null?: break
        case .array(let items)?:
            for (index, item) in items.enumerated() {
                guard case .object(let preset) = item, case .string(let id)? = preset["id"],
                    case .string(let name)? = preset["name"]
                else { throw corrupt("\(place).presets[\(index)]: expected {\"id\", \"name\", \"values\"}") }
                state.presets.append(
                    Preset(
                        id: id, name: name,
                        values: try values(preset["values"], at: "\(place).presets[\(index)].values")))
            }
        case let other?: throw corrupt("\(place).presets: expected an array, got \(other.typeName)")
        }
        switch object["activePresetID"] {
        case .string(let id)?: state.activePresetID = id
        case nil, .null?: break
        case let other?:
            throw corrupt("\(place).activePresetID: expected a string or null, got \(other.typeName)")
        }
        return state
    }

    /// Brings a saved state into the current controls and makes it current.
    func restore(_ saved: SavedState, path: String) -> ConfigurationReport {
        // A load cannot fail: what does not fit is reported.
        let edit = PanelEdit.load(
            values: saved.values, presets: saved.presets, activePresetID: saved.activePresetID)
        return (try? apply(edit))?.report ?? ConfigurationReport()
    }
}
