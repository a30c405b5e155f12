import Foundation

/// The package's root folder, found from where this file was compiled, so that tests reach
/// the scripts, fixtures and build folder of the checkout they were built from.
///
/// ```swift
/// let script = PackageRoot.url("Scripts/oracles/kiwi_oracle.py")
/// ```
package enum PackageRoot {
    /// The folder holding `Package.swift`.
    package static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The file or folder at `relativePath` inside the package.
    package static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }
}
