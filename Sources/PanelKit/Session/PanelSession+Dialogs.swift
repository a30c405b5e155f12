extension PanelSession {
    /// Handles `dialog.dismiss {id, reason?}`: the panel dismisses the dialog (its state in the
    /// values map becomes not presented, with the reason; the dialogs above it move down) and
    /// every frontend gets the patch. The reason defaults to `outsideTap`, the dismissal a
    /// frontend most often reports; a frontend may name `escape`, `cancel`, `presenter` or
    /// another ``PanelCore/DismissalReason``. Refused with `not_presented` when the dialog is
    /// not shown, `wrong_kind` when the id is not a dialog.
    func dismissDialog(_ id: NodeID, reason: String?, seq: Int, writer: inout ProtocolWriter)
        throws(ValueError)
        -> [String]
    {
        let dismissal = try Self.dismissalReason(named: reason, for: id)
        let (panel, local) = try target.route(id)
        let (state, revision) = try panel.dismissDialogReportingRevision(
            local, reason: dismissal, origin: .frontend, sender: token)
        return [writer.ack(seq: seq, rev: revision, value: state.panelValue)]
    }

    /// The reason a frontend names for closing a dialog or the drawer: `outsideTap` when it
    /// names none, an error naming `id` when the name is unknown.
    static func dismissalReason(named reason: String?, for id: NodeID) throws(ValueError) -> DismissalReason {
        guard let reason else { return .outsideTap }
        guard let named = DismissalReason(named: reason) else {
            throw ValueError(
                "unknown dismissal reason \"\(reason)\"; expected one of \(DismissalReason.names.joined(separator: ", "))",
                id: id)
        }
        return named
    }
}
