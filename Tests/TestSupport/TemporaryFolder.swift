import Foundation

/// Makes a new, empty folder named `prefix-` and a random number, in `parent` (a path that
/// ends with `/`) or the system's temporary folder, and returns its path: each test writes its
/// files into a folder of its own and removes it after.
///
/// ```swift
/// let folder = try temporaryFolder("panelkit-store")
/// defer { try? FileManager.default.removeItem(atPath: folder) }
/// ```
package func temporaryFolder(_ prefix: String, in parent: String? = nil) throws -> String {
    let path = (parent ?? NSTemporaryDirectory()) + "\(prefix)-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
