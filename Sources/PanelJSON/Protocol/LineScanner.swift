import PanelCore

/// The one pass over a protocol line behind ``ProtocolLine``: the top-level object member by
/// member, each value read straight from the bytes when it has a plain shape (`true`,
/// `false`, a string of printable ASCII without escapes, a number without an exponent) and by
/// `JSONParser` in place otherwise, so every byte is read once. At the first syntax error it
/// goes on in a lenient mode that only follows strings, brackets, commas and colons, to find
/// the line's `seq` for the `reject`.
struct LineScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    /// The general parser, made (over a copy of the line, which its messages count lines and
    /// columns in) the first time a value or key needs it.
    private var parser: JSONParser?
    /// The last top-level `seq` whose value is a whole number ≥ 0.
    private var seq: Int?

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func generalParser() -> JSONParser {
        if let parser { return parser }
        let made = JSONParser(Array(bytes))
        parser = made
        return made
    }

    /// A problem at `offset`, worded and placed as the general parser words and places it.
    private mutating func problem(_ message: String, at offset: Int) -> ProtocolLine.Scan {
        let problem = generalParser().problem(message, at: offset)
        return malformed(problem.description)
    }

    private mutating func malformed(_ message: String) -> ProtocolLine.Scan {
        .malformed(ProtocolError(code: "malformed", message: message, seq: seq))
    }

    /// The byte at the cursor as the general parser names it in a problem.
    private mutating func found() -> String { generalParser().describe(peek) }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }

    /// Which of the members the scan keeps apart a key is.
    private enum Key { case type, seq, id, value, other }

    private static func key(_ text: UnsafeBufferPointer<UInt8>) -> Key {
        switch text.count {
        case 2: return text.elementsEqual("id".utf8) ? .id : .other
        case 3: return text.elementsEqual("seq".utf8) ? .seq : .other
        case 4: return text.elementsEqual("type".utf8) ? .type : .other
        case 5: return text.elementsEqual("value".utf8) ? .value : .other
        default: return .other
        }
    }

    private static func key(_ text: String) -> Key {
        switch text {
        case "id": .id
        case "seq": .seq
        case "type": .type
        case "value": .value
        default: .other
        }
    }

    /// A whole number ≥ 0 that a `seq` may hold (as the message decoder counts it).
    static func whole(_ value: PanelValue) -> Int? {
        guard case .number(let number) = value, number >= 0, number <= 9_007_199_254_740_991,
            number == number.rounded()
        else { return nil }
        return Int(number)
    }

    /// The one scan: a `set` of the plain shape, the members of any other object, or the
    /// problem (the first syntax error, else the first repeated key) with the `seq` found.
    mutating func scan() -> ProtocolLine.Scan {
        if let set = quickSet() { return set }
        offset = 0
        return scanObject()
    }

    /// The common `set` as writers spell it, `{"type":"set","seq":N,"id":"…","value":V}` with
    /// no space and nothing else, read in one run of comparisons; `nil` (the cursor moved) for
    /// any other line, which ``scanObject()`` reads from the start.
    private mutating func quickSet() -> ProtocolLine.Scan? {
        // The fixed pieces compared a word at a time, each where at least eight bytes are left
        // (as in any line of this shape): a shorter line takes the member-by-member path.
        let words = Self.setWords
        guard bytes.count >= 28, let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        guard raw.loadUnaligned(as: UInt64.self) == words.head.0,
            raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == words.head.1,
            raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self) == words.head.2
        else { return nil }
        offset = 20
        guard let number = whole(), expect(word: words.id, count: 7), let id = plainBytes(), !id.isEmpty,
            expect(word: words.value, count: 8), peek == UInt8(ascii: ":")
        else { return nil }
        offset += 1
        guard let value = self.value(), peek == UInt8(ascii: "}"), offset + 1 == bytes.count else {
            return nil
        }
        return .set(seq: number, id: id, value: value)
    }

    /// The fixed pieces of the common `set` as little-endian words: `{"type":"set","seq":`
    /// (8, 8 and 4 bytes), `,"id":"` (7 bytes) and `,"value"` (8 bytes).
    private static let setWords: (head: (UInt64, UInt64, UInt32), id: UInt64, value: UInt64) = {
        func word(_ text: String) -> UInt64 {
            var word: UInt64 = 0
            for (index, byte) in text.utf8.prefix(8).enumerated() { word |= UInt64(byte) << (8 * index) }
            return word
        }
        return (
            (word(#"{"type":"#), word(#""set","s"#), UInt32(word(#"eq":"#))), word(#","id":""#),
            word(#","value""#)
        )
    }()

    /// Consumes the `count` bytes (1 to 8) that `word` holds (little-endian, zero above them)
    /// if the bytes continue with them and at least eight bytes are left.
    private mutating func expect(word: UInt64, count: Int) -> Bool {
        guard bytes.count - offset >= 8, let base = bytes.baseAddress else { return false }
        let loaded = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
        let mask: UInt64 = count == 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
        guard loaded & mask == word else { return false }
        offset += count
        return true
    }

    /// The scan of any line (see ``scan()``).
    private mutating func scanObject() -> ProtocolLine.Scan {
        skipByteOrderMark()
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else { return notAnObject() }
        offset += 1
        var type: PanelValue?
        var seqValue: PanelValue?
        var id: PanelValue?
        var plainID: UnsafeBufferPointer<UInt8>?
        var value: PanelValue?
        var others: [String: PanelValue] = [:]
        var repeated: JSONProblem?
        // The common `set`, `{"type":"set","seq":N,"id":"…","value":V}` with nothing else, read
        // member by member as it is spelt; where the spelling differs, the members read so far
        // stay read and the loop below goes on from the next one.
        var boundary = offset
        if expect(#""type":"set","#) {
            type = .string("set")
            boundary = offset
            if expect(#""seq":"#), let number = whole(), expect(",") {
                seqValue = .number(Double(number))
                seq = number
                boundary = offset
                if expect(#""id":""#), let text = plainBytes(), !text.isEmpty, expect(",") {
                    plainID = text
                    id = .string(String(decoding: text, as: UTF8.self))
                    boundary = offset
                    if expect(#""value":"#), let quick = self.value(), expect("}"), offset == bytes.count {
                        return .set(seq: number, id: text, value: quick)
                    }
                }
            }
        }
        offset = boundary
        skipWhitespace()
        if type == nil, peek == UInt8(ascii: "}") {
            offset += 1
        } else {
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else {
                    return problem("expected a string key, found \(found())", at: offset)
                }
                let keyOffset = offset
                offset += 1
                let name: String?
                let key: Key
                if let text = plainBytes() {
                    key = Self.key(text)
                    name = key == .other ? String(decoding: text, as: UTF8.self) : nil
                } else {
                    var cursor = JSONParser.Cursor(bytes: bytes, offset: keyOffset)
                    do {
                        let text = try generalParser().parseString(&cursor)
                        offset = cursor.offset
                        key = Self.key(text)
                        name = key == .other ? text : nil
                    } catch {
                        offset = keyOffset
                        return recover(error.description, at: .key)
                    }
                }
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else {
                    return problem("expected ':' after the key, found \(found())", at: offset)
                }
                offset += 1
                skipWhitespace()
                let valueOffset = offset
                var member: PanelValue?
                switch key {
                case .seq:
                    if let number = whole() { member = .number(Double(number)) }
                case .id:
                    if expect("\""), let text = plainBytes() {
                        plainID = text
                        member = .string(String(decoding: text, as: UTF8.self))
                    }
                default:
                    member = self.value()
                }
                if member == nil {
                    offset = valueOffset
                    if key == .id { plainID = nil }
                    var cursor = JSONParser.Cursor(bytes: bytes, offset: valueOffset)
                    var parser = generalParser()
                    parser.path = [.key(at: keyOffset)]
                    do {
                        member = try parser.parseValue(&cursor, depth: 1)
                        offset = cursor.offset
                        parser.path = []
                        if repeated == nil { repeated = parser.duplicateKeys.first }
                        self.parser = parser
                    } catch {
                        return recover(error.description, at: .value(isSeq: key == .seq))
                    }
                }
                guard let member else { return malformed("$: unreadable member") }
                var isRepeat = false
                switch key {
                case .type:
                    isRepeat = type != nil
                    type = member
                case .seq:
                    isRepeat = seqValue != nil
                    seqValue = member
                case .id:
                    isRepeat = id != nil
                    id = member
                case .value:
                    isRepeat = value != nil
                    value = member
                case .other: isRepeat = others.updateValue(member, forKey: name ?? "") != nil
                }
                if isRepeat, repeated == nil {
                    let text = name ?? Self.name(of: key)
                    var problem = generalParser().problem(
                        "key \(PanelValue.string(text)) appears more than once in this object; name each member once",
                        at: keyOffset)
                    problem.path = JSONPath.member("$", text)
                    repeated = problem
                }
                // A `seq` counts when the number token ends with the number (as the lenient mode
                // reads it: `0-` is no number, `1x` is 1 followed by something else).
                if key == .seq, let number = Self.whole(member), !Self.continuesNumber(peek) {
                    seq = number
                }
                skipWhitespace()
                if peek == UInt8(ascii: ",") {
                    offset += 1
                    continue
                }
                guard peek == UInt8(ascii: "}") else {
                    let problem = generalParser().problem(
                        "expected ',' or '}' in an object, found \(found())", at: offset)
                    return recover(problem.description, at: .value(isSeq: false))
                }
                offset += 1
                break
            }
        }
        skipWhitespace()
        if offset < bytes.count {
            return problem("unexpected \(found()) after the JSON value", at: offset)
        }
        if let repeated { return malformed(repeated.description) }
        if others.isEmpty, let plainID, !plainID.isEmpty, let value, type == .string("set"),
            let seqValue, let number = Self.whole(seqValue)
        {
            return .set(seq: number, id: plainID, value: value)
        }
        if let type { others["type"] = type }
        if let seqValue { others["seq"] = seqValue }
        if let id { others["id"] = id }
        if let value { others["value"] = value }
        return .members(others)
    }

    private static func name(of key: Key) -> String {
        switch key {
        case .type: "type"
        case .seq: "seq"
        case .id: "id"
        case .value: "value"
        case .other: ""
        }
    }

    /// A line that does not start with an object: the general parser's problem with it, or
    /// that it is not a message object.
    private mutating func notAnObject() -> ProtocolLine.Scan {
        var parser = generalParser()
        do {
            let value = try parser.parse()
            if let repeated = parser.duplicateKeys.first { return malformed(repeated.description) }
            return malformed("$: expected a message object, got \(value.typeName)")
        } catch {
            return malformed(error.description)
        }
    }

    // MARK: The lenient mode

    /// Where the lenient mode takes over: at a key's opening quote, or at a member's value.
    private enum Resume {
        case key
        case value(isSeq: Bool)
    }

    /// The problem `message`, with the `seq` the rest of the line holds, read leniently from
    /// `resume` on.
    private mutating func recover(_ message: String, at resume: Resume) -> ProtocolLine.Scan {
        seq = lenientMembers(from: resume)
        return malformed(message)
    }

    /// The lenient mode from the start of the line: the `seq` it finds.
    mutating func recoverSeq() -> Int? {
        skipByteOrderMark()
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else { return nil }
        offset += 1
        return lenientMembers(from: .key)
    }

    /// Goes on through the top-level members from `resume`, leniently, and returns the last
    /// `seq` found (one found before the lenient mode took over included).
    private mutating func lenientMembers(from resume: Resume) -> Int? {
        var found = seq
        var isSeq: Bool
        switch resume {
        case .key:
            skipWhitespace()
            guard peek == UInt8(ascii: "\""), let key = rawString() else { return found }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { return found }
            offset += 1
            skipWhitespace()
            isSeq = isSeqKey(key)
        case .value(let seqKey):
            isSeq = seqKey
        }
        while true {
            if isSeq {
                let start = offset
                if let number = lenientWhole() { found = number } else { offset = start }
            }
            guard skipValue(), peek == UInt8(ascii: ",") else { return found }
            offset += 1
            skipWhitespace()
            guard peek == UInt8(ascii: "\""), let key = rawString() else { return found }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { return found }
            offset += 1
            skipWhitespace()
            isSeq = isSeqKey(key)
        }
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
    private mutating func isSeqKey(_ range: Range<Int>) -> Bool {
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        if !raw.contains(UInt8(ascii: "\\")) { return raw.elementsEqual("seq".utf8) }
        var cursor = JSONParser.Cursor(bytes: bytes, offset: range.lowerBound - 1)
        return (try? generalParser().parseString(&cursor)) == "seq"
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

    /// Whether `byte` may be part of a number token (a digit, a sign, a point, an exponent).
    private static func continuesNumber(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
    }

    /// The number token at the cursor, read by the strict parser, if it is a whole number ≥ 0.
    private mutating func lenientWhole() -> Int? {
        let start = offset
        while Self.continuesNumber(peek) { offset += 1 }
        guard offset > start else { return nil }
        var parser = JSONParser(Array(bytes[start..<offset]))
        guard let value = try? parser.parse() else { return nil }
        return Self.whole(value)
    }

    // MARK: Plain shapes, straight from the bytes

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
        guard let base = bytes.baseAddress else { return nil }
        // Up to seven digits followed by something else, with eight bytes to read: the digits
        // found and combined a word at a time.
        if bytes.count - start >= 8 {
            let values =
                UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self) &- 0x3030_3030_3030_3030
            // The high bit of each byte that is not a digit (the lowest one exact: nothing
            // borrows into it from the digits below).
            let stops = (values | (values &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
            if stops != 0 {
                let digits = stops.trailingZeroBitCount / 8
                guard digits > 0, digits == 1 || base[start] != UInt8(ascii: "0") else { return nil }
                offset = start + digits
                let next = base[offset]
                if next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
                    return nil
                }
                // The digits moved to the top bytes (the first the most significant), then
                // combined in pairs, fours and eights.
                var number = values << UInt64(64 - 8 * digits)
                number = (number &* 10 &+ (number >> 8)) & 0x00FF_00FF_00FF_00FF
                number = (number &* 100 &+ (number >> 16)) & 0x0000_FFFF_0000_FFFF
                number = (number &* 10_000 &+ (number >> 32)) & 0xFFFF_FFFF
                return Int(number)
            }
        }
        // At most 16 digits looked at: a 16th makes the number too long.
        let end = Swift.min(bytes.count, start + 16)
        var number = 0
        while offset < end {
            let digit = base[offset] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            number = number &* 10 &+ Int(digit)
            offset += 1
        }
        if offset - start > 15 { return nil }
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
                let stops = LineScanner.stops(
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
        switch peek {
        case UInt8(ascii: "t"): return expect("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return expect("false") ? .bool(false) : nil
        case UInt8(ascii: "\""):
            offset += 1
            return plainString().map(PanelValue.string)
        default: break
        }
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
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")
            {
                return nil
            }
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
