import PanelCore

// Strings, with only the escapes JSON requires, eight bytes at a time where none is needed.

extension JSONWriter {
    /// Writes a string with its quotes and the escapes JSON requires.
    ///
    /// ```swift
    /// writer.write(string: "a\"b")   // "a\"b"
    /// ```
    package mutating func write(string text: String) {
        makeUnique()
        emit(string: text)
    }

    /// Writes a string (the allocation already unique).
    mutating func emit(string text: String) {
        needsComma = true
        if emit(smallASCII: JSONWriter.bits(of: text)) { return }
        JSONWriter.withUTF8(of: text) { emit(utf8: $0) }
    }

    /// Writes the string whose two words are `bits` straight from them when it is a small
    /// ASCII string (its bytes held in the words themselves) that needs no escape: a few
    /// instructions instead of the standard library's way to its bytes. `false`, having
    /// written nothing, for any other string (or where ``smallStringsReadInPlace`` is not so).
    @inline(__always)
    mutating func emit(smallASCII bits: (UInt64, UInt64)) -> Bool {
        write(smallASCII: bits, quoted: true)
    }

    /// ``emit(smallASCII:)`` with the quotes (`quoted`) or without (the contents of a string
    /// being written).
    @inline(__always)
    private mutating func write(smallASCII bits: (UInt64, UInt64), quoted: Bool) -> Bool {
        guard readsSmallStrings, let words = JSONWriter.smallASCIIWords(bits) else { return false }
        let length = Int(truncatingIfNeeded: words.length)
        // The bytes past the string read as spaces, which need no escape.
        if JSONWriter.mayNeedEscape(SIMD2(words.low, words.high)) { return false }
        reserve(18)
        let quote = quoted ? 1 : 0
        let out = UnsafeMutableRawPointer(base + count)
        // Sixteen bytes stored whole; those past the string are written over next.
        out.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
        out.storeBytes(of: words.low, toByteOffset: quote, as: UInt64.self)
        out.storeBytes(of: words.high, toByteOffset: quote &+ 8, as: UInt64.self)
        out.storeBytes(of: UInt8(ascii: "\""), toByteOffset: length &+ quote, as: UInt8.self)
        count &+= length &+ 2 &* quote
        return true
    }

    /// The bytes of a small ASCII string read from its two words — the first eight bytes,
    /// the next seven (the last byte of the second word is the string's discriminator) —
    /// with every byte past the string a space, and its length; `nil` for any other string.
    @inline(__always)
    static func smallASCIIWords(_ bits: (UInt64, UInt64)) -> (low: UInt64, high: UInt64, length: UInt64)? {
        // The discriminator: immortal, small, ASCII; the low nibble is the length.
        guard bits.1 >> 60 == 0xE else { return nil }
        let length = (bits.1 >> 56) & 0xF
        let spaces: UInt64 = 0x2020_2020_2020_2020
        // Which bytes of each word are past the string (all ones where they are).
        let all = UInt64.max
        let lowPast: UInt64 = length >= 8 ? 0 : all << (length &* 8)
        let highLength: UInt64 = length >= 8 ? length &- 8 : 0
        let highPast: UInt64 = all << (highLength &* 8)
        return (
            (bits.0 & ~lowPast) | (spaces & lowPast), (bits.1 & ~highPast) | (spaces & highPast), length
        )
    }

    /// Whether a small ASCII string's two words are laid out as ``smallASCIIWords(_:)``
    /// reads them, checked once against the standard library's own reading of strings of
    /// every small length (and that longer and non-ASCII strings are not taken for them):
    /// where the layout were another, the writer would take the general way for every string.
    static let smallStringsReadInPlace: Bool = {
        let sample = Array("abcdefghijklmno".utf8)
        for length in 0...15 {
            let text = String(decoding: sample[0..<length], as: UTF8.self)
            guard let words = smallASCIIWords(bits(of: text)), words.length == length else { return false }
            var bytes: [UInt8] = []
            Swift.withUnsafeBytes(of: words.low) { bytes.append(contentsOf: $0) }
            Swift.withUnsafeBytes(of: words.high) { bytes.append(contentsOf: $0.prefix(7)) }
            let expected = Array(text.utf8) + Array(repeating: UInt8(ascii: " "), count: 15 - length)
            guard bytes == expected else { return false }
        }
        let others = [
            String(repeating: "long ", count: 4), "caf\u{E9}", String(decoding: sample, as: UTF8.self) + "p",
        ]
        return others.allSatisfy { smallASCIIWords(bits(of: $0)) == nil }
    }()

