import PanelCore

extension ProtocolMessage {
    /// Reads the common shape of a `set` line straight from its bytes, without building a
    /// dictionary: `{"type":"set","seq":N,"id":"…","value":V}` in that order, with no
    /// whitespace, a plain ASCII id (no escapes), and a value that is `true`, `false`, a plain
    /// ASCII string or a number without an exponent. Anything else returns `nil`, and the
    /// caller uses ``init(parsing:)``, which gives the same message for every line this
    /// accepts (and the reject for every line it does not).
    ///
    /// ```swift
    /// let line = Array(#"{"type":"set","seq":1,"id":"radius","value":12}"#.utf8)
    /// let message = line.withUnsafeBufferPointer { ProtocolMessage(setLine: $0) }
    /// message?.seq   // 1
    /// ```
    package init?(setLine bytes: UnsafeBufferPointer<UInt8>) {
        guard let (seq, id, value) = ProtocolMessage.setParts(of: bytes) else { return nil }
        self.init(type: "set", seq: seq, body: .set(id: id, value: value))
    }

    /// The parts of a `set` line of the shape `init(setLine:)` reads, without making a
    /// message of them (for a caller that answers the `set` at once).
    ///
    /// ```swift
    /// let line = Array(#"{"type":"set","seq":1,"id":"radius","value":12}"#.utf8)
    /// let parts = line.withUnsafeBufferPointer { ProtocolMessage.setParts(of: $0) }
    /// parts?.id   // "radius"
    /// ```
    public static func setParts(of bytes: UnsafeBufferPointer<UInt8>) -> (
        seq: Int, id: NodeID, value: PanelValue
    )? {
        var seq = 0
        var id = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        guard let value = setLine(of: bytes, seq: &seq, id: &id) else { return nil }
        return (seq, NodeID(String(decoding: id, as: UTF8.self)), value)
    }

