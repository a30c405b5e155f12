/// The security model applied to each request head: which host names it may carry, whether it
/// carries the token, and what it may ask for. Pure (no sockets), so each rule is tested alone.
///
/// - `Host` must be a loopback name (`localhost`, `127.0.0.1`, `[::1]`), the address
///   listened on, or an allowed name, with the server's port: anything else is 403, which
///   stops DNS rebinding (a hostile name that resolves to 127.0.0.1). A `Host` without a
///   port names port 80 (HTTP's default, which is what a browser means by leaving it out),
///   so it passes only on a server listening there; an `Origin` likewise.
/// - Only `GET` is served, and no request has a body: nothing changes state over HTTP, so
///   no cross-site form or `fetch` (text/plain, `Origin: null`) can reach the panel.
/// - The token, from the cookie, `?token=` or `Authorization: Bearer`, compared in constant
///   time; the page's `?token=` is turned into an `HttpOnly; SameSite=Strict` cookie by a
///   redirect that drops it from the address bar.
/// - A WebSocket upgrade whose `Origin` is not the server's own is 403: cross-site WebSocket
///   hijacking (a page elsewhere opening `ws://127.0.0.1:PORT/ws` with the user's cookie).
/// - Static files come only from the embedded list.
struct ServerPolicy: Sendable {
    /// What to do with a request.
    enum Route: Equatable {
        /// Answer with an error status (and close).
        case refuse(status: Int, reason: String)
        /// The page opened with a valid `?token=`: set the cookie and redirect to `location`.
        case setCookie(location: String)
        /// An embedded file.
        case asset(WebAsset)
        /// A valid WebSocket upgrade on `/ws`, with the client's `Sec-WebSocket-Key` and its
        /// `client` id (the page's, for answers kept across reconnections).
        case upgrade(key: String, client: String?)
    }

    let token: String
    let port: Int
    let hosts: Set<String>

    init(token: String, port: Int, listenAddress: String?, allowedHosts: [String]) {
        self.token = token
        self.port = port
        var hosts: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        if let listenAddress {
            hosts.insert(listenAddress.contains(":") ? "[\(listenAddress)]" : listenAddress.lowercased())
        }
        for name in allowedHosts { hosts.insert(name.lowercased()) }
        self.hosts = hosts
    }

    /// The cookie's name: one per port, so two servers on one machine keep their own.
    var cookieName: String { "panelkit-\(port)" }

    func route(_ request: HTTPRequest) -> Route {
        guard let host = request.header("host"), isAllowed(host: host) else {
            return .refuse(status: 403, reason: "this Host is not allowed")
        }
        guard request.method == "GET" else { return .refuse(status: 405, reason: "only GET is served") }
        let queryToken = request.query("token")
        if let queryToken, !ServerToken.matches(queryToken, token) {
            return .refuse(status: 403, reason: "wrong token")
        }
        let authorized = queryToken != nil || hasToken(request)
        if request.path == "/ws" {
            guard authorized else { return .refuse(status: 401, reason: "a token is needed") }
            return upgrade(request)
        }
        let name = request.path == "/" ? "index.html" : String(request.path.dropFirst())
        guard let asset = WebAsset.named(name) else { return .refuse(status: 404, reason: "no such file") }
        guard authorized else {
            return .refuse(status: 401, reason: "open the URL the server printed (it carries the token)")
        }
        if queryToken != nil && asset.isPage { return .setCookie(location: request.path) }
        return .asset(asset)
    }

    /// Whether a `Host` header names this server.
    func isAllowed(host: String) -> Bool {
        let value = host.lowercased()
        let name: Substring
        let portText: Substring?
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return false }
            name = value[...close]
            let rest = value[value.index(after: close)...]
            if rest.isEmpty {
                portText = nil
            } else {
                guard rest.first == ":" else { return false }
                portText = rest.dropFirst()
            }
        } else if let colon = value.lastIndex(of: ":") {
            name = value[..<colon]
            portText = value[value.index(after: colon)...]
        } else {
            name = value[...]
            portText = nil
        }
        // No port is HTTP's default one: a browser leaves it out only for port 80.
        guard let portText else { return port == 80 && hosts.contains(String(name)) }
        guard !portText.isEmpty, portText.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            Int(portText) == port
        else { return false }
        return hosts.contains(String(name))
    }

    /// Whether the cookie or an `Authorization: Bearer` header carries the token.
    func hasToken(_ request: HTTPRequest) -> Bool {
        for value in request.headers("authorization") {
            let parts = value.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "bearer",
                ServerToken.matches(String(parts[1].trimmingSpaces), token)
            {
                return true
            }
        }
        for value in request.headers("cookie") {
            for pair in value.split(separator: ";") {
                let parts = pair.trimmingSpaces.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0] == cookieName, ServerToken.matches(String(parts[1]), token) {
                    return true
                }
            }
        }
        return false
    }

    private func upgrade(_ request: HTTPRequest) -> Route {
        guard request.headerContains("upgrade", token: "websocket"),
            request.headerContains("connection", token: "upgrade")
        else { return .refuse(status: 426, reason: "/ws speaks WebSocket only") }
        guard request.header("sec-websocket-version") == "13" else {
            return .refuse(status: 426, reason: "WebSocket version 13 is needed")
        }
        guard let key = request.header("sec-websocket-key"), Base64.decode(key)?.count == 16 else {
            return .refuse(status: 400, reason: "a malformed Sec-WebSocket-Key")
        }
        for origin in request.headers("origin") where !isOwn(origin: origin) {
            return .refuse(status: 403, reason: "a WebSocket from another origin")
        }
        let client = request.query("client").flatMap { id in
            id.utf8.count <= 64 && id.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F } ? id : nil
        }
        return .upgrade(key: key, client: client)
    }

    /// Whether an `Origin` is this server's own page (`http://` an allowed host and the port).
    func isOwn(origin: String) -> Bool {
        let lower = origin.lowercased()
        guard lower.hasPrefix("http://") else { return false }
        let authority = lower.dropFirst("http://".count)
        guard !authority.contains("/") else { return false }
        return isAllowed(host: String(authority))
    }
}
