// The libFuzzer target: runs the JSON decoder over arbitrary bytes.
//
// Properties checked on every input, beyond "never crashes":
// - when `TreeDecoder` accepts the input, encoding the document and decoding it again gives
//   the same document, with its values map in the same order, and encoding that gives the
//   same bytes again (compact and pretty forms);
// - when `JSONParser` accepts the input, writing the value and parsing it again gives the
//   same value; and, without repeated keys, `JSONTextEditor` reads it, setting the value it
//   holds leaves every byte, and a member set or removed at the top reads back as set;
// - `ProtocolLine.seq(recoveredFrom:)` and the one scan of a protocol line (`setParts(of:)`)
//   read anything without trapping.
import PanelCore
@_spi(Internals) import PanelJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    var parser = JSONParser(bytes)
    if let value = try? parser.parse() {
        var writer = JSONWriter()
        writer.write(value)
        var again = JSONParser(writer.bytes)
        guard let reparsed = try? again.parse(), reparsed == value else {
            fatalError("parse(write(value)) != value for \(value)")
        }
        if parser.duplicateKeys.isEmpty { checkEditor(bytes, value) }
    }
    _ = ProtocolLine.seq(recoveredFrom: bytes)
    _ = bytes.withUnsafeBufferPointer { ProtocolLine.setParts(of: $0) }
    guard let document = try? TreeDecoder().decode(bytes: bytes) else { return 0 }
    for renderer in [JSONRenderer(), JSONRenderer(style: .pretty)] {
        guard let encoded = try? renderer.encode(document) else {
            fatalError("a decoded document failed to encode")
        }
        do {
            let decoded = try TreeDecoder().decode(bytes: encoded)
            if decoded != document { fatalError("decode(encode(document)) != document") }
            if decoded.values.ids != document.values.ids {
                fatalError("decoding changed the values map's order")
            }
            if (try? renderer.encode(decoded)) != encoded { fatalError("encoding is not stable") }
        } catch {
            fatalError("an encoded document failed to decode: \(error)")
        }
    }
    return 0
}

/// The span-keeping editor over text the parser accepted.
func checkEditor(_ bytes: [UInt8], _ value: PanelValue) {
    guard var editor = try? JSONTextEditor(bytes) else { fatalError("the editor refused parsed JSON") }
    try? editor.set(value, at: [])
    if editor.bytes != bytes { fatalError("setting the value a text holds changed the text") }
    guard case .object(var object) = value else { return }
    object["fuzz"] = ["edited": true]
    object.removeValue(forKey: object.keys.sorted().first ?? "fuzz")
    do {
        try editor.set(.object(object), at: [])
    } catch {
        fatalError("setting a top-level object failed: \(error)")
    }
    var parser = JSONParser(editor.bytes)
    guard let edited = try? parser.parse(), edited == .object(object) else {
        fatalError("an edited text does not read as the edit")
    }
}
