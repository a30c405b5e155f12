/// A message a frontend sends to PanelKit: one JSON object per line with a `type` and a
/// sequence number `seq` that the answer repeats.
///
/// What a message asks for is the handshake (`hello`), a new snapshot (`resync`) or one edit of
/// the one vocabulary of edits, ``PanelEdit``: the wire names (`set`, `action`, `preset.save`,
/// `drawer.scroll`, …, listed in ``Kind``) are spellings of its cases, read by one decoder
/// (``init(value:)``, behind ``PanelSession/receive(_:)``) and written by one encoder
/// (``line``), which the session, `panelkit attach` and the tests share.
///
/// Reading checks the shape strictly (every required member present with its type) and
/// reports the first problem as a `ProtocolError` naming the member
/// (`$.value: required for "set"`). A member this version does not know is ignored, so a
/// newer frontend can add some.
///
/// ```swift
/// let message = try ProtocolMessage(parsing: Array(#"{"type":"set","seq":1,"id":"radius","value":12}"#.utf8))
/// message.seq    // 1
/// if case .edit(.set(let id, let value)) = message.body { print(id, value) }   // radius 12
/// ProtocolMessage(seq: 2, body: .edit(.undo)).line   // {"type":"undo","seq":2}
/// ```
package struct ProtocolMessage: Hashable, Sendable {
    /// The protocol versions this library speaks.
    package static let supportedVersions = [1]

    /// What a message asks for: what only a connection needs (the handshake, a new
    /// snapshot), or an edit.
    ///
    /// ```swift
    /// let body: ProtocolMessage.Body = .edit(.trigger("motion.shuffle"))
    /// ```
    package enum Body: Hashable, Sendable {
        /// `hello {versions, samples, valueText}`: the handshake; `samples` is how many
        /// `samples` messages a second the viewer wants (default 10, at most 60, 0 for none);
        /// `valueText` asks for the text of each value in snapshots and patches (`"text"`), as
        /// every frontend shows it, so that the frontend need not word values itself.
        case hello(versions: [Int], samples: Double? = nil, valueText: Bool = false)
        /// `samples {rate}`: this viewer's new rate of `samples` messages (see `hello`).
        case samples(rate: Double)
        /// `resync {have}`: send a new snapshot (`have` is the revision the frontend has).
        case resync(have: Int?)
        /// Any other message: the edit it asks for (see ``Kind`` for the wire names).
        case edit(PanelEdit)
    }

    /// The sequence number (`hello` may leave it out).
    package let seq: Int?
    /// What it asks for.
    package let body: Body
    /// The panel an edit that names no control (presets, undo, redo, reset of every control)
    /// concerns when the session serves several panels: the panel's key (see
    /// the Panels article for the rule when it is left out).
    package let panel: String?

    /// Creates a message.
    ///
    /// ```swift
    /// ProtocolMessage(seq: 3, body: .edit(.undo))
    /// ```
    package init(seq: Int?, body: Body, panel: String? = nil) {
        self.seq = seq
        self.body = body
        self.panel = panel
    }

    /// The message's `type` on the wire, e.g. `set`; `nil` for an edit that has no wire form
    /// (presenting a dialog, configuring, loading: a program's own edits).
    ///
    /// ```swift
    /// ProtocolMessage(seq: 1, body: .edit(.setFolder("motion", collapsed: nil))).type   // "folder.toggle"
    /// ```
    package var type: String? { Kind(of: body)?.rawValue }

    /// Parses one line (UTF-8, without its newline), through the one scan of a line
    /// (`ProtocolLine`, in PanelJSON) and the one decoder. A line that is not JSON, or repeats a
    /// key, is refused with the `seq` the scan finds in it.
    ///
    /// ```swift
    /// let message = try ProtocolMessage(parsing: Array(line.utf8))
    /// ```
    package init(parsing bytes: [UInt8]) throws(ProtocolError) {
        let scan = bytes.withUnsafeBufferPointer { buffer -> Result<ProtocolMessage, ProtocolError> in
            switch ProtocolLine.scan(buffer) {
            case .set(let seq, let id, let value):
                let id = NodeID(String(decoding: id, as: UTF8.self))
                return .success(ProtocolMessage(seq: seq, body: .edit(.set(id, to: value))))
            case .members(let members):
                do throws(ProtocolError) {
                    return .success(try ProtocolMessage(members: members))
                } catch {
                    return .failure(error)
                }
            case .malformed(let error):
                return .failure(error)
            }
        }
        self = try scan.get()
    }

    /// Reads a message from a parsed JSON value: the one decoder of the protocol.
    ///
    /// ```swift
    /// let message = try ProtocolMessage(value: ["type": "undo", "seq": 3])
    /// ```
    package init(value: PanelValue) throws(ProtocolError) {
        guard case .object(let object) = value else {
            throw ProtocolError(
                code: "malformed", message: "$: expected a message object, got \(value.typeName)")
        }
        try self.init(members: object)
    }

    /// Reads a message from the members of its object (what the scan of a line gives).
    init(members object: [String: PanelValue]) throws(ProtocolError) {
        var reader = MessageReader(object: object)
        let seq = try reader.seq()
        guard case .string(let type)? = object["type"] else {
            let found = object["type"].map { "got \($0.typeName)" } ?? "it is missing"
            throw ProtocolError(code: "malformed", message: "$.type: expected a string, \(found)", seq: seq)
        }
        reader.type = type
        reader.seqValue = seq
        guard let kind = Kind(rawValue: type) else {
            throw ProtocolError(
                code: "unknown_type", message: "$.type: unknown message type \"\(type)\"", seq: seq,
                type: type)
        }
        let body = try reader.body(of: kind)
        if kind != .hello, seq == nil { throw reader.error("$.seq: required for \"\(type)\"") }
        self.init(seq: seq, body: body, panel: try reader.optionalString("panel"))
    }
}

