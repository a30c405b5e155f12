import Foundation
import TestSupport

/// Reads committed test fixtures and snapshots next to the test sources.
enum Fixtures {
    /// The `Tests/PanelTextTests` folder.
    static let testsDirectory: URL = PackageRoot.url("Tests/PanelTextTests")

    /// The text of `Fixtures/<name>`.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: testsDirectory.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
    }
}
