extension PanelSession {
    /// Where the lines not caused by ``receive(_:)`` go, as the pieces of each update encoded
    /// once for the session's group (a transport's handler; see ``SessionGroup``). Replaces
    /// ``setOutput(_:)``.
    package func setOutput(pieces handler: @escaping @Sendable (UpdatePiece) -> Void) {
        relay.setOutput(.pieces(handler))
    }
}
