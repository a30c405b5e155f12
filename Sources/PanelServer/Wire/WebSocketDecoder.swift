/// Reads WebSocket frames (RFC 6455 section 5) from the bytes a connection receives, in any
/// pieces, and joins fragments into messages: strict and bounded.
///
/// A server's decoder requires masked frames and a client's unmasked ones (1002 otherwise);
/// reserved bits, unknown opcodes, fragmented or long control frames and stray continuations
/// are protocol errors (1002); a message longer than ``maximumMessageLength`` is refused as
/// soon as its frame header says so, before its payload is read (1009); a text message that is
/// not UTF-8 is 1007.
///
/// ```swift
/// var decoder = WebSocketDecoder(role: .server, maximumMessageLength: 1 << 20)
/// decoder.append(received)
/// while let message = try decoder.next() { handle(message) }
/// ```
package struct WebSocketDecoder: Sendable {
    /// Which side reads: a server reads masked frames, a client unmasked ones.
    package enum Role: Sendable {
        case server
        case client
    }

    package let role: Role
    /// The longest message accepted (its fragments together), in bytes.
    package let maximumMessageLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// The fragments of a message so far, and its opcode.
    private var fragments: [UInt8] = []
    private var fragmentedOpcode: WebSocketOpcode?

    package init(role: Role, maximumMessageLength: Int) {
        self.role = role
        self.maximumMessageLength = maximumMessageLength
    }

    /// How many received bytes wait to be read.
    package var bufferedCount: Int { buffer.count - start }

    /// Adds received bytes.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0 && start == buffer.count {
            // A large message read leaves no large buffer behind.
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 17)
            start = 0
        } else if start > 65536 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message or control frame, or `nil` when more bytes are needed.
    package mutating func next() throws(WebSocketError) -> WebSocketMessage? {
        while true {
            guard let frame = try nextFrame() else { return nil }
            if let message = try assemble(frame) { return message }
        }
    }

    private struct Frame {
        var fin: Bool
        var opcode: WebSocketOpcode
        var payload: [UInt8]
    }

    private mutating func nextFrame() throws(WebSocketError) -> Frame? {
        let available = buffer.count - start
        guard available >= 2 else { return nil }
        let first = buffer[start]
        let second = buffer[start + 1]
        guard first & 0x70 == 0 else { throw WebSocketError(.protocolError, "reserved bits set") }
        guard let opcode = WebSocketOpcode(rawValue: first & 0x0F) else {
            throw WebSocketError(.protocolError, "unknown opcode \(first & 0x0F)")
        }
        let fin = first & 0x80 != 0
        let masked = second & 0x80 != 0
        switch role {
        case .server where !masked: throw WebSocketError(.protocolError, "an unmasked client frame")
        case .client where masked: throw WebSocketError(.protocolError, "a masked server frame")
        default: break
        }
        var length = UInt64(second & 0x7F)
        var offset = 2
        if length == 126 {
            guard available >= 4 else { return nil }
            length = UInt64(buffer[start + 2]) << 8 | UInt64(buffer[start + 3])
            offset = 4
        } else if length == 127 {
            guard available >= 10 else { return nil }
            length = 0
            for index in 0..<8 { length = length << 8 | UInt64(buffer[start + 2 + index]) }
            guard length >> 63 == 0 else { throw WebSocketError(.protocolError, "a frame length over 2^63") }
            offset = 10
        }
        let isControl = opcode.rawValue >= 8
        if isControl {
            guard fin else { throw WebSocketError(.protocolError, "a fragmented control frame") }
            guard length <= 125 else {
                throw WebSocketError(.protocolError, "a control frame over 125 bytes")
            }
        } else {
            let sofar = fragmentedOpcode == nil ? 0 : fragments.count
            guard length <= UInt64(maximumMessageLength - sofar) else {
                throw WebSocketError(.messageTooBig, "a message over \(maximumMessageLength) bytes")
            }
        }
        let maskLength = masked ? 4 : 0
        let total = offset + maskLength + Int(length)
        guard available >= total else { return nil }
        var payload = Array(buffer[(start + offset + maskLength)..<(start + total)])
        if masked {
            let key = buffer.withUnsafeBytes {
                $0.loadUnaligned(fromByteOffset: start + offset, as: UInt32.self)
            }
            WebSocketFrame.applyMask(key, to: &payload)
        }
        start += total
        return Frame(fin: fin, opcode: opcode, payload: payload)
    }

    private mutating func assemble(_ frame: Frame) throws(WebSocketError) -> WebSocketMessage? {
        switch frame.opcode {
        case .ping: return .ping(frame.payload)
        case .pong: return .pong(frame.payload)
        case .close: return try Self.close(frame.payload)
        case .continuation:
            guard let opcode = fragmentedOpcode else {
                throw WebSocketError(.protocolError, "a continuation frame with no message")
            }
            fragments += frame.payload
            guard frame.fin else { return nil }
            fragmentedOpcode = nil
            let payload = fragments
            fragments = []
            return try Self.message(opcode, payload)
        case .text, .binary:
            guard fragmentedOpcode == nil else {
                throw WebSocketError(.protocolError, "a new message inside a fragmented one")
            }
            if frame.fin { return try Self.message(frame.opcode, frame.payload) }
            fragmentedOpcode = frame.opcode
            fragments = frame.payload
            return nil
        }
    }

    private static func message(_ opcode: WebSocketOpcode, _ payload: [UInt8]) throws(WebSocketError)
        -> WebSocketMessage
    {
        guard opcode == .text else { return .binary(payload) }
        guard UTF8Validation.isValid(payload) else {
            throw WebSocketError(.invalidPayload, "a text message that is not UTF-8")
        }
        return .text(payload)
    }

    private static func close(_ payload: [UInt8]) throws(WebSocketError) -> WebSocketMessage {
        if payload.isEmpty { return .close(code: nil, reason: "") }
        guard payload.count >= 2 else { throw WebSocketError(.protocolError, "a one-byte close payload") }
        let code = UInt16(payload[0]) << 8 | UInt16(payload[1])
        let valid =
            (1000...1003).contains(code) || (1007...1014).contains(code) || (3000...4999).contains(code)
        guard valid else { throw WebSocketError(.protocolError, "close code \(code) may not be sent") }
        guard UTF8Validation.isValid(payload[2...]),
            let reason = String(validating: payload[2...], as: UTF8.self)
        else {
            throw WebSocketError(.invalidPayload, "a close reason that is not UTF-8")
        }
        return .close(code: code, reason: reason)
    }
}
