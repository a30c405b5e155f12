import Foundation

/// Shared helpers for the benchmark suites: timing, peers and the JSON-line report.
enum Bench {
    /// The folder that holds the peer scripts (`Benchmarks/peers`).
    static let peersDirectory: URL = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("peers")
    }()

    /// The Python interpreter for the peers (`PANELKIT_PYTHON`, else `python3`).
    static var python: String {
        ProcessInfo.processInfo.environment["PANELKIT_PYTHON"] ?? "python3"
    }

    /// Seconds taken by `body`, the best of `repeats` runs (the least disturbed by a noisy machine).
    static func time(repeats: Int = 5, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, repeats) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let end = DispatchTime.now().uptimeNanoseconds
            best = min(best, Double(end - start) / 1e9)
        }
        return best
    }

    /// Runs a peer script with arguments and a time limit; returns the JSON object it printed last,
    /// or `nil` when it ran out of time or failed.
    static func peer(_ script: String, _ arguments: [String], timeLimit: Double) -> [String: Any]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, peersDirectory.appendingPathComponent(script).path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        guard process.terminationStatus == 0,
            let text = String(data: data, encoding: .utf8),
            let last = text.split(separator: "\n").last,
            let object = try? JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
        else { return nil }
        return object
    }

    /// Prints one result line: `{"suite", "case", "seconds", "peer", "peer_seconds", "ratio", …}`.
    static func report(
        suite: String, case name: String, seconds: Double, peer: String?, peerSeconds: Double?,
        peerNote: String? = nil, extra: [(String, Any)] = []
    ) {
        var fields: [(String, String)] = [
            ("suite", quote(suite)), ("case", quote(name)), ("seconds", number(seconds)),
        ]
        if let peer {
            fields.append(("peer", quote(peer)))
            fields.append(("peer_seconds", peerSeconds.map(number) ?? "null"))
            if let peerNote { fields.append(("peer_note", quote(peerNote))) }
            fields.append(("ratio", peerSeconds.map { number(seconds / $0) } ?? "null"))
        }
        for (key, value) in extra {
            switch value {
            case let v as Double: fields.append((key, number(v)))
            case let v as Int: fields.append((key, String(v)))
            case let v as String: fields.append((key, quote(v)))
            default: fields.append((key, quote("\(value)")))
            }
        }
        let line = "{" + fields.map { "\(quote($0.0)): \($0.1)" }.joined(separator: ", ") + "}\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? String(format: "%.6g", value) : "null"
    }

    private static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
