import PanelKit
import TestSupport

extension PanelSession {
    /// Makes a recorder this session's output handler: it keeps every line the session
    /// sends on its own (patches from other origins, snapshots, action events).
    func recordedOutput() -> Recorder<String> {
        let recorder = Recorder<String>()
        setOutput { recorder.append($0) }
        return recorder
    }
}

extension PanelSession {
    /// Sends `line` and returns the answers as objects. The answers are kept as
    /// `session/<answersAs>-<n>.json`, and the line too as `<lineAs>` when given (a line the
    /// schema accepts), for the JSON Schema check.
    ///
    /// ```swift
    /// let answers = try session.exchange(#"{"type":"undo","seq":4}"#, answersAs: "undo")
    /// ```
    func exchange(_ line: String, answersAs name: String, lineAs lineName: String? = nil) throws
        -> [[String: PanelValue]]
    {
        if let lineName { EmittedMessages.save([line], name: lineName) }
        return try EmittedMessages.save(receive(line), name: name).map(object)
    }
}
