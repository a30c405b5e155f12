"""A minimal WebSocket client (RFC 6455, standard library only) for the browser tests: asks the
Swift server's session for its own snapshot, with the token as `Authorization: Bearer`."""
import base64
import json
import os
import socket
import struct
import urllib.parse


class WebSocket:
    def __init__(self, url, timeout=15):
        parts = urllib.parse.urlsplit(url)
        token = urllib.parse.parse_qs(parts.query).get("token", [""])[0]
        self.sock = socket.create_connection((parts.hostname, parts.port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        head = (f"GET /ws HTTP/1.1\r\nHost: {parts.hostname}:{parts.port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                f"Authorization: Bearer {token}\r\n\r\n")
        self.sock.sendall(head.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("the server closed the connection during the handshake")
            self.buffer += chunk
        response, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if not response.startswith(b"HTTP/1.1 101"):
            raise ConnectionError(f"the server refused the WebSocket: {response.splitlines()[0]!r}")

    def send(self, text):
        payload = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 65536:
            header += bytes([0x80 | 126]) + struct.pack("!H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", len(payload))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def receive(self):
        """The next text message (control frames are skipped)."""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack("!H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack("!Q", self._read(8))[0]
            payload = self._read(length)
            opcode = first & 0x0F
            if opcode == 1:
                return payload.decode()
            if opcode == 8:
                raise ConnectionError("the server closed the WebSocket")

    def receive_type(self, kind):
        while True:
            message = json.loads(self.receive())
            if message.get("type") == kind:
                return message

    def close(self):
        try:
            self.sock.sendall(bytes([0x88, 0x82]) + b"\0\0\0\0" + b"\x03\xe8")
        except OSError:
            pass
        self.sock.close()


def snapshot(url):
    """The session's snapshot, from a connection of its own."""
    socket_ = WebSocket(url)
    try:
        socket_.send(json.dumps({"type": "hello", "versions": [1]}))
        return socket_.receive_type("snapshot")
    finally:
        socket_.close()
