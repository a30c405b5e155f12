#!/usr/bin/env python3
"""Attacks a live `panelkit serve FILE --http` as a hostile page or client would, and checks
each is refused (standard library only; loopback only; every loop bounded).

    python3 check_attacks.py PATH/TO/panelkit

Cross-site POSTs (text/plain, a form, `Origin: null`), a foreign-Origin WebSocket, a hostile
`Host` (DNS rebinding), a `Host` without the port, `HTTP/1.9`, no token and a wrong one, bad `Content-Length`s (negative, not a
number, twice), a chunked body, a head over 16 KiB, 200 half-open connections while a real
client's edit still round-trips within 1 s, a 16 MiB frame (that connection closed with 1009,
the others untouched), fragments past the limit, unmasked frames, a bad opcode, invalid UTF-8,
a client that never reads (disconnected, the server's memory bounded), 1,000 connect/close
cycles (no descriptor leaked, counted in /proc/PID/fd), the page's security headers, and a
slow request head closed after 10 s.
"""
import json
import pathlib
import socket
import struct
import sys
import threading
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "Examples/web/tests"))
from server_harness import Server  # noqa: E402
from wsclient import WebSocket  # noqa: E402

FAILURES = []


def check(condition, message):
    print(("ok: " if condition else "FAIL: ") + message)
    if not condition:
        FAILURES.append(message)


def raw(server, text, read=True, timeout=5):
    """Sends bytes on a new connection and returns the response's first line and headers."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=timeout) as sock:
        sock.sendall(text.encode() if isinstance(text, str) else text)
        if not read:
            return ""
        data = b""
        try:
            while b"\r\n\r\n" not in data:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                data += chunk
        except (ConnectionResetError, socket.timeout):
            pass
        return data.decode("latin-1")


def status(response):
    parts = response.split(" ", 2)
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None


def frame(opcode, payload, masked=True, fin=True, length=None):
    header = bytes([(0x80 if fin else 0) | opcode])
    size = len(payload) if length is None else length
    bit = 0x80 if masked else 0
    if size < 126:
        header += bytes([bit | size])
    elif size < 65536:
        header += bytes([bit | 126]) + struct.pack("!H", size)
    else:
        header += bytes([bit | 127]) + struct.pack("!Q", size)
    # A zero mask key leaves the payload as it is (the frame is still masked).
    return header + (b"\0\0\0\0" if masked else b"") + payload


def close_code(sock, timeout=5):
    """Reads until the server's close frame and returns its code (None if the socket just ends)."""
    sock.settimeout(timeout)
    data = b""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        while len(data) >= 2:
            length = data[1] & 0x7F
            offset = 2
            if length == 126:
                if len(data) < 4:
                    break
                length, offset = struct.unpack("!H", data[2:4])[0], 4
            elif length == 127:
                if len(data) < 10:
                    break
                length, offset = struct.unpack("!Q", data[2:10])[0], 10
            if len(data) < offset + length:
                break
            opcode, payload = data[0] & 0x0F, data[offset:offset + length]
            data = data[offset + length:]
            if opcode == 8:
                return struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
        try:
            chunk = sock.recv(65536)
        except (ConnectionResetError, socket.timeout):
            return None
        if not chunk:
            return None
        data += chunk
    return None


