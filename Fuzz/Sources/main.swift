// The libFuzzer target: runs the JSON decoder over arbitrary bytes.
//
// Properties checked on every input, beyond "never crashes":
// - when `TreeDecoder` accepts the input, encoding the document and decoding it again gives
//   the same document, with its values map in the same order, and encoding that gives the
//   same bytes again (compact and pretty forms);
// - when `JSONParser` accepts the input, writing the value and parsing it again gives the
//   same value.
import PanelCore
import PanelJSON

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
    }
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
