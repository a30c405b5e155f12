#!/usr/bin/env python3
"""The bridge between the reference web page and a PanelKit session (standard library only).

usage: bridge.py [--port N] [--host H] [--test-hooks] -- COMMAND...
       bridge.py [--port N] FILE            (runs `panelkit serve FILE`)

It serves the page (this folder), starts COMMAND as a child process that speaks the PanelKit
protocol on stdin/stdout (one JSON object per line), and relays lines both ways: server-sent
events down (GET /events?client=ID), POST up (POST /send?client=ID, one or more lines).

Reconnection is by revision and sequence number. A page that lost its event stream opens it
again, sends `resync {have: REV}` and sends again every message it has no answer for. The
bridge forwards each (client, seq) to the session once only: a message seen before is not
forwarded again, and its answer (ack or reject) is sent again instead. So an edit is never
lost (the page keeps it until it is answered) and never applied twice.

Sequence numbers are the page's own; the bridge gives each forwarded message a sequence
number of its own so that several pages can share one session, and maps the answers back.
Lines without a sequence number (snapshot, patch, action, welcome) go to every page.

With --test-hooks, three more routes help the browser test: POST /test/drop (close every event
stream and, for a while, refuse new ones and lose the answers to what is posted), GET
/test/transcript (every line to and from the session) and POST /test/ask (send a line to the
session as the bridge and return the next snapshot).
"""
import argparse
import json
import mimetypes
import os
import pathlib
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.parse
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

HERE = pathlib.Path(__file__).resolve().parent
STATIC = {"index.html", "app.js", "client.js", "render.js", "rules.js", "values.js", "style.css"}
MAX_BODY = 4 << 20


class Client:
    """One page: its event stream queue and its sequence numbers."""

    def __init__(self, name):
        self.name = name
        self.queue = queue.Queue()
        self.stream = 0  # the number of the stream that currently owns the queue
        self.forwarded = {}  # page seq -> bridge seq
        self.answers = {}  # page seq -> the answer line, once it came


