import PanelCore

extension ProtocolMessage {
    /// The `seq` of a line that may not parse: the last top-level `seq` member whose value is
    /// a whole number ≥ 0, found by a lenient scan that only follows strings, brackets,
    /// commas and colons, so that whatever else is wrong with the line (a number too large,
    /// a missing bracket, a duplicate key, a value of the wrong type, a line too long) its
    /// `reject` can still name the sequence number. `nil` when no such member can be found
    /// before the scan meets something it cannot follow.
    ///
    /// ```swift
    /// let line = Array(#"{"type":"set","seq":32,"id":"gravity","value":1e400}"#.utf8)
    /// line.withUnsafeBufferPointer { ProtocolMessage.seq(recoveredFrom: $0) }   // 32
    /// ```
    public static func seq(recoveredFrom bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var scanner = SeqScanner(bytes: bytes)
        return scanner.scan()
    }

    /// ``seq(recoveredFrom:)-(UnsafeBufferPointer<UInt8>)`` over an array.
    ///
    /// ```swift
    /// ProtocolMessage.seq(recoveredFrom: Array(#"{"seq":3,"type":"set","value":1e999}"#.utf8))   // 3
    /// ```
    public static func seq(recoveredFrom bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { seq(recoveredFrom: $0) }
    }
}

extension ProtocolMessage {
    /// The `seq` a line is known by, to recognise it when it is sent again: in the common
    /// shape (`{"type":"…","seq":N`, N a whole number of up to 15 digits) read from the first
    /// bytes, else as ``seq(recoveredFrom:)-(UnsafeBufferPointer<UInt8>)`` finds it.
    ///
    /// ```swift
    /// let line = Array(#"{"type":"set","seq":7,"id":"gravity","value":1}"#.utf8)
    /// line.withUnsafeBufferPointer { ProtocolMessage.retrySeq(of: $0) }   // 7
    /// ```
    package static func retrySeq(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        // `{"type":` and `","seq":` compared eight bytes at a time.
        guard count > 17, Self.word(bytes, 0) == Self.word(#"{"type":""#, 0), bytes[8] == UInt8(ascii: "\"")
        else { return seq(recoveredFrom: bytes) }
        var index = 9
        while index < count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            index += 1
        }
        guard index + 8 < count, Self.word(bytes, index) == Self.word(#"","seq":"#, 0) else {
            return seq(recoveredFrom: bytes)
        }
        index += 8
        let start = index
        var value = 0
        while index < count, index - start < 15, bytes[index] &- UInt8(ascii: "0") < 10 {
            value = value &* 10 &+ Int(bytes[index] &- UInt8(ascii: "0"))
            index += 1
        }
        guard index > start, index < count,
            bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "}"),
            bytes[start] != UInt8(ascii: "0") || index == start + 1
        else { return seq(recoveredFrom: bytes) }
        return value
    }

    /// The eight bytes at `offset` (the caller checked there are eight).
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// The first eight bytes of `text` (eight long at least).
    private static func word(_ text: StaticString, _ offset: Int) -> UInt64 {
        UnsafeRawPointer(text.utf8Start + offset).loadUnaligned(as: UInt64.self)
    }
}

/// The lenient scan behind ``ProtocolMessage/seq(recoveredFrom:)-(UnsafeBufferPointer<UInt8>)``.
private struct SeqScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    /// Consumes a string from its opening quote; returns its bytes as written (escapes
    /// included), or `nil` when it does not end.
    private mutating func rawString() -> Range<Int>? {
        let start = offset + 1
        offset = start
        while let byte = peek {
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return start..<(offset - 1)
            }
            offset += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        return nil
    }

    /// Whether the key written at `range` reads `seq` (escapes decoded by the strict parser).
    private func isSeq(_ range: Range<Int>) -> Bool {
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        if !raw.contains(UInt8(ascii: "\\")) { return raw.elementsEqual("seq".utf8) }
        var parser = JSONParser(Array(bytes[(range.lowerBound - 1)...range.upperBound]))
        return (try? parser.parse()) == .string("seq")
    }

    /// Skips one value of any shape (well formed or not) up to the `,` or `}` that ends it
    /// in the top-level object; `false` when the line ends first.
    private mutating func skipValue() -> Bool {
        var depth = 0
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                guard rawString() != nil else { return false }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return true }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return true }
            default: break
            }
            offset += 1
        }
        return false
    }

    /// The number token at the cursor, read by the strict parser, if it is a whole number ≥ 0.
    private mutating func whole() -> Int? {
        let start = offset
        while let byte = peek,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
        {
            offset += 1
        }
        guard offset > start else { return nil }
        var parser = JSONParser(Array(bytes[start..<offset]))
        guard case .number(let number) = try? parser.parse(), number >= 0, number <= 9_007_199_254_740_991,
            number == number.rounded()
        else { return nil }
        return Int(number)
    }

    mutating func scan() -> Int? {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else { return nil }
        offset += 1
        var found: Int?
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\""), let key = rawString() else { return found }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { return found }
            offset += 1
            skipWhitespace()
            if isSeq(key) {
                let start = offset
                if let seq = whole() {
                    found = seq
                } else {
                    offset = start
                }
            }
            guard skipValue(), peek == UInt8(ascii: ",") else { return found }
            offset += 1
        }
    }
}
