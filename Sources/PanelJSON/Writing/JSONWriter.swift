import PanelCore

/// A fast JSON writer that appends UTF-8 bytes to a reusable buffer.
///
/// Objects are written with their keys in ascending order of their UTF-8 bytes, numbers in
/// the shortest form that reads back to the same `Double` (whole numbers without `.0`, as
/// `PanelValue.format` does), and strings with only the escapes JSON requires (`\"`, `\\`
/// and the control characters below U+0020); every other character is written as UTF-8.
///
/// A non-finite number cannot be written as JSON: the writer writes `null` in its place and
/// sets ``hasNonFiniteNumber``, so that the caller (``JSONRenderer``) can refuse the output
/// and name where the number was.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.write(["b": 1, "a": [true, "x"]])
/// String(decoding: writer.bytes, as: UTF8.self)   // {"a":[true,"x"],"b":1}
/// ```
public struct JSONWriter: @unchecked Sendable {
    // The bytes live in one allocation written through a pointer, with no per-append bounds,
    // capacity or uniqueness checks on the hot path: each public entry point first makes the
    // allocation unique (copy on write, so a copied writer never shares what it writes), and
    // each write reserves what it needs once. `@unchecked Sendable`: the allocation is only
    // ever written by the one writer that holds it uniquely.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }

    private var storage: Storage
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written so far.
    private(set) var count = 0

    /// The bytes written so far.
    ///
    /// ```swift
    /// String(decoding: writer.bytes, as: UTF8.self)
    /// ```
    public var bytes: [UInt8] {
        get { Array(UnsafeBufferPointer(start: base, count: count)) }
        set {
            count = 0
            makeUnique()
            newValue.withUnsafeBytes { append($0) }
        }
    }

