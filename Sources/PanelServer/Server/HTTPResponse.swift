/// The bytes of the server's HTTP responses, each with the security headers: a strict
/// Content-Security-Policy (`default-src 'self'`, no inline script, no framing), `nosniff`,
/// no referrer, no caching, and no CORS header ever.
enum HTTPResponse {
    /// The headers every response carries.
    static let securityHeaders = [
        (
            "Content-Security-Policy",
            "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
        ),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Cache-Control", "no-store"),
        ("Cross-Origin-Opener-Policy", "same-origin"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
    ]

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 101: "Switching Protocols"
        case 200: "OK"
        case 303: "See Other"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 426: "Upgrade Required"
        case 431: "Request Header Fields Too Large"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Error"
        }
    }

    /// A complete response that closes the connection.
    static func bytes(status: Int, headers: [(String, String)] = [], body: [UInt8]) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(reasonPhrase(status))\r\n"
        for (name, value) in headers + securityHeaders { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + body
    }

    /// An error response with a one-line text body.
    static func error(_ status: Int, _ reason: String) -> [UInt8] {
        var headers = [("Content-Type", "text/plain; charset=utf-8")]
        if status == 405 { headers.append(("Allow", "GET")) }
        return bytes(
            status: status, headers: headers,
            body: Array("\(status) \(reasonPhrase(status)): \(reason)\n".utf8))
    }

    /// The redirect that turns the URL's token into the cookie and drops it from the address bar.
    static func setCookie(name: String, token: String, location: String) -> [UInt8] {
        bytes(
            status: 303,
            headers: [
                ("Location", location),
                ("Set-Cookie", "\(name)=\(token); Path=/; HttpOnly; SameSite=Strict"),
            ], body: [])
    }

    /// The switch to the WebSocket protocol.
    static func upgrade(key: String) -> [UInt8] {
        var head = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        head += "Sec-WebSocket-Accept: \(WebSocketFrame.acceptValue(for: key))\r\n"
        for (name, value) in securityHeaders { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        return Array(head.utf8)
    }
}
