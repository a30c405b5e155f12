import Foundation

/// Reads committed test fixtures and snapshots next to the test sources.
enum Fixtures {
    /// The `Tests/PanelTextTests` folder.
    static let testsDirectory: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of `Fixtures/<name>`.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: testsDirectory.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
    }

    /// The Python interpreter with the oracles, when configured.
    static var python: String? { ProcessInfo.processInfo.environment["PANELKIT_PYTHON"] }

    /// Whether oracle tests run: a Python is configured, or CI demands it (and then they fail loudly).
    static var oracleEnabled: Bool {
        python != nil || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// The repository root.
    static let repositoryRoot: URL = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// Runs a script from the repository with the oracle Python, feeding `input`; returns stdout.
    static func runPython(script: String, arguments: [String] = [], input: Data = Data()) throws -> Data {
        guard let python else { throw OracleError.noPython }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [repositoryRoot.appendingPathComponent(script).path] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleError.failed(String(decoding: errors, as: UTF8.self))
        }
        return output
    }

    enum OracleError: Error, CustomStringConvertible {
        case noPython
        case failed(String)
        var description: String {
            switch self {
            case .noPython: return "PANELKIT_PYTHON is not set (run bash Scripts/python-env)"
            case .failed(let message): return "oracle failed: \(message)"
            }
        }
    }
}
