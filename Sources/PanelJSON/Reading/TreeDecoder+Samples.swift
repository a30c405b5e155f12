import PanelCore

extension TreeDecoder {
    /// Reads a document's `samples` member (absent or `null`: none); a malformed one is a
    /// problem at its path and is left out.
    static func readSamples(_ item: PrimitiveItem?, problems: inout [JSONProblem]) -> [NodeID: MonitorReading]
    {
        guard let item, !item.isNull else { return [:] }
        do {
            return try PanelDocument.samples(from: item.panelValue)
        } catch {
            problems.append(JSONProblem(path: "$.samples", message: error.message))
            return [:]
        }
    }
}
