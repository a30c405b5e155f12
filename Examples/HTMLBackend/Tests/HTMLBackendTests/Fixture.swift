import Foundation
import PanelKit

/// The JSON documents under `Fixtures/`, read from the source tree.
enum Fixture {
    static let folder: String = {
        let file = "\(#filePath)"
        return String(file[..<file.lastIndex(of: "/")!]) + "/Fixtures/"
    }()

    /// The document in `Fixtures/NAME.json`.
    static func document(_ name: String) throws -> PanelDocument {
        try TreeDecoder().decode(
            bytes: Array(try String(contentsOfFile: folder + name + ".json", encoding: .utf8).utf8))
    }
}
