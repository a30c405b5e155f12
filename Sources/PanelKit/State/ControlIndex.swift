/// The controls of a panel that hold a value, found by their ids' UTF-8 bytes: what every
/// write looks up first, whether it names the control with a ``PanelCore/NodeID`` or with
/// the bytes of a protocol line. An open-addressing table with a cheap hash over whole words
/// of the bytes, at most half full. The ids are the panel's own, fixed when it is configured,
/// so nothing a frontend sends can fill the table or lengthen its probes: an unknown id costs
/// one short probe.
struct ControlIndex: Sendable {
    /// For each bucket, the position of its control in ``controls`` plus one; 0 when empty.
    private var buckets: [Int32] = []
    /// The ids' bytes, one after another, in the order of ``controls``.
    private var keyBytes: [UInt8] = []
    /// Where each control's id is in ``keyBytes``, and its first eight bytes as a word (what
    /// a lookup compares first: for an id of up to eight bytes, the whole comparison).
    private var keys: [(start: Int, count: Int, head: UInt64)] = []
    /// The controls, in the order they were added.
    private(set) var controls: [WritableControl] = []
    /// Whether some control is disabled by its modifiers or by a rule (when none is, a write
    /// reads nothing of the control to know it is enabled).
    private var hasDisabled = false

    init() {}

    /// How many controls are indexed.
    var count: Int { controls.count }

    // The write path reads the control at a position through these, in place: an element
    // read through the array's subscript is copied whole (some 350 bytes) for the call that
    // reads it, on every write.

    /// The id of the control at `position`.
    func id(at position: Int) -> NodeID {
        controls.withUnsafeBufferPointer { $0[position].id }
    }

    /// Whether the control at `position` takes no value now (see
    /// ``WritableControl/isDisabled(with:)``).
    func isDisabled(at position: Int, with values: ValueMap) -> Bool {
        hasDisabled && controls.withUnsafeBufferPointer { $0[position].isDisabled(with: values) }
    }

    /// The canonical value the control at `position` would store for `value`, the value it
    /// holds in `values` now, and that value's position in `values` (`nil` when it holds
    /// none).
    func locate(_ value: PanelValue, at position: Int, in values: ValueMap) throws(ValueError) -> (
        canonical: PanelValue, old: PanelValue, position: Int?
    ) {
        let read = controls.withUnsafeBufferPointer { controls in
            controls[position].form.canonicalValue(value)
                .map { (read: $0, id: controls[position].id, slot: controls[position].slot) }
        }
        guard let read else { return try locateByElement(value, at: position, in: values) }
        let slot = values.index(for: read.id, hint: read.slot)
        return (read.read, slot.map { values.value(at: $0) } ?? .null, slot)
    }

    /// ``locate(_:at:in:)`` of a value the control's form does not read: its element's rule.
    @inline(never)
    private func locateByElement(_ value: PanelValue, at position: Int, in values: ValueMap)
        throws(ValueError) -> (canonical: PanelValue, old: PanelValue, position: Int?)
    {
        let control = controls[position]
        let canonical: PanelValue
        do {
            canonical = try control.element.canonicalValue(value)
        } catch {
            throw error.naming(control.id)
        }
        let slot = values.index(for: control.id, hint: control.slot)
        return (canonical, slot.map { values.value(at: $0) } ?? .null, slot)
    }

    /// The position in ``controls`` of the control `id`, if the panel has one that holds a value.
    func position(of id: NodeID) -> Int? {
        if let found = id.rawValue.utf8.withContiguousStorageIfAvailable({ position(ofUTF8: $0) }) {
            return found
        }
        var text = id.rawValue
        return text.withUTF8 { position(ofUTF8: $0) }
    }

