/// One HTTP/1.1 request head as the server reads it: the method, the path and query of the
/// target, and the header fields (names in lower case, in order). The server accepts no
/// request body, so there is none here.
///
/// ```swift
/// var parser = HTTPRequestParser()
/// if case .request(let request, _) = parser.parse(Array("GET /ws?token=t HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)) {
///     request.path                 // "/ws"
///     request.query("token")       // "t"
///     request.header("host")       // "127.0.0.1"
/// }
/// ```
package struct HTTPRequest: Equatable, Sendable {
    /// `GET`, `POST`, …
    package var method: String
    /// The target's path, percent-decoded (`/ws`).
    package var path: String
    /// The target's query parameters, percent-decoded, in order.
    package var queryItems: [(name: String, value: String)]
    /// The header fields, names in lower case, values without surrounding spaces, in order.
    package var headers: [(name: String, value: String)]
    /// The minor version of `HTTP/1.x` (0 or 1).
    package var minorVersion: Int

    /// The first value of a header (`name` in lower case).
    package func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// Every value of a header (`name` in lower case).
    package func headers(_ name: String) -> [String] {
        headers.filter { $0.name == name }.map(\.value)
    }

    /// The first value of a query parameter.
    package func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// Whether a comma-separated header holds `token` (case-insensitive), as `Connection`
    /// holds `upgrade`.
    package func headerContains(_ name: String, token: String) -> Bool {
        headers(name).contains { value in
            value.split(separator: ",").contains { $0.trimmingSpaces.lowercased() == token }
        }
    }

    package static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.path == rhs.path && lhs.minorVersion == rhs.minorVersion
            && lhs.queryItems.elementsEqual(rhs.queryItems, by: { $0 == $1 })
            && lhs.headers.elementsEqual(rhs.headers, by: { $0 == $1 })
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
