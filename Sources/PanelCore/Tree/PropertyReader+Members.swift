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
        /// Each name's bytes as two words (``words(_:count:)``), for a name of at most 16 bytes
        /// compared with a key in two comparisons.
        private let words: [(head: UInt64, tail: UInt64)]
        /// A bit for each name's length and first byte (``bit(_:)``): a key whose bit is
        /// clear is none of the names.
        private let marks: UInt64
        /// For each bit, the one name that has it (its position), or -1 when several do.
        private let slots: [Int8]

        /// Names the members `names`.
        package init(_ names: [String]) {
            self.names = names
            var bytes: [UInt8] = []
            var starts: [Int] = []
            var words: [(head: UInt64, tail: UInt64)] = []
            for name in names {
                starts.append(bytes.count)
                bytes += name.utf8
                var name = name
                words.append(
                    name.withUTF8 { utf8 in
                        utf8.baseAddress.map { MemberNames.words($0, count: utf8.count) } ?? (0, 0)
                    })
            }
            starts.append(bytes.count)
            self.bytes = bytes
            self.starts = starts
            self.words = words
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

        /// The `count` bytes at `base` as two words in memory order: the first eight and the
        /// last eight (overlapping) when there are eight or more, else all of them zero-filled
        /// and zero. Two keys of the same length up to 16 bytes are the same when their words
        /// are; nothing past the bytes is read.
        static func words(_ base: UnsafePointer<UInt8>, count: Int) -> (head: UInt64, tail: UInt64) {
            let raw = UnsafeRawPointer(base)
            if count >= 8 {
                return (
                    raw.loadUnaligned(as: UInt64.self),
                    raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                )
            }
            return (raw.word(at: 0, count: count), 0)
        }

        /// The position of the key `key` among the names, or `nil`.
        package func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
            let bit = MemberNames.bit(key)
            guard marks & (1 << UInt64(bit)) != 0 else { return nil }
            // The one name of this bit, compared once (as two words when it is short).
            let slot = Int(slots[bit])
            guard slot >= 0 else { return position(amongAll: key) }
            guard starts[slot + 1] - starts[slot] == key.count else { return nil }
            guard key.count <= 16, let base = key.baseAddress else { return position(amongAll: key) }
            let found = MemberNames.words(base, count: key.count)
            let wanted = words[slot]
            return found.head == wanted.head && found.tail == wanted.tail ? slot : nil
        }

        /// ``position(of:)`` by comparing the key with every name of its length, byte by byte.
        private func position(amongAll key: UnsafeBufferPointer<UInt8>) -> Int? {
            bytes.withUnsafeBufferPointer { bytes in
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