    /// Writes the id stored at `field`, which holds one, read where it is: a copy of it
    /// would retain its string (an atomic operation) and release it after.
    mutating func emit(idAt field: UnsafePointer<NodeID?>) {
        needsComma = true
        // A short id is all in its two words.
        if MemoryLayout<NodeID?>.size == 16,
            emit(smallASCII: UnsafeRawPointer(field).load(as: (UInt64, UInt64).self))
        {
            return
        }
        // The room first; then, while the string is borrowed, only a copy of its bytes (a
        // call that might release memory, as growing the buffer does, would make the
        // compiler retain the string around it).
        let length = field.pointee?.rawValue.utf8.count ?? 0
        reserve(length &+ 2)
        let out = base + count
        let plain: Int? = field.pointee?.rawValue.utf8.withContiguousStorageIfAvailable {
            JSONWriter.copyPlain($0, to: UnsafeMutableRawPointer(out + 1))
        }
        if plain == length {
            out[0] = UInt8(ascii: "\"")
            out[length &+ 1] = UInt8(ascii: "\"")
            count &+= length &+ 2
            return
        }
        // One that needs escapes: the general way, with a copy.
        if let id = field.pointee { emit(string: id.rawValue) }
    }

    /// Writes a string as ``emit(string:)`` does, copying the bytes of the last
    /// `accessibility` label (``writtenLabel``) when `text` is that very string: the same
    /// storage or the same small-string bits, so the same bytes, found without reading them.
    @inline(__always)
    mutating func emit(string text: String, reusingLabel: Void) {
        if !writtenLabelRange.isEmpty && JSONWriter.bits(of: text) == writtenLabel {
            appendCopy(of: writtenLabelRange)
            return
        }
        emit(string: text)
    }

    /// Writes the label of an `accessibility` object, noting it for ``emit(string:reusingLabel:)``
    /// (the caller forgets it, `writtenLabelRange` emptied, before the string may be freed).
    mutating func emit(accessibilityLabel text: String) {
        let start = count
        emit(string: text)
        writtenLabel = JSONWriter.bits(of: text)
        writtenLabelRange = start..<count
    }

    /// A string value's two words: equal for two strings only when they are the same value in
    /// memory (one storage, or one small string), so never for two strings that differ while
    /// both are alive; two equal strings may differ.
    static func bits(of text: String) -> (UInt64, UInt64) {
        unsafeBitCast(text, to: (UInt64, UInt64).self)
    }

    /// Calls `body` with a string's UTF-8 bytes, copied only when the string holds them
    /// elsewhere than in one piece of memory.
    static func withUTF8(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable(body)
        if done == nil {
            var text = text
            text.withUTF8(body)
        }
    }

    /// Writes UTF-8 text as a JSON string: copied eight bytes at a time (a short or partial
    /// last word as overlapping loads, never reading outside the text) while none needs
    /// escaping, byte by byte with escapes from the first word that may need one.
    @inline(__always)
    mutating func emit(utf8: UnsafeBufferPointer<UInt8>) {
        let length = utf8.count
        reserve(length &+ 2)
        base[count] = UInt8(ascii: "\"")
        let plain = JSONWriter.copyPlain(utf8, to: UnsafeMutableRawPointer(base + count + 1))
        if plain == length {
            base[count &+ 1 &+ length] = UInt8(ascii: "\"")
            count &+= length &+ 2
            return
        }
        count &+= 1 &+ plain
        appendEscaped(utf8, from: plain)
        append(UInt8(ascii: "\""))
    }

