import Foundation

/// Remembers floating-button positions per storage id in one small JSON file:
/// `{"format": "panelkit.fab", "version": 1, "positions": {"card-preview": {"x": 75, "y": 21,
/// "edges": ["right", "bottom"]}}}`.
///
/// The file is written atomically (a temporary file in the same folder, flushed to disk, then
/// renamed over the old one), so a crash never leaves half a file; the file keeps its mode and
/// owner, and a symbolic link is written through. A missing file is an empty store. A corrupt
/// file (not JSON, a repeated key, a wrong shape, a newer version) is reported in `problem`,
/// every position falls back to its initial corner, and the store refuses to write over it
/// (``save(_:for:)`` throws, also when it turns corrupt during the save) until
/// `discardCorruptFile()` moves it aside — saved data is never lost silently.
///
/// ```swift
/// let store = FloatingButtonPositionFile(url: folder.appendingPathComponent("fab.json"))
/// try store.save(FloatingButtonPosition(x: 0, y: 0, edges: [.left, .top]), for: "card-preview")
/// store.position(for: "card-preview")   // x 0, y 0, [left, top]
/// ```
public final class FloatingButtonPositionFile: Sendable {
    /// Why a save was refused or failed.
    public struct StoreError: Error, CustomStringConvertible, Sendable {
        /// What went wrong, naming the file.
        public let description: String
    }

    /// The file.
    public let url: URL
    /// Why the file could not be read, or `nil` when it was read (or did not exist).
    public let problem: String?
    private let positions: [String: FloatingButtonPosition]

    /// Opens the store at `url`, reading the file if it exists.
    ///
    /// ```swift
    /// let store = FloatingButtonPositionFile(url: url)
    /// if let problem = store.problem { print(problem) }
    /// ```
    public init(url: URL) {
        self.url = url
        let (positions, problem) = Self.read(url)
        self.positions = positions
        self.problem = problem
    }

    /// The remembered position for `storageID`, or `nil` (use the initial corner).
    ///
    /// ```swift
    /// store.position(for: "card-preview")
    /// ```
    public func position(for storageID: String) -> FloatingButtonPosition? {
        positions[storageID]
    }

    /// Writes `position` for `storageID`, keeping the other ids' positions, atomically; throws
    /// when the file on disk is corrupt (it is not overwritten) or cannot be written.
    ///
    /// ```swift
    /// try store.save(position, for: "card-preview")
    /// ```
    public func save(_ position: FloatingButtonPosition, for storageID: String) throws(StoreError) {
        if let problem {
            throw StoreError(
                description: "\(url.path): not overwritten, the file on disk is unreadable (\(problem))")
        }
        var current = Self.read(url)
        if let problem = current.problem {
            throw StoreError(
                description: "\(url.path): not overwritten, the file on disk is unreadable (\(problem))")
        }
        current.positions[storageID] = position
        var object: [String: PanelValue] = [:]
        for (id, position) in current.positions { object[id] = position.panelValue }
        let document: PanelValue = [
            "format": "panelkit.fab", "version": 1, "positions": .object(object),
        ]
        do {
            let data = try JSONEncoder.sorted.encode(document)
            try Self.writeAtomically(data, to: url)
        } catch {
            throw StoreError(description: "\(url.path): \(error)")
        }
    }

    /// Moves a corrupt file aside (to `name.corrupt`, replacing an older one) so that the
    /// next store at this url starts empty; returns where it went, or `nil` when the file was
    /// not corrupt.
    ///
    /// ```swift
    /// if store.problem != nil { try store.discardCorruptFile() }
    /// ```
    @discardableResult
    public func discardCorruptFile() throws(StoreError) -> URL? {
        guard problem != nil else { return nil }
        let aside = url.appendingPathExtension("corrupt")
        do {
            if FileManager.default.fileExists(atPath: aside.path) {
                try FileManager.default.removeItem(at: aside)
            }
            try FileManager.default.moveItem(at: url, to: aside)
        } catch {
            throw StoreError(description: "\(url.path): could not move aside: \(error)")
        }
        return aside
    }

    static func read(_ url: URL) -> (positions: [String: FloatingButtonPosition], problem: String?) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if FileManager.default.fileExists(atPath: url.path) { return ([:], "cannot be read") }
            return ([:], nil)
        }
        return decode(data)
    }

    /// The positions in a file's bytes, or why they are not a floating-button file.
    static func decode(_ data: Data) -> (positions: [String: FloatingButtonPosition], problem: String?) {
        let value: PanelValue
        var parser = JSONParser([UInt8](data))
        do {
            value = try parser.parse()
        } catch {
            return ([:], "not JSON")
        }
        if let repeated = parser.duplicateKeys.first { return ([:], "\(repeated)") }
        guard case .object(let object) = value, object["format"] == "panelkit.fab" else {
            return ([:], "not a floating-button file (\"format\" is not \"panelkit.fab\")")
        }
        guard case .number(let version)? = object["version"], version >= 1 else {
            return ([:], "missing or bad \"version\"")
        }
        if version >= 2 {
            return ([:], "version \(PanelValue.format(version)) is newer than this reader (1)")
        }
        guard case .object(let entries)? = object["positions"] else {
            return ([:], "\"positions\" is not an object")
        }
        var positions: [String: FloatingButtonPosition] = [:]
        for (id, entry) in entries {
            do {
                positions[id] = try FloatingButtonPosition(panelValue: entry)
            } catch {
                return ([:], "positions[\"\(id)\"]: \(error.message)")
            }
        }
        return (positions, nil)
    }

    /// Creates the folder if needed, then replaces `url` whole (see `AtomicFile`).
    static func writeAtomically(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write([UInt8](data), to: url.path) { (replaced) throws(PersistenceError) in
            if let problem = decode(Data(replaced)).problem {
                throw PersistenceError(
                    kind: .corrupt, path: url.path,
                    message: "not overwritten, the file on disk is unreadable (\(problem))")
            }
        }
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys, so files compare byte for byte.
    fileprivate static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return encoder
    }
}
