import PanelCore

/// Writes `samples` lines: `{"type":"samples","monitors":{"fps":[59.8,60]}}`, with
/// `"history":true` when each monitor's whole history replaces what the viewer had.
///
/// ```swift
/// var writer = SamplesWriter()
/// writer.line(history: false, monitors: [("fps", [59.8])])
/// // {"type":"samples","monitors":{"fps":[59.8]}}
/// ```
package struct SamplesWriter: Sendable {
    private var writer = JSONWriter(capacity: 512)

    package init() {}

    /// The line (without a newline) for `monitors`, each id with its values, oldest first.
    package mutating func line(history: Bool, monitors: [(id: String, values: [PanelValue])]) -> String {
        writer.reset()
        writer.beginObject()
        writer.writeKey(raw: #""type":"#)
        writer.emit(string: "samples")
        if history {
            writer.writeKey(raw: #""history":"#)
            writer.emit(bool: true)
        }
        writer.writeKey(raw: #""monitors":"#)
        writer.beginObject()
        for (id, values) in monitors {
            writer.writeKey(id)
            writer.emit(.array(values))
        }
        writer.endObject(isEmpty: monitors.isEmpty)
        writer.endObject(isEmpty: false)
        return writer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }
}
