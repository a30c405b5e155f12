import PanelCore

/// A message a frontend sends to PanelKit: one JSON object per line with a `type` and a
/// sequence number `seq` that the answer repeats.
///
/// Parsing checks the shape strictly (every required member present with its type) and
/// reports the first problem as a ``ProtocolError`` naming the member
/// (`$.value: required for "set"`). A member this version does not know is ignored, so a
/// newer frontend can add some.
///
/// ```swift
/// let message = try ProtocolMessage(parsing: Array(#"{"type":"set","seq":1,"id":"radius","value":12}"#.utf8))
/// message.seq    // 1
/// if case .set(let id, let value) = message.body { print(id, value) }   // radius 12
/// ```
public struct ProtocolMessage: Hashable, Sendable {
    /// The protocol versions this library speaks.
    public static let supportedVersions = [1]

    /// What a message asks for.
    public enum Body: Hashable, Sendable {
        /// `hello {versions}`: the handshake.
        case hello(versions: [Int])
        /// `set {id, value}`: store a value.
        case set(id: NodeID, value: PanelValue)
        /// `edit {id, phase, gesture, value?}`: a step of an edit gesture (`begin`, `change`,
        /// `commit`, `cancel`).
        case edit(id: NodeID, phase: String, gesture: String, value: PanelValue?)
        /// `action {id}`: press a button.
        case action(id: NodeID)
        /// `preset.save {name, replacing?}`: with `replacing: true`, over the preset of that
        /// name when there is one.
        case presetSave(name: String, replacing: Bool = false)
        /// `preset.rename {preset, name}`.
        case presetRename(preset: String, name: String)
        /// `preset.load {preset}`.
        case presetLoad(preset: String)
        /// `preset.delete {preset}`.
        case presetDelete(preset: String)
        /// `preset.clear`.
        case presetClear
        /// `undo`.
        case undo
        /// `redo`.
        case redo
        /// `reset {id?}`: back to the initial value (every control without `id`).
        case reset(id: NodeID?)
        /// `folder.toggle {id, collapsed?}`: expand or collapse a folder (toggle without
        /// `collapsed`).
        case folderToggle(id: NodeID, collapsed: Bool?)
        /// `resync {have}`: send a new snapshot (`have` is the revision the frontend has).
        case resync(have: Int?)
        /// `dialog.dismiss {id, reason?}`: dismiss a dialog (the reason, a dismissal reason
        /// name, is optional).
        case dialogDismiss(id: NodeID, reason: String? = nil)
        /// `drawer.open {id}`: open a drawer panel root at the medium detent.
        case drawerOpen(id: NodeID)
        /// `drawer.close {id, reason?}`: close it (the reason, a dismissal reason name, is
        /// optional).
        case drawerClose(id: NodeID, reason: String? = nil)
        /// `drawer.detent {id, detent}`: move it to `medium` or `tall`.
        case drawerDetent(id: NodeID, detent: DrawerDetent)
        /// `drawer.select {id, selected}`: show the panel `selected`.
        case drawerSelect(id: NodeID, selected: NodeID)
        /// `drawer.scroll {id, to | by}`: scroll its content to a row offset or by some rows.
        case drawerScroll(id: NodeID, to: Int?, by: Int?)
    }

    /// The message's `type`, e.g. `set`.
    public let type: String
    /// The sequence number (`hello` may leave it out).
    public let seq: Int?
    /// What it asks for.
    public let body: Body
    /// The panel a message without an id concerns (presets, undo, redo, reset of every
    /// control) when the session serves a store of several panels: the panel's key.
    public let panel: String?

    /// Creates a message.
    ///
    /// ```swift
    /// ProtocolMessage(type: "undo", seq: 3, body: .undo)
    /// ```
    public init(type: String, seq: Int?, body: Body, panel: String? = nil) {
        self.type = type
        self.seq = seq
        self.body = body
        self.panel = panel
    }