/// Reads the members of one message, naming each problem.
private struct MessageReader {
    let object: [String: PanelValue]
    var type: String?
    var seqValue: Int?

    init(object: [String: PanelValue]) { self.object = object }

    /// The body a message of `kind` asks for: each wire name read into its edit, here only.
    func body(of kind: ProtocolMessage.Kind) throws(ProtocolError) -> ProtocolMessage.Body {
        switch kind {
        case .hello:
            return .hello(
                versions: try versions(), samples: try sampleRate("samples", required: false),
                valueText: try optionalBool("valueText") ?? false)
        case .samples: return .samples(rate: try sampleRate("rate", required: true) ?? 0)
        case .resync: return .resync(have: try optionalWhole("have"))
        case .set: return .edit(.set(try id(), to: try required("value")))
        case .edit:
            let id = try id()
            let name = try string("phase")
            guard let phase = EditPhase(rawValue: name) else {
                let names = EditPhase.allCases.map(\.rawValue)
                throw error(
                    "$.phase: expected \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), got \"\(name)\""
                )
            }
            return .edit(.edit(id, phase: phase, value: object["value"], gesture: try string("gesture")))
        case .action: return .edit(.trigger(try id()))
        case .presetSave:
            return .edit(
                .savePreset(named: try string("name"), replacing: try optionalBool("replacing") ?? false))
        case .presetRename: return .edit(.renamePreset(id: try string("preset"), to: try string("name")))
        case .presetLoad: return .edit(.loadPreset(id: try string("preset")))
        case .presetDelete: return .edit(.deletePreset(id: try string("preset")))
        case .presetClear: return .edit(.clearActivePreset)
        case .undo: return .edit(.undo)
        case .redo: return .edit(.redo)
        case .reset: return .edit(.reset(object["id"] == nil ? nil : try id()))
        case .folderToggle: return .edit(.setFolder(try id(), collapsed: try optionalBool("collapsed")))
        case .tabSelect:
            let id = try id()
            // Any finite number: one that names no tab (negative, too large, not whole) opens the first.
            guard case .number(let tab) = try required("tab"), tab.isFinite else {
                throw error("$.tab: expected the index of a tab (a number)")
            }
            let whole = tab.rounded(.down) == tab && tab.magnitude < 1e15
            return .edit(.selectTab(id, tab: whole ? Int(tab) : -1))
        case .dialogDismiss:
            let id = try id()
            return .edit(.dismissDialog(id, reason: try reason(for: id)))
        case .drawerOpen: return .edit(.changeDrawer(try id(), .open))
        case .drawerClose:
            let id = try id()
            return .edit(.changeDrawer(id, .close(try reason(for: id))))
        case .drawerDetent:
            let id = try id()
            let name = try string("detent")
            guard let detent = DrawerDetent(named: name) else {
                throw error(
                    "$.detent: expected \(DrawerDetent.names.joined(separator: " or ")), got \"\(name)\"")
            }
            return .edit(.changeDrawer(id, .detent(detent)))
        case .drawerSelect:
            let id = try id()
            let selected = try string("selected")
            guard !selected.isEmpty else {
                throw error("$.selected: expected a panel id, got an empty string")
            }
            return .edit(.changeDrawer(id, .select(NodeID(selected))))
        case .drawerScroll:
            let id = try id()
            let to = try optionalWhole("to")
            let by = try optionalInteger("by")
            guard (to == nil) != (by == nil) else {
                throw error("$: drawer.scroll takes exactly one of to (a row offset) and by (rows)")
            }
            return .edit(.changeDrawer(id, to.map { .scrollTo($0) } ?? .scrollBy(by ?? 0)))
        case .floatingButtonMove:
            let id = try id()
            let placement = FloatingButtonPlacement(
                x: try fraction("x"), y: try fraction("y"), edges: try edges())
            return .edit(.moveFloatingButton(id, to: placement))
        }
    }

