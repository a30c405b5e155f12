import PanelKit

/// One client connection as the server's loop holds it: reading its request head, then
/// speaking WebSocket to its own ``PanelSession``. Touched only by the loop's thread, except
/// its ``outbox``.
final class Connection {
    enum Phase {
        /// Reading the request head (which must come within the request timeout).
        case head
        /// Speaking WebSocket.
        case webSocket
    }

    let descriptor: Int32
    let opened: Double
    var phase = Phase.head
    /// The bytes of the request head received so far.
    var head: [UInt8] = []
    var decoder: WebSocketDecoder?
    var session: PanelSession?
    let outbox: Outbox
    /// When the client was last heard from (any frame).
    var lastHeard: Double
    var pinged = false
    /// The page's ledger of answers, when it gave a `client` id.
    var ledger: ClientLedger?
    /// Whether to close once the outbox is written (an HTTP answer, a close frame sent).
    var closing = false

    init(descriptor: Int32, now: Double, outgoingLimit: Int) {
        self.descriptor = descriptor
        opened = now
        lastHeard = now
        outbox = Outbox(limit: outgoingLimit)
    }

    /// Queues a close frame and closes once it is written.
    func close(_ code: UInt16, reason: String) {
        guard !closing else { return }
        outbox.append { WebSocketFrame.appendClose(code, reason: reason, to: &$0) }
        closing = true
    }
}
