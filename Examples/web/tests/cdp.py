"""A small client for the Chrome DevTools protocol over --remote-debugging-pipe (stdlib only).

Chromium reads commands from its fd 3 and writes answers and events to its fd 4, one JSON
object per message, each ended by a NUL byte.
"""
import base64
import fcntl
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time


class CDPError(Exception):
    pass


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise CDPError("no chromium found: install it (Scripts/ensure-packages chromium)")


class Browser:
    """A headless chromium with one page attached; console errors and exceptions collected."""

    def __init__(self, width=1100, height=900):
        self.profile = tempfile.mkdtemp(prefix="panelkit-chromium-")
        to_chrome_read, to_chrome_write = os.pipe()
        from_chrome_read, from_chrome_write = os.pipe()

        def wire():
            # The pipe ends may already be 3 or 4 (they are in a plain shell), and a dup2 onto
            # itself keeps close-on-exec: move both above 4 first, then onto 3 and 4 (which
            # clears the flag), whatever numbers os.pipe gave.
            read_end = fcntl.fcntl(to_chrome_read, fcntl.F_DUPFD, 10)
            write_end = fcntl.fcntl(from_chrome_write, fcntl.F_DUPFD, 10)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        args = [
            find_chromium(), "--headless=new", "--remote-debugging-pipe", "--no-sandbox",
            "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--mute-audio", "--hide-scrollbars", f"--user-data-dir={self.profile}",
            f"--window-size={width},{height}", "about:blank",
        ]
        self.process = subprocess.Popen(
            args, preexec_fn=wire, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self.out = os.fdopen(to_chrome_write, "wb", buffering=0)
        self.inp = os.fdopen(from_chrome_read, "rb", buffering=0)
        self.next_id = 0
        self.lock = threading.Lock()
        self.answers = {}
        self.events = []
        self.errors = []  # console errors and uncaught exceptions
        self.console = []
        self.cond = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(f"{domain}.enable", session=True)
        self.call("Emulation.setDeviceMetricsOverride", session=True, width=width, height=height,
                  deviceScaleFactor=1, mobile=False)

    def _read(self):
        buffer = b""
        while True:
            chunk = self.inp.read(65536)
            if not chunk:
                break
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                with self.cond:
                    if "id" in message:
                        self.answers[message["id"]] = message
                    else:
                        self._event(message)
                    self.cond.notify_all()

    def _event(self, message):
        method = message.get("method")
        params = message.get("params", {})
        self.events.append(message)
        if method == "Runtime.consoleAPICalled":
            text = " ".join(str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", []))
            self.console.append(f"{params.get('type')}: {text}")
            if params.get("type") in ("error", "assert"):
                self.errors.append(f"console.{params.get('type')}: {text}")
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            description = details.get("exception", {}).get("description") or details.get("text")
            self.errors.append(f"uncaught exception: {description}")
        elif method == "Log.entryAdded":
            entry = params.get("entry", {})
            if entry.get("level") == "error":
                self.errors.append(f"log error: {entry.get('text')} {entry.get('url', '')}")

    def call(self, method, session=False, timeout=30, **params):
        with self.lock:
            self.next_id += 1
            ident = self.next_id
        message = {"id": ident, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        self.out.write(json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        with self.cond:
            while ident not in self.answers:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise CDPError(f"{method}: no answer in {timeout} s")
                self.cond.wait(left)
            answer = self.answers.pop(ident)
        if "error" in answer:
            raise CDPError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    def page(self, method, **params):
        return self.call(method, session=True, **params)

    def evaluate(self, expression, await_promise=False):
        result = self.page("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=await_promise)
        if "exceptionDetails" in result:
            raise CDPError(f"evaluate {expression[:80]!r}: {result['exceptionDetails'].get('text')} "
                           f"{result['exceptionDetails'].get('exception', {}).get('description', '')}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10, what=None):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.05)
        raise CDPError(f"timed out waiting for {what or expression}")

    def navigate(self, url):
        self.page("Page.navigate", url=url)
        self.wait_for("document.readyState === 'complete'", what="the page to load")

    def center(self, selector):
        box = self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)}); if (!e) return null;"
            f" e.scrollIntoView({{block: 'center'}}); const r = e.getBoundingClientRect();"
            f" return [r.left, r.top, r.width, r.height]; }})()")
        if not box:
            raise CDPError(f"no element {selector}")
        return box

    def mouse(self, kind, x, y, buttons=0):
        self.page("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left" if kind != "mouseMoved" or buttons else "none",
                  buttons=buttons, clickCount=1 if kind in ("mousePressed", "mouseReleased") else 0)

    def click(self, selector):
        left, top, width, height = self.center(selector)
        x, y = left + width / 2, top + height / 2
        self.mouse("mouseMoved", x, y)
        self.mouse("mousePressed", x, y, buttons=1)
        self.mouse("mouseReleased", x, y)

    def key(self, key, modifiers=0):
        codes = {"ArrowRight": 39, "ArrowLeft": 37, "ArrowDown": 40, "ArrowUp": 38, "Enter": 13, "Tab": 9,
                 " ": 32, "Backspace": 8, "Home": 36, "End": 35, "z": 90, "Escape": 27}
        params = dict(key=key, code=key, windowsVirtualKeyCode=codes.get(key, 0), modifiers=modifiers)
        text = {"Enter": "\r", " ": " "}.get(key)
        if text:
            self.page("Input.dispatchKeyEvent", type="keyDown", text=text, **params)
        else:
            self.page("Input.dispatchKeyEvent", type="rawKeyDown", **params)
        self.page("Input.dispatchKeyEvent", type="keyUp", **params)

    def type_text(self, text):
        for character in text:
            self.page("Input.dispatchKeyEvent", type="keyDown", key=character, text=character)
            self.page("Input.dispatchKeyEvent", type="keyUp", key=character)

    def screenshot(self, path, selector=None):
        params = {"format": "png"}
        if selector:
            left, top, width, height = self.center(selector)
            params["clip"] = {"x": left, "y": top, "width": width, "height": height, "scale": 1}
            scroll = self.evaluate("[window.scrollX, window.scrollY]")
            params["clip"]["x"] += scroll[0]
            params["clip"]["y"] += scroll[1]
            params["captureBeyondViewport"] = True
        data = self.page("Page.captureScreenshot", **params)["data"]
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(data))

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)
