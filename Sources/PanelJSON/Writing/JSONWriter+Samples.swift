import PanelCore

extension JSONWriter {
    /// Writes a document's `samples` member: each monitor's reading (`[oldest, …, newest]`),
    /// keyed by id, ids sorted by their UTF-8 bytes.
    mutating func emitSamples(of document: PanelDocument) {
        writeKey(raw: #""samples":"#)
        emit(document.samplesValue)
    }
}
