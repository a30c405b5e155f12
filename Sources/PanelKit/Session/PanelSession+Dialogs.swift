extension PanelSession {
    /// Handles `dialog.dismiss`. Dialog presentation state is not part of a panel yet, so
    /// the message is refused with the code `unsupported`; this is the one place to extend
    /// when dialogs gain state.
    func dismissDialog(_ id: NodeID, seq: Int, writer: inout ProtocolWriter) throws(ValueError) -> [String] {
        throw ValueError(
            "this session has no dialog state: dialog.dismiss is not supported yet", id: id,
            code: ValueError.Code("unsupported"))
    }
}