    /// Parses one line (UTF-8, without its newline). A line that is not JSON, or repeats a
    /// key, is refused with the `seq` ``seq(recoveredFrom:)-([UInt8])`` finds in it.
    ///
    /// ```swift
    /// let message = try ProtocolMessage(parsing: Array(line.utf8))
    /// ```
    public init(parsing bytes: [UInt8]) throws(ProtocolError) {
        var parser = JSONParser(bytes)
        let value: PanelValue
        do {
            value = try parser.parse()
        } catch {
            throw ProtocolError(
                code: "malformed", message: error.description, seq: ProtocolMessage.seq(recoveredFrom: bytes))
        }
        if let repeated = parser.duplicateKeys.first {
            throw ProtocolError(
                code: "malformed", message: repeated.description,
                seq: ProtocolMessage.seq(recoveredFrom: bytes))
        }
        try self.init(value: value)
    }

    /// Reads a message from a parsed JSON value.
    ///
    /// ```swift
    /// let message = try ProtocolMessage(value: ["type": "undo", "seq": 3])
    /// ```
    public init(value: PanelValue) throws(ProtocolError) {
        guard case .object(let object) = value else {
            throw ProtocolError(
                code: "malformed", message: "$: expected a message object, got \(value.typeName)")
        }
        var reader = MessageReader(object: object)
        let seq = try reader.seq()
        guard case .string(let type)? = object["type"] else {
            let found = object["type"].map { "got \($0.typeName)" } ?? "it is missing"
            throw ProtocolError(code: "malformed", message: "$.type: expected a string, \(found)", seq: seq)
        }
        reader.type = type
        reader.seqValue = seq
        let body: Body
        switch type {
        case "hello":
            body = .hello(versions: try reader.versions())
        case "set":
            body = .set(id: try reader.id(), value: try reader.required("value"))
        case "edit":
            let id = try reader.id()
            let phase = try reader.string("phase")
            guard ["begin", "change", "commit", "cancel"].contains(phase) else {
                throw reader.error("$.phase: expected begin, change, commit or cancel, got \"\(phase)\"")
            }
            body = .edit(id: id, phase: phase, gesture: try reader.string("gesture"), value: object["value"])
        case "action": body = .action(id: try reader.id())
        case "preset.save":
            body = .presetSave(
                name: try reader.string("name"), replacing: try reader.optionalBool("replacing") ?? false)
        case "preset.rename":
            body = .presetRename(preset: try reader.string("preset"), name: try reader.string("name"))
        case "preset.load": body = .presetLoad(preset: try reader.string("preset"))
        case "preset.delete": body = .presetDelete(preset: try reader.string("preset"))
        case "preset.clear": body = .presetClear
        case "undo": body = .undo
        case "redo": body = .redo
        case "reset": body = .reset(id: object["id"] == nil ? nil : try reader.id())
        case "folder.toggle":
            body = .folderToggle(id: try reader.id(), collapsed: try reader.optionalBool("collapsed"))
        case "resync": body = .resync(have: try reader.optionalWhole("have"))
        case "dialog.dismiss":
            body = .dialogDismiss(id: try reader.id(), reason: try reader.optionalString("reason"))
        case "drawer.open": body = .drawerOpen(id: try reader.id())
        case "drawer.close":
            body = .drawerClose(id: try reader.id(), reason: try reader.optionalString("reason"))
        case "drawer.detent":
            let id = try reader.id()
            let name = try reader.string("detent")
            guard let detent = DrawerDetent(named: name) else {
                throw reader.error(
                    "$.detent: expected \(DrawerDetent.names.joined(separator: " or ")), got \"\(name)\"")
            }
            body = .drawerDetent(id: id, detent: detent)
        case "drawer.select":
            let id = try reader.id()
            let selected = try reader.string("selected")
            guard !selected.isEmpty else {
                throw reader.error("$.selected: expected a panel id, got an empty string")
            }
            body = .drawerSelect(id: id, selected: NodeID(selected))
        case "drawer.scroll":
            let id = try reader.id()
            let to = try reader.optionalWhole("to")
            let by = try reader.optionalInteger("by")
            guard (to == nil) != (by == nil) else {
                throw reader.error("$: drawer.scroll takes exactly one of to (a row offset) and by (rows)")
            }
            body = .drawerScroll(id: id, to: to, by: by)
        default:
            throw ProtocolError(
                code: "unknown_type", message: "$.type: unknown message type \"\(type)\"", seq: seq,
                type: type)
        }
        if type != "hello", seq == nil { throw reader.error("$.seq: required for \"\(type)\"") }
        self.init(type: type, seq: seq, body: body, panel: try reader.optionalString("panel"))
    }
}

