import PanelCore

// Strings, with only the escapes JSON requires, eight bytes at a time where none is needed.

extension JSONWriter {
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
        JSONWriter.withUTF8(of: text) { emit(utf8: $0) }
    }

    /// Calls `body` with a string's UTF-8 bytes, copied only when the string holds them
    /// elsewhere than in one piece of memory.
    @inline(__always)
    static func withUTF8(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable(body)
        if done == nil {
            var text = text
            text.withUTF8(body)
        }
    }

    /// Writes UTF-8 text as a JSON string: eight bytes at a time while none needs escaping
    /// (the last, partial word padded with spaces), byte by byte with escapes from the first
    /// word that may need one.
    mutating func emit(utf8: UnsafeBufferPointer<UInt8>) {
        let length = utf8.count
        reserve(length + 10)
        base[count] = UInt8(ascii: "\"")
        var out = UnsafeMutableRawPointer(base + count + 1)
        var offset = JSONWriter.copyPlainWords(of: utf8, to: out)
        out += offset
        if let start = utf8.baseAddress {
            let source = UnsafeRawPointer(start)
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
        appendEscaped(utf8, from: offset)
        append(UInt8(ascii: "\""))
    }

    /// Appends the bytes of `utf8` from `offset` on with the escapes JSON requires, byte by
    /// byte (the inside of a string: no quotes).
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, from offset: Int) {
        let length = utf8.count
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
    }

    /// Appends UTF-8 text as the inside of a JSON string (no quotes), with the escapes JSON
    /// requires: the same bytes ``emit(string:)`` writes between its quotes.
    mutating func appendStringContents(utf8: UnsafeBufferPointer<UInt8>) {
        reserve(utf8.count)
        let offset = JSONWriter.copyPlainWords(of: utf8, to: UnsafeMutableRawPointer(base + count))
        count &+= offset
        appendEscaped(utf8, from: offset)
    }

    /// Copies `utf8` eight bytes at a time to `out` while no byte of a word may need escaping;
    /// returns how many bytes it copied (a multiple of eight).
    @inline(__always)
    private static func copyPlainWords(of utf8: UnsafeBufferPointer<UInt8>, to out: UnsafeMutableRawPointer)
        -> Int
    {
        guard let start = utf8.baseAddress else { return 0 }
        let source = UnsafeRawPointer(start)
        var offset = 0
        while offset + 8 <= utf8.count {
            let word = source.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if mayNeedEscape(word) { break }
            out.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        return offset
    }

    /// Appends a string as the inside of a JSON string (see ``appendStringContents(utf8:)``).
    mutating func appendStringContents(_ text: String) {
        JSONWriter.withUTF8(of: text) { appendStringContents(utf8: $0) }
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
