// The libFuzzer target of the server's wire formats: the HTTP request parser and the
// WebSocket frame decoder, over arbitrary bytes.
//
// Properties checked on every input, beyond "never crashes":
// - the parser is total and consistent: a request's head length is within the input, and
//   parsing only that head gives the same request;
// - the frame decoder gives the same messages (or the same error) whether the bytes come at
//   once or split at points taken from the input, in both roles;
// - every text message it returns is valid UTF-8 and within the length limit.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServerWire(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let parser = HTTPRequestParser(maximumHeadLength: 4096)
    if case .request(let request, let length) = parser.parse(bytes) {
        guard length <= bytes.count else { fatalError("a head longer than the input") }
        guard case .request(let again, let sameLength) = parser.parse(Array(bytes[0..<length])),
            again == request, sameLength == length
        else { fatalError("parsing the head alone gave another answer") }
    }
    for role in [WebSocketDecoder.Role.server, .client] {
        let whole = decode(bytes, role: role, splits: [])
        let splits = bytes.prefix(8).map { Int($0) }
        let pieces = decode(bytes, role: role, splits: splits)
        guard whole.messages == pieces.messages, whole.error == pieces.error else {
            fatalError("decoding in pieces differs from decoding at once")
        }
        for message in whole.messages {
            if case .text(let text) = message {
                guard text.count <= 1000, String(validating: text, as: UTF8.self) != nil else {
                    fatalError("a text message over the limit or not UTF-8")
                }
            }
        }
    }
    return 0
}

func decode(_ bytes: [UInt8], role: WebSocketDecoder.Role, splits: [Int])
    -> (messages: [WebSocketMessage], error: WebSocketError?)
{
    var decoder = WebSocketDecoder(role: role, maximumMessageLength: 1000)
    var messages: [WebSocketMessage] = []
    var offset = 0
    var pieces = splits.map { max(1, $0) }
    while offset < bytes.count {
        let size = pieces.isEmpty ? bytes.count - offset : min(pieces.removeFirst(), bytes.count - offset)
        decoder.append(bytes[offset..<(offset + size)])
        offset += size
        do throws(WebSocketError) {
            while let message = try decoder.next() { messages.append(message) }
        } catch {
            return (messages, error)
        }
    }
    return (messages, nil)
}
