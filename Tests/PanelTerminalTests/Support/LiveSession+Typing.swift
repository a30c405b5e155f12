@testable import PanelTerminal

/// What the live session tests do to a session and read back from it.
extension LiveSession {
    /// Types `text` at time `now`, as the keyboard's bytes.
    func type(_ text: String, at now: Double = 0) {
        _ = receive(Array(text.utf8), now: now)
    }

    /// The screen as plain text, one string a row (empty rows kept); none before a draw.
    var screenLines: [String] {
        screen?.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
    }
}
