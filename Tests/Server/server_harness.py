"""Starts `panelkit serve FILE --http` on a document and stops it (shared by the server checks)."""
import json
import os
import re
import signal
import subprocess
import tempfile
import time

DOCUMENT = {
    "format": "panelkit", "version": 1,
    "root": {"kind": "panel", "title": "Served", "children": [
        {"kind": "slider", "id": "radius", "label": "radius", "range": [0, 48], "step": 1},
        {"kind": "toggle", "id": "on", "label": "on"},
        {"kind": "textField", "id": "title", "label": "title"},
    ]},
    "values": {"radius": 24, "on": True, "title": "Card"},
}


class Server:
    """A live `panelkit serve FILE --http`: its URL, port, token and process."""

    def __init__(self, panelkit, document=None, extra=()):
        self.folder = tempfile.mkdtemp(prefix="panelkit-server-check-")
        path = os.path.join(self.folder, "panel.json")
        with open(path, "w") as handle:
            json.dump(document or DOCUMENT, handle)
        self.process = subprocess.Popen(
            [panelkit, "serve", path, "--http", *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.url = self.process.stdout.readline().strip()
        match = re.fullmatch(r"http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{32})", self.url)
        if not match:
            self.stop()
            raise RuntimeError(f"the first line is not the URL: {self.url!r} {self.process.stderr.read()}")
        self.port = int(match.group(1))
        self.token = match.group(2)
        self.ws = f"ws://127.0.0.1:{self.port}/ws"
        self.origin = f"http://127.0.0.1:{self.port}"

    def descriptors(self):
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def cpu_seconds(self):
        """The server's processor time so far (user and system)."""
        with open(f"/proc/{self.process.pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        time.sleep(0)
