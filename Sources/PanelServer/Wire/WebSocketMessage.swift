/// One thing a WebSocket peer sent (RFC 6455), as ``WebSocketDecoder`` reads it: a whole
/// message (fragments joined) or a control frame.
///
/// ```swift
/// if case .text(let bytes) = message { session.receive(String(decoding: bytes, as: UTF8.self)) }
/// ```
package enum WebSocketMessage: Equatable, Sendable {
    /// A text message (valid UTF-8).
    case text([UInt8])
    /// A binary message.
    case binary([UInt8])
    /// A ping and its payload (answered with a pong of the same payload).
    case ping([UInt8])
    /// A pong.
    case pong([UInt8])
    /// A close frame, with its status code when it has one.
    case close(code: UInt16?, reason: String)
}

/// Why a WebSocket connection is closed, with the status code RFC 6455 gives it.
///
/// ```swift
/// WebSocketError(.protocolError, "an unmasked client frame").code   // 1002
/// ```
package struct WebSocketError: Error, Equatable, Sendable {
    /// The status codes this server sends (RFC 6455 section 7.4.1).
    package enum Code: UInt16, Sendable {
        case normal = 1000
        case goingAway = 1001
        case protocolError = 1002
        case unsupportedData = 1003
        case invalidPayload = 1007
        case policyViolation = 1008
        case messageTooBig = 1009
        case internalError = 1011
    }

    /// The close code.
    package var code: Code
    /// Why, for the close frame's reason (short: at most 123 bytes).
    package var reason: String

    package init(_ code: Code, _ reason: String) {
        self.code = code
        self.reason = reason
    }
}

/// The frame opcodes of RFC 6455.
package enum WebSocketOpcode: UInt8, Sendable {
    case continuation = 0
    case text = 1
    case binary = 2
    case close = 8
    case ping = 9
    case pong = 10
}
