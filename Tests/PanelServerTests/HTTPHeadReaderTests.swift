import Testing

@testable import PanelServer

@Suite struct HTTPHeadReaderTests {
    let head = Array(
        ("GET /ws?token=t HTTP/1.1\r\nHost: 127.0.0.1:8123\r\nX-Long: "
            + String(repeating: "a", count: 12_000)
            + "\r\n\r\nrest").utf8)

    @Test func aHeadSentAByteAtATimeIsSearchedOnce() {
        var reader = HTTPHeadReader(parser: HTTPRequestParser())
        var result = HTTPRequestParser.Result.incomplete
        for byte in head {
            result = reader.append([byte])
            if result != .incomplete { break }
        }
        // Each position looked at once, not the whole head again on every byte (72 million
        // positions for this head).
        #expect(reader.examined <= head.count)
        #expect(result == HTTPRequestParser().parse(head))
        guard case .request(_, let length) = result else {
            Issue.record("not read: \(result)")
            return
        }
        #expect(length == head.count - "rest".utf8.count)
    }

    @Test func theEndOfTheHeadMayStraddlePieces() {
        let text = Array("GET / HTTP/1.1\r\nHost: a:1\r\n\r\n".utf8)
        for cut in 1..<text.count {
            var reader = HTTPHeadReader(parser: HTTPRequestParser())
            let first = reader.append(text[..<cut])
            let second = reader.append(text[cut...])
            #expect(first == .incomplete, "cut at \(cut)")
            #expect(second == HTTPRequestParser().parse(text), "cut at \(cut)")
        }
    }

    @Test func aHeadOverTheLimitIsRefusedPieceByPiece() {
        var reader = HTTPHeadReader(parser: HTTPRequestParser(maximumHeadLength: 1024))
        var result = HTTPRequestParser.Result.incomplete
        var sent = 0
        while result == .incomplete, sent < 4096 {
            result = reader.append(Array(repeating: UInt8(ascii: "a"), count: 7))
            sent += 7
        }
        #expect(result == .invalid(status: 431, reason: "the request head is longer than 1024 bytes"))
        #expect(sent <= 1024 + 7)
    }
}
