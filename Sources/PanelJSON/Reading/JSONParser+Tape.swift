import PanelCore

// The flat form: the same grammar read into a `PrimitiveTape`, for a document that is read
// once into a tree. It gives up (`nil`) at anything that would be a problem, and then
// `parse()` reads the input again to say what and where; so it needs no paths, lines or
// messages of its own.

extension JSONParser {
    /// Objects with more members than this are checked for repeated keys by hashing them;
    /// smaller ones by comparing each key with those before it.
    static let linearKeyCheckLimit = 12

    /// The input laid out flat (see `PrimitiveTape`), or `nil` when it is not a document
    /// ``parse()`` accepts without a problem: a syntax error, nesting deeper than
    /// ``maximumDepth``, a repeated key. A key that holds an escape or a byte other than
    /// ASCII also gives `nil` (such keys compare as Swift strings do, which ``parse()``
    /// handles).
    ///
    /// ```swift
    /// let parser = JSONParser(Array(#"{"a":[1,"x"]}"#.utf8))
    /// parser.tape()?.entries.count   // 5
    /// ```
    package func tape() -> PrimitiveTape? {
        var scanner = TapeScanner(parser: self)
        let input = self.input
        let ok = input.withUnsafeBufferPointer { buffer -> Bool in
            var cursor = Cursor(bytes: buffer)
            if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
                cursor.offset = 3
            }
            cursor.skipWhitespace()
            guard !cursor.atEnd, scanner.value(&cursor, depth: 0) else { return false }
            cursor.skipWhitespace()
            return cursor.atEnd
        }
        guard ok else {
            (scanner.entries - 1).deallocate()
            return nil
        }
        return PrimitiveTape(
            bytes: input, decoded: scanner.decoded, adopting: scanner.entries, count: scanner.count)
    }
}

/// The state of one `JSONParser.tape()` pass.
private struct TapeScanner {
    let parser: JSONParser
    /// The entries written so far (`count` of them), in a buffer the tape adopts (allocated
    /// with a slot before the first).
    var entries: UnsafeMutablePointer<PrimitiveTape.Entry>
    var count = 0
    var capacity: Int
    var decoded: [UInt8] = []
    /// An entry to fill in (its fields set in place, which costs less than a call).
    let blank = PrimitiveTape.Entry(tag: .null)
    /// The keys of a large object by hash (open addressing, 0 for an empty slot), reused
    /// from one object to the next.
    var keyHashes: [UInt64] = []

    init(parser: JSONParser) {
        self.parser = parser
        capacity = max(16, parser.input.count / 8)
        // One slot before the first, for the tape's own use.
        entries = UnsafeMutablePointer<PrimitiveTape.Entry>.allocate(capacity: capacity + 1) + 1
    }

    /// Adds an entry; its index.
    @discardableResult
    mutating func append(
        _ tag: PrimitiveTape.Tag, isDecoded: Bool = false, count size: UInt32 = 0, payload: UInt64 = 0
    )
        -> Int
    {
        if count == capacity { grow() }
        var entry = blank
        entry.tag = tag
        entry.isDecoded = isDecoded
        entry.count = size
        entry.payload = payload
        (entries + count).initialize(to: entry)
        count += 1
        return count - 1
    }

    mutating func grow() {
        let larger = UnsafeMutablePointer<PrimitiveTape.Entry>.allocate(capacity: capacity * 2 + 1) + 1
        larger.moveInitialize(from: entries, count: count)
        (entries - 1).deallocate()
        entries = larger
        capacity *= 2
    }

    mutating func value(_ cursor: inout JSONParser.Cursor, depth: Int) -> Bool {
        guard let byte = cursor.peek else { return false }
        switch byte {
        case UInt8(ascii: "{"): return object(&cursor, depth: depth + 1)
        case UInt8(ascii: "["): return array(&cursor, depth: depth + 1)
        case UInt8(ascii: "\""): return string(&cursor, isKey: false)
        case UInt8(ascii: "t"): return word("true", .trueValue, &cursor)
        case UInt8(ascii: "f"): return word("false", .falseValue, &cursor)
        case UInt8(ascii: "n"): return word("null", .null, &cursor)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let number = try? parser.parseNumber(&cursor) else { return false }
            append(.number, payload: number.bitPattern)
            return true
        default: return false
        }
    }

    mutating func word(_ word: StaticString, _ tag: PrimitiveTape.Tag, _ cursor: inout JSONParser.Cursor)
        -> Bool
    {
        let start = cursor.offset
        let count = word.utf8CodeUnitCount
        guard start + count <= cursor.bytes.count else { return false }
        let matches = word.withUTF8Buffer { expected in
            for index in 0..<count where cursor.bytes[start + index] != expected[index] { return false }
            return true
        }
        guard matches else { return false }
        cursor.offset += count
        append(tag)
        return true
    }

