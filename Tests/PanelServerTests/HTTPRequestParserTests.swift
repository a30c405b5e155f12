import Testing

@testable import PanelServer

@Suite struct HTTPRequestParserTests {
    let parser = HTTPRequestParser()

    func parse(_ text: String) -> HTTPRequestParser.Result {
        parser.parse(Array(text.utf8))
    }

    func status(_ text: String) -> Int? {
        if case .invalid(let status, _) = parse(text) { return status }
        return nil
    }

    @Test func readsARequestHeadAndWhatFollows() throws {
        let text = "GET /ws?token=a%20b&client=c+d HTTP/1.1\r\nHost: 127.0.0.1:80\r\nX-Two:  v  \r\n\r\nrest"
        guard case .request(let request, let length) = parse(text) else {
            Issue.record("not read: \(parse(text))")
            return
        }
        #expect(request.method == "GET")
        #expect(request.path == "/ws")
        #expect(request.query("token") == "a b")
        #expect(request.query("client") == "c d")
        #expect(request.header("host") == "127.0.0.1:80")
        #expect(request.header("x-two") == "v")
        #expect(Array(text.utf8)[length...].elementsEqual("rest".utf8))
    }

    @Test func waitsForTheWholeHead() {
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
        #expect(parse("") == .incomplete)
    }

    @Test func refusesBodiesAndBadFraming() {
        let head = "POST / HTTP/1.1\r\nHost: x\r\n"
        #expect(status(head + "Content-Length: -1\r\n\r\n") == 400)
        #expect(status(head + "Content-Length: abc\r\n\r\n") == 400)
        #expect(status(head + "Content-Length: 0\r\nContent-Length: 0\r\n\r\n") == 400)
        #expect(status(head + "Content-Length: 5\r\n\r\nhello") == 413)
        #expect(status(head + "Transfer-Encoding: chunked\r\n\r\n") == 501)
        // A zero length is no body: the request is read (and refused later, being a POST).
        if case .request(let request, _) = parse(head + "Content-Length: 0\r\n\r\n") {
            #expect(request.method == "POST")
        } else {
            Issue.record("a zero Content-Length was refused")
        }
    }

    @Test func refusesMalformedHeads() {
        #expect(status("GET / HTTP/1.1\r\n\r\n") == 400)  // no Host
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n") == 400)
        #expect(status("GET / HTTP/2.0\r\nHost: a\r\n\r\n") == 505)
        // No HTTP/1.x but 1.0 and 1.1 exists.
        #expect(status("GET / HTTP/1.9\r\nHost: a\r\n\r\n") == 505)
        #expect(status("GET / HTTP/1.2\r\nHost: a\r\n\r\n") == 505)
        if case .request(let request, _) = parse("GET / HTTP/1.0\r\nHost: a\r\n\r\n") {
            #expect(request.minorVersion == 0)
        } else {
            Issue.record("HTTP/1.0 was refused")
        }
        #expect(status("GET http://x/ HTTP/1.1\r\nHost: a\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost : a\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: a\u{1}b\r\n\r\n") == 400)
        #expect(status("GET /%zz HTTP/1.1\r\nHost: a\r\n\r\n") == 400)
        #expect(status("GET  / HTTP/1.1\r\nHost: a\r\n\r\n") == 400)
    }

    @Test func refusesAHeadOverTheLimit() {
        let long = "GET / HTTP/1.1\r\nHost: a\r\nX: " + String(repeating: "a", count: 17_000)
        #expect(status(long) == 431)
        #expect(status(long + "\r\n\r\n") == 431)
    }
}
