import Foundation
@_spi(Internals) import PanelJSON
import Synchronization

/// Remembers floating-button positions per storage id in one small JSON file:
/// `{"format": "panelkit.fab", "version": 1, "positions": {"card-preview": {"x": 75, "y": 21,
/// "edges": ["right", "bottom"]}}}`.
///
/// The file is written atomically (a temporary file in the same folder, flushed to disk, then
/// renamed over the old one), so a crash never leaves half a file; the file keeps its mode and
/// owner, and a symbolic link is written through. A missing file holds no positions. A corrupt
/// file (not JSON, a repeated key, a wrong shape, a newer version) is reported in `problem`,
/// every position falls back to its initial corner, and the file refuses to be written over
/// (``save(_:for:)`` throws, also when it turns corrupt during the save) until
/// ``moveCorruptFileAside()`` moves it aside (to `NAME.corrupt-YYYYMMDD-HHMMSS`, as panels and
/// stores do) — saved data is never lost.
///
/// ```swift
/// let positions = FloatingButtonPositionFile(url: folder.appendingPathComponent("fab.json"))
/// try positions.save(FloatingButtonPosition(x: 0, y: 0, edges: [.left, .top]), for: "card-preview")
/// positions.position(for: "card-preview")   // x 0, y 0, [left, top]
/// ```
public final class FloatingButtonPositionFile: Sendable {
    /// Why a save was refused or failed.
    ///
    /// ```swift
    /// do { try positions.save(position, for: "card-preview") } catch {
    ///     print(error)   // …/fab.json: not overwritten, the file on disk is unreadable (not JSON)
    /// }
    /// ```
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong, naming the file.
        ///
        /// ```swift
        /// do { try positions.save(position, for: "card-preview") } catch { print(error.description) }
        /// ```
        public let description: String
    }

    /// The file.
    ///
    /// ```swift
    /// positions.url.lastPathComponent   // "fab.json"
    /// ```
    public let url: URL
    /// Why the file could not be read, or `nil` when it was read (or did not exist, or was
    /// moved aside).
    ///
    /// ```swift
    /// if let problem = positions.problem { print(problem) }   // the file was unreadable
    /// ```
    public var problem: String? { state.withLock { $0.problem } }
    private let state: Mutex<(positions: [String: FloatingButtonPosition], problem: String?)>

    /// Opens the file at `url`, reading the file if it exists.
    ///
    /// ```swift
    /// let positions = FloatingButtonPositionFile(url: url)
    /// if let problem = positions.problem { print(problem) }
    /// ```
    public init(url: URL) {
        self.url = url
        state = Mutex(Self.read(url))
    }

    /// The remembered position for `storageID`, or `nil` (use the initial corner).
    ///
    /// ```swift
    /// positions.position(for: "card-preview")
    /// ```
    public func position(for storageID: String) -> FloatingButtonPosition? {
        state.withLock { $0.positions[storageID] }
    }

    /// Writes `position` for `storageID`, keeping the other ids' positions, atomically; throws
    /// when the file on disk is corrupt (it is not overwritten) or cannot be written.
    ///
    /// ```swift
    /// try positions.save(position, for: "card-preview")
    /// ```
    public func save(_ position: FloatingButtonPosition, for storageID: String) throws(Failure) {
        if let problem {
            throw Failure(
                description: "\(url.path): not overwritten, the file on disk is unreadable (\(problem))")
        }
        var current = Self.read(url)
        if let problem = current.problem {
            throw Failure(
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
            state.withLock { $0.positions = current.positions }
        } catch {
            throw Failure(description: "\(url.path): \(error)")
        }
    }

    /// Moves an unreadable file aside, to `NAME.corrupt-YYYYMMDD-HHMMSS` in its folder (never
    /// deleted, never over another file), the way `moveCorruptFileAside(at:)` does;
    /// afterwards ``problem`` is `nil` and saving works. Returns where it went, or `nil` when
    /// the file was not unreadable (nothing is moved).
    ///
    /// ```swift
    /// if positions.problem != nil { try positions.moveCorruptFileAside() }
    /// ```
    @discardableResult
    public func moveCorruptFileAside() throws(Failure) -> URL? {
        try state.withLock {
            (state: inout (positions: [String: FloatingButtonPosition], problem: String?)) throws(Failure)
                -> URL? in
            guard state.problem != nil, FileManager.default.fileExists(atPath: url.path) else { return nil }
            do throws(PersistenceError) {
                let aside = try AtomicFile.moveAside(url.path)
                state = ([:], nil)
                return URL(fileURLWithPath: aside)
            } catch {
                throw Failure(description: error.description)
            }
        }
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
