import PanelKit

extension PanelSession {
    /// Makes a recorder this session's output handler: it keeps every line the session
    /// sends on its own (patches from other origins, snapshots, action events).
    func recordedOutput() -> Recorder<String> {
        let recorder = Recorder<String>()
        setOutput { recorder.append($0) }
        return recorder
    }
}
