/// Collects a request head from the bytes a connection receives, in any pieces, and reads it
/// once it is whole: the search for its end (`\r\n\r\n`) goes on from where the last piece
/// left it, so a head sent a byte at a time costs what it weighs, not its length squared.
///
/// ```swift
/// var reader = HTTPHeadReader(parser: HTTPRequestParser())
/// for byte in Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:8123\r\n\r\n".utf8) {
///     if case .request(let request, _) = reader.append([byte]) { print(request.path) }   // "/"
/// }
/// ```
package struct HTTPHeadReader: Sendable {
    package let parser: HTTPRequestParser
    /// The bytes received so far (the head, and whatever followed it).
    package private(set) var bytes: [UInt8] = []
    /// The first position the search for the end of the head has not examined.
    private var searched = 0
    /// How many positions the search has examined in all (what a test measures).
    package private(set) var examined = 0

    package init(parser: HTTPRequestParser) {
        self.parser = parser
    }

    /// Adds received bytes and reads the head if it is whole (its length is the offset of
    /// what follows it in ``bytes``).
    package mutating func append(_ piece: some Collection<UInt8>) -> HTTPRequestParser.Result {
        bytes.append(contentsOf: piece)
        let limit = min(bytes.count, parser.maximumHeadLength + 4)
        // A position is examined once its four bytes are there (so the end may straddle the
        // last piece and this one).
        let start = searched
        var index = start
        var found: Int?
        bytes.withUnsafeBufferPointer { buffer in
            while index + 4 <= limit {
                if buffer[index + 3] == 0x0A && buffer[index + 2] == 0x0D && buffer[index + 1] == 0x0A
                    && buffer[index] == 0x0D
                {
                    found = index
                    break
                }
                index += 1
            }
        }
        examined += index - start
        searched = index
        guard let end = found else {
            return bytes.count > parser.maximumHeadLength ? parser.tooLong : .incomplete
        }
        return bytes.withUnsafeBufferPointer { parser.parse($0, end: end) }
    }
}
