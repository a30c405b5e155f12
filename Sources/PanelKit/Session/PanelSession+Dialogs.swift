extension PanelSession {
    /// The reason a frontend names for closing a dialog (`dialog.dismiss {id, reason?}`) or
    /// the drawer: `outsideTap`, the dismissal a frontend most often reports, when it names
    /// none; `escape`, `cancel`, `presenter` or another ``PanelCore/DismissalReason`` by name;
    /// an error naming `id` when the name is unknown. The panel then dismisses the dialog (its
    /// state in the values map becomes not presented, with the reason; the dialogs above it
    /// move down), refusing with `not_presented` when it is not shown and `wrong_kind` when
    /// the id is not a dialog.
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
