extension PropertyReader {
    /// The names of an object's members, each with its UTF-8 bytes, for reading the object in
    /// one pass (``PropertyReader/readMembers(_:_:)``).
    ///
    /// ```swift
    /// static let names = PropertyReader.MemberNames(["role", "label"])
    /// ```
    package struct MemberNames: Sendable {
        /// The names, in the order their positions are given.
        package let names: [String]
        /// The names' bytes, one after the other.
        private let bytes: [UInt8]
        /// Where each name's bytes start in `bytes`, and (last) their end.
        private let starts: [Int]
        /// A bit for each name's length and first byte (``mark(_:)``): a key whose bit is
        /// clear is none of the names.
        private let marks: UInt64
        /// For each bit, the one name that has it (its position), or -1 when several do.
        private let slots: [Int8]

        /// Names the members `names`.
        package init(_ names: [String]) {
            self.names = names
            var bytes: [UInt8] = []
            var starts: [Int] = []
            for name in names {
                starts.append(bytes.count)
                bytes += name.utf8
            }
            starts.append(bytes.count)
            self.bytes = bytes
            self.starts = starts
            var marks: UInt64 = 0
            var slots = [Int8](repeating: -1, count: 64)
            for (position, name) in names.enumerated() {
                var name = name
                let bit = name.withUTF8 { MemberNames.bit($0) }
                slots[bit] = marks & (1 << UInt64(bit)) == 0 && position < 127 ? Int8(position) : -1
                marks |= 1 << UInt64(bit)
            }
            self.marks = marks
            self.slots = slots
        }

        /// The bit of a key of these bytes: its length and first byte, mixed.
        static func bit(_ key: UnsafeBufferPointer<UInt8>) -> Int {
            let first = key.first ?? 0
            return (key.count &* 7 &+ Int(first)) & 63
        }

        /// The position of the key `key` among the names, or `nil`.
        package func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
            let bit = MemberNames.bit(key)
            guard marks & (1 << UInt64(bit)) != 0 else { return nil }
            return bytes.withUnsafeBufferPointer { bytes in
                starts.withUnsafeBufferPointer { starts in
                    // The one name of this bit, compared once.
                    let slot = Int(slots[bit])
                    if slot >= 0 {
                        let start = starts[slot]
                        guard starts[slot + 1] - start == key.count, let base = bytes.baseAddress,
                            let wanted = key.baseAddress
                        else { return key.isEmpty && starts[slot + 1] == start ? slot : nil }
                        for offset in 0..<key.count where base[start + offset] != wanted[offset] {
                            return nil
                        }
                        return slot
                    }
                    for position in 0..<(starts.count - 1) {
                        let start = starts[position]
                        guard starts[position + 1] - start == key.count else { continue }
                        var offset = 0
                        while offset < key.count, bytes[start + offset] == key[offset] { offset += 1 }
                        if offset == key.count { return position }
                    }
                    return nil
                }
            }
        }
    }

    /// Reads every member named in `names` at once, marking each read: `body` is called with
    /// the position among `names` of each member present and its value, in no particular
    /// order. Each name counts as asked for (as ``item(_:)`` counts it), present or not.
    ///
    /// ```swift
    /// reader.readMembers(names) { position, value in slots[position] = value }
    /// ```
    package mutating func readMembers(_ names: MemberNames, _ body: (Int, PrimitiveItem) -> Void) {
        guard let view else {
            for key in names.names { record(key) }
            guard let dictionary else { return }
            for (position, key) in names.names.enumerated() {
                if let value = dictionary[key] { body(position, .value(value)) }
            }
            return
        }
        askedNames = names.names
        var index = object + 1
        var position: UInt64 = 0
        let end = Int(view.entries[object].payload)
        while index < end {
            if let found = names.position(of: view.bytes(of: view.entries[index])) {
                if position < 64 {
                    consumedPositions |= 1 << position
                } else {
                    record(names.names[found])
                }
                body(found, .tape(view, index + 1))
            }
            index = view.end(of: index + 1)
            position += 1
        }
    }
}
