/// Turns the bytes a terminal sends into ``InputEvent``s: keys (UTF-8 text, control keys, CSI and
/// SS3 sequences with xterm modifiers), SGR 1006 mouse reports, bracketed paste and focus
/// reports.
///
/// Decoding is a pure function of the bytes: ``decode(_:)`` returns every event the bytes
/// complete and keeps an unfinished tail (a sequence cut between two reads, a paste still
/// arriving). A lone Escape is ambiguous: it is the Escape key, or the start of a sequence or
/// of an Alt chord whose next byte has not arrived yet. The decoder keeps it pending; the reader
/// calls ``flush()`` when no byte followed within ``escapeTimeout`` seconds, and the Escape
/// becomes the Escape key. Escape followed at once by a character is Alt with that character.
///
/// Malformed or unknown sequences are dropped whole, never passed on as text.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[1;2".utf8))   // [] — the sequence is unfinished
/// decoder.decode(Array("C".utf8))            // [.key(Key(.right, modifiers: .shift))]
/// decoder.decode([0x1B])                     // [] — Escape or Alt? wait
/// decoder.flush()                            // [.key(Key(.escape))]
/// ```
struct InputDecoder: Sendable {
    /// How long a lone Escape waits for a following byte before it counts as the Escape key.
    ///
    /// ```swift
    /// InputDecoder.escapeTimeout   // 0.03
    /// ```
    static let escapeTimeout = 0.03

    /// The longest escape sequence kept waiting for its end; a longer one is dropped.
    static let longestSequence = 64

    private var pending: [UInt8] = []
    private var paste: [UInt8]? = nil

    /// Creates a decoder with nothing pending.
    ///
    /// ```swift
    /// var decoder = InputDecoder()
    /// ```
    init() {}

    /// Whether bytes are waiting for more input (or for ``flush()``).
    ///
    /// ```swift
    /// if decoder.hasPending { /* poll with InputDecoder.escapeTimeout */ }
    /// ```
    var hasPending: Bool { !pending.isEmpty || paste != nil }

    /// The events of `bytes`, decoded after whatever was pending.
    ///
    /// ```swift
    /// decoder.decode(Array("jj".utf8))   // two presses of j
    /// ```
    mutating func decode(_ bytes: [UInt8]) -> [InputEvent] {
        pending += bytes
        return run(final: false)
    }

    /// Decodes what is pending as if no more bytes will follow soon: a lone Escape is the Escape
    /// key; an unfinished sequence is dropped. A paste still open stays pending.
    ///
    /// ```swift
    /// decoder.flush()   // after InputDecoder.escapeTimeout with no input
    /// ```
    mutating func flush() -> [InputEvent] {
        run(final: true)
    }