class Bridge:
    def __init__(self, command, test_hooks=False):
        self.command = command
        self.test_hooks = test_hooks
        self.lock = threading.Lock()
        self.clients = {}
        self.routes = {}  # bridge seq -> (client, page seq)
        self.next_seq = 1
        self.welcome = None
        self.welcome_ready = threading.Event()
        self.transcript = []
        self.fault_until = 0.0
        self.waiting_snapshots = []
        self.last_snapshot = None
        self.child = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0, cwd=os.getcwd()
        )
        threading.Thread(target=self.read_child, daemon=True).start()
        self.write_child(json.dumps({"type": "hello", "versions": [1]}))

    # -- the session side

    def write_child(self, line):
        with self.lock:
            self.transcript.append({"to": "session", "line": line})
        try:
            self.child.stdin.write(line.encode("utf-8") + b"\n")
            self.child.stdin.flush()
        except (BrokenPipeError, OSError):
            pass

    def read_child(self):
        for raw in self.child.stdout:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            if not line:
                continue
            try:
                message = json.loads(line)
            except ValueError:
                print(f"bridge: the session wrote a line that is not JSON: {line[:200]}", file=sys.stderr)
                continue
            self.from_child(message, line)
        print("bridge: the session ended", file=sys.stderr)
        self.broadcast(json.dumps({"type": "bridge.closed", "message": "the session ended"}))

    def from_child(self, message, line):
        with self.lock:
            self.transcript.append({"from": "session", "line": line})
        kind = message.get("type")
        if kind == "welcome" and self.welcome is None:
            self.welcome = line
            self.welcome_ready.set()
            return
        if kind == "snapshot":
            with self.lock:
                self.last_snapshot = line
                waiting, self.waiting_snapshots = self.waiting_snapshots, []
            for slot in waiting:
                slot.put(line)
        seq = message.get("seq")
        if isinstance(seq, int) and kind in ("ack", "reject"):
            with self.lock:
                route = self.routes.pop(seq, None)
            if route is None:
                return  # the answer to the bridge's own message
            client, page_seq = route
            message["seq"] = page_seq
            answer = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
            with self.lock:
                client.answers[page_seq] = answer
                lost = time.monotonic() < self.fault_until
            if not lost:
                client.queue.put(answer)
            return
        self.broadcast(line)

    def broadcast(self, line):
        with self.lock:
            if time.monotonic() < self.fault_until:
                return  # lost with the dropped streams: the pages resync by revision
            clients = list(self.clients.values())
        for client in clients:
            client.queue.put(line)

    # -- the page side

    def client(self, name):
        with self.lock:
            client = self.clients.get(name)
            if client is None:
                client = self.clients[name] = Client(name)
            return client

    def from_page(self, client, line):
        """Forwards one line from a page, once per (client, seq)."""
        try:
            message = json.loads(line)
        except ValueError:
            message = None
        if not isinstance(message, dict):
            # Let the session reject it with its own words.
            self.write_child(line)
            return
        if message.get("type") == "hello":
            self.welcome_ready.wait(10)
            if self.welcome:
                client.queue.put(self.welcome)
            message = {"type": "resync"}
        seq = message.get("seq")
        with self.lock:
            if self.test_hooks:
                self.transcript.append(
                    {"from": "page", "client": client.name, "seq": seq, "repeat": seq in client.forwarded})
            if isinstance(seq, int):
                if seq in client.forwarded:
                    answer = client.answers.get(seq)
                    if answer is not None:
                        client.queue.put(answer)
                    return  # seen: never forwarded twice
                bridge_seq = self.next_seq
                self.next_seq += 1
                client.forwarded[seq] = bridge_seq
                self.routes[bridge_seq] = (client, seq)
            else:
                bridge_seq = self.next_seq
                self.next_seq += 1
            message["seq"] = bridge_seq
        self.write_child(json.dumps(message, ensure_ascii=False, separators=(",", ":")))

    def ask(self, line, timeout=10):
        """Sends a line as the bridge and waits for the next snapshot (test hook)."""
        slot = queue.Queue()
        with self.lock:
            self.waiting_snapshots.append(slot)
            seq = self.next_seq
            self.next_seq += 1
        message = json.loads(line)
        message["seq"] = seq
        self.write_child(json.dumps(message))
        return slot.get(timeout=timeout)


