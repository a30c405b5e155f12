import Foundation
import PanelKit

/// `--json FILE` writes the panel's JSON document (pretty-printed, nothing else) to FILE, for
/// another frontend to read:
///
///     swift run card-example --json card.json
///     python3 Examples/python-frontend/panel_text.py card.json
///
/// Without `--json`, nothing is written. A missing file name is a usage error (exit 2).
func writeJSONDocument(of document: PanelDocument, arguments: [String]) throws {
    guard let flag = arguments.firstIndex(of: "--json") else { return }
    guard flag + 1 < arguments.count, !arguments[flag + 1].hasPrefix("--") else {
        FileHandle.standardError.write(Data("usage: card-example [--json FILE]\n".utf8))
        exit(2)
    }
    let json = try JSONRenderer(style: .pretty).render(document) + "\n"
    try Data(json.utf8).write(to: URL(fileURLWithPath: arguments[flag + 1]), options: .atomic)
}
