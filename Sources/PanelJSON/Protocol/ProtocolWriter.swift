import PanelCore

/// Writes the messages PanelKit sends to a frontend, one compact JSON object per line
/// (without the newline), `type` first, reusing one buffer.
///
/// ```swift
/// var writer = ProtocolWriter()
/// writer.ack(seq: 1, rev: 12, value: 1.25)          // {"type":"ack","seq":1,"rev":12,"value":1.25}
/// writer.patch(rev: 13, base: 12, values: [("speed", 2)])
/// ```
package struct ProtocolWriter: Sendable {
    private var writer = JSONWriter(capacity: 512)
    /// Whether snapshots and patches carry the value text of each control they give a value
    /// (`"text":{"radius":"24 pt"}`), for a frontend that asked for it in its `hello`
    /// (`"valueText":true`): what it shows beside each control, as every frontend words it
    /// (``PanelCore/Element/valueText(of:)``), so that it works out no text of its own.
    package var writesText = false

    /// Creates a writer.
    ///
    /// ```swift
    /// var writer = ProtocolWriter()
    /// ```
    package init() {}

    private mutating func begin(_ type: StaticString) {
        writer.reset()
        writer.beginObject()
        writer.writeKey(raw: #""type":"#)
        writer.append(raw: type)
    }

    private mutating func finish() -> String {
        writer.endObject(isEmpty: false)
        return writer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Closes the line and appends it, with a newline, to `out`.
    private mutating func finish(into out: inout [UInt8]) {
        writer.endObject(isEmpty: false)
        // The newline in the writer's buffer, so that the line and it go to `out` in one append.
        writer.append(0x0A)
        // As the bytes they are (the writer's buffer holds `UInt8`s): appended in one copy, where
        // a raw buffer is appended byte by byte.
        writer.withUnsafeBytes { out.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
    }

    private mutating func whole(_ key: StaticString, _ number: Int) {
        writer.writeKey(raw: key)
        integer(number)
    }

    /// A whole number as a value.
    private mutating func integer(_ number: Int) {
        if number.magnitude <= 1 << 53 {
            // Straight to digits (what `emit(number:)` ends up doing for a whole number).
            writer.emit(integer: UInt64(number.magnitude), negative: number < 0)
            writer.needsComma = true
        } else {
            writer.emit(number: Double(number))
        }
    }

    private mutating func presets(
        _ presets: [(id: String, name: String)], removed: [String] = [], active: String?
    ) {
        writer.writeKey(raw: #""presets":"#)
        writer.beginArray()
        for preset in presets {
            writer.nextElement()
            writer.beginObject()
            writer.writeKey(raw: #""id":"#)
            writer.emit(string: preset.id)
            writer.writeKey(raw: #""name":"#)
            writer.emit(string: preset.name)
            writer.endObject(isEmpty: false)
        }
        writer.endArray(isEmpty: presets.isEmpty)
        if !removed.isEmpty {
            writer.writeKey(raw: #""presetsRemoved":"#)
            writer.beginArray()
            for id in removed {
                writer.nextElement()
                writer.emit(string: id)
            }
            writer.endArray(isEmpty: false)
        }
        writer.writeKey(raw: #""activePreset":"#)
        if let active { writer.emit(string: active) } else { writer.append(raw: "null") }
    }

    /// `welcome {version, session}`: the answer to a `hello` this side speaks.
    ///
    /// ```swift
    /// writer.welcome(version: 1, session: "s1")   // {"type":"welcome","version":1,"session":"s1"}
    /// ```
    package mutating func welcome(version: Int, session: String) -> String {
        begin(#""welcome""#)
        whole(#""version":"#, version)
        writer.writeKey(raw: #""session":"#)
        writer.emit(string: session)
        return finish()
    }

    /// `snapshot {rev, document, presets, activePreset}`: the whole document (in its
    /// versioned envelope) and the presets.
    ///
    /// ```swift
    /// writer.snapshot(rev: 3, document: panel.document, presets: [("preset-1", "Bouncy")], activePreset: nil)
    /// ```
    package mutating func snapshot(
        rev: Int, document: PanelDocument, presets list: [(id: String, name: String)], activePreset: String?
    ) -> String {
        var inner = JSONWriter(capacity: 4096)
        do {
            try JSONRenderer().encode(document, with: &inner)
        } catch {
            // A document holds only canonical (finite) values; should one not, send the tree
            // without values rather than nothing.
            try? JSONRenderer().encode(PanelDocument(root: document.root), with: &inner)
        }
        begin(#""snapshot""#)
        whole(#""rev":"#, rev)
        writer.writeKey(raw: #""document":"#)
        inner.withUnsafeBytes { writer.append($0) }
        writer.needsComma = true
        presets(list, active: activePreset)
        if writesText { text(of: document) }
        return finish()
    }

    /// The `text` member of a snapshot: each value's text, as its control words it (a value
    /// whose id no node of the tree has is left out).
    private mutating func text(of document: PanelDocument) {
        writer.writeKey(raw: #""text":"#)
        writer.beginObject()
        var isEmpty = true
        var stack: [Node] = [document.root]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children.reversed())
            guard let id = node.id, let value = document.values[id] else { continue }
            writer.writeKey(id.rawValue)
            writer.emit(string: node.element.valueText(of: value))
            isEmpty = false
        }
        writer.endObject(isEmpty: isEmpty)
    }

    /// Gives the line that ends `out` (a `patch`, `}` and a newline) a `text` member with
    /// `texts`, the value text of each control it changed (see ``writesText``); nothing when
    /// `texts` is empty.
    ///
    /// ```swift
    /// var out = Array(#"{"type":"patch","rev":2,"base":1,"values":{"r":24}}\n"#.utf8)
    /// writer.appendText([("r", "24 pt")], toLineEndingIn: &out)
    /// // {"type":"patch","rev":2,"base":1,"values":{"r":24},"text":{"r":"24 pt"}}\n
    /// ```
    package mutating func appendText(_ texts: [(NodeID, String)], toLineEndingIn out: inout [UInt8]) {
        guard !texts.isEmpty, out.count >= 2, out[out.count - 1] == 0x0A,
            out[out.count - 2] == UInt8(ascii: "}")
        else { return }
        writer.reset()
        writer.append(literal: #","text":{"#)
        writer.level = 1
        writer.needsComma = false
        for (id, text) in texts {
            writer.writeKey(id.rawValue)
            writer.emit(string: text)
        }
        writer.append(literal: "}}\n")
        writer.level = 0
        out.removeLast(2)
        writer.withUnsafeBytes { out.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// `ack {seq, rev, value?, preset?}`: the message `seq` was accepted; `value` is the
    /// canonical value stored, `preset` the id of a saved preset.
    ///
    /// ```swift
    /// writer.ack(seq: 1, rev: 12, value: 48)   // {"type":"ack","seq":1,"rev":12,"value":48}
    /// ```
    package mutating func ack(seq: Int, rev: Int, value: PanelValue? = nil, preset: String? = nil) -> String {
        writeAck(seq: seq, rev: rev, value: value, preset: preset)
        return finish()
    }

    /// Appends the same `ack` line as ``ack(seq:rev:value:preset:)``, followed by a newline,
    /// to `out` (without making a string).
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// writer.ack(seq: 1, rev: 12, value: 48, into: &out)   // {"type":"ack","seq":1,"rev":12,"value":48}\n
    /// ```
    package mutating func ack(
        seq: Int, rev: Int, value: PanelValue? = nil, preset: String? = nil, into out: inout [UInt8]
    ) {
        writeAck(seq: seq, rev: rev, value: value, preset: preset)
        finish(into: &out)
    }

    /// Appends the `ack` of a `set` that changed a value and the `patch` of that change,
    /// each followed by a newline, to `out`: the same lines as
    /// ``ack(seq:rev:value:preset:into:)`` and then ``patch(rev:base:id:value:into:)`` with
    /// `base` one below `rev`, the value written once.
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// writer.ackAndPatch(seq: 1, rev: 13, id: "speed", value: 1.25, into: &out)
    /// // {"type":"ack","seq":1,"rev":13,"value":1.25}\n{"type":"patch","rev":13,"base":12,"values":{"speed":1.25}}\n
    /// ```
    package mutating func ackAndPatch(
        seq: Int, rev: Int, id: NodeID, value: PanelValue, into out: inout [UInt8]
    ) {
        JSONWriter.withUTF8(of: id.rawValue) { key in
            ackAndPatch(seq: seq, rev: rev, key: key, isPlain: false, value: value, into: &out)
        }
    }

    /// ``ackAndPatch(seq:rev:id:value:into:)`` with the id given as UTF-8 bytes that need no
    /// escaping in JSON (printable ASCII without `"` or `\`, as a `set` line's id is when the
    /// byte-level scanner reads it), copied as they are.
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// Array("speed".utf8).withUnsafeBufferPointer {
    ///     writer.ackAndPatch(seq: 1, rev: 13, plainID: $0, value: 1.25, into: &out)
    /// }
    /// ```
    package mutating func ackAndPatch(
        seq: Int, rev: Int, plainID id: UnsafeBufferPointer<UInt8>, value: PanelValue, into out: inout [UInt8]
    ) {
        ackAndPatch(seq: seq, rev: rev, key: id, isPlain: true, value: value, into: &out)
    }

    /// The ack and the patch of a `set`, written in one go: the room for each of its two parts
    /// (up to the value, then the rest) made once, the fixed pieces copied as literals, the
    /// numbers' digits written where they go, the value written once and copied into the
    /// patch, the key (the id's UTF-8 bytes) copied as it is when `isPlain`, escaped otherwise.
    /// A `seq` or a revision that is not written as plain digits (negative, past 2^53) gets
    /// the two lines written apart.
    private mutating func ackAndPatch(
        seq: Int, rev: Int, key: UnsafeBufferPointer<UInt8>, isPlain: Bool, value: PanelValue,
        into out: inout [UInt8]
    ) {
        guard seq >= 0, seq <= 1 << 53, rev >= 1, rev <= 1 << 53 else {
            ack(seq: seq, rev: rev, value: value, into: &out)
            let id = NodeID(String(decoding: key, as: UTF8.self))
            patch(rev: rev, base: rev - 1, id: id, value: value, into: &out)
            return
        }
        writer.reset()
        let seqDigits = JSONWriter.digitCount(UInt64(seq))
        let revDigits = JSONWriter.digitCount(UInt64(rev))
        // The ack up to its value.
        writer.reserve(36 + seqDigits + revDigits)
        var end = writer.base + writer.count
        JSONWriter.put(#"{"type":"ack","seq":"#, at: &end)
        JSONWriter.putDigits(of: UInt64(seq), count: seqDigits, at: &end)
        JSONWriter.put(#","rev":"#, at: &end)
        let revStart = end - writer.base
        JSONWriter.putDigits(of: UInt64(rev), count: revDigits, at: &end)
        JSONWriter.put(#","value":"#, at: &end)
        writer.count = end - writer.base
        writer.level = 1
        writer.needsComma = false
        let valueStart = writer.count
        // A number alone in the answer is not noted for copying.
        if case .number(let number) = value {
            writer.emit(number: number, remembering: false)
        } else {
            writer.emit(value)
        }
        let valueLength = writer.count - valueStart
        // The ack's end and the patch: its fixed pieces are 49 bytes, the base has at most the
        // revision's digits.
        writer.reserve(49 + 2 * revDigits + key.count + valueLength)
        end = writer.base + writer.count
        JSONWriter.put("}\n{\"type\":\"patch\",\"rev\":", at: &end)
        // The revision's digits copied from the ack's; the base's too, the last one lowered,
        // unless that one is a 0 (a borrow: the base's own digits).
        let revision = writer.base + revStart
        JSONWriter.copy(revision, count: revDigits, to: end)
        end += revDigits
        JSONWriter.put(#","base":"#, at: &end)
        let last = revision[revDigits - 1]
        if last != UInt8(ascii: "0") {
            JSONWriter.copy(revision, count: revDigits, to: end)
            end += revDigits
            end[-1] = last &- 1
        } else {
            let base = UInt64(rev - 1)
            JSONWriter.putDigits(of: base, count: JSONWriter.digitCount(base), at: &end)
        }
        if isPlain {
            JSONWriter.put(#","values":{""#, at: &end)
            if let source = key.baseAddress { JSONWriter.copy(source, count: key.count, to: end) }
            end += key.count
            JSONWriter.put(#"":"#, at: &end)
        } else {
            JSONWriter.put(#","values":{"#, at: &end)
            writer.count = end - writer.base
            writer.emit(utf8: key)
            writer.reserve(valueLength + 4)
            end = writer.base + writer.count
            end.pointee = UInt8(ascii: ":")
            end += 1
        }
        JSONWriter.copy(writer.base + valueStart, count: valueLength, to: end)
        end += valueLength
        JSONWriter.put("}}\n", at: &end)
        writer.count = end - writer.base
        writer.level = 0
        writer.withUnsafeBytes { out.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// An `ack` line, not yet closed.
    private mutating func writeAck(seq: Int, rev: Int, value: PanelValue?, preset: String?) {
        writer.reset()
        writer.beginObject()
        writer.append(literal: #""type":"ack","seq":"#)
        integer(seq)
        writer.append(literal: #","rev":"#)
        integer(rev)
        if let value {
            writer.writeKey(raw: #""value":"#)
            writer.emit(value)
        }
        if let preset {
            writer.writeKey(raw: #""preset":"#)
            writer.emit(string: preset)
        }
    }

    /// `reject {seq, rev, code, id?, message, versions?}`: the message was refused; `seq`
    /// is `null` when the line had none that could be read, `versions` lists the protocol
    /// versions this side speaks (for a failed handshake).
    ///
    /// ```swift
    /// writer.reject(seq: 8, rev: 12, code: "invalid_value", id: "radius", message: "expected a number, got string \"big\"")
    /// ```
    package mutating func reject(
        seq: Int?, rev: Int, code: String, id: String?, message: String, versions: [Int]? = nil
    ) -> String {
        begin(#""reject""#)
        writer.writeKey(raw: #""seq":"#)
        if let seq { writer.emit(number: Double(seq)) } else { writer.append(raw: "null") }
        whole(#""rev":"#, rev)
        writer.writeKey(raw: #""code":"#)
        writer.emit(string: code)
        if let id {
            writer.writeKey(raw: #""id":"#)
            writer.emit(string: id)
        }
        writer.writeKey(raw: #""message":"#)
        writer.emit(string: message)
        if let versions {
            writer.writeKey(raw: #""versions":"#)
            writer.emit(.array(versions.map { .number(Double($0)) }))
        }
        return finish()
    }

    /// The `reject` of a line refused as soon as it passed `limit` bytes (code `oversized`;
    /// see ``LineFramer``): the rest of the line is skipped unread, so `seq` is the one found
    /// in its first bytes, if any.
    ///
    /// ```swift
    /// writer.rejectOversized(seq: 7, rev: 3, limit: 1_048_576)
    /// // {"type":"reject","seq":7,"rev":3,"code":"oversized","message":"$: the line is longer than …"}
    /// ```
    package mutating func rejectOversized(seq: Int? = nil, rev: Int, limit: Int) -> String {
        reject(
            seq: seq, rev: rev, code: "oversized", id: nil,
            message: "$: the line is longer than the \(limit) bytes this session accepts; skipped to its end")
    }

    /// `patch {rev, base, values, presets?, presetsRemoved?, activePreset?}`: what an accepted
    /// change did, whatever its origin. When the presets changed, `presets` holds only the
    /// presets added or renamed (a frontend replaces the entry with the same id in place, or
    /// appends it), `presetsRemoved` the ids to drop first (present when not empty), and
    /// `activePreset` the active one.
    ///
    /// ```swift
    /// writer.patch(rev: 13, base: 12, values: [("speed", 1.25)])
    /// // {"type":"patch","rev":13,"base":12,"values":{"speed":1.25}}
    /// writer.patch(rev: 14, base: 13, values: [], presets: [], presetsRemoved: ["preset-1"], activePreset: nil)
    /// // {"type":"patch","rev":14,"base":13,"values":{},"presets":[],"presetsRemoved":["preset-1"],"activePreset":null}
    /// ```
    package mutating func patch<Values: Sequence<(NodeID, PanelValue)>>(
        rev: Int, base: Int, values: Values, presets list: [(id: String, name: String)]? = nil,
        presetsRemoved removed: [String] = [], activePreset: String? = nil
    ) -> String {
        beginPatch(rev: rev, base: base)
        var isEmpty = true
        for (id, value) in values {
            member(id, value)
            isEmpty = false
        }
        writer.endObject(isEmpty: isEmpty)
        if let list { presets(list, removed: removed, active: activePreset) }
        return finish()
    }

    /// `patch {rev, base, values}` with one value, the most common patch (a single `set`),
    /// written without going through a sequence: the same line as
    /// ``patch(rev:base:values:presets:activePreset:)`` with `[(id, value)]`.
    ///
    /// ```swift
    /// writer.patch(rev: 13, base: 12, id: "speed", value: 1.25)
    /// // {"type":"patch","rev":13,"base":12,"values":{"speed":1.25}}
    /// ```
    package mutating func patch(rev: Int, base: Int, id: NodeID, value: PanelValue) -> String {
        writePatch(rev: rev, base: base, id: id, value: value)
        return finish()
    }

    /// Appends the same one-value `patch` line as ``patch(rev:base:id:value:)``, followed by
    /// a newline, to `out` (without making a string).
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// writer.patch(rev: 13, base: 12, id: "speed", value: 1.25, into: &out)
    /// // {"type":"patch","rev":13,"base":12,"values":{"speed":1.25}}\n
    /// ```
    package mutating func patch(rev: Int, base: Int, id: NodeID, value: PanelValue, into out: inout [UInt8]) {
        writePatch(rev: rev, base: base, id: id, value: value)
        finish(into: &out)
    }

    /// A one-value patch, not yet closed.
    private mutating func writePatch(rev: Int, base: Int, id: NodeID, value: PanelValue) {
        beginPatch(rev: rev, base: base)
        member(id, value)
        writer.endObject(isEmpty: false)
    }

    /// A patch up to its `values` object, opened.
    private mutating func beginPatch(rev: Int, base: Int) {
        writer.reset()
        openPatch(rev: rev, base: base)
    }

    /// A patch up to its `values` object, opened, after what the writer holds.
    private mutating func openPatch(rev: Int, base: Int) {
        writer.beginObject()
        writer.append(literal: #""type":"patch","rev":"#)
        integer(rev)
        writer.append(literal: #","base":"#)
        integer(base)
        writer.append(literal: #","values":"#)
        writer.beginObject()
    }

    /// One member of the `values` object.
    private mutating func member(_ id: NodeID, _ value: PanelValue) {
        writer.writeKey(id.rawValue)
        writer.emit(value)
    }

    /// A message a frontend sends, `{"type":…,"seq":…,…}` with `fields` in their order (the
    /// encoding of `ProtocolMessage.line`; `seq` left out when `nil`).
    ///
    /// ```swift
    /// writer.request(type: "set", seq: 1, fields: [("id", "radius"), ("value", 12)])
    /// // {"type":"set","seq":1,"id":"radius","value":12}
    /// ```
    package mutating func request(type: String, seq: Int?, fields: [(String, PanelValue)]) -> String {
        writer.reset()
        writer.beginObject()
        writer.writeKey(raw: #""type":"#)
        writer.emit(string: type)
        if let seq { whole(#""seq":"#, seq) }
        for (key, value) in fields {
            writer.writeKey(key)
            writer.emit(value)
        }
        return finish()
    }

    /// `action {id, rev}`: a button was pressed (by any frontend or by code).
    ///
    /// ```swift
    /// writer.action(id: "motion.shuffle", rev: 13)   // {"type":"action","id":"motion.shuffle","rev":13}
    /// ```
    package mutating func action(id: NodeID, rev: Int) -> String {
        begin(#""action""#)
        writer.writeKey(raw: #""id":"#)
        writer.emit(string: id.rawValue)
        whole(#""rev":"#, rev)
        return finish()
    }
}