def make_handler(bridge):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def reply(self, status, body=b"", content_type="text/plain; charset=utf-8"):
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(body)

        def query(self):
            parsed = urllib.parse.urlparse(self.path)
            return parsed.path, urllib.parse.parse_qs(parsed.query)

        def client_name(self, params):
            name = (params.get("client") or [""])[0]
            if not name or len(name) > 64 or not all(c.isalnum() or c in "-_" for c in name):
                self.reply(HTTPStatus.BAD_REQUEST, b"a client id of letters, digits, - and _ is required\n")
                return None
            return name

        def do_GET(self):
            path, params = self.query()
            if path == "/events":
                return self.events(params)
            if path == "/test/transcript" and bridge.test_hooks:
                with bridge.lock:
                    body = json.dumps(bridge.transcript).encode()
                return self.reply(HTTPStatus.OK, body, "application/json")
            name = "index.html" if path == "/" else path.lstrip("/")
            if name in STATIC:
                body = (HERE / name).read_bytes()
                kind = {"js": "text/javascript", "css": "text/css", "html": "text/html"}[name.rsplit(".", 1)[1]]
                return self.reply(HTTPStatus.OK, body, kind + "; charset=utf-8")
            if name == "favicon.ico":
                return self.reply(HTTPStatus.NO_CONTENT)
            self.reply(HTTPStatus.NOT_FOUND, b"not found\n")

        def events(self, params):
            name = self.client_name(params)
            if name is None:
                return
            if time.monotonic() < bridge.fault_until:
                return self.reply(HTTPStatus.SERVICE_UNAVAILABLE, b"dropped for the test\n")
            client = bridge.client(name)
            with bridge.lock:
                client.stream += 1
                stream = client.stream
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-store")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            try:
                self.wfile.write(b"retry: 300\n\n")
                self.wfile.flush()
                while True:
                    with bridge.lock:
                        if client.stream != stream or time.monotonic() < bridge.fault_until:
                            return  # replaced by a newer stream, or dropped for the test
                    try:
                        line = client.queue.get(timeout=0.25)
                    except queue.Empty:
                        self.wfile.write(b": keep-alive\n\n")
                        self.wfile.flush()
                        continue
                    self.wfile.write(b"data: " + line.encode("utf-8") + b"\n\n")
                    self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError, OSError):
                return

        def do_POST(self):
            path, params = self.query()
            length = int(self.headers.get("Content-Length") or 0)
            if length > MAX_BODY:
                return self.reply(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, b"too large\n")
            body = self.rfile.read(length).decode("utf-8", "replace")
            if path == "/send":
                name = self.client_name(params)
                if name is None:
                    return
                client = bridge.client(name)
                for line in body.splitlines():
                    if line.strip():
                        bridge.from_page(client, line)
                if time.monotonic() < bridge.fault_until:
                    # Forwarded, but the page is told it failed: it will send again.
                    return self.reply(HTTPStatus.SERVICE_UNAVAILABLE, b"dropped for the test\n")
                return self.reply(HTTPStatus.ACCEPTED, b"")
            if path == "/test/drop" and bridge.test_hooks:
                seconds = float((json.loads(body or "{}")).get("seconds", 1.0))
                with bridge.lock:
                    bridge.fault_until = time.monotonic() + seconds
                    for client in bridge.clients.values():
                        while not client.queue.empty():
                            client.queue.get_nowait()
                return self.reply(HTTPStatus.OK, b"dropped\n")
            if path == "/test/ask" and bridge.test_hooks:
                try:
                    return self.reply(HTTPStatus.OK, bridge.ask(body).encode(), "application/json")
                except queue.Empty:
                    return self.reply(HTTPStatus.GATEWAY_TIMEOUT, b"no snapshot\n")
            self.reply(HTTPStatus.NOT_FOUND, b"not found\n")

    return Handler


def built(product, variable=None):
    """$VARIABLE, PRODUCT on the PATH, or the package's own build of it (built when missing)."""
    found = (variable and os.environ.get(variable)) or shutil.which(product)
    if found:
        return found
    root = HERE.parent.parent
    path = root / ".build" / "debug" / product
    if not path.exists():
        print(f"bridge: building {product} (swift build --product {product})…", file=sys.stderr, flush=True)
        subprocess.run(["swift", "build", "--product", product], cwd=root, stdout=sys.stderr, check=True)
        bin_path = subprocess.run(
            ["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True, check=True
        ).stdout.strip()
        path = pathlib.Path(bin_path) / product
    return str(path)


def session_command(document):
    """`panelkit serve DOCUMENT`: the package's PanelSession over standard input and output."""
    return [built("panelkit", "PANELKIT"), "serve", document]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8750)
    parser.add_argument("--test-hooks", action="store_true")
    parser.add_argument("target", nargs=argparse.REMAINDER, help="FILE, or -- COMMAND...")
    args = parser.parse_args()
    target = args.target[1:] if args.target[:1] == ["--"] else args.target
    if not target:
        parser.error("give a document FILE or -- COMMAND...")
    if len(target) == 1 and not shutil.which(target[0]):
        target = session_command(target[0])
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    bridge = Bridge(target, test_hooks=args.test_hooks)
    server = ThreadingHTTPServer((args.host, args.port), make_handler(bridge))
    server.daemon_threads = True
    host, port = server.server_address[:2]
    print(f"PanelKit web frontend: http://{host}:{port}/", flush=True)
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    finally:
        bridge.child.terminate()


if __name__ == "__main__":
    main()
