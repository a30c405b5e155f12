import Foundation

extension FloatingButtonPositionFile {
    /// The file where the live terminal remembers floating-button positions unless told
    /// otherwise: `floating-buttons.json` in `$XDG_STATE_HOME/panelkit` (or
    /// `~/.local/state/panelkit`), the folder made when missing.
    ///
    /// ```swift
    /// let file = FloatingButtonPositionFile.standard()
    /// file.position(for: "card-preview")
    /// ```
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> FloatingButtonPositionFile
    {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        }
        let folder = base.appendingPathComponent("panelkit")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return FloatingButtonPositionFile(url: folder.appendingPathComponent("floating-buttons.json"))
    }
}