    /// The position in ``controls`` of the control whose id is these UTF-8 bytes, if any.
    func position(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !buckets.isEmpty else { return nil }
        return buckets.withUnsafeBufferPointer { buckets in
            keys.withUnsafeBufferPointer { keys in
                keyBytes.withUnsafeBufferPointer { keyBytes in
                    let mask = buckets.count - 1
                    let head = ControlIndex.head(of: bytes)
                    var bucket = ControlIndex.hash(bytes, head: head) & mask
                    while true {
                        let entry = Int(buckets[bucket])
                        if entry == 0 { return ControlIndex.hasNonASCII(bytes) ? equivalent(to: bytes) : nil }
                        let key = keys[entry - 1]
                        if key.head == head, key.count == bytes.count,
                            key.count <= 8
                                || ControlIndex.equal(
                                    bytes, keyBytes.baseAddress.map { $0 + key.start }, count: key.count)
                        {
                            return entry - 1
                        }
                        bucket = (bucket + 1) & mask
                    }
                }
            }
        }
    }

    /// Whether any of `bytes` is outside ASCII (only then can another spelling of an id be
    /// the same id).
    private static func hasNonASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { $0 >= 0x80 }
    }

    /// The position of the control whose id is canonically equivalent to these bytes (as
    /// ``PanelCore/NodeID`` compares, like the values map and the decoder do): the same id
    /// spelled in another normal form, `"caf\u{E9}"` for `"cafe\u{301}"`. Only a miss whose
    /// bytes are not all ASCII comes here.
    @inline(never)
    private func equivalent(to bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let id = NodeID(String(decoding: bytes, as: UTF8.self))
        return controls.firstIndex { $0.id == id }
    }

    /// Adds a control under an id the index does not hold yet.
    mutating func insert(_ control: WritableControl) {
        var id = control.id.rawValue
        id.withUTF8 { bytes in
            keys.append((keyBytes.count, bytes.count, ControlIndex.head(of: bytes)))
            keyBytes.append(contentsOf: bytes)
        }
        controls.append(control)
        if control.isAlwaysDisabled || control.disabledWhen != nil { hasDisabled = true }
        if controls.count * 2 > buckets.count {
            var size = 8
            while size < controls.count * 2 { size *= 2 }
            buckets = Array(repeating: 0, count: size)
            for position in controls.indices { place(position) }
        } else {
            place(controls.count - 1)
        }
    }

    /// Puts the control at `position` in the first free bucket from its hash on.
    private mutating func place(_ position: Int) {
        let mask = buckets.count - 1
        let key = keys[position]
        var bucket = keyBytes.withUnsafeBufferPointer {
            ControlIndex.hash(
                UnsafeBufferPointer(rebasing: $0[key.start..<key.start + key.count]), head: key.head)
                & mask
        }
        while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = Int32(position + 1)
    }

    /// The first eight bytes as a word (fewer, zero-extended; 0 for none).
    private static func head(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        return UnsafeRawPointer(start).word(at: 0, count: bytes.count)
    }

    /// A hash of the bytes, a word at a time (the first one, `head`, read already), with its
    /// high bits folded into the low ones.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, head: UInt64) -> Int {
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        if let start = bytes.baseAddress, !bytes.isEmpty {
            hash = (hash ^ head) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            let base = UnsafeRawPointer(start)
            var offset = 8
            while offset < bytes.count {
                hash = (hash ^ base.word(at: offset, count: bytes.count - offset)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
                offset += 8
            }
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// Whether `count` bytes (those of `bytes`) are the same at `other` (the first eight known
    /// to be).
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ other: UnsafePointer<UInt8>?, count: Int)
        -> Bool
    {
        guard count > 0, let start = bytes.baseAddress, let other else { return true }
        let base = UnsafeRawPointer(start)
        let otherBase = UnsafeRawPointer(other)
        var offset = 8
        while offset < count {
            let length = count - offset
            guard base.word(at: offset, count: length) == otherBase.word(at: offset, count: length) else {
                return false
            }
            offset += 8
        }
        return true
    }
}