    /// All events of a complete input (``decode(_:)`` then ``flush()``).
    ///
    /// ```swift
    /// InputDecoder.events(in: Array("q".utf8))   // [.key(Key(.character("q")))]
    /// ```
    static func events(in bytes: [UInt8]) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.decode(bytes) + decoder.flush()
    }

    // MARK: - Decoding

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private mutating func run(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        let bytes = pending
        while index < bytes.count {
            if paste != nil {
                if let end = Self.find(Self.pasteEnd, in: bytes, from: index) {
                    paste! += bytes[index..<end]
                    events.append(.paste(String(decoding: paste!, as: UTF8.self)))
                    paste = nil
                    index = end + Self.pasteEnd.count
                    continue
                }
                // Keep a tail that could be the start of the end marker.
                var keep = 0
                for length in stride(
                    from: min(Self.pasteEnd.count - 1, bytes.count - index), through: 1, by: -1)
                where Array(bytes[(bytes.count - length)...]) == Array(Self.pasteEnd[0..<length]) {
                    keep = length
                    break
                }
                paste! += bytes[index..<(bytes.count - keep)]
                index = bytes.count - keep
                break
            }
            switch step(bytes, at: index, final: final) {
            case .event(let event, let length):
                if let event { events.append(event) }
                index += length
            case .pasteStart(let length):
                paste = []
                index += length
            case .needMore:
                pending = Array(bytes[index...])
                return events
            }
        }
        pending = Array(bytes[min(index, bytes.count)...])
        if final && paste == nil { pending = [] }
        return events
    }

    private enum Step {
        case event(InputEvent?, length: Int)
        case pasteStart(length: Int)
        case needMore
    }

    private func step(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        let byte = bytes[index]
        if byte == 0x1B {
            guard index + 1 < bytes.count else {
                return final ? .event(.key(Key(.escape)), length: 1) : .needMore
            }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "[") {
                return csi(bytes, at: index, final: final)
            }
            if next == UInt8(ascii: "O") {
                guard index + 2 < bytes.count else {
                    return final ? .event(.key(Key(.character("O"), modifiers: .alt)), length: 2) : .needMore
                }
                return .event(Self.ss3(bytes[index + 2]), length: 3)
            }
            if next == 0x1B { return .event(.key(Key(.escape)), length: 1) }
            // Alt with the next key.
            switch plain(bytes, at: index + 1, final: final) {
            case .event(.key(var key)?, let length):
                key.modifiers.insert(.alt)
                return .event(.key(key), length: length + 1)
            case .needMore: return .needMore
            default: return .event(nil, length: 2)
            }
        }
        return plain(bytes, at: index, final: final)
    }

    /// A byte that does not start an escape sequence: a control key or a UTF-8 character.
    private func plain(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        let byte = bytes[index]
        switch byte {
        case 0x0D, 0x0A: return .event(.key(Key(.enter)), length: 1)
        case 0x09: return .event(.key(Key(.tab)), length: 1)
        case 0x7F, 0x08: return .event(.key(Key(.backspace)), length: 1)
        case 0x00: return .event(.key(Key(.character(" "), modifiers: .control)), length: 1)
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(byte + 0x60))
            return .event(.key(Key(.character(letter), modifiers: .control)), length: 1)
        case 0x1B: return .event(.key(Key(.escape)), length: 1)
        case 0x1C...0x1F:
            let symbol = Character(Unicode.Scalar(byte + 0x40))
            return .event(.key(Key(.character(symbol), modifiers: .control)), length: 1)
        case 0x20..<0x7F:
            return .event(.key(Key(.character(Character(Unicode.Scalar(byte))))), length: 1)
        default:
            return utf8(bytes, at: index, final: final)
        }
    }

    private func utf8(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(.key(Key(.character("\u{FFFD}"))), length: 1)
        }
        guard index + length <= bytes.count else {
            // Continuation bytes still to come, unless one already present is not one.
            for offset in 1..<(bytes.count - index) where bytes[index + offset] & 0xC0 != 0x80 {
                return .event(.key(Key(.character("\u{FFFD}"))), length: offset)
            }
            return final ? .event(.key(Key(.character("\u{FFFD}"))), length: bytes.count - index) : .needMore
        }
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return .event(.key(Key(.character("\u{FFFD}"))), length: offset)
        }
        let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        guard let character = text.first, text.count == 1 else {
            return .event(.key(Key(.character("\u{FFFD}"))), length: length)
        }
        return .event(.key(Key(.character(character))), length: length)
    }

    private static func ss3(_ final: UInt8) -> InputEvent? {
        switch final {
        case UInt8(ascii: "A"): return .key(Key(.up))
        case UInt8(ascii: "B"): return .key(Key(.down))
        case UInt8(ascii: "C"): return .key(Key(.right))
        case UInt8(ascii: "D"): return .key(Key(.left))
        case UInt8(ascii: "H"): return .key(Key(.home))
        case UInt8(ascii: "F"): return .key(Key(.end))
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .key(Key(.function(Int(final) - 0x4F)))
        case UInt8(ascii: "M"): return .key(Key(.enter))
        default: return nil
        }
    }

    /// `ESC [` parameters, intermediates and a final byte.
    private func csi(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
            guard (0x20...0x3F).contains(bytes[end]) else {
                // Not a sequence: drop the introducer, decode the rest as it comes.
                return .event(nil, length: end - index)
            }
            end += 1
            if end - index > Self.longestSequence { return .event(nil, length: end - index) }
        }
        guard end < bytes.count else {
            if final {
                // `ESC [` alone is Alt-[; anything longer is an unfinished sequence, dropped.
                return end == index + 2
                    ? .event(.key(Key(.character("["), modifiers: .alt)), length: 2)
                    : .event(nil, length: end - index)
            }
            return .needMore
        }
        let length = end - index + 1
        let body = bytes[(index + 2)..<end]
        let finalByte = bytes[end]
        if body.first == UInt8(ascii: "<") {
            return .event(
                Self.mouse(body.dropFirst(), release: finalByte == UInt8(ascii: "m")), length: length)
        }
        if body.first == UInt8(ascii: "?"), body.last == UInt8(ascii: "$"), finalByte == UInt8(ascii: "y") {
            let numbers = body.dropFirst().dropLast().split(separator: UInt8(ascii: ";")).map {
                Int(String(decoding: $0, as: UTF8.self))
            }
            guard numbers.count == 2, let mode = numbers[0], let value = numbers[1] else {
                return .event(nil, length: length)
            }
            return .event(.modeReport(mode: mode, value: value), length: length)
        }
        if body.first == UInt8(ascii: "M") || finalByte == UInt8(ascii: "M") && body.isEmpty {
            // X10 mouse report (not requested): three more bytes.
            return index + 6 <= bytes.count
                ? .event(nil, length: 6) : (final ? .event(nil, length: bytes.count - index) : .needMore)
        }
        let parameters = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            Int(String(decoding: $0, as: UTF8.self))
        }
        let modifierCode = parameters.count > 1 ? (parameters[1] ?? 1) : 1
        let modifiers = Key.Modifiers(rawValue: UInt8(clamping: max(0, modifierCode - 1)) & 0x07)
        func key(_ code: Key.Code) -> Step { .event(.key(Key(code, modifiers: modifiers)), length: length) }
        switch finalByte {
        case UInt8(ascii: "A"): return key(.up)
        case UInt8(ascii: "B"): return key(.down)
        case UInt8(ascii: "C"): return key(.right)
        case UInt8(ascii: "D"): return key(.left)
        case UInt8(ascii: "H"): return key(.home)
        case UInt8(ascii: "F"): return key(.end)
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return key(.function(Int(finalByte) - 0x4F))
        case UInt8(ascii: "Z"): return .event(.key(Key(.tab, modifiers: .shift)), length: length)
        case UInt8(ascii: "I") where body.isEmpty: return .event(.focus(true), length: length)
        case UInt8(ascii: "O") where body.isEmpty: return .event(.focus(false), length: length)
        case UInt8(ascii: "~"):
            switch parameters.first ?? nil {
            case 200: return .pasteStart(length: length)
            case 1, 7: return key(.home)
            case 4, 8: return key(.end)
            case 2: return key(.insert)
            case 3: return key(.delete)
            case 5: return key(.pageUp)
            case 6: return key(.pageDown)
            case let number? where (11...15).contains(number): return key(.function(number - 10))
            case let number? where (17...21).contains(number): return key(.function(number - 11))
            case 23: return key(.function(11))
            case 24: return key(.function(12))
            default: return .event(nil, length: length)
            }
        default:
            return .event(nil, length: length)
        }
    }

    /// The body of `ESC [ < b ; x ; y M|m` after `<`.
    private static func mouse(_ body: ArraySlice<UInt8>, release: Bool) -> InputEvent? {
        let numbers = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            Int(String(decoding: $0, as: UTF8.self))
        }
        guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2], x >= 1,
            y >= 1,
            code >= 0, code < 256
        else { return nil }
        var modifiers: Key.Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let motion = code & 32 != 0
        let button: MouseEvent.Button
        if code & 64 != 0 {
            button = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][code & 3]
        } else {
            button = [.left, .middle, .right, .none][code & 3]
        }
        let action: MouseEvent.Action =
            release ? .release : motion ? (button == .none ? .move : .drag) : .press
        return .mouse(
            MouseEvent(button: button, action: action, column: x - 1, row: y - 1, modifiers: modifiers))
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && Array(bytes[index..<(index + needle.count)]) == needle {
                return index
            }
            index += 1
        }
        return nil
    }
}
