import Testing

@testable import PanelServer

@Suite struct ServerPolicyTests {
    let token = "0123456789abcdef0123456789abcdef"
    var policy: ServerPolicy {
        ServerPolicy(token: token, port: 8123, listenAddress: nil, allowedHosts: ["box.local"])
    }

    func request(_ target: String, method: String = "GET", _ headers: [(String, String)] = []) -> HTTPRequest
    {
        var text = "\(method) \(target) HTTP/1.1\r\n"
        if !headers.contains(where: { $0.0 == "Host" }) { text += "Host: 127.0.0.1:8123\r\n" }
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        guard case .request(let request, _) = HTTPRequestParser().parse(Array((text + "\r\n").utf8)) else {
            fatalError("not a request: \(text)")
        }
        return request
    }

    var upgrade: [(String, String)] {
        [
            ("Upgrade", "websocket"), ("Connection", "keep-alive, Upgrade"), ("Sec-WebSocket-Version", "13"),
            ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="),
        ]
    }

    @Test func theHostMustNameThisServer() {
        for host in ["127.0.0.1:8123", "localhost:8123", "LOCALHOST:8123", "[::1]:8123", "box.local:8123"] {
            #expect(policy.isAllowed(host: host), "\(host)")
        }
        for host in [
            "evil.example", "evil.example:8123", "127.0.0.1:8124", "127.0.0.1.evil:8123", "[::1",
            "[::2]:8123", "127.0.0.1:", "127.0.0.1:+8123", "127.0.0.1:08123x",
        ] {
            #expect(!policy.isAllowed(host: host), "\(host)")
        }
        #expect(
            policy.route(request("/?token=\(token)", [("Host", "evil.example:8123")]))
                == .refuse(status: 403, reason: "this Host is not allowed"))
    }

    @Test func aHostWithoutAPortNamesPort80() {
        // HTTP's default port: what a browser means by leaving the port out, so such a Host
        // (or Origin) names this server only when it listens on port 80.
        for host in ["127.0.0.1", "LOCALHOST", "[::1]", "box.local"] {
            #expect(!policy.isAllowed(host: host), "\(host)")
        }
        let onPort80 = ServerPolicy(token: token, port: 80, listenAddress: nil, allowedHosts: [])
        for host in ["127.0.0.1", "localhost", "[::1]", "127.0.0.1:80"] {
            #expect(onPort80.isAllowed(host: host), "\(host)")
        }
        #expect(!onPort80.isAllowed(host: "127.0.0.1:8123"))
        #expect(onPort80.isOwn(origin: "http://localhost") && !policy.isOwn(origin: "http://localhost"))
    }

    @Test func theTokenIsNeededAndBecomesACookie() {
        #expect(policy.route(request("/?token=\(token)")) == .setCookie(location: "/"))
        guard case .refuse(401, _) = policy.route(request("/")) else {
            Issue.record("no token was served")
            return
        }
        guard case .refuse(403, _) = policy.route(request("/?token=\(token.dropLast())0")) else {
            Issue.record("a wrong token was served")
            return
        }
        let cookie = ("Cookie", "other=1; panelkit-8123=\(token)")
        #expect(policy.route(request("/app.js", [cookie])) == .asset(WebAsset.named("app.js")!))
        // Another port's cookie is not this server's.
        guard case .refuse(401, _) = policy.route(request("/app.js", [("Cookie", "panelkit-9000=\(token)")]))
        else {
            Issue.record("another server's cookie was taken")
            return
        }
        #expect(
            policy.route(request("/", [("Authorization", "Bearer \(token)")]))
                == .asset(WebAsset.named("index.html")!))
    }

    @Test func onlyGETAndOnlyTheEmbeddedFiles() {
        let cookie = ("Cookie", "panelkit-8123=\(token)")
        guard case .refuse(405, _) = policy.route(request("/", method: "POST", [cookie])) else {
            Issue.record("a POST was served")
            return
        }
        for path in [
            "/../Package.swift", "/etc/passwd", "/bridge.py", "/%2e%2e/Package.swift", "/Web/app.js",
        ] {
            guard case .refuse(404, _) = policy.route(request(path, [cookie])) else {
                Issue.record("\(path) was served")
                continue
            }
        }
    }

    @Test func aWebSocketNeedsTheTokenAndItsOwnOrigin() {
        let cookie = ("Cookie", "panelkit-8123=\(token)")
        #expect(
            policy.route(request("/ws?client=c1", upgrade + [cookie, ("Origin", "http://127.0.0.1:8123")]))
                == .upgrade(key: "dGhlIHNhbXBsZSBub25jZQ==", client: "c1"))
        #expect(
            policy.route(request("/ws?token=\(token)", upgrade))
                == .upgrade(key: "dGhlIHNhbXBsZSBub25jZQ==", client: nil))
        for origin in [
            "http://evil.example", "null", "http://127.0.0.1:9999", "https://127.0.0.1:8123",
            "http://127.0.0.1:8123/x",
        ] {
            guard case .refuse(403, _) = policy.route(request("/ws", upgrade + [cookie, ("Origin", origin)]))
            else {
                Issue.record("a WebSocket from \(origin) was accepted")
                continue
            }
        }
        guard case .refuse(401, _) = policy.route(request("/ws", upgrade)) else {
            Issue.record("a WebSocket without a token was accepted")
            return
        }
        guard case .refuse(426, _) = policy.route(request("/ws", [cookie])) else {
            Issue.record("a plain GET of /ws was accepted")
            return
        }
    }

    @Test func tokensCompareWholly() {
        #expect(ServerToken.matches(token, token))
        #expect(!ServerToken.matches(String(token.dropLast()), token))
        #expect(!ServerToken.matches(token + "0", token))
        #expect(!ServerToken.matches("", token))
        let random = ServerToken.random()!
        #expect(random.count == 32 && ServerToken.isAcceptable(random))
        #expect(random != ServerToken.random()!)
        #expect(!ServerToken.isAcceptable("short"))
        #expect(!ServerToken.isAcceptable(String(repeating: "a", count: 30) + "&"))
    }
}
