import Foundation

/// Keeps a copy of every document and protocol line the tests emit, so that CI can check
/// them all against the JSON Schema with an independent validator (Python `jsonschema`) and
/// feed them to the Python frontend and the fuzzer.
///
/// The folder is `PANELKIT_JSON_EMIT_DIR` when set, else `.build/emitted-json` in the
/// package.
///
/// ```swift
/// EmittedJSON.save(bytes, group: "documents", name: "card")
/// ```
package enum EmittedJSON {
    /// The folder the documents go to, one subfolder per group.
    package static let directory: URL = {
        if let path = ProcessInfo.processInfo.environment["PANELKIT_JSON_EMIT_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return PackageRoot.url(".build/emitted-json")
    }()

    /// Saves `bytes` as `<group>/<name>.json`.
    package static func save(_ bytes: [UInt8], group: String, name: String) {
        let folder = directory.appendingPathComponent(group)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(bytes).write(to: folder.appendingPathComponent(name + ".json"))
    }
}
