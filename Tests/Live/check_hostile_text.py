#!/usr/bin/env python3
"""Every place the `panelkit` command and its live terminal write text, fed the hidden-character
table the Swift tests write (`sanitizer.jsonl`, from `SanitizerTableExport`), with the output
recorded raw from a tmux pane (`pipe-pane`) and checked for anything a terminal would act on.

    python3 Tests/Live/check_hostile_text.py PATH/TO/panelkit PATH/TO/sanitizer.jsonl

Every string of the table goes into a document's slots (the panel title, labels, a unit,
picker options, a text, a text field's value, preset names, the active preset) and into file
names and protocol lines. Then, each in its own pane:

- `render` as ascii, ansi and json, `validate` of that document and of a broken one (its
  problems quote the hostile keys), errors about a file whose name is hostile, `serve` with
  hostile lines and its output on the terminal;
- `tune` of the document: help, the presets box, the filter, editing the text field, the
  status line after `w`, and `c` then `q`, which prints the copied text (panel title and
  active preset name) after the session.

What the pane received may hold only the escape sequences the style encoder and the screen
write (CSI with a final byte among `m H J K A B C D G h l p`), newlines, carriage returns
and tabs; never an OSC, DCS, APC, PM or SOS string, `ESC c`, any other ESC sequence, `ESC[6n`
or other CSI, BEL, another C0 control, DEL, a C1 control (U+0080-U+009F) or a bidi control.
And tmux itself shows nothing got through: the pane title is unchanged, no paste buffer was
written (OSC 52, with `set-clipboard on`) and no bell was rung.
"""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_live_terminal as live  # noqa: E402  (the Pane driver; its main() does not run)

PANELKIT = os.path.abspath(sys.argv[1])
TABLE = sys.argv[2]
FAILURES = live.FAILURES

ALLOWED_FINALS = set("mHJKABCDGhlp")
BIDI = set([0x061C, 0x200E, 0x200F]) | set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))


def hostile_strings():
    with open(TABLE, encoding="utf-8") as f:
        inputs = [json.loads(line)["input"] for line in f if line.strip()]
    if len(inputs) < 300:
        live.fail("the hidden-character table has only %d entries" % len(inputs))
    # Groups of about 40, so each slot carries a share of the table and the whole table is used.
    return ["h%d|" % index + "|".join(inputs[start:start + 40])
            for index, start in enumerate(range(0, len(inputs), 40))]


def problems_in(data):
    """What in these bytes a terminal would act on (each a short description)."""
    found = []
    text = data.decode("utf-8", errors="replace")
    if "\ufffd" in text and b"\xef\xbf\xbd" not in data:
        found.append("invalid UTF-8")
    index = 0
    while index < len(text):
        char = text[index]
        code = ord(char)
        if char == "\x1b":
            if index + 1 < len(text) and text[index + 1] == "[":
                match = re.compile(r"\[[0-9;?<>=$ ]*([\x40-\x7e])").match(text, index + 1)
                if not match:
                    found.append("an unterminated CSI at %d" % index)
                elif match.group(1) not in ALLOWED_FINALS:
                    found.append("CSI %r at %d" % (match.group(0), index))
                elif match.group(1) == "p" and "$" not in match.group(0):
                    found.append("CSI %r at %d" % (match.group(0), index))
                index = match.end() if match else index + 1
                continue
            found.append("ESC %r at %d" % (text[index + 1:index + 2], index))
        elif code < 0x20 and char not in "\n\r\t":
            found.append("C0 0x%02X at %d" % (code, index))
        elif code == 0x7F or 0x80 <= code <= 0x9F:
            found.append("U+%04X at %d" % (code, index))
        elif code in BIDI:
            found.append("bidi U+%04X at %d" % (code, index))
        index += 1
    return found


class RecordedPane(live.Pane):
    """A pane whose output is recorded raw from the start, with the clipboard open to OSC 52."""

    def __init__(self, command, **options):
        # The command waits for the recording to start.
        handle, script = tempfile.mkstemp(prefix="panelkit-hostile-", suffix=".sh")
        with os.fdopen(handle, "w") as f:
            f.write("sleep 0.5\nexec %s\n" % command)
        self.script = script
        super().__init__("sh " + script, **options)
        self.record = os.path.join(self.dir, "output.raw")
        self.tmux("set-option", "-g", "set-clipboard", "on")
        self.tmux("pipe-pane", "-t", "t", "-o", "cat >> %s" % shlex.quote(self.record))
        self.title = self.tmux("display-message", "-p", "-t", "t", "#{pane_title}")

    def check_clean(self, name, status=None):
        code = self.status()
        if status is not None:
            live.check(code == status, "%s: exit status %s, expected %s" % (name, code, status))
        time.sleep(0.3)
        with open(self.record, "rb") as f:
            data = f.read()
        live.check(len(data) > 0, "%s: nothing was recorded" % name)
        found = problems_in(data)
        live.check(not found, "%s: the terminal received %s" % (name, "; ".join(found[:8])))
        title = self.tmux("display-message", "-p", "-t", "t", "#{pane_title}")
        live.check(title == self.title, "%s: the pane title changed to %r" % (name, title))
        buffers = self.tmux("list-buffers")
        live.check(buffers.strip() == "", "%s: a paste buffer was written: %r" % (name, buffers[:200]))
        bell = self.tmux("display-message", "-p", "-t", "t", "#{window_bell_flag}").strip()
        live.check(bell == "0", "%s: the bell rang" % name)
        return data

    def close(self):
        super().close()
        os.unlink(self.script)


