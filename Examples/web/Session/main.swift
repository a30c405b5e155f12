// web-session: a PanelKit session over stdin/stdout on a JSON document, one protocol message
// per line, for the web bridge to run until `panelkit serve` takes its place.
//
//     swift run web-session Examples/web/card.json
import Foundation
import PanelKit
import Synchronization

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first, arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: web-session FILE.json\n".utf8))
    exit(2)
}
let document: PanelDocument
do {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("web-session: cannot read \(path)\n".utf8))
        exit(1)
    }
    document = try TreeDecoder().decode(bytes: [UInt8](data))
} catch {
    FileHandle.standardError.write(Data("web-session: \(path): \(error)\n".utf8))
    exit(1)
}

/// Whole lines to stdout, one writer at a time (answers and changes from elsewhere).
let output = Mutex(())
@Sendable func write(_ line: String) {
    output.withLock { _ in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
}

let session = PanelSession(LivePanel(document))
session.setOutput(write)
while let line = readLine(strippingNewline: true) {
    for reply in session.receive(line) { write(reply) }
}