/// Reads the members of one message, naming each problem.
private struct MessageReader {
    let object: [String: PanelValue]
    var type: String?
    var seqValue: Int?

    init(object: [String: PanelValue]) { self.object = object }

    func error(_ message: String) -> ProtocolError {
        var id: String? = nil
        if case .string(let text)? = object["id"] { id = text }
        return ProtocolError(code: "malformed", message: message, seq: seqValue, type: type, id: id)
    }

    static func whole(_ value: PanelValue) -> Int? {
        guard case .number(let number) = value, number >= 0, number <= 9_007_199_254_740_991,
            number == number.rounded()
        else { return nil }
        return Int(number)
    }

    func seq() throws(ProtocolError) -> Int? {
        guard let raw = object["seq"] else { return nil }
        guard let seq = MessageReader.whole(raw) else {
            throw ProtocolError(code: "malformed", message: "$.seq: expected a whole number ≥ 0, got \(raw)")
        }
        return seq
    }

    func required(_ key: String) throws(ProtocolError) -> PanelValue {
        guard let value = object[key] else { throw error("$.\(key): required for \"\(type ?? "")\"") }
        return value
    }

    func string(_ key: String) throws(ProtocolError) -> String {
        let value = try required(key)
        guard case .string(let text) = value else {
            throw error("$.\(key): expected a string, got \(value.typeName)")
        }
        return text
    }

    func id() throws(ProtocolError) -> NodeID {
        let text = try string("id")
        guard !text.isEmpty else { throw error("$.id: expected a control id, got an empty string") }
        return NodeID(text)
    }

    func optionalString(_ key: String) throws(ProtocolError) -> String? {
        guard let value = object[key], value != .null else { return nil }
        guard case .string(let text) = value else {
            throw error("$.\(key): expected a string, got \(value.typeName)")
        }
        return text
    }

    func optionalBool(_ key: String) throws(ProtocolError) -> Bool? {
        guard let value = object[key], value != .null else { return nil }
        guard case .bool(let flag) = value else {
            throw error("$.\(key): expected a boolean, got \(value.typeName)")
        }
        return flag
    }

    func optionalWhole(_ key: String) throws(ProtocolError) -> Int? {
        guard let value = object[key], value != .null else { return nil }
        guard let number = MessageReader.whole(value) else {
            throw error("$.\(key): expected a whole number ≥ 0, got \(value)")
        }
        return number
    }

    func optionalInteger(_ key: String) throws(ProtocolError) -> Int? {
        guard let value = object[key], value != .null else { return nil }
        guard case .number(let number) = value, abs(number) <= 9_007_199_254_740_991,
            number == number.rounded()
        else {
            throw error("$.\(key): expected a whole number, got \(value)")
        }
        return Int(number)
    }

    func versions() throws(ProtocolError) -> [Int] {
        let value = try required("versions")
        guard case .array(let items) = value, !items.isEmpty else {
            throw error("$.versions: expected a non-empty array of whole numbers, got \(value)")
        }
        var out: [Int] = []
        for (index, item) in items.enumerated() {
            guard let version = MessageReader.whole(item) else {
                throw error("$.versions[\(index)]: expected a whole number, got \(item)")
            }
            out.append(version)
        }
        return out
    }
}
