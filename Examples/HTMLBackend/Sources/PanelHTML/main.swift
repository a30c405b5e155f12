// panel-html: renders a PanelKit JSON document as a static HTML page or as Markdown.
//
//     swift run panel-html card.json > card.html
//     swift run panel-html --markdown card.json > card.md
//     swift run panel-html --width 100 - < card.json
import Foundation
import HTMLBackend
import PanelKit

var arguments = Array(CommandLine.arguments.dropFirst())
var markdown = false
var width = 80
var path: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--markdown": markdown = true
    case "--width":
        guard let text = arguments.first, let number = Int(text), number > 0 else {
            FileHandle.standardError.write(Data("panel-html: --width takes a positive number\n".utf8))
            exit(2)
        }
        arguments.removeFirst()
        width = number
    default: path = argument
    }
}
guard let path else {
    FileHandle.standardError.write(Data("usage: panel-html [--markdown] [--width N] FILE.json|-\n".utf8))
    exit(2)
}
let data =
    path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: path)
guard let data else {
    FileHandle.standardError.write(Data("panel-html: cannot read \(path)\n".utf8))
    exit(1)
}
do {
    let document = try TreeDecoder().decode(bytes: [UInt8](data))
    let output = markdown ? MarkdownRenderer().render(document) : HTMLRenderer(width: width).render(document)
    FileHandle.standardOutput.write(Data(output.utf8))
} catch {
    FileHandle.standardError.write(Data("panel-html: \(path): \(error)\n".utf8))
    exit(1)
}
