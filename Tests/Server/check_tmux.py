#!/usr/bin/env python3
"""A host program under tmux keeps printing to its own terminal while a browser and
`panelkit attach` tune it; `kill -TERM` removes its discovery file and the attached terminal
says at once that the program is gone; `kill -9` leaves one that `panelkit list` cleans.

    python3 check_tmux.py PATH/TO/particles-example PATH/TO/panelkit

Uses a tmux server of its own (its own socket) and headless chromium; everything it starts
is stopped before it returns.
"""
import json
import os
import pathlib
import re
import signal
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "Examples/web/tests"))
import wsclient  # noqa: E402
from cdp import Browser  # noqa: E402

HOST, PANELKIT = (os.path.abspath(p) for p in sys.argv[1:3])
SOCKET = os.path.join(tempfile.mkdtemp(prefix="panelkit-tmux-"), "tmux.sock")
FAILURES = []


def check(condition, message):
    print(("ok: " if condition else "FAIL: ") + message)
    if not condition:
        FAILURES.append(message)


def tmux(*args):
    return subprocess.run(["tmux", "-S", SOCKET, *args], capture_output=True, text=True, timeout=10).stdout


def screen(target):
    return tmux("capture-pane", "-p", "-t", target)


def wait(predicate, timeout=15, what=""):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    raise RuntimeError(f"timed out waiting for {what}")


def host_pid(url):
    output = subprocess.run([PANELKIT, "list"], capture_output=True, text=True, timeout=10).stdout
    for line in output.splitlines():
        fields = line.split("\t")
        if len(fields) == 4 and fields[3] == url:
            return int(fields[0])
    return None


def discovery_file(pid):
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    folder = runtime + "/panelkit" if runtime else (os.environ.get("TMPDIR") or "/tmp").rstrip("/") + f"/panelkit-{os.getuid()}"
    return [os.path.join(folder, name) for name in os.listdir(folder) if name.startswith(f"server-{pid}-")] \
        if os.path.isdir(folder) else []


def start_host():
    tmux("new-window", "-d", "-n", "host", HOST)
    url = wait(lambda: re.search(r"http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32}", screen("host")), what="the URL")
    url = url.group(0)
    pid = wait(lambda: host_pid(url), what="the server in panelkit list")
    return url, pid


def run():
    tmux("new-session", "-d", "-s", "check", "-x", "110", "-y", "32", "sleep 600")
    url, pid = start_host()
    check(bool(discovery_file(pid)), f"the host (pid {pid}) is in panelkit list and has a discovery file")
    wait(lambda: "step " in screen("host"), what="a status line")

    browser = Browser(width=900, height=700)
    try:
        browser.navigate(url)
        browser.wait_for("window.panelkit && window.panelkit.client.rev !== null", what="the page's snapshot")
        browser.evaluate("window.panelkit.client.send('set', {id: 'gravity', value: 20})")
        wait(lambda: "gravity 20.0" in screen("host"), what="the browser's edit in the host's status line")
        check(True, "the browser's edit reaches the running program (its status line says gravity 20.0)")

        tmux("new-window", "-d", "-n", "attach", f"{PANELKIT} attach {pid}")
        wait(lambda: "count" in screen("attach") and "gravity" in screen("attach"), what="the attached panel")
        check("20" in [line for line in screen("attach").splitlines() if "gravity" in line][0],
              "panelkit attach shows the browser's edit")
        tmux("send-keys", "-t", "attach", "Right")  # count: 200 -> 210
        wait(lambda: "210 particles" in screen("host"), what="the attached terminal's edit in the status line")
        check(True, "a key in panelkit attach reaches the running program (210 particles)")
        browser.wait_for("window.panelkit.view.values.count === 210", what="the page to show the terminal's edit")
        check(True, "and the browser shows it")
        tmux("send-keys", "-t", "attach", "u")
        wait(lambda: "200 particles" in screen("host"), what="the undo")
        check(True, "undo in panelkit attach undoes it in the program")
        steps = [int(n) for n in re.findall(r"step (\d+):", screen("host"))]
        time.sleep(1.5)
        later = [int(n) for n in re.findall(r"step (\d+):", screen("host"))]
        check(later and steps and later[-1] > steps[-1], "the host kept printing its status lines all along")
    finally:
        browser.close()

    os.kill(pid, signal.SIGTERM)
    wait(lambda: not discovery_file(pid), timeout=5, what="the discovery file to go on SIGTERM")
    check(True, "kill -TERM removes the discovery file")
    # The attached terminal says so at once, without waiting for a key.
    ended = time.monotonic()
    wait(lambda: "closed the connection" in screen("attach"), timeout=3,
         what="panelkit attach to say the program is gone")
    check(True, "panelkit attach says the program closed the connection within %.1f s, no key pressed"
          % (time.monotonic() - ended))
    tmux("send-keys", "-t", "attach", "q")

    url, pid = start_host()
    os.kill(pid, signal.SIGKILL)
    time.sleep(0.5)  # dead at once (a zombie until tmux reaps it, which list must see as gone)
    check(bool(discovery_file(pid)), "kill -9 leaves the discovery file")
    listed = subprocess.run([PANELKIT, "list"], capture_output=True, text=True, timeout=10).stdout
    check(str(pid) not in listed and not discovery_file(pid), "panelkit list does not show it and removes the file")


def main():
    try:
        run()
    except RuntimeError as error:
        FAILURES.append(str(error))
        print("FAIL:", error)
        for window in ("host", "attach"):
            print(f"--- {window}\n{screen(window)}")
    finally:
        tmux("kill-server")
    if FAILURES:
        print(f"{len(FAILURES)} failures")
        return 1
    print("tmux scenario passed")
    return 0


sys.exit(main())
