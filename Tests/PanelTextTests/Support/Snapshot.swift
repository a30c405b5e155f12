import Foundation
import Testing

/// Compares rendered text with a committed snapshot file under `Snapshots/`; records it instead when
/// `RECORD_SNAPSHOTS=1`. A mismatch records an issue with a line diff.
enum Snapshot {
    static let directory = Fixtures.testsDirectory.appendingPathComponent("Snapshots")

    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let url = directory.appendingPathComponent(name)
        let text = actual.hasSuffix("\n") ? actual : actual + "\n"
        if recording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "missing snapshot \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        if expected != text {
            Issue.record(
                "snapshot \(name) differs:\n\(lineDiff(expected: expected, actual: text))",
                sourceLocation: sourceLocation)
        }
    }

    /// `-` expected and `+` actual for every line that differs (by line number), with its number.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            if a == b { continue }
            if let a { out.append("\(index + 1) - \(a)") }
            if let b { out.append("\(index + 1) + \(b)") }
        }
        return out.joined(separator: "\n")
    }

    /// ANSI output made readable and diffable: ESC as `\e`, backslashes doubled.
    static func escaped(_ ansi: String) -> String {
        var out = ""
        for scalar in ansi.unicodeScalars {
            switch scalar {
            case "\u{1B}": out += "\\e"
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