    /// The reason a `dialog.dismiss` or `drawer.close` names: `outsideTap`, the dismissal a
    /// frontend most often reports, when it names none; refused with `invalid_value` (naming
    /// `id`) when the name is unknown.
    func reason(for id: NodeID) throws(ProtocolError) -> DismissalReason {
        guard let name = try optionalString("reason") else { return .outsideTap }
        guard let reason = DismissalReason(named: name) else {
            throw ProtocolError(
                code: ValueError.Code.invalidValue.rawValue,
                message:
                    "unknown dismissal reason \"\(name)\"; expected one of \(DismissalReason.names.joined(separator: ", "))",
                seq: seqValue, type: type, id: id.rawValue)
        }
        return reason
    }

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

    /// A floating button's place on one axis: a number (the panel clamps it into `0...1`).
    func fraction(_ key: String) throws(ProtocolError) -> Double {
        let value = try required(key)
        guard case .number(let number) = value, number.isFinite else {
            throw error("$.\(key): expected a number from 0 to 1, got \(value)")
        }
        return number
    }

    /// The edges a floating button is pinned to: none when absent, else an array of edge names.
    func edges() throws(ProtocolError) -> Set<SnapEdge> {
        guard let value = object["edges"], value != .null else { return [] }
        guard case .array(let items) = value else {
            throw error("$.edges: expected an array of edge names, got \(value.typeName)")
        }
        var edges: Set<SnapEdge> = []
        for (index, item) in items.enumerated() {
            guard case .string(let name) = item, let edge = SnapEdge(named: name) else {
                throw error(
                    "$.edges[\(index)]: expected \(SnapEdge.names.joined(separator: ", ")), got \(item)")
            }
            edges.insert(edge)
        }
        return edges
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

    /// A rate of `samples` messages: a number from 0 to 60.
    func sampleRate(_ key: String, required: Bool) throws(ProtocolError) -> Double? {
        guard let value = object[key], value != .null else {
            if required { throw error("$.\(key): required for \"samples\" (messages a second, 0…60)") }
            return nil
        }
        guard case .number(let rate) = value, rate >= 0, rate <= 60 else {
            throw error("$.\(key): expected a number of messages a second from 0 to 60, got \(value)")
        }
        return rate
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