    /// Copies `utf8` to `out` while no byte may need escaping; returns `utf8.count` when all of
    /// it was copied, else how many bytes were copied before the first word that may need an
    /// escape (a multiple of eight). `out` must have room for `utf8.count` bytes.
    @inline(__always)
    static func copyPlain(_ utf8: UnsafeBufferPointer<UInt8>, to out: UnsafeMutableRawPointer) -> Int {
        let length = utf8.count
        guard let start = utf8.baseAddress, length > 0 else { return 0 }
        let source = UnsafeRawPointer(start)
        if length >= 8 {
            var offset = 0
            // Sixteen bytes at a time (two words in one vector register), then words.
            while offset &+ 16 <= length {
                let block = source.loadUnaligned(fromByteOffset: offset, as: SIMD2<UInt64>.self)
                if mayNeedEscape(block) { return offset }
                out.storeBytes(of: block, toByteOffset: offset, as: SIMD2<UInt64>.self)
                offset &+= 16
            }
            while offset &+ 8 <= length {
                let word = source.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                if mayNeedEscape(word) { return offset }
                out.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
                offset &+= 8
            }
            if offset < length {
                // The last word overlaps the one before: its first bytes are checked twice.
                let word = source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
                if mayNeedEscape(word) { return offset }
                out.storeBytes(of: word, toByteOffset: length &- 8, as: UInt64.self)
            }
            return length
        }
        if length >= 4 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            if mayNeedEscape(UInt64(head) | UInt64(tail) << 32) { return 0 }
            out.storeBytes(of: head, as: UInt32.self)
            out.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
            return length
        }
        // One to three bytes: the first, the middle and the last (some the same), padded
        // with spaces to a word.
        let first = start[0]
        let middle = start[length >> 1]
        let last = start[length &- 1]
        let word =
            UInt64(first) | UInt64(middle) << 8 | UInt64(last) << 16 | 0x2020_2020_2000_0000
        if mayNeedEscape(word) { return 0 }
        out.storeBytes(of: first, as: UInt8.self)
        out.storeBytes(of: middle, toByteOffset: length >> 1, as: UInt8.self)
        out.storeBytes(of: last, toByteOffset: length &- 1, as: UInt8.self)
        return length
    }

    /// Appends the bytes of `utf8` from `offset` on with the escapes JSON requires (the inside
    /// of a string: no quotes): eight bytes at a time, each word stored whole and the output
    /// advanced to its first byte that needs an escape (found from an exact mask, no byte
    /// loop), then that escape; byte by byte through the last seven bytes.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, from offset: Int) {
        guard let source = utf8.baseAddress else { return }
        let length = utf8.count
        var index = offset
        while index &+ 8 <= length {
            let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
            reserve(8)
            UnsafeMutableRawPointer(base + count).storeBytes(of: word, as: UInt64.self)
            let mask = JSONWriter.escapeMask(word)
            if mask == 0 {
                count &+= 8
                index &+= 8
                continue
            }
            // The first byte in memory order that needs an escape; the bytes before it stay.
            let plain = mask.littleEndian.trailingZeroBitCount &>> 3
            count &+= plain
            index &+= plain &+ 1
            appendEscape(of: source[index &- 1])
        }
        while index < length {
            let byte = source[index]
            index &+= 1
            if JSONWriter.needsEscape(byte) { appendEscape(of: byte) } else { append(byte) }
        }
    }

    /// The high bit of each of eight bytes set exactly when that byte is below 0x20, a quote
    /// or a backslash (no borrow crosses a byte, unlike ``mayNeedEscape(_:)``).
    static func escapeMask(_ word: UInt64) -> UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let ones: UInt64 = 0x0101_0101_0101_0101
        // A byte of `y` is non-zero exactly when the high bit of its byte here is set.
        func nonZero(_ y: UInt64) -> UInt64 { ((y & lows) &+ lows) | y }
        let control = nonZero(word & (ones &* 0xE0))
        let quote = nonZero(word ^ (ones &* 0x22))
        let backslash = nonZero(word ^ (ones &* 0x5C))
        return ~(control & quote & backslash) & ~lows
    }

    /// Appends the escape of one byte that needs one.
    private mutating func appendEscape(of byte: UInt8) {
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
            return
        }
        base[count + 1] = escaped
        count &+= 2
    }

    /// Appends UTF-8 text as the inside of a JSON string (no quotes), with the escapes JSON
    /// requires: the same bytes ``emit(string:)`` writes between its quotes.
    mutating func appendStringContents(utf8: UnsafeBufferPointer<UInt8>) {
        reserve(utf8.count)
        let plain = JSONWriter.copyPlain(utf8, to: UnsafeMutableRawPointer(base + count))
        count &+= plain
        if plain < utf8.count { appendEscaped(utf8, from: plain) }
    }

    /// Appends a string as the inside of a JSON string (see ``appendStringContents(utf8:)``).
    mutating func appendStringContents(_ text: String) {
        if write(smallASCII: JSONWriter.bits(of: text), quoted: false) { return }
        JSONWriter.withUTF8(of: text) { appendStringContents(utf8: $0) }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The test for a word below, for sixteen bytes: both words at once.
    static func mayNeedEscape(_ block: SIMD2<UInt64>) -> Bool {
        let ones = SIMD2<UInt64>(repeating: 0x0101_0101_0101_0101)
        let highs = SIMD2<UInt64>(repeating: 0x8080_8080_8080_8080)
        let control = (block &- ones &* 0x20) & ~block & highs
        let quote = block ^ (ones &* 0x22)
        let backslash = block ^ (ones &* 0x5C)
        let found = control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs)
        return (found[0] | found[1]) != 0
    }

    /// Whether any of eight bytes is below 0x20, a quote or a backslash (never false when one
    /// is; may rarely be true when none is, which only costs the byte-by-byte scan).
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        return (control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs))
            != 0
    }
}
