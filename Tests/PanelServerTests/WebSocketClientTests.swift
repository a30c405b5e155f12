import Foundation
import Testing

@_spi(Internals) @testable import PanelServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct WebSocketClientTests {
    /// A server that takes the connection (the kernel completes it from the listening
    /// socket's backlog) but never answers the handshake: the client gives up after its
    /// timeout with an error that says so, instead of waiting for ever (as `panelkit attach`
    /// did on a wedged server).
    @Test func aHandshakeNobodyAnswersEndsAtTheTimeout() throws {
        let (listener, port) = try Socket.listen(address: "127.0.0.1", port: 0)
        defer { close(listener) }
        let started = Date()
        var message = ""
        do {
            _ = try WebSocketClient(url: "ws://127.0.0.1:\(port)/ws", handshakeTimeout: 0.3)
            Issue.record("the handshake succeeded with a server that never answers")
        } catch {
            message = error.description
        }
        let waited = Date().timeIntervalSince(started)
        #expect(message.contains("did not answer the WebSocket handshake within 0.3 s"))
        #expect(waited >= 0.25)
        #expect(waited < 5)
    }
}