def document(strings):
    h = strings + [""] * 12
    return {"format": "panelkit", "version": 1,
            "root": {"kind": "panel", "title": h[0], "children": [
                {"kind": "slider", "id": "s", "label": h[1], "range": [0, 10], "step": 1, "unit": h[2]},
                {"kind": "toggle", "id": "t", "label": h[3]},
                {"kind": "textField", "id": "name", "label": h[4]},
                {"kind": "picker", "id": "p", "label": h[5], "options": [h[6], "plain"]},
                {"kind": "text", "text": h[7]}]},
            "values": {"s": 3, "t": True, "name": h[8], "p": h[6]},
            "presets": [{"name": h[9], "values": {"s": 5, "t": False, "name": h[8], "p": "plain"}}],
            "activePreset": h[9]}


def run_in_pane(name, command, keys=None, status=None):
    pane = RecordedPane(command)
    try:
        if keys:
            keys(pane)
        pane.check_clean(name, status)
    finally:
        pane.close()


def main():
    if not shutil.which("tmux"):
        print("tmux is not installed", file=sys.stderr)
        return 1
    strings = hostile_strings()
    folder = tempfile.mkdtemp(prefix="panelkit-hostile-")
    try:
        path = os.path.join(folder, "hostile.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(document(strings), f, ensure_ascii=False)
        broken = os.path.join(folder, "broken.json")
        with open(broken, "w", encoding="utf-8") as f:
            json.dump({"format": "panelkit", "version": 1,
                       "root": {"kind": "panel", "title": strings[0], "children": [
                           {"kind": "slider", "id": "s", "label": strings[1], "range": [10, 2]}]},
                       "values": {key: 1 for key in strings[2:6]}}, f, ensure_ascii=False)
        # A file whose name is hostile, and one that does not exist.
        named = os.path.join(folder, "x\x1b]2;PWNED\x07\x1b]52;c;UFdORUQ=\x07\x1b[6n\x1bc\x9b31m\u202e.json")
        shutil.copy(broken, named)
        missing = os.path.join(folder, "gone\x1bPtmux;\x1b\x1b]2;PWNED\x07\x1b\\\x07\x07\x07.json")
        lines = os.path.join(folder, "lines.jsonl")
        with open(lines, "w", encoding="utf-8") as f:
            f.write('{"type":"hello","versions":[1]}\n')
            for index, text in enumerate(strings):
                f.write(json.dumps({"type": "set", "seq": index, "id": "name", "value": text}) + "\n")
                f.write(json.dumps({"type": "set", "seq": index, "id": text, "value": 1}) + "\n")
                f.write(json.dumps({"type": "preset.save", "seq": index, "name": text}) + "\n")
            f.write("\x1b]2;PWNED\x07 not json\n")
        q = shlex.quote
        for format in ["ascii", "ansi", "json"]:
            print("-- render --format", format)
            width = "" if format == "json" else " --width 60"
            run_in_pane("render " + format, "%s render --format %s%s %s" % (PANELKIT, format, width, q(path)),
                        status=0)
        for name, target, status in [("validate", path, 0), ("validate broken", broken, 1),
                                     ("validate named", named, 1), ("validate missing", missing, 1),
                                     ("tune missing", missing, 1)]:
            print("--", name)
            command = "tune" if name.startswith("tune") else "validate"
            run_in_pane(name, "%s %s %s" % (PANELKIT, command, q(target)), status=status)
        print("-- serve on the terminal")
        run_in_pane("serve", "%s serve %s < %s" % (PANELKIT, q(path), q(lines)), status=0)

        def tune_keys(pane):
            pane.wait_text("plain", timeout=15)
            for key in ["?", "Escape", "p", "Escape", "/", "z", "BSpace", "Escape", "j", "j", "Enter"]:
                pane.keys(key)
                time.sleep(0.15)
            pane.literal("edited")
            pane.keys("Enter")
            time.sleep(0.2)
            pane.keys("w")
            pane.wait_text("wrote")
            pane.keys("c")
            pane.wait_text("copied ")
            pane.keys("q")
            screen = pane.wait_text("Apply these tuned values")
            live.check("PWNED" not in pane.tmux("display-message", "-p", "-t", "t", "#{pane_title}"),
                       "tune: the pane was renamed")
            _ = screen

        print("-- tune: keys, copy, quit")
        run_in_pane("tune copy text", "%s tune %s" % (PANELKIT, q(path)), keys=tune_keys, status=0)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if FAILURES:
        print("%d failure(s)" % len(FAILURES), file=sys.stderr)
        return 1
    print("hostile text checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