    /// Calls `body` with the bytes written so far, without copying them.
    ///
    /// ```swift
    /// writer.withUnsafeBytes { socket.send($0) }
    /// ```
    public func withUnsafeBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withExtendedLifetime(storage) { () throws(Failure) -> Result in
            try body(UnsafeRawBufferPointer(start: base, count: count))
        }
    }

    /// Whether to write the pretty form: members on their own lines, indented by two spaces.
    package var isPretty: Bool
    /// Whether a non-finite number was met (and written as `null`).
    public private(set) var hasNonFiniteNumber = false
    var level = 0

    /// Creates a writer with an empty buffer.
    ///
    /// ```swift
    /// var writer = JSONWriter(pretty: true)
    /// ```
    public init(pretty: Bool = false, capacity: Int = 0) {
        let storage = Storage(capacity: Swift.max(capacity, 64))
        self.storage = storage
        base = storage.base
        self.capacity = storage.capacity
        isPretty = pretty
    }

    /// Empties the buffer, keeping its storage, for the next document.
    ///
    /// ```swift
    /// writer.reset()
    /// ```
    public mutating func reset() {
        count = 0
        makeUnique()
        hasNonFiniteNumber = false
        level = 0
        needsComma = false
    }

    // MARK: Storage

    /// Gives this writer its own allocation if it shares one with a copy of itself; every
    /// public method that writes calls it first, the internal ones rely on it.
    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { moveStorage(capacity: capacity) }
    }

    private mutating func moveStorage(capacity newCapacity: Int) {
        let new = Storage(capacity: newCapacity)
        new.base.update(from: base, count: count)
        storage = new
        base = new.base
        capacity = newCapacity
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if capacity &- count < extra { grow(extra) }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        moveStorage(capacity: Swift.max(capacity &* 2, count + extra))
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Copies bytes; up to 16 with two overlapping loads and stores each (no call), more
    /// with `memcpy`.
    @inline(__always)
    private static func copy(_ source: UnsafeRawPointer, count: Int, to target: UnsafeMutableRawPointer) {
        if count >= 8 && count <= 16 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 && count < 8 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else if count < 4 {
            for offset in 0..<count {
                target.storeBytes(
                    of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset,
                    as: UInt8.self)
            }
        } else {
            target.copyMemory(from: source, byteCount: count)
        }
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        reserve(bytes.count)
        if let source = bytes.baseAddress {
            JSONWriter.copy(source, count: bytes.count, to: UnsafeMutableRawPointer(base + count))
        }
        count &+= bytes.count
    }

    /// Writes any value; object keys are sorted.
    ///
    /// ```swift
    /// writer.write(.array([1, 2.5]))   // [1,2.5]
    /// ```
    public mutating func write(_ value: PanelValue) {
        makeUnique()
        emit(value)
    }

    /// Writes any value (the allocation already unique).
    mutating func emit(_ value: PanelValue) {
        switch value {
        case .null: append(raw: "null")
        case .bool(let flag): emit(bool: flag)
        case .number(let number): emit(number: number)
        case .string(let text): emit(string: text)
        case .array(let items):
            beginArray()
            for index in items.indices {
                nextElement()
                emit(items[index])
            }
            endArray(isEmpty: items.isEmpty)
        case .object(let object):
            emit(object: object)
        }
    }

    /// Writes an object with its keys sorted; a small object is sorted on the stack, by the
    /// first eight bytes of each key first.
    private mutating func emit(object: [String: PanelValue]) {
        beginObject()
        if object.count <= 16 {
            withUnsafeTemporaryAllocation(
                of: (prefix: UInt64, index: Dictionary<String, PanelValue>.Index).self, capacity: object.count
            ) { buffer in
                guard let order = buffer.baseAddress else { return }
                var count = 0
                var index = object.startIndex
                while index != object.endIndex {
                    let key = object.keys[index]
                    let prefix = JSONWriter.sortPrefix(key)
                    // Insertion sort: a handful of keys.
                    var position = count
                    while position > 0 {
                        let other = order[position - 1]
                        let isLess =
                            prefix != other.prefix
                            ? prefix < other.prefix : JSONWriter.utf8Less(key, object.keys[other.index])
                        guard isLess else { break }
                        (order + position).moveInitialize(from: order + position - 1, count: 1)
                        position -= 1
                    }
                    (order + position).initialize(to: (prefix, index))
                    count += 1
                    object.formIndex(after: &index)
                }
                for position in 0..<count {
                    let member = object[order[position].index]
                    writeKey(member.key)
                    emit(member.value)
                }
                order.deinitialize(count: count)
            }
        } else {
            for key in JSONWriter.sortedKeys(object) {
                writeKey(key)
                emit(object[key]!)
            }
        }
        endObject(isEmpty: object.isEmpty)
    }

    /// The first eight UTF-8 bytes of a key as a big-endian number (zero-padded), so that
    /// comparing prefixes orders keys as ``utf8Less(_:_:)`` does unless the prefixes are equal.
    private static func sortPrefix(_ key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { utf8 in
            var prefix: UInt64 = 0
            var shift: UInt64 = 56
            for index in 0..<Swift.min(utf8.count, 8) {
                prefix |= UInt64(utf8[index]) << shift
                shift &-= 8
            }
            return prefix
        }
    }

    /// The keys of an object in the order the writer uses: ascending UTF-8 bytes.
    ///
    /// ```swift
    /// JSONWriter.sortedKeys(["b": 1, "a": 2])   // ["a", "b"]
    /// ```
    package static func sortedKeys(_ object: [String: PanelValue]) -> [String] {
        object.keys.sorted(by: JSONWriter.utf8Less)
    }

    /// Orders strings by their UTF-8 bytes (the same as by Unicode scalar values), the order
    /// every object's keys are written in.
    ///
    /// ```swift
    /// JSONWriter.utf8Less("Z", "a")   // true
    /// ```
    package static func utf8Less(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let count = Swift.min(left.count, right.count)
                var index = 0
                while index < count {
                    if left[index] != right[index] { return left[index] < right[index] }
                    index += 1
                }
                return left.count < right.count
            }
        }
    }

    /// Appends the members another writer wrote at this writer's level, inside the object
    /// this writer is writing.
    mutating func append(members: JSONWriter) {
        guard members.count > 0 else { return }
        if needsComma { append(UInt8(ascii: ",")) }
        members.withUnsafeBytes { append($0) }
        needsComma = true
    }

    // MARK: Structure

    /// Writes `[` and enters an array.
    mutating func beginArray() {
        append(UInt8(ascii: "["))
        level += 1
        needsComma = false
    }

    /// Writes `]` and leaves an array.
    mutating func endArray(isEmpty: Bool) {
        level -= 1
        if isPretty && !isEmpty { newline() }
        append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes `{` and enters an object.
    mutating func beginObject() {
        append(UInt8(ascii: "{"))
        level += 1
        needsComma = false
    }

    /// Writes `}` and leaves an object.
    mutating func endObject(isEmpty: Bool) {
        level -= 1
        if isPretty && !isEmpty { newline() }
        append(UInt8(ascii: "}"))
        needsComma = true
    }

    var needsComma = false

    /// Writes the separator before an array element.
    mutating func nextElement() {
        if needsComma { append(UInt8(ascii: ",")) }
        if isPretty { newline() }
        needsComma = false
    }

    /// Writes the separator before a member, the key and the colon.
    mutating func writeKey(_ key: String) {
        if needsComma { append(UInt8(ascii: ",")) }
        if isPretty { newline() }
        emit(string: key)
        append(UInt8(ascii: ":"))
        if isPretty { append(UInt8(ascii: " ")) }
        needsComma = false
    }

    /// Writes a member name given whole, with its quotes and colon (`"kind":`), known to need
    /// no escaping: one copy for the common static names.
    mutating func writeKey(raw quotedKeyAndColon: StaticString) {
        if isPretty {
            if needsComma { append(UInt8(ascii: ",")) }
            newline()
            quotedKeyAndColon.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
            append(UInt8(ascii: " "))
        } else {
            let length = quotedKeyAndColon.utf8CodeUnitCount
            reserve(length + 1)
            if needsComma {
                base[count] = UInt8(ascii: ",")
                count &+= 1
            }
            JSONWriter.copy(
                UnsafeRawPointer(quotedKeyAndColon.utf8Start), count: length,
                to: UnsafeMutableRawPointer(base + count))
            count &+= length
        }
        needsComma = false
    }

    /// Writes a member name known to need no escaping (an element kind's property), with
    /// its quotes and colon.
    mutating func writeKey(name: StaticString) {
        let length = name.utf8CodeUnitCount
        if isPretty {
            if needsComma { append(UInt8(ascii: ",")) }
            newline()
            reserve(length + 3)
        } else {
            reserve(length + 4)
            if needsComma {
                base[count] = UInt8(ascii: ",")
                count &+= 1
            }
        }
        base[count] = UInt8(ascii: "\"")
        JSONWriter.copy(
            UnsafeRawPointer(name.utf8Start), count: length, to: UnsafeMutableRawPointer(base + count + 1))
        count &+= length + 1
        base[count] = UInt8(ascii: "\"")
        base[count + 1] = UInt8(ascii: ":")
        count &+= 2
        if isPretty { append(UInt8(ascii: " ")) }
        needsComma = false
    }

    private mutating func newline() {
        reserve(1 + 2 * level)
        base[count] = UInt8(ascii: "\n")
        (base + count + 1).initialize(repeating: UInt8(ascii: " "), count: 2 * level)
        count &+= 1 + 2 * level
    }

    /// Appends text known to be valid JSON as it stands (a literal, a quoted name).
    mutating func append(raw text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
        needsComma = true
    }

    /// Appends a piece of a document written whole, separators included (`,"rev":`), and
    /// leaves the separator state as it is.
    @inline(__always)
    mutating func append(literal text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends again the bytes written at `range` (a value written once, wanted twice).
    mutating func appendCopy(of range: Range<Int>) {
        reserve(range.count)
        JSONWriter.copy(
            UnsafeRawPointer(base + range.lowerBound), count: range.count,
            to: UnsafeMutableRawPointer(base + count))
        count &+= range.count
        needsComma = true
    }

    // MARK: Scalars

    /// Writes `true` or `false`.
    mutating func emit(bool flag: Bool) {
        append(raw: flag ? "true" : "false")
    }

    /// Writes a number in its shortest exact form (`null` when not finite; see
    /// ``hasNonFiniteNumber``).
    ///
    /// ```swift
    /// writer.write(number: 0.1)   // 0.1
    /// ```
    public mutating func write(number: Double) {
        makeUnique()
        emit(number: number)
    }

    /// Writes a number (the allocation already unique).
    mutating func emit(number: Double) {
        needsComma = true
        guard number.isFinite else {
            hasNonFiniteNumber = true
            append(raw: "null")
            return
        }
        let magnitude = Swift.abs(number)
        if number == number.rounded(.towardZero), magnitude <= 9_007_199_254_740_992 {  // 2^53
            emit(integer: UInt64(magnitude), negative: number < 0)
            return
        }
        if magnitude >= 1e-4, magnitude < 1e14, emitShortDecimal(number) { return }
        var text = number.description
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Writes a whole number's digits.
    @inline(__always)
    mutating func emit(integer magnitude: UInt64, negative: Bool) {
        reserve(21)
        if negative && magnitude != 0 {
            base[count] = UInt8(ascii: "-")
            count &+= 1
        }
        var digits = 1
        var power: UInt64 = 10
        while digits < 20, magnitude >= power {
            digits += 1
            power &*= 10
        }
        var value = magnitude
        var position = count + digits
        count = position
        // Two digits per division of the whole number (the pair's own split is cheap).
        while value >= 100 {
            let pair = UInt32(truncatingIfNeeded: value % 100)
            value /= 100
            position &-= 2
            base[position] = UInt8(truncatingIfNeeded: pair / 10) &+ UInt8(ascii: "0")
            base[position &+ 1] = UInt8(truncatingIfNeeded: pair % 10) &+ UInt8(ascii: "0")
        }
        let last = UInt32(truncatingIfNeeded: value)
        if last >= 10 {
            base[position &- 2] = UInt8(truncatingIfNeeded: last / 10) &+ UInt8(ascii: "0")
            base[position &- 1] = UInt8(truncatingIfNeeded: last % 10) &+ UInt8(ascii: "0")
        } else {
            base[position &- 1] = UInt8(truncatingIfNeeded: last) &+ UInt8(ascii: "0")
        }
    }

    /// Writes a number that has a decimal form of at most 15 significant digits and 15
    /// fraction digits, with its fewest fraction digits, when it has one; that is the shortest
    /// form that reads back to the same `Double`, the digits `description` writes (which
    /// handles every other number).
    ///
    /// With `scaled` below 10^15 and `10^k` exact, `scaled / 10^k` is the correctly rounded
    /// value of the decimal `scaled`e-k, so one division checks the round trip exactly, and
    /// at most one decimal of 15 digits reads back to a given `Double`. So the check is made
    /// once, with the most fraction digits that stay below 10^15: if a shorter decimal reads
    /// back, this one is it with zeros appended, and dropping the trailing zeros finds it.
    /// Most numbers written have one to three fraction digits, so those are tried first, in
    /// order.
    private mutating func emitShortDecimal(_ number: Double) -> Bool {
        let magnitude = Swift.abs(number)
        var power = 10.0
        var fractionDigits = 1
        guard magnitude * power < 1e15 else { return false }
        // The nearest whole number (`product + 0.5` is exact below 2^52), without a call.
        var whole = UInt64(magnitude * power + 0.5)
        while Double(whole) / power != magnitude {
            guard magnitude * (power * 10) < 1e15, fractionDigits < 15 else { return false }
            power *= 10
            fractionDigits += 1
            if fractionDigits == 4 {
                while fractionDigits < 15, magnitude * (power * 10) < 1e15 {
                    power *= 10
                    fractionDigits += 1
                }
                whole = UInt64(magnitude * power + 0.5)
                guard Double(whole) / power == magnitude else { return false }
                while whole % 10 == 0 {
                    whole /= 10
                    fractionDigits -= 1
                }
                break
            }
            whole = UInt64(magnitude * power + 0.5)
        }
        guard whole != 0, fractionDigits > 0 else { return false }
        var divisor: UInt64 = 1
        for _ in 0..<fractionDigits { divisor &*= 10 }
        if number < 0 { append(UInt8(ascii: "-")) }
        emit(integer: whole / divisor, negative: false)
        reserve(1 + fractionDigits)
        let dot = count
        base[dot] = UInt8(ascii: ".")
        var fraction = whole % divisor
        var position = dot + fractionDigits
        while position > dot {
            base[position] = UInt8(truncatingIfNeeded: fraction % 10) &+ UInt8(ascii: "0")
            fraction /= 10
            position -= 1
        }
        count = dot + 1 + fractionDigits
        return true
    }

    /// Writes a string with its quotes and the escapes JSON requires.
    ///
    /// ```swift
    /// writer.write(string: "a\"b")   // "a\"b"
    /// ```
    public mutating func write(string text: String) {
        makeUnique()
        emit(string: text)
    }

    /// Writes a string (the allocation already unique).
    mutating func emit(string text: String) {
        needsComma = true
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { emit(utf8: $0) }
        if written == nil {
            var text = text
            text.withUTF8 { emit(utf8: $0) }
        }
    }

    /// Writes UTF-8 text as a JSON string: eight bytes at a time while none needs escaping
    /// (the last, partial word padded with spaces), byte by byte with escapes from the first
    /// word that may need one.
    private mutating func emit(utf8: UnsafeBufferPointer<UInt8>) {
        let length = utf8.count
        reserve(length + 10)
        base[count] = UInt8(ascii: "\"")
        var out = UnsafeMutableRawPointer(base + count + 1)
        var offset = 0
        if let start = utf8.baseAddress {
            let source = UnsafeRawPointer(start)
            while offset + 8 <= length {
                let word = source.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                if JSONWriter.mayNeedEscape(word) { break }
                out.storeBytes(of: word, as: UInt64.self)
                out += 8
                offset += 8
            }
            let rest = length - offset
            if rest > 0 && rest < 8 {
                // The last 1 to 7 bytes as one word, in memory order, padded with spaces.
                var word: UInt64 = 0
                var shift: UInt64 = 0
                var at = offset
                if rest & 4 != 0 {
                    word = UInt64(source.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian)
                    at += 4
                    shift = 32
                }
                if rest & 2 != 0 {
                    word |=
                        UInt64(source.loadUnaligned(fromByteOffset: at, as: UInt16.self).littleEndian)
                        << shift
                    at += 2
                    shift += 16
                }
                if rest & 1 != 0 {
                    word |= UInt64(start[at]) << shift
                    shift += 8
                }
                word |= 0x2020_2020_2020_2020 << shift
                word = UInt64(littleEndian: word)
                if !JSONWriter.mayNeedEscape(word) {
                    out.storeBytes(of: word, as: UInt64.self)
                    out += rest
                    offset = length
                }
            }
        }
        count = base.distance(to: out.assumingMemoryBound(to: UInt8.self))
        if offset == length {
            base[count] = UInt8(ascii: "\"")
            count &+= 1
            return
        }
        var start = offset
        for index in offset..<length {
            let byte = utf8[index]
            guard JSONWriter.needsEscape(byte) else { continue }
            if start < index {
                append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[start..<index]))
            }
            start = index + 1
            reserve(6)
            base[count] = UInt8(ascii: "\\")
            let escaped: UInt8
            switch byte {
            case UInt8(ascii: "\""): escaped = UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): escaped = UInt8(ascii: "\\")
            case 0x0A: escaped = UInt8(ascii: "n")
            case 0x0D: escaped = UInt8(ascii: "r")
            case 0x09: escaped = UInt8(ascii: "t")
            case 0x08: escaped = UInt8(ascii: "b")
            case 0x0C: escaped = UInt8(ascii: "f")
            default:
                let digits: StaticString = "0123456789abcdef"
                base[count + 1] = UInt8(ascii: "u")
                base[count + 2] = UInt8(ascii: "0")
                base[count + 3] = UInt8(ascii: "0")
                base[count + 4] = digits.utf8Start[Int(byte >> 4)]
                base[count + 5] = digits.utf8Start[Int(byte & 15)]
                count &+= 6
                continue
            }
            base[count + 1] = escaped
            count &+= 2
        }
        if start < length {
            append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[start...]))
        }
        append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether any of eight bytes is below 0x20, a quote or a backslash (never false when one
    /// is; may rarely be true when none is, which only costs the byte-by-byte scan).
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        return (control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs))
            != 0
    }
}
