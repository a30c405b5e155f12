#!/usr/bin/env python3
"""A scripted frontend for `panelkit serve FILE`: sends JSON lines, checks every answer.

    python3 Tests/Live/check_serve.py PATH/TO/panelkit
"""
import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time

PANELKIT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/panelkit")
DOCUMENT = {
    "format": "panelkit", "version": 1,
    "root": {"kind": "panel", "title": "Served", "children": [
        {"kind": "slider", "id": "radius", "label": "radius", "range": [0, 48], "step": 1},
        {"kind": "toggle", "id": "on", "label": "on"},
        {"kind": "folder", "id": "more", "label": "more", "children": [
            {"kind": "picker", "id": "more.mode", "label": "mode", "options": ["a", "b"]},
        ]},
    ]},
    "values": {"radius": 24, "on": True, "more.mode": "a"},
}
FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print("FAIL:", message, file=sys.stderr)


class Client:
    def __init__(self, path):
        self.process = subprocess.Popen([PANELKIT, "serve", path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, bufsize=1)

    def send(self, message, answers):
        line = message if isinstance(message, str) else json.dumps(message)
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        out = []
        for _ in range(answers):
            text = self.process.stdout.readline()
            check(text != "", "no answer to %s" % line)
            out.append(json.loads(text))
        return out

    def close(self):
        self.process.stdin.close()
        status = self.process.wait(timeout=10)
        check(status == 0, "serve exited with %s" % status)
        rest = self.process.stdout.read()
        check(rest == "", "unexpected output at the end: %r" % rest)


def peak_memory_kib(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def long_line(path):
    """A 128 MiB line among normal ones, written in 1 MiB pieces: it is refused (`oversized`)
    while it is still arriving, its bytes are not kept (the peak memory stays far below it), and
    the next line is answered within a second of the long one's end."""
    process = subprocess.Popen([PANELKIT, "serve", path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, bufsize=0)
    answers = queue.Queue()

    def read():
        for raw in process.stdout:
            answers.put((time.monotonic(), json.loads(raw)))
        answers.put((time.monotonic(), None))

    threading.Thread(target=read, daemon=True).start()

    def next_answer(what, timeout=30):
        try:
            return answers.get(timeout=timeout)
        except queue.Empty:
            check(False, "long line: no answer to %s within %d s" % (what, timeout))
            return (time.monotonic(), None)

    process.stdin.write(b'{"type":"set","seq":1,"id":"radius","value":10}\n')
    next_answer("the first set")
    next_answer("the first set's patch")
    piece = b"x" * (1 << 20)
    progress = {"refused_at": None, "ended": None}

    def write():
        # In a thread, so that a serve that stalls on the line fails the check instead of
        # blocking it.
        try:
            process.stdin.write(b'{"type":"set","seq":2,"id":"radius","value":"')
            for index in range(128):
                process.stdin.write(piece)
                if progress["refused_at"] is None and not answers.empty():
                    progress["refused_at"] = index
            process.stdin.write(b'"}\n')
            progress["ended"] = time.monotonic()
            process.stdin.write(b'{"type":"set","seq":3,"id":"radius","value":20}\n')
        except (BrokenPipeError, ValueError):
            pass

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    writer.join(timeout=60)
    if writer.is_alive():
        check(False, "long line: serve did not take 128 MiB within 60 s")
        process.kill()
        process.wait()
        return
    refused_at, ended = progress["refused_at"], progress["ended"]
    if ended is None:
        check(False, "long line: serve closed its input before the line ended")
        process.kill()
        process.wait()
        return
    _, reject = next_answer("the long line")
    check(reject is not None and reject.get("code") == "oversized", "long line: %s" % (reject,))
    check(refused_at is not None and refused_at < 127,
          "long line: the refusal came only after the whole line (%s MiB)" % refused_at)
    answered, ack = next_answer("the set after the long line")
    check(ack == {"type": "ack", "seq": 3, "rev": 2, "value": 20}, "after the long line: %s" % (ack,))
    check(answered - ended < 1.0, "long line: the next line was answered %.2f s after it ended" % (answered - ended))
    peak = peak_memory_kib(process.pid)
    check(peak is None or peak < 64 * 1024, "long line: serve's peak memory was %s KiB" % peak)
    process.stdin.close()
    process.wait(timeout=30)
    print("long line: refused after %s MiB, next line answered %.3f s after its end, peak %s KiB"
          % (refused_at, answered - ended, peak))


def main():
    folder = tempfile.mkdtemp(prefix="panelkit-serve-")
    path = os.path.join(folder, "served.json")
    with open(path, "w") as f:
        json.dump(DOCUMENT, f)
    client = Client(path)
    welcome, snapshot = client.send({"type": "hello", "versions": [1]}, 2)
    check(welcome["type"] == "welcome" and welcome["version"] == 1, "hello: %s" % welcome)
    check(snapshot["type"] == "snapshot" and snapshot["rev"] == 0, "snapshot: %s" % snapshot)
    check(snapshot["document"]["values"]["radius"] == 24, "snapshot values: %s" % snapshot["document"]["values"])

    ack, patch = client.send({"type": "set", "seq": 1, "id": "radius", "value": 60}, 2)
    check(ack == {"type": "ack", "seq": 1, "rev": 1, "value": 48}, "set clamps: %s" % ack)
    check(patch == {"type": "patch", "rev": 1, "base": 0, "values": {"radius": 48}}, "patch: %s" % patch)

    (reject,) = client.send({"type": "set", "seq": 2, "id": "nope", "value": 1}, 1)
    check(reject["type"] == "reject" and reject["seq"] == 2 and reject["id"] == "nope", "unknown id: %s" % reject)

    (reject,) = client.send({"type": "set", "seq": 3, "id": "on", "value": "yes"}, 1)
    check(reject["type"] == "reject" and reject["seq"] == 3, "wrong type: %s" % reject)

    (malformed,) = client.send("{not json", 1)
    check(malformed["type"] == "reject" and malformed["code"] == "malformed", "malformed: %s" % malformed)

    # A drag: begin, two changes, commit: one undo step.
    answers = client.send({"type": "edit", "seq": 4, "id": "radius", "phase": "begin", "gesture": "g1"}, 1)
    check(answers[0]["type"] == "ack", "begin: %s" % answers)
    answers = client.send({"type": "edit", "seq": 5, "id": "radius", "phase": "change", "gesture": "g1", "value": 10}, 2)
    check(answers[0]["value"] == 10 and answers[1]["values"] == {"radius": 10}, "change: %s" % answers)
    answers = client.send({"type": "edit", "seq": 6, "id": "radius", "phase": "change", "gesture": "g1", "value": 12.4}, 2)
    check(answers[0]["value"] == 12, "change snaps: %s" % answers)
    answers = client.send({"type": "edit", "seq": 7, "id": "radius", "phase": "commit", "gesture": "g1"}, 1)
    check(answers[0]["type"] == "ack", "commit: %s" % answers)
    ack, patch = client.send({"type": "undo", "seq": 8}, 2)
    check(patch["values"] == {"radius": 48}, "undo goes back to before the drag: %s" % patch)
    ack, patch = client.send({"type": "redo", "seq": 9}, 2)
    check(patch["values"] == {"radius": 12}, "redo: %s" % patch)

    # Presets keyed by id.
    answers = client.send({"type": "preset.save", "seq": 10, "name": "small"}, 2)
    check(answers[0]["type"] == "ack" and answers[1]["activePreset"] == answers[0].get("preset"),
          "preset.save: %s" % answers)
    check(answers[1]["presets"] == [{"id": answers[0].get("preset"), "name": "small"}], "presets: %s" % answers)
    preset_id = answers[0].get("preset")
    answers = client.send({"type": "set", "seq": 11, "id": "radius", "value": 30}, 2)
    check(answers[1]["values"] == {"radius": 30}, "set in preset: %s" % answers)
    (clear, patch) = client.send({"type": "preset.clear", "seq": 12}, 2)
    check(patch["values"].get("radius") == 12, "preset.clear back to base: %s" % patch)
    (load, patch) = client.send({"type": "preset.load", "seq": 13, "preset": preset_id}, 2)
    check(patch["values"].get("radius") == 30, "preset.load (the active preset kept the edit): %s" % patch)

    (resync,) = client.send({"type": "resync", "seq": 14, "have": 0}, 1)
    check(resync["type"] == "snapshot", "resync: %s" % resync)
    client.close()
    long_line(path)
    if FAILURES:
        print("%d failure(s)" % len(FAILURES), file=sys.stderr)
        return 1
    print("serve checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
