/// The answers already sent to one page (by its `client` id), so that a message it sends
/// again after a dropped connection is answered again and never applied twice: the page keeps
/// every message until it is answered, and after reconnecting sends the unanswered ones again
/// with the same sequence numbers.
final class ClientLedger {
    /// The most answers kept per page.
    static let limit = 1024

    private var answers: [Int: [UInt8]] = [:]
    private var order: [Int] = []
    /// The loop's clock when the page last used it (the oldest ledger goes first).
    var lastUse: Double

    init(now: Double) {
        lastUse = now
    }

    /// The answer lines sent for `seq`, if it was handled.
    func answer(for seq: Int) -> [UInt8]? {
        answers[seq]
    }

    /// Keeps the answer lines of `seq`.
    func record(_ lines: [UInt8], for seq: Int) {
        if answers.updateValue(lines, forKey: seq) == nil { order.append(seq) }
        if order.count > Self.limit {
            let dropped = order.count - Self.limit
            for old in order.prefix(dropped) { answers[old] = nil }
            order.removeFirst(dropped)
        }
    }
}
