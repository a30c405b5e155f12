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
    /// The request head received so far.
    var head: HTTPHeadReader
    var decoder: WebSocketDecoder?
    var session: PanelSession?
    let outbox: Outbox
    /// When the client was last heard from (any frame).
    var lastHeard: Double
    var pinged = false
    /// Whether to close once the outbox is written (an HTTP answer, a close frame sent).
    var closing = false
    /// Whether its decoder may hold messages not handled yet: the last turn stopped at the
    /// bound of work per turn, not for want of bytes.
    var backlogged = false
    /// Whether its last share of a turn ended at a bound of work rather than for want of
    /// messages (a writer's burst): the loop serves the other, light, connections first and
    /// between the shares of heavy ones.
    var heavy = false
    /// Since when more than the loop's gate waits to be sent to it (`nil` while less does).
    var behindSince: Double?

    init(descriptor: Int32, now: Double, outgoingLimit: Int, parser: HTTPRequestParser) {
        self.descriptor = descriptor
        head = HTTPHeadReader(parser: parser)
        opened = now
        lastHeard = now
        // What a program's thread may queue between two turns of the loop before the
        // connection is given up without a write tried (see ``Outbox/ceiling``).
        outbox = Outbox(ceiling: max(outgoingLimit, 1 << 16) * 4)
    }

    /// Queues a close frame and closes once it is written.
    func close(_ code: UInt16, reason: String) {
        guard !closing else { return }
        outbox.append { WebSocketFrame.appendClose(code, reason: reason, to: &$0) }
        closing = true
    }
}
