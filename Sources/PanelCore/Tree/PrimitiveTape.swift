/// A parsed document laid out flat: one entry per value, in document order, each container
/// followed by its contents. Reading a tree from it looks members up by their key's bytes and
/// builds a `PanelValue` only for what is genuinely one (a value in the values map, a
/// free-form property), so a large document is neither built as nested dictionaries nor
/// freed as one.
///
/// A container's entry holds how many members or items it has and the index of the entry
/// after its last one; an object's members are a key (a string entry) followed by its value.
/// A string is a range of ``bytes`` (as written, when it holds no escape) or of ``decoded``
/// (its offset then counted from the start of ``bytes``, as if ``decoded`` followed it, once
/// the tape holds it).
///
/// A syntax reader (PanelJSON's parser) fills it; it holds only well-formed values: strings
/// are valid UTF-8, numbers finite, keys unique within their object.
///
/// ```swift
/// let tape = PrimitiveTape(bytes: Array(#"{"a":1}"#.utf8), decoded: [], entries: entries)
/// tape.member("a", of: 0)   // 2
/// ```
package final class PrimitiveTape {
    /// What an entry holds.
    package enum Tag: UInt8 {
        case null, falseValue, trueValue, number, string, object, array
    }

    /// One value of the document.
    package struct Entry {
        /// What it holds.
        package var tag: Tag
        /// Whether a string's bytes are in ``PrimitiveTape/decoded`` rather than in the input.
        package var isDecoded: Bool
        /// The members of an object, the items of an array, the bytes of a string.
        package var count: UInt32
        /// A number's bits; a string's first byte; a container's end (the index after its
        /// last entry).
        package var payload: UInt64

        /// Creates an entry.
        @inlinable
        package init(tag: Tag, isDecoded: Bool = false, count: UInt32 = 0, payload: UInt64 = 0) {
            self.tag = tag
            self.isDecoded = isDecoded
            self.count = count
            self.payload = payload
        }
    }

    /// The entries and bytes of a tape, read without retaining the tape or checking bounds
    /// (every index a reader follows comes from the tape itself); valid while the tape lives.
    package struct View {
        /// The entries; the slot before the first holds (as its payload) the address of
        /// `bytes`, so that a view is one pointer.
        package let entries: UnsafeMutablePointer<Entry>
        /// The input bytes, then the decoded ones (a string's payload is its offset here).
        package var bytes: UnsafeMutablePointer<UInt8> {
            UnsafeMutablePointer(bitPattern: UInt(truncatingIfNeeded: entries[-1].payload)).unsafelyUnwrapped
        }

        /// A view of `entries` (allocated with a slot before the first, which this fills in)
        /// and `bytes`.
        init(entries: UnsafeMutablePointer<Entry>, bytes: UnsafeMutablePointer<UInt8>) {
            self.entries = entries
            (entries - 1).initialize(
                to: Entry(tag: .null, payload: UInt64(UInt(bitPattern: Int(bitPattern: bytes)))))
        }

        /// The first byte of the string `entry`.
        package func start(of entry: Entry) -> UnsafePointer<UInt8> {
            UnsafePointer(bytes + Int(entry.payload))
        }

        /// The bytes of the string `entry`.
        package func bytes(of entry: Entry) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: start(of: entry), count: Int(entry.count))
        }

        /// The string at `index` (which must be a string entry).
        package func string(at index: Int) -> String {
            String(decoding: bytes(of: entries[index]), as: UTF8.self)
        }

        /// The index after the value at `index` and everything it contains.
        package func end(of index: Int) -> Int {
            let entry = entries[index]
            switch entry.tag {
            case .object, .array: return Int(entry.payload)
            default: return index + 1
            }
        }

        /// Whether the string at `index` is `key`, byte for byte.
        package func string(at index: Int, equals key: UnsafeBufferPointer<UInt8>) -> Bool {
            let entry = entries[index]
            let count = Int(entry.count)
            guard count == key.count else { return false }
            guard let other = key.baseAddress else { return true }
            let bytes = start(of: entry)
            for offset in 0..<count where bytes[offset] != other[offset] { return false }
            return true
        }

        /// The index of the value of the member whose key is the bytes `key` in the object at
        /// `object`, and the member's position in it; `nil` when it has none. Keys are plain ASCII
        /// as written (the syntax reader refuses any other), so they are compared in the input.
        package func member(_ key: UnsafeBufferPointer<UInt8>, of object: Int) -> (index: Int, position: Int)?
        {
            let count = key.count
            guard let wanted = key.baseAddress, count > 0 else {
                return member(empty: object)
            }
            let first = wanted[0]
            var index = object + 1
            var position = 0
            let end = Int(entries[object].payload)
            while index < end {
                let entry = entries[index]
                if Int(entry.count) == count {
                    let start = bytes + Int(entry.payload)
                    if start[0] == first {
                        var offset = 1
                        while offset < count, start[offset] == wanted[offset] { offset += 1 }
                        if offset == count { return (index + 1, position) }
                    }
                }
                let value = entries[index + 1]
                switch value.tag {
                case .object, .array: index = Int(value.payload)
                default: index += 2
                }
                position += 1
            }
            return nil
        }

        /// The member whose key is empty.
        private func member(empty object: Int) -> (index: Int, position: Int)? {
            var index = object + 1
            var position = 0
            let end = Int(entries[object].payload)
            while index < end {
                if entries[index].count == 0 { return (index + 1, position) }
                index = self.end(of: index + 1)
                position += 1
            }
            return nil
        }

        /// The entry at `index`.
        package func entry(at index: Int) -> Entry { entries[index] }

        /// Runs `body` on the bytes of the string `entry`.
        package func withBytes<Result>(
            of entry: Entry, _ body: (UnsafeBufferPointer<UInt8>) -> Result
        ) -> Result {
            body(bytes(of: entry))
        }

        /// The index of the value of member `key` of the object at `object`, or `nil`.
        package func member(_ key: String, of object: Int) -> Int? {
            var key = key
            return key.withUTF8 { member($0, of: object)?.index }
        }

        /// The view itself (what ``PrimitiveTape/view`` gives for a tape).
        package var view: View { self }

        /// The entries of the members of the object at `object`: each key's index (its value is
        /// the entry after it).
        package func memberKeys(of object: Int) -> [Int] {
            var out: [Int] = []
            out.reserveCapacity(Int(entries[object].count))
            var index = object + 1
            let end = Int(entries[object].payload)
            while index < end {
                out.append(index)
                index = self.end(of: index + 1)
            }
            return out
        }

        /// The entries of the items of the array at `array`.
        package func items(of array: Int) -> [Int] {
            var out: [Int] = []
            out.reserveCapacity(Int(entries[array].count))
            var index = array + 1
            let end = Int(entries[array].payload)
            while index < end {
                out.append(index)
                index = self.end(of: index)
            }
            return out
        }

        /// The value at `index` in its primitive form.
        package func value(at index: Int) -> PanelValue {
            let entry = entries[index]
            switch entry.tag {
            case .null: return .null
            case .falseValue: return .bool(false)
            case .trueValue: return .bool(true)
            case .number: return .number(Double(bitPattern: entry.payload))
            case .string: return .string(string(at: index))
            case .array:
                var items: [PanelValue] = []
                items.reserveCapacity(Int(entry.count))
                var item = index + 1
                let end = Int(entry.payload)
                while item < end {
                    items.append(value(at: item))
                    item = self.end(of: item)
                }
                return .array(items)
            case .object:
                var members: [String: PanelValue] = [:]
                members.reserveCapacity(Int(entry.count))
                var key = index + 1
                let end = Int(entry.payload)
                while key < end {
                    members[string(at: key)] = value(at: key + 1)
                    key = self.end(of: key + 1)
                }
                return .object(members)
            }
        }
    }

    /// The document as written.
    package let bytes: [UInt8]
    /// The strings that held escapes or other than ASCII, as decoded and validated.
    package let decoded: [UInt8]
    /// The values, in document order.
    package var entries: [Entry] { Array(UnsafeBufferPointer(start: entryBase, count: entryCount)) }
    /// How many entries there are.
    package let entryCount: Int
    /// The entries and bytes, held by the tape, as a reader reads them.
    package let view: View
    /// The entries, held by the tape.
    private var entryBase: UnsafeMutablePointer<Entry> { view.entries }

    /// Creates a tape over `bytes`; `entries` must describe well-formed values.
    package init(bytes: [UInt8], decoded: [UInt8], entries: [Entry]) {
        self.bytes = bytes
        self.decoded = decoded
        entryCount = entries.count
        let entryBase = UnsafeMutablePointer<Entry>.allocate(capacity: entries.count + 1) + 1
        entries.withUnsafeBufferPointer {
            if let base = $0.baseAddress { entryBase.initialize(from: base, count: $0.count) }
        }
        let byteBase = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count + decoded.count))
        bytes.withUnsafeBufferPointer {
            if let base = $0.baseAddress { byteBase.initialize(from: base, count: $0.count) }
        }
        decoded.withUnsafeBufferPointer {
            if let base = $0.baseAddress { (byteBase + bytes.count).initialize(from: base, count: $0.count) }
        }
        // A decoded string's offset is taken from the start of the input.
        for index in 0..<entries.count where entryBase[index].isDecoded {
            entryBase[index].payload += UInt64(bytes.count)
        }
        view = View(entries: entryBase, bytes: byteBase)
    }

    /// Creates a tape over `bytes` that takes over `entries` (`count` of them, allocated with
    /// one slot before the first and initialised by the caller, well-formed, a decoded string's
    /// payload counted from the start of `bytes`, as if `decoded` followed it): no copy is
    /// made, and the tape frees them.
    package init(
        bytes: [UInt8], decoded: [UInt8], adopting entries: UnsafeMutablePointer<Entry>, count: Int
    ) {
        self.bytes = bytes
        self.decoded = decoded
        entryCount = count
        let byteBase = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count + decoded.count))
        bytes.withUnsafeBufferPointer {
            if let base = $0.baseAddress { byteBase.initialize(from: base, count: $0.count) }
        }
        decoded.withUnsafeBufferPointer {
            if let base = $0.baseAddress { (byteBase + bytes.count).initialize(from: base, count: $0.count) }
        }
        view = View(entries: entries, bytes: byteBase)
    }

    deinit {
        view.bytes.deallocate()
        (view.entries - 1).deallocate()
    }

    /// The entry at `index`.
    package func entry(at index: Int) -> Entry { view.entries[index] }

    /// The index after the value at `index` and everything it contains.
    package func end(of index: Int) -> Int { view.end(of: index) }

    /// Whether the string at `index` is `key`, byte for byte.
    package func string(at index: Int, equals key: UnsafeBufferPointer<UInt8>) -> Bool {
        view.string(at: index, equals: key)
    }

    /// Runs `body` on the bytes of the string `entry`.
    package func withBytes<Result>(
        of entry: Entry, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        body(view.bytes(of: entry))
    }

    /// The index of the value of member `key` of the object at `object`, or `nil`.
    package func member(_ key: String, of object: Int) -> Int? {
        var key = key
        return key.withUTF8 { view.member($0, of: object)?.index }
    }

    /// The string at `index` (which must be a string entry).
    package func string(at index: Int) -> String {
        view.string(at: index)
    }

    /// The entries of the members of the object at `object`: each key's index (its value is
    /// the entry after it).
    package func memberKeys(of object: Int) -> [Int] { view.memberKeys(of: object) }

    /// The entries of the items of the array at `array`.
    package func items(of array: Int) -> [Int] { view.items(of: array) }

    /// The value at `index` in its primitive form.
    package func value(at index: Int) -> PanelValue { view.value(at: index) }
}
