import Synchronization

/// What the sessions a transport makes for one target share: the lines of each update,
/// encoded once (and once more by the transport's ``encode``, such as WebSocket frames) for
/// every session that sends them, instead of once per session; and the retry ledgers of the
/// clients that come back on new connections (see ``PanelSession/adopt(client:)``).
///
/// Updates are delivered to a target's observers one after another, on one thread at a time,
/// so the group keeps the last update's pieces: the first session to handle an update encodes
/// it, the others take its bytes.
package final class SessionGroup: Sendable {
    /// Turns lines (each followed by a newline) into what the transport sends.
    package let encode: @Sendable ([UInt8]) -> [UInt8]
    /// The last update's pieces, without value texts and with them (for frontends that asked).
    private let last = Mutex<[(key: UpdateKey, pieces: [UpdatePiece])?]>([nil, nil])
    private let ledgers = Mutex<[String: (ledger: RetryLedger, use: Int)]>([:])
    private let uses = Atomic<Int>(0)

    /// The most client ledgers kept (the least recently used goes first).
    package static let ledgerLimit = 128

    /// A group whose pieces the transport sends as `encode` makes them.
    package init(encode: @escaping @Sendable ([UInt8]) -> [UInt8] = { $0 }) {
        self.encode = encode
    }

    /// The ledger of `client`, made when first asked for.
    func ledger(for client: String) -> RetryLedger {
        let use = uses.add(1, ordering: .relaxed).newValue
        return ledgers.withLock { ledgers in
            if let kept = ledgers[client] {
                ledgers[client] = (kept.ledger, use)
                return kept.ledger
            }
            let ledger = RetryLedger()
            ledgers[client] = (ledger, use)
            if ledgers.count > Self.ledgerLimit, let oldest = ledgers.min(by: { $0.value.use < $1.value.use })
            {
                ledgers[oldest.key] = nil
            }
            return ledger
        }
    }

    /// The pieces of `update` (with the value texts or without), encoded by `make` unless the
    /// last update handed out in that form was the same.
    func pieces(for update: PanelUpdate, withText: Bool, make: () -> [UpdatePiece]) -> [UpdatePiece] {
        let key = UpdateKey(update)
        let slot = withText ? 1 : 0
        return last.withLock { last in
            if let kept = last[slot], kept.key == key { return kept.pieces }
            let pieces = make()
            last[slot] = (key, pieces)
            return pieces
        }
    }
}

/// One update's lines of one kind, encoded once: what a session's relay hands a transport,
/// shared by the sessions of a ``SessionGroup``.
package struct UpdatePiece: Sendable {
    /// What the lines are, so that a transport can replace a snapshot still waiting by a
    /// newer one (with the patches after it).
    package enum Kind: Sendable {
        /// An `action` event.
        case event
        /// A `patch`.
        case patch
        /// A `snapshot`.
        case snapshot
    }

    package let kind: Kind
    /// The lines, each followed by a newline.
    package let lines: [UInt8]
    /// The lines as the transport sends them (see ``SessionGroup/encode``).
    package let encoded: [UInt8]
}

/// What tells one update from another for the lines it makes: within a target's revisions,
/// a change has its own revision, and an action (which changes none) is written from its id
/// and revision.
struct UpdateKey: Equatable {
    let revision: Int
    let base: Int
    let action: NodeID?
    let isStructural: Bool
    let presetsChanged: Bool

    init(_ update: PanelUpdate) {
        revision = update.revision
        base = update.base
        action = update.action
        isStructural = update.isStructural
        presetsChanged = update.presetsChanged
    }
}
