import Foundation

/// Runs the Python oracles under `Scripts/oracles` with the interpreter `PANELKIT_PYTHON`
/// names (`bash Scripts/python-env` makes one, with the pinned packages, in `.venv`).
///
/// An oracle test runs when that interpreter is set, and also whenever `CI=true`: there a
/// missing interpreter fails the test instead of skipping it.
///
/// ```swift
/// @Test(.enabled(if: Oracle.isEnabled, "needs PANELKIT_PYTHON"))
/// func agreesWithKiwi() throws {
///     let output = try Oracle.output("Scripts/oracles/kiwi_oracle.py", input: Data(json.utf8))
/// }
/// ```
package enum Oracle {
    /// The interpreter with the oracles' packages, when configured.
    package static var python: String? { ProcessInfo.processInfo.environment["PANELKIT_PYTHON"] }

    /// Whether the oracles must run (`CI=true`), so that a missing interpreter fails.
    package static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether oracle tests run: an interpreter is configured, or CI demands it.
    package static var isEnabled: Bool { python != nil || isRequired }

    /// What a finished oracle process left.
    package struct Run: Sendable {
        /// The exit status.
        package var status: Int32
        /// Its standard output.
        package var output: Data
        /// Its standard error.
        package var errors: Data

        /// Standard output and then standard error, as text.
        package var text: String {
            String(decoding: output, as: UTF8.self) + String(decoding: errors, as: UTF8.self)
        }
    }

    /// Why an oracle gave no answer.
    package enum Failure: Error, CustomStringConvertible {
        /// `PANELKIT_PYTHON` is not set.
        case noPython
        /// The script exited with a status other than 0.
        case failed(status: Int32, message: String)

        package var description: String {
            switch self {
            case .noPython: return "PANELKIT_PYTHON is not set (run bash Scripts/python-env)"
            case .failed(let status, let message): return "oracle failed (exit \(status)): \(message)"
            }
        }
    }

    /// Runs `script` (a path inside the package) with `arguments`, feeding it `input`, and
    /// returns its status and output whatever the status.
    ///
    /// Input and output go through temporary files, so no size of either can block the
    /// process; with `KEEP_ORACLE_INPUT` set the input file is kept and its path printed.
    package static func run(_ script: String, arguments: [String] = [], input: Data = Data()) throws -> Run {
        guard let python else { throw Failure.noPython }
        let folder = FileManager.default.temporaryDirectory
        let name = "panelkit-oracle-\(UUID().uuidString)"
        let inputFile = folder.appendingPathComponent(name + "-in")
        let outputFile = folder.appendingPathComponent(name + "-out")
        let errorFile = folder.appendingPathComponent(name + "-err")
        try input.write(to: inputFile)
        let keepsInput = ProcessInfo.processInfo.environment["KEEP_ORACLE_INPUT"] != nil
        defer {
            if keepsInput {
                FileHandle.standardError.write(Data("oracle input kept in \(inputFile.path)\n".utf8))
            } else {
                try? FileManager.default.removeItem(at: inputFile)
            }
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let stdin = try FileHandle(forReadingFrom: inputFile)
        let stdout = try FileHandle(forWritingTo: outputFile)
        let stderr = try FileHandle(forWritingTo: errorFile)
        defer {
            try? stdin.close()
            try? stdout.close()
            try? stderr.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [PackageRoot.url(script).path] + arguments
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: try Data(contentsOf: outputFile),
            errors: try Data(contentsOf: errorFile))
    }

    /// Runs `script` like ``run(_:arguments:input:)`` and returns its standard output;
    /// throws ``Failure/failed(status:message:)`` with its standard error when it fails.
    package static func output(_ script: String, arguments: [String] = [], input: Data = Data()) throws
        -> Data
    {
        let run = try run(script, arguments: arguments, input: input)
        guard run.status == 0 else {
            throw Failure.failed(status: run.status, message: String(decoding: run.errors, as: UTF8.self))
        }
        return run.output
    }
}
