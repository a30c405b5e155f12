import Foundation

/// Saves every protocol line the session tests see into the folder the JSON tests fill
/// (`PANELKIT_JSON_EMIT_DIR`, else `.build/emitted-json`), one file per line, so that CI
/// validates each against the JSON Schema with Python `jsonschema`.
enum EmittedMessages {
    static let directory: URL = {
        if let path = ProcessInfo.processInfo.environment["PANELKIT_JSON_EMIT_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path).appendingPathComponent("session")
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/emitted-json/session")
    }()

    /// Saves `lines` as `<name>-<n>.json` and returns them.
    @discardableResult
    static func save(_ lines: [String], name: String) -> [String] {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (index, line) in lines.enumerated() {
            try? Data(line.utf8).write(to: directory.appendingPathComponent("\(name)-\(index).json"))
        }
        return lines
    }
}