def upgraded(server, extra=""):
    """A raw socket after a successful WebSocket handshake."""
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=5)
    sock.sendall((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
                  "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                  f"Sec-WebSocket-Version: 13\r\nAuthorization: Bearer {server.token}\r\n{extra}\r\n").encode())
    data = b""
    while b"\r\n\r\n" not in data:
        data += sock.recv(4096)
    assert data.startswith(b"HTTP/1.1 101"), data[:100]
    return sock


def value(server, node_id):
    return json.loads(json.dumps(snapshot(server)["document"]["values"][node_id]))


def snapshot(server):
    client = WebSocket(server.url)
    try:
        client.send(json.dumps({"type": "hello", "versions": [1]}))
        return client.receive_type("snapshot")
    finally:
        client.close()


def http_attacks(server):
    host = f"Host: 127.0.0.1:{server.port}"
    cookie = f"Cookie: panelkit-{server.port}={server.token}"
    before = snapshot(server)["rev"]
    body = json.dumps({"type": "set", "seq": 1, "id": "title", "value": "pwned"})
    for name, content_type, origin in [("text/plain", "text/plain", "http://evil.example"),
                                       ("a form", "application/x-www-form-urlencoded", "http://evil.example"),
                                       ("Origin: null", "text/plain", "null")]:
        for path in ("/", "/ws", "/send"):
            response = raw(server, f"POST {path} HTTP/1.1\r\n{host}\r\n{cookie}\r\nOrigin: {origin}\r\n"
                                   f"Content-Type: {content_type}\r\nContent-Length: {len(body)}\r\n\r\n{body}")
            check(status(response) in (405, 413), f"a cross-site POST {path} ({name}) is refused: {status(response)}")
    check(snapshot(server)["rev"] == before, "and nothing changed")
    page = raw(server, f"GET / HTTP/1.1\r\nHost: evil.example\r\n{cookie}\r\n\r\n")
    check(status(page) == 403, "Host: evil.example is 403 (DNS rebinding)")
    check(status(raw(server, f"GET /?token={server.token} HTTP/1.1\r\nHost: evil.example:{server.port}\r\n\r\n")) == 403,
          "even with the token")
    check(status(raw(server, f"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n{cookie}\r\n\r\n")) == 403,
          "a Host without a port (port 80) is 403 on another port")
    check(status(raw(server, f"GET / HTTP/1.9\r\n{host}\r\n{cookie}\r\n\r\n")) == 505, "HTTP/1.9 is 505")
    check(status(raw(server, f"GET / HTTP/1.1\r\n{host}\r\n\r\n")) == 401, "no token is 401")
    check(status(raw(server, f"GET /app.js HTTP/1.1\r\n{host}\r\n\r\n")) == 401, "no token for a file is 401")
    wrong = server.token[:-1] + ("0" if server.token[-1] != "0" else "1")
    check(status(raw(server, f"GET /?token={wrong} HTTP/1.1\r\n{host}\r\n\r\n")) == 403, "a wrong token is 403")
    check(status(raw(server, f"GET / HTTP/1.1\r\n{host}\r\nCookie: panelkit-{server.port}={wrong}\r\n\r\n")) == 401,
          "a wrong cookie is 401")
    check(status(raw(server, f"GET /ws HTTP/1.1\r\n{host}\r\nAuthorization: Bearer {wrong}\r\nUpgrade: websocket\r\n"
                             "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                             "Sec-WebSocket-Version: 13\r\n\r\n")) == 401, "a WebSocket with a wrong token is 401")
    for length in ("-1", "abc", "5\r\nContent-Length: 5"):
        response = raw(server, f"GET / HTTP/1.1\r\n{host}\r\n{cookie}\r\nContent-Length: {length}\r\n\r\nhello")
        check(status(response) == 400, f"Content-Length {length.split(chr(13))[0]!r}{' twice' if chr(13) in length else ''} is 400")
    response = raw(server, f"GET / HTTP/1.1\r\n{host}\r\n{cookie}\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
    check(status(response) == 501, "a chunked body is refused (501)")
    response = raw(server, f"GET / HTTP/1.1\r\n{host}\r\n{cookie}\r\nX: {'a' * 17000}\r\n\r\n")
    check(status(response) == 431, "a head over 16 KiB is 431")
    for path in ("/../Package.swift", "/%2e%2e/Package.swift", "/etc/passwd", "/bridge.py"):
        check(status(raw(server, f"GET {path} HTTP/1.1\r\n{host}\r\n{cookie}\r\n\r\n")) == 404, f"{path} is 404")
    for origin in ("http://evil.example", "null", f"http://127.0.0.1:{server.port + 1}"):
        response = raw(server, f"GET /ws HTTP/1.1\r\n{host}\r\n{cookie}\r\nOrigin: {origin}\r\nUpgrade: websocket\r\n"
                               "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                               "Sec-WebSocket-Version: 13\r\n\r\n")
        check(status(response) == 403, f"a WebSocket from Origin {origin} is 403 (cross-site WebSocket hijacking)")
    page = raw(server, f"GET / HTTP/1.1\r\n{host}\r\n{cookie}\r\n\r\n")
    headers = page.lower()
    check(status(page) == 200, "the page is served with the cookie")
    check("content-security-policy: default-src 'self'" in headers and "frame-ancestors 'none'" in headers
          and "unsafe-inline" not in headers, "CSP: default-src 'self', frame-ancestors 'none', no inline script")
    check("x-content-type-options: nosniff" in headers and "referrer-policy: no-referrer" in headers,
          "nosniff and no referrer")
    check("access-control-" not in headers, "no CORS header")
    redirect = raw(server, f"GET /?token={server.token} HTTP/1.1\r\n{host}\r\n\r\n")
    check(status(redirect) == 303 and "location: /\r\n" in redirect.lower()
          and "httponly; samesite=strict" in redirect.lower(),
          "the URL's token becomes an HttpOnly; SameSite=Strict cookie and leaves the address bar")


def frame_attacks(server):
    bystander = WebSocket(server.url)
    bystander.send(json.dumps({"type": "hello", "versions": [1]}))
    bystander.receive_type("snapshot")

    sock = upgraded(server)
    sock.sendall(frame(1, b"", length=16 << 20))
    sock.sendall(b"x" * 65536)  # the start of the payload; the server refuses from the header
    check(close_code(sock) == 1009, "a 16 MiB frame is closed with 1009")
    sock.close()
    bystander.send(json.dumps({"type": "set", "seq": 1, "id": "radius", "value": 5}))
    check(bystander.receive_type("ack")["value"] == 5, "and another client is untouched")

    sock = upgraded(server)
    piece = b"a" * 60000
    for _ in range(20):
        try:
            sock.sendall(frame(1 if _ == 0 else 0, piece, fin=False))
        except OSError:
            break
    check(close_code(sock) == 1009, "fragments past the message limit are closed with 1009")
    sock.close()

    sock = upgraded(server)
    hello = json.dumps({"type": "set", "seq": 2, "id": "radius", "value": 6}).encode()
    sock.sendall(frame(1, hello[:10], fin=False) + frame(9, b"p") + frame(0, hello[10:]))
    sock.settimeout(5)
    data = sock.recv(65536)
    check(b'"ack"' in data or data[:1] == b"\x8a", "a fragmented message (with a ping between) is joined and answered")
    sock.close()

    for name, payload, code in [("an unmasked frame", frame(1, b"{}", masked=False), 1002),
                                ("a reserved opcode", frame(3, b""), 1002),
                                ("invalid UTF-8", frame(1, b"\xc3\x28"), 1007),
                                ("a binary message", frame(2, b"\x00"), 1003),
                                ("a fragmented ping", frame(9, b"", fin=False), 1002)]:
        sock = upgraded(server)
        sock.sendall(payload)
        check(close_code(sock) == code, f"{name} is closed with {code}")
        sock.close()
    bystander.send(json.dumps({"type": "set", "seq": 3, "id": "radius", "value": 7}))
    check(bystander.receive_type("ack")["value"] == 7, "the bystander still works after every bad frame")
    bystander.close()


def half_open(server):
    client = WebSocket(server.url)
    client.send(json.dumps({"type": "hello", "versions": [1]}))
    client.receive_type("snapshot")
    sockets = []
    for _ in range(200):
        sock = socket.socket()
        sock.settimeout(5)
        try:
            sock.connect(("127.0.0.1", server.port))
            sock.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n".encode())
        except OSError:
            pass
        sockets.append(sock)
    time.sleep(0.2)
    started = time.monotonic()
    client.send(json.dumps({"type": "set", "seq": 1, "id": "radius", "value": 11}))
    ack = client.receive_type("ack")
    elapsed = time.monotonic() - started
    check(ack["value"] == 11 and elapsed < 1, f"with 200 half-open connections an edit round-trips in {elapsed * 1000:.1f} ms")
    fresh = WebSocket(server.url)
    fresh.send(json.dumps({"type": "hello", "versions": [1]}))
    check(fresh.receive_type("snapshot")["document"]["values"]["radius"] == 11,
          "and a new client still gets in (the oldest half-open connections make room)")
    fresh.close()
    client.close()
    for sock in sockets:
        sock.close()


def never_reads(server):
    rss_before = server.rss_kib()
    lazy = socket.socket()
    lazy.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    lazy.connect(("127.0.0.1", server.port))
    lazy.sendall((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
                  "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                  f"Sec-WebSocket-Version: 13\r\nAuthorization: Bearer {server.token}\r\n\r\n").encode())
    lazy.sendall(frame(1, json.dumps({"type": "hello", "versions": [1]}).encode()))
    writer = WebSocket(server.url)
    done = threading.Event()

    def drain():
        try:
            while not done.is_set():
                writer.receive()
        except (ConnectionError, OSError):
            pass
    threading.Thread(target=drain, daemon=True).start()
    big = 200_000
    for index in range(300):
        writer.send(json.dumps({"type": "set", "seq": index + 1, "id": "title",
                                "value": ("ab"[index % 2]) * big}))
    time.sleep(1)
    rss_after = server.rss_kib()
    done.set()
    lazy.settimeout(5)
    closed = False
    deadline = time.monotonic() + 10
    try:
        while time.monotonic() < deadline:
            chunk = lazy.recv(1 << 20)
            if not chunk:
                closed = True
                break
    except (ConnectionResetError, socket.timeout):
        closed = True
    check(closed, "a client that never reads is disconnected (60 MB of patches sent its way)")
    check(rss_after - rss_before < 64 * 1024,
          f"and the server's memory stays bounded: {rss_before // 1024} MiB before, {rss_after // 1024} MiB after")
    writer.close()
    lazy.close()


def cycles(server):
    time.sleep(0.3)
    before = server.descriptors()
    for index in range(1000):
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as sock:
            if index % 2:
                sock.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
                sock.recv(1024)
    for _ in range(50):
        time.sleep(0.1)
        if server.descriptors() <= before:
            break
    after = server.descriptors()
    check(after <= before, f"1,000 connect/close cycles leak no descriptor ({before} before, {after} after)")


def slow_loris(server):
    with socket.create_connection(("127.0.0.1", server.port), timeout=15) as slow:
        started = time.monotonic()
        slow.sendall(b"GET / HTTP/1.1\r\n")
        ended = False
        try:
            for _ in range(30):  # a byte every half second, never finishing the head
                time.sleep(0.5)
                slow.sendall(b"X")
        except OSError:
            ended = True
        if not ended:
            try:
                ended = slow.recv(1024) == b""
            except (ConnectionResetError, socket.timeout):
                ended = False
        waited = time.monotonic() - started
        check(ended and 9.5 <= waited <= 12, f"a request head sent a byte at a time is closed after {waited:.1f} s")


def main():
    server = Server(sys.argv[1])
    try:
        http_attacks(server)
        frame_attacks(server)
        half_open(server)
        never_reads(server)
        cycles(server)
        slow_loris(server)
        check(server.process.poll() is None, "the server is still running")
    finally:
        server.stop()
    if FAILURES:
        print(f"{len(FAILURES)} failures")
        return 1
    print("security check passed")
    return 0


sys.exit(main())