    /// A string: plain ASCII is kept as a range of the input; anything else is decoded (and
    /// validated) by the parser's own string reading. A key must be plain ASCII.
    mutating func string(_ cursor: inout JSONParser.Cursor, isKey: Bool) -> Bool {
        let bytes = cursor.bytes
        let start = cursor.offset + 1
        var offset = start
        // Eight bytes at a time: the first that is a quote, a backslash, a control character
        // or other than ASCII is the lowest byte flagged (a flag above a flagged byte may be
        // false, one below never is).
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while offset + 8 <= bytes.count {
                let word = UInt64(
                    littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let special =
                    (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
                        | ((word &- ones &* 0x20) & ~word) | word) & highs
                if special == 0 {
                    offset += 8
                    continue
                }
                offset += special.trailingZeroBitCount >> 3
                break
            }
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                cursor.offset = offset + 1
                append(.string, count: UInt32(offset - start), payload: UInt64(start))
                return true
            }
            if byte == UInt8(ascii: "\\") || byte >= 0x80 || byte < 0x20 { break }
            offset += 1
        }
        guard !isKey, let text = try? parser.parseString(&cursor) else { return false }
        let first = decoded.count
        decoded.append(contentsOf: text.utf8)
        // Counted from the start of the input, which the decoded bytes follow on the tape.
        append(
            .string, isDecoded: true, count: UInt32(decoded.count - first),
            payload: UInt64(parser.input.count + first))
        return true
    }

    mutating func object(_ cursor: inout JSONParser.Cursor, depth: Int) -> Bool {
        guard depth <= JSONParser.maximumDepth else { return false }
        cursor.offset += 1  // {
        let at = append(.object)
        var count: UInt32 = 0
        cursor.skipWhitespace()
        if cursor.peek == UInt8(ascii: "}") {
            cursor.offset += 1
            entries[at].payload = UInt64(self.count)
            return true
        }
        // Keys of different lengths, first or last bytes have different marks: only an
        // object where two keys share a mark has its keys compared.
        var marks: UInt64 = 0
        var isClear = true
        while true {
            cursor.skipWhitespace()
            guard cursor.peek == UInt8(ascii: "\"") else { return false }
            let key = self.count
            guard string(&cursor, isKey: true) else { return false }
            if isClear {
                let entry = entries[key]
                let size = Int(entry.count)
                let first = size > 0 ? cursor.bytes[Int(entry.payload)] : 0
                let last = size > 0 ? cursor.bytes[Int(entry.payload) + size - 1] : 0
                let mark: UInt64 = 1 << ((UInt64(size) &+ UInt64(first) &+ UInt64(last) &* 2) & 63)
                if marks & mark != 0 { isClear = false }
                marks |= mark
            }
            cursor.skipWhitespace()
            guard cursor.peek == UInt8(ascii: ":") else { return false }
            cursor.offset += 1
            cursor.skipWhitespace()
            guard value(&cursor, depth: depth) else { return false }
            count += 1
            cursor.skipWhitespace()
            switch cursor.peek {
            case UInt8(ascii: ","):
                cursor.offset += 1
            case UInt8(ascii: "}"):
                cursor.offset += 1
                entries[at].count = count
                entries[at].payload = UInt64(self.count)
                return isClear || keysAreUnique(of: at, in: cursor.bytes)
            default: return false
            }
        }
    }

    mutating func array(_ cursor: inout JSONParser.Cursor, depth: Int) -> Bool {
        guard depth <= JSONParser.maximumDepth else { return false }
        cursor.offset += 1  // [
        let at = append(.array)
        var count: UInt32 = 0
        cursor.skipWhitespace()
        if cursor.peek == UInt8(ascii: "]") {
            cursor.offset += 1
            entries[at].payload = UInt64(self.count)
            return true
        }
        while true {
            cursor.skipWhitespace()
            guard value(&cursor, depth: depth) else { return false }
            count += 1
            cursor.skipWhitespace()
            switch cursor.peek {
            case UInt8(ascii: ","):
                cursor.offset += 1
            case UInt8(ascii: "]"):
                cursor.offset += 1
                entries[at].count = count
                entries[at].payload = UInt64(self.count)
                return true
            default: return false
            }
        }
    }

    /// Whether no two keys of the object at `object` (entries of plain ASCII strings in
    /// `bytes`) are the same. A large object's keys are hashed; two keys of the same hash
    /// count as repeated (the parser then decides), so no key is compared twice.
    mutating func keysAreUnique(of object: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var keys: [Int] = []
        keys.reserveCapacity(Int(entries[object].count))
        var index = object + 1
        let end = Int(entries[object].payload)
        while index < end {
            keys.append(index)
            let value = entries[index + 1]
            switch value.tag {
            case .object, .array: index = Int(value.payload)
            default: index += 2
            }
        }
        func slice(_ key: Int) -> UnsafeBufferPointer<UInt8> {
            let entry = entries[key]
            let start = Int(entry.payload)
            return UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(entry.count))])
        }
        if keys.count <= JSONParser.linearKeyCheckLimit {
            for later in keys.indices.dropFirst() {
                let key = slice(keys[later])
                for earlier in 0..<later where slice(keys[earlier]).elementsEqual(key) { return false }
            }
            return true
        }
        var size = 64
        while size < keys.count * 2 { size *= 2 }
        keyHashes.removeAll(keepingCapacity: true)
        keyHashes.append(contentsOf: repeatElement(0, count: size))
        let mask = size - 1
        return keyHashes.withUnsafeMutableBufferPointer { table in
            for key in keys {
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for byte in slice(key) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                hash |= 1
                var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
                while table[slot] != 0 {
                    if table[slot] == hash { return false }
                    slot = (slot + 1) & mask
                }
                table[slot] = hash
            }
            return true
        }
    }
}