    /// The value of a `set` line of the shape `init(setLine:)` reads, with its `seq` and the
    /// id as its bytes in the line (a slice of `bytes`: printable ASCII, none of which JSON
    /// escapes) stored in `seq` and `id`, for a caller that finds the control by them; `nil`
    /// (leaving `seq` and `id` unspecified) for any other line.
    ///
    /// ```swift
    /// let line = Array(#"{"type":"set","seq":1,"id":"radius","value":12}"#.utf8)
    /// var seq = 0
    /// var id = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// let value = line.withUnsafeBufferPointer { ProtocolMessage.setLine(of: $0, seq: &seq, id: &id) }
    /// value   // .number(12)
    /// ```
    package static func setLine(
        of bytes: UnsafeBufferPointer<UInt8>, seq: inout Int, id: inout UnsafeBufferPointer<UInt8>
    ) -> PanelValue? {
        var scanner = SetLineScanner(bytes: bytes)
        guard scanner.expect(#"{"type":"set","seq":"#), let number = scanner.whole(),
            scanner.expect(#","id":""#), let text = scanner.plainBytes(), !text.isEmpty,
            scanner.expect(#","value":"#), let value = scanner.value(),
            scanner.expect("}"), scanner.offset == bytes.count
        else { return nil }
        seq = number
        id = text
        return value
    }
}

/// A cursor over a `set` line for ``ProtocolMessage/init(setLine:)``; every method returns
/// `nil` (or `false`) at the first byte outside the plain shape.
private struct SetLineScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func isDigit(_ index: Int) -> Bool {
        index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }

    /// Consumes `text` if the bytes continue with it.
    mutating func expect(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - offset >= count else { return false }
        guard count > 0, let base = bytes.baseAddress else { return count == 0 }
        let here = UnsafeRawPointer(base + offset)
        let start = UnsafeRawPointer(text.utf8Start)
        if count >= 8 {
            // Eight bytes at a time, the last word overlapping the one before it.
            var index = 0
            while index + 8 < count {
                guard
                    here.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        == start.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                else { return false }
                index += 8
            }
            guard
                here.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == start.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            else { return false }
        } else {
            for index in 0..<count {
                guard
                    here.load(fromByteOffset: index, as: UInt8.self)
                        == start.load(fromByteOffset: index, as: UInt8.self)
                else { return false }
            }
        }
        offset += count
        return true
    }

    /// The digits of an unsigned integer (at most 15, so exact as a JSON number), without a
    /// leading zero, a fraction or an exponent.
    mutating func whole() -> Int? {
        let start = offset
        var number = 0
        while isDigit(offset) {
            number = number * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
            if offset - start > 15 { return nil }
        }
        let digits = offset - start
        guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        if offset < bytes.count {
            let next = bytes[offset]
            if next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
                return nil
            }
        }
        return number
    }

    /// The bytes of a string of printable ASCII without escapes, after its opening quote;
    /// consumes the closing quote.
    mutating func plainBytes() -> UnsafeBufferPointer<UInt8>? {
        let start = offset
        if let base = bytes.baseAddress {
            // Eight bytes at a time while none ends the string or falls outside it.
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= bytes.count {
                let stops = SetLineScanner.stops(
                    in: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                if stops != 0 {
                    // The lowest byte flagged is one (a flag above it may be a false one).
                    offset += stops.trailingZeroBitCount / 8
                    break
                }
                offset += 8
            }
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                offset += 1
                return text
            }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
            offset += 1
        }
        return nil
    }

    /// The high bit of each byte of `word` that is not printable ASCII (below 0x20, 0x7F or
    /// above) or is `"` or `\`, its lowest one exact (those above it may be set falsely, by a
    /// borrow).
    private static func stops(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeros(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        return control | (word & highs) | zeros(word ^ (ones &* 0x7F)) | zeros(word ^ (ones &* 0x22))
            | zeros(word ^ (ones &* 0x5C))
    }

    /// The text of a string of printable ASCII without escapes, after its opening quote;
    /// consumes the closing quote.
    mutating func plainString() -> String? {
        plainBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    /// `true`, `false`, a plain string or a number without an exponent (at most 15 digits
    /// before the point), with the value the general parser gives.
    mutating func value() -> PanelValue? {
        if expect("true") { return .bool(true) }
        if expect("false") { return .bool(false) }
        if expect("\"") { return plainString().map(PanelValue.string) }
        let start = offset
        var negative = false
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") {
            negative = true
            offset += 1
        }
        let integerStart = offset
        var mantissa: UInt64 = 0
        while isDigit(offset) {
            mantissa = mantissa * 10 + UInt64(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
            if offset - integerStart > 15 { return nil }
        }
        let digits = offset - integerStart
        guard digits > 0, digits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ".") else {
            let value = Double(mantissa)
            return .number(negative ? (mantissa == 0 ? 0 : -value) : value)
        }
        offset += 1
        guard isDigit(offset) else { return nil }
        var fractionDigits = 0
        while isDigit(offset) {
            fractionDigits += 1
            if digits + fractionDigits <= 15 {
                mantissa = mantissa * 10 + UInt64(bytes[offset] - UInt8(ascii: "0"))
            }
            offset += 1
        }
        if offset - start > 40 { return nil }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            return nil
        }
        let value: Double
        if digits + fractionDigits <= 15 {
            // Every digit is in the mantissa (below 10^15, so exact as a `Double`), and so is
            // 10^fractionDigits: one division rounds correctly, to the number the general
            // parser reads from the text.
            var scale = 1.0
            for _ in 0..<fractionDigits { scale *= 10 }
            value = Double(mantissa) / scale
        } else {
            let text = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[integerStart..<offset]), as: UTF8.self)
            guard let parsed = Double(text), parsed.isFinite else { return nil }
            value = parsed
        }
        let signed = negative ? -value : value
        return .number(signed == 0 ? 0 : signed)
    }
}
