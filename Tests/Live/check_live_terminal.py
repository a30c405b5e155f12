#!/usr/bin/env python3
"""Drives the built `panelkit` in tmux as a person would and checks what the screen shows.

    python3 Tests/Live/check_live_terminal.py PATH/TO/panelkit

(the `LiveStore` helper, which opens the session on a store of panels, is expected beside it)

Each scenario starts a fresh tmux server (its own socket) whose pane runs a small shell
script: it saves `stty -g`, runs panelkit, writes the exit status and `stty -g` again. Keys and
SGR mouse reports are sent with `send-keys`, the screen is read back with `capture-pane`, and
the terminal is checked to be back in cooked mode on the main screen after `q`, ctrl-Z/fg,
SIGINT, SIGTERM, SIGHUP, crash signals (SIGSEGV, SIGABRT), SIGQUIT and ctrl-\\ (with the
backtracer off, and on: gone within a second, no report, no question) and signals that only
terminate (SIGUSR1, SIGALRM, SIGXCPU, a real-time signal); `tune` asks before quitting with
unsaved changes.
"""
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

PANELKIT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/panelkit")
# The helper that opens the session on a store of panels (Tests/Helpers/LiveStore), built beside it.
LIVE_STORE = os.path.join(os.path.dirname(PANELKIT), "LiveStore")
FAILURES = []


class Pane:
    def __init__(self, command, width=70, height=24, interactive=False):
        self.dir = tempfile.mkdtemp(prefix="panelkit-live-")
        self.socket = "panelkit-live-%d-%d" % (os.getpid(), int(time.time() * 1000) % 100000)
        env = "TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8"
        if interactive:
            script = "exec env %s PS1='$ ' bash --norc --noprofile -i" % env
        else:
            script = (
                "stty -g > {d}/before; env {env} {cmd}; echo $? > {d}/status; stty -g > {d}/after; sleep 600"
            ).format(d=self.dir, env=env, cmd=command)
        self.tmux("new-session", "-d", "-s", "t", "-x", str(width), "-y", str(height), "sh", "-c", script)
        self.tmux("set-option", "-t", "t", "status", "off")

    def tmux(self, *args):
        return subprocess.run(
            ["tmux", "-L", self.socket, "-f", "/dev/null"] + list(args),
            check=True, capture_output=True, text=True).stdout

    def keys(self, *keys):
        self.tmux("send-keys", "-t", "t", *keys)

    def literal(self, text):
        self.tmux("send-keys", "-t", "t", "-l", text)

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "t")

    def history(self):
        """The screen with the lines scrolled off above it."""
        return self.tmux("capture-pane", "-p", "-S", "-1000", "-t", "t")

    def lines(self):
        return self.screen().split("\n")

    def wait_for(self, predicate, what, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            screen = self.screen()
            if predicate(screen):
                return screen
            time.sleep(0.05)
        fail("%s; the screen was:\n%s" % (what, self.screen()))
        return self.screen()

    def wait_text(self, text, timeout=10):
        return self.wait_for(lambda screen: text in screen, "expected %r on the screen" % text, timeout)

    def alternate(self):
        return self.tmux("display-message", "-p", "-t", "t", "#{alternate_on}").strip() == "1"

    def program_pid(self, program="panelkit"):
        shell = self.tmux("display-message", "-p", "-t", "t", "#{pane_pid}").strip()
        deadline = time.time() + 10
        while time.time() < deadline:
            out = subprocess.run(["ps", "-o", "pid=,comm=", "--ppid", shell], capture_output=True, text=True).stdout
            for line in out.splitlines():
                pid, name = line.split(None, 1)
                if name.startswith(program):
                    return int(pid)
            time.sleep(0.05)
        fail("no %s process under the pane's shell" % program)
        return None

    def status(self, timeout=10):
        path = os.path.join(self.dir, "status")
        deadline = time.time() + timeout
        while time.time() < deadline:
            if os.path.exists(path) and os.path.exists(os.path.join(self.dir, "after")):
                time.sleep(0.1)
                with open(path) as f:
                    return int(f.read().strip())
            time.sleep(0.05)
        fail("panelkit did not exit; the screen was:\n%s" % self.screen())
        return None

    def check_restored(self, name, expected_status):
        status = self.status()
        check(status == expected_status, "%s: exit status %s, expected %s" % (name, status, expected_status))
        with open(os.path.join(self.dir, "before")) as f:
            before = f.read()
        with open(os.path.join(self.dir, "after")) as f:
            after = f.read()
        check(before == after, "%s: the terminal settings were not restored (%s != %s)" % (name, before, after))
        check(not self.alternate(), "%s: still on the alternate screen" % name)
        check("cornerRadius" not in self.screen() and "radius" not in self.screen(),
              "%s: the panel is left on the main screen" % name)

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)
        shutil.rmtree(self.dir, ignore_errors=True)


def check(condition, message):
    if not condition:
        fail(message)


def fail(message):
    FAILURES.append(message)
    print("FAIL:", message, file=sys.stderr)


def row(screen, text):
    for line in screen.split("\n"):
        if text in line:
            return line
    return ""


def has_live_store():
    """Whether the LiveStore helper was built next to panelkit (a failure when not)."""
    if os.path.exists(LIVE_STORE):
        return True
    fail("the LiveStore helper was not built next to panelkit (swift build --product LiveStore)")
    return False


def scenario(function):
    print("--", function.__name__)
    function()


def demo_keys_mouse_resize_quit():
    pane = Pane(PANELKIT + " demo")
    try:
        screen = pane.wait_text("cornerRadius")
        check(pane.alternate(), "demo: not on the alternate screen")
        check("›title" in screen, "demo: focus does not start on title")
        check(row(screen, "cornerRadius").rstrip().endswith("24 pt │"), "demo: cornerRadius is not 24 pt")
        # Focus moves; a slider steps; a stop slider goes to the next stop.
        pane.keys("j")
        pane.wait_text("›cornerRadius")
        pane.keys("Right", "Right", "Right")
        pane.wait_for(lambda s: "27 pt" in row(s, "cornerRadius"), "demo: cornerRadius did not step to 27")
        pane.keys("[")
        pane.wait_for(lambda s: "17 pt" in row(s, "cornerRadius"), "demo: [ did not take a coarse step")
        pane.keys("j", "Right")
        pane.wait_for(lambda s: "1.25" in row(s, "speed"), "demo: speed did not go to the next stop")
        # A toggle flips with space.
        pane.keys("j", "Space")
        pane.wait_for(lambda s: "off" in row(s, "isEnabled"), "demo: isEnabled did not turn off")
        # The picker cycles.
        pane.keys("j", "j", "Right")
        pane.wait_for(lambda s: "solid" in row(s, "style"), "demo: the picker did not move to solid")
        # The folder closes with left and opens with enter.
        pane.keys("j", "Left")
        pane.wait_for(lambda s: "spring" not in s and "›▸ motion" in s, "demo: the motion folder did not close")
        pane.keys("Enter")
        pane.wait_text("spring")
        # Typing a title in place.
        pane.keys("g", "g")
        for _ in range(10):
            pane.keys("k")
        pane.wait_text("›title")
        pane.keys("Enter", "BSpace", "BSpace", "BSpace", "BSpace")
        pane.literal("Hello")
        pane.keys("Enter")
        pane.wait_for(lambda s: "Hello" in row(s, "title"), "demo: the title was not edited in place")
        # The filter.
        pane.keys("/")
        pane.literal("spe")
        pane.wait_for(lambda s: "speed" in s and "cornerRadius" not in s, "demo: the filter did not narrow to speed")
        pane.keys("Escape")
        pane.wait_text("cornerRadius")
        # Mouse: a click on the isEnabled row turns it back on; a click on the slider's bar sets it.
        screen = pane.screen()
        lines = screen.split("\n")
        toggle_row = next(i for i, line in enumerate(lines) if "isEnabled" in line)
        pane.literal("\x1b[<0;5;%dM\x1b[<0;5;%dm" % (toggle_row + 1, toggle_row + 1))
        pane.wait_for(lambda s: "on" in row(s, "isEnabled").split("isEnabled")[1], "demo: a click did not toggle")
        radius_row = next(i for i, line in enumerate(lines) if "cornerRadius" in line)
        bar_start = lines[radius_row].index("━") if "━" in lines[radius_row] else lines[radius_row].index("●")
        pane.literal("\x1b[<0;%d;%dM\x1b[<0;%d;%dm" % (bar_start + 1, radius_row + 1, bar_start + 1, radius_row + 1))
        pane.wait_for(lambda s: " 0 pt" in row(s, "cornerRadius"), "demo: a click at the bar's start did not set 0")
        pane.literal("\x1b[<64;%d;%dM" % (bar_start + 3, radius_row + 1))
        pane.wait_for(lambda s: " 1 pt" in row(s, "cornerRadius"), "demo: the wheel did not adjust")
        # Resizing lays out again at the new width.
        pane.tmux("resize-window", "-t", "t", "-x", "50", "-y", "20")
        pane.wait_for(lambda s: s.split("\n")[0].rstrip().endswith("╮") and len(s.split("\n")[0].rstrip()) == 50,
                      "demo: the panel was not laid out again at 50 columns")
        # Help, then quit.
        pane.keys("?")
        print(pane.screen()) if os.environ.get("SHOW_SCREENS") else None
        pane.wait_text("filter controls by name")
        pane.keys("x", "q")
        pane.check_restored("q", 0)
    finally:
        pane.close()


def signals_restore_the_terminal():
    for name, number, status in [("SIGINT", signal.SIGINT, 130), ("SIGTERM", signal.SIGTERM, 143),
                                 ("SIGHUP", signal.SIGHUP, 129), ("SIGSEGV", signal.SIGSEGV, 139),
                                 ("SIGABRT", signal.SIGABRT, 134), ("SIGQUIT", signal.SIGQUIT, 131),
                                 ("SIGUSR1", signal.SIGUSR1, 138), ("SIGALRM", signal.SIGALRM, 142),
                                 ("SIGXCPU", signal.SIGXCPU, 152), ("SIGRTMIN+3", signal.SIGRTMIN + 3,
                                                                    128 + signal.SIGRTMIN + 3)]:
        pane = Pane("SWIFT_BACKTRACE=enable=no " + PANELKIT + " demo")
        try:
            pane.wait_text("cornerRadius")
            pane.keys("j", "Right")
            pane.wait_text("25 pt")
            pid = pane.program_pid()
            if pid:
                os.kill(pid, number)
            pane.check_restored(name, status)
        finally:
            pane.close()


def quit_without_writing(pane):
    """q in `tune` after changes not written: it asks, and a second q quits."""
    pane.keys("q")
    pane.wait_text("quit without writing?")
    pane.keys("q")


def quit_at_once(pane, what, how):
    """Sends the quit (`how(pid)`), then checks the process is gone within a second, dead of
    SIGQUIT (131), with no backtrace and no question on the terminal it gave back."""
    pid = pane.program_pid()
    sent = time.time()
    how(pid)
    status_path = os.path.join(pane.dir, "status")
    while not os.path.exists(status_path) and time.time() - sent < 5:
        time.sleep(0.02)
    elapsed = time.time() - sent
    check(elapsed < 1.0, "%s: the process took %.2f s to end (the backtracer waited for a key?)" % (what, elapsed))
    screen = pane.history()
    check("Press space to interact" not in screen and "Backtrace" not in screen and "Crash" not in screen,
          "%s: a crash report or a question on the terminal:\n%s" % (what, screen))
    pane.check_restored(what, 131)


def ctrl_backslash_and_sigquit_end_at_once():
    """ctrl-\\ (a byte in raw mode) and SIGQUIT, with the Swift runtime's backtracer on (the
    default), give the terminal back and end the process at once, as SIGQUIT's default does
    (exit 131), without the backtracer's report and its 30-second question; ctrl-\\ does not
    ask about unsaved changes."""
    folder = tempfile.mkdtemp(prefix="panelkit-quit-")
    path = os.path.join(folder, "panel.json")
    with open(path, "w") as f:
        json.dump({"format": "panelkit", "version": 1,
                   "root": {"kind": "panel", "title": "Q", "children": [
                       {"kind": "slider", "id": "radius", "label": "radius", "range": [0, 48], "step": 1, "unit": "pt"}]},
                   "values": {"radius": 24}}, f)
    try:
        pane = Pane(PANELKIT + " tune " + path)
        try:
            pane.wait_text("radius")
            pane.keys("Right")
            pane.wait_text("25 pt")
            quit_at_once(pane, "ctrl-\\ in tune with an unsaved change",
                         lambda pid: pane.tmux("send-keys", "-t", "t", "-H", "1c"))
        finally:
            pane.close()
        pane = Pane(PANELKIT + " demo")
        try:
            pane.wait_text("cornerRadius")
            quit_at_once(pane, "SIGQUIT with the backtracer on", lambda pid: pid and os.kill(pid, signal.SIGQUIT))
        finally:
            pane.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def tune_asks_before_quitting_with_unsaved_changes():
    """q with a change not written asks (the status line says so, the panel stays); any other
    key goes back; q again quits without writing. After w, q quits at once."""
    folder = tempfile.mkdtemp(prefix="panelkit-ask-")
    path = os.path.join(folder, "panel.json")
    text = json.dumps({"format": "panelkit", "version": 1,
                       "root": {"kind": "panel", "title": "Ask", "children": [
                           {"kind": "slider", "id": "radius", "label": "radius", "range": [0, 48], "step": 1,
                            "unit": "pt"}]},
                       "values": {"radius": 24}})
    with open(path, "w") as f:
        f.write(text)
    try:
        pane = Pane(PANELKIT + " tune " + path)
        try:
            pane.wait_text("radius")
            pane.keys("Right")
            pane.wait_text("25 pt")
            pane.keys("q")
            pane.wait_text("quit without writing? q or y quits")
            check(pane.alternate(), "tune: q with unsaved changes quit without asking")
            pane.keys("j")
            pane.wait_text("still unsaved")
            pane.keys("C-c")
            pane.wait_text("quit without writing?")
            pane.keys("q")
            pane.check_restored("tune q q", 0)
            with open(path) as f:
                check(f.read() == text, "tune: quitting without writing changed the file")
        finally:
            pane.close()
        pane = Pane(PANELKIT + " tune " + path)
        try:
            pane.wait_text("radius")
            pane.keys("Right")
            pane.wait_text("25 pt")
            pane.keys("w")
            pane.wait_text("wrote")
            pane.keys("q")
            pane.check_restored("tune w q", 0)
            with open(path) as f:
                check(json.load(f)["values"]["radius"] == 25, "tune: w did not write the change")
        finally:
            pane.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def suspend_and_resume():
    pane = Pane("", interactive=True)
    try:
        pane.wait_text("$")
        pane.literal("stty -g > %s/before; %s demo" % (pane.dir, PANELKIT))
        pane.keys("Enter")
        pane.wait_text("cornerRadius")
        pane.keys("j", "Right")
        pane.wait_text("25 pt")
        pane.keys("C-z")
        pane.wait_text("Stopped")
        check(not pane.alternate(), "ctrl-Z: still on the alternate screen while stopped")
        pane.literal("stty -g > %s/during" % pane.dir)
        pane.keys("Enter")
        time.sleep(0.3)
        with open(os.path.join(pane.dir, "before")) as f:
            before = f.read()
        during_path = os.path.join(pane.dir, "during")
        deadline = time.time() + 5
        while not os.path.exists(during_path) and time.time() < deadline:
            time.sleep(0.05)
        with open(during_path) as f:
            during = f.read()
        check(before == during, "ctrl-Z: the terminal was not in cooked mode while stopped")
        pane.literal("fg")
        pane.keys("Enter")
        screen = pane.wait_text("cornerRadius")
        check(pane.alternate(), "fg: not back on the alternate screen")
        check("25 pt" in row(screen, "cornerRadius"), "fg: the value was lost")
        pane.keys("Right")
        pane.wait_text("26 pt")
        pane.keys("q")
        pane.wait_for(lambda s: "cornerRadius" not in s, "fg: q did not quit")
        check(not pane.alternate(), "fg+q: still on the alternate screen")
    finally:
        pane.close()


def tune_undo_presets_and_write_back():
    folder = tempfile.mkdtemp(prefix="panelkit-tune-")
    path = os.path.join(folder, "panel.json")
    with open(path, "w") as f:
        json.dump({"format": "panelkit", "version": 1,
                   "root": {"kind": "panel", "title": "Tuned", "children": [
                       {"kind": "slider", "id": "radius", "label": "radius", "range": [0, 48], "step": 1, "unit": "pt"},
                       {"kind": "toggle", "id": "on", "label": "on"}]},
                   "values": {"radius": 24, "on": True}}, f)
    pane = Pane(PANELKIT + " tune " + path)
    try:
        pane.wait_text("radius")
        # A held key (repeats well within the hold time) is one edit: one undo takes it all back.
        pane.keys("Right", "Right", "Right", "Right")
        pane.wait_for(lambda s: "28 pt" in row(s, "radius"), "tune: radius did not step to 28")
        time.sleep(1.0)
        pane.keys("u")
        pane.wait_for(lambda s: "24 pt" in row(s, "radius"), "tune: undo did not take the held key back")
        pane.keys("r")
        pane.wait_for(lambda s: "28 pt" in row(s, "radius"), "tune: redo did not bring it back")
        # Save a preset, change the value (the active preset keeps it), go back to the base values.
        pane.keys("p", "s")
        pane.literal("wide")
        pane.keys("Enter")
        pane.wait_text("● wide")
        pane.keys("Escape")
        pane.wait_text("preset: wide")
        pane.keys("]")
        pane.wait_for(lambda s: "38 pt" in row(s, "radius"), "tune: ] did not take a coarse step")
        pane.keys("p", "c")
        pane.wait_for(lambda s: "28 pt" in row(s, "radius") and "preset: wide" not in s,
                      "tune: clearing the preset did not bring the base values back")
        pane.keys("p", "Enter")
        pane.wait_for(lambda s: "38 pt" in row(s, "radius"), "tune: loading the preset did not bring its value")
        pane.keys("w")
        pane.wait_text("wrote")
        pane.keys("q")
        pane.check_restored("tune q", 0)
        with open(path) as f:
            saved = json.load(f)
        check(saved["values"]["radius"] == 28, "tune: the base value written is %s" % saved["values"].get("radius"))
        check(saved.get("presets") == [{"name": "wide", "values": {"radius": 38, "on": True}}],
              "tune: presets written: %s" % saved.get("presets"))
        check(saved.get("activePreset") == "wide", "tune: active preset written: %s" % saved.get("activePreset"))
    finally:
        pane.close()
    # Opened again, the presets come back.
    pane = Pane(PANELKIT + " tune " + path)
    try:
        pane.wait_text("radius")
        screen = pane.wait_text("preset: wide")
        check("38 pt" in row(screen, "radius"), "tune: the active preset was not loaded again")
        pane.keys("q")
        pane.check_restored("tune again", 0)
    finally:
        pane.close()
        shutil.rmtree(folder, ignore_errors=True)


def rows_with(screen, text):
    return [line for line in screen.split("\n") if text in line]


def store_of_panels_routes_each_change():
    """`LiveTerminal.run(PanelStore)`: two panels with a control of the same name on one screen;
    focus moves from one panel into the other, each change reaches its own panel, a panel
    registered while the session runs appears, undo goes to the panel edited last, and what the
    panels hold after `q` is what the screen showed."""
    if not has_live_store():
        return
    pane = Pane(LIVE_STORE)
    try:
        screen = pane.wait_text("Sound")
        check("Light" in screen, "store: the first panel is not shown")
        levels = rows_with(screen, "level")
        check(len(levels) == 2 and "›level" in levels[0], "store: focus does not start on Light's level")
        # Into the second panel: its level changes, the first panel's stays.
        pane.keys("j", "j")
        pane.wait_for(lambda s: "›level" in "".join(rows_with(s, "level")[1:]), "store: focus did not reach Sound")
        pane.keys("Right", "Right", "Right")
        screen = pane.wait_for(lambda s: "23 │" in rows_with(s, "level")[1], "store: Sound's level did not step to 23")
        check("50 │" in rows_with(screen, "level")[0], "store: Light's level changed with Sound's")
        # Back to the first panel.
        pane.keys("k", "k", "Left", "Left")
        screen = pane.wait_for(lambda s: "48 │" in rows_with(s, "level")[0], "store: Light's level did not step to 48")
        check("23 │" in rows_with(screen, "level")[1], "store: Sound's level changed with Light's")
        # The add button registers a third panel, which appears; undo goes to it (edited last).
        pane.keys("j", "j", "j", "j", "Enter")
        pane.wait_text("gain")
        pane.keys("j", "Right")
        pane.wait_for(lambda s: "4 │" in row(s, "gain"), "store: the new panel's gain did not step to 4")
        pane.keys("u")
        pane.wait_for(lambda s: "3 │" in row(s, "gain"), "store: undo did not go to the panel edited last")
        pane.keys("q")
        pane.check_restored("store q", 0)
        screen = pane.screen()
        for line in ["Light level=48.0 isOn=true", "Sound level=23.0 isMuted=false", "Extra gain=3.0"]:
            check(line in screen, "store: after q the program printed no %r; the screen was:\n%s" % (line, screen))
    finally:
        pane.close()


def dialogs_and_drawer():
    """Enter on a cancel-role button dismisses its dialog; Escape and a click outside dismiss the
    top dialog when it allows (the reason on the status line), and do nothing when it does not;
    Page Down scrolls an open drawer; Escape closes it."""
    folder = tempfile.mkdtemp(prefix="panelkit-overlays-")
    path = os.path.join(folder, "overlays.json")
    rows = [{"kind": "text", "text": "background row %d" % i} for i in range(14)]
    card = {"kind": "panel", "id": "card", "title": "Card", "children": [
        {"kind": "slider", "id": "s%d" % i, "label": "slider%d" % i, "range": [0, 10], "step": 1}
        for i in range(24)]}
    with open(path, "w") as f:
        json.dump({"format": "panelkit", "version": 1,
                   "root": {"kind": "dialogRoot", "children": [
                       {"kind": "stack", "axis": "depth", "children": [
                           {"kind": "panel", "title": "Back", "children": rows + [
                               {"kind": "toggle", "id": "on", "label": "on"}]},
                           {"kind": "panelRoot", "id": "dial", "mode": "drawer", "showsFAB": False,
                            "children": [card]}]},
                       {"kind": "dialog", "id": "stay", "title": "Stays", "message": "esc does nothing here",
                        "dismissOnEscape": False, "dismissOnOutsideTap": True,
                        "children": [{"kind": "button", "id": "stay.ok", "label": "OK", "role": "cancel"}]},
                       {"kind": "dialog", "id": "confirm", "title": "Confirm", "message": "esc closes me",
                        "dismissOnEscape": True, "dismissOnOutsideTap": False,
                        "children": [{"kind": "button", "id": "confirm.ok", "label": "Fine", "role": "cancel"}]},
                       {"kind": "dialog", "id": "ask", "title": "Ask", "message": "enter on Keep closes me",
                        "dismissOnEscape": False, "dismissOnOutsideTap": False,
                        "children": [{"kind": "button", "id": "ask.drop", "label": "Drop", "role": "destructive"},
                                     {"kind": "button", "id": "ask.keep", "label": "Keep", "role": "cancel"}]}]},
                   "values": {"on": True, "stay": {"presented": True, "z": 1},
                              "confirm": {"presented": True, "z": 2}, "ask": {"presented": True, "z": 3},
                              "dial": {"presented": True, "detent": "tall"}}}, f)
    pane = Pane(PANELKIT + " tune " + path, width=60, height=24)
    try:
        # Focus starts on the cancel button; Enter presses it and the panel dismisses the dialog.
        pane.wait_text("enter on Keep closes me")
        pane.wait_text("›Keep")
        pane.keys("Enter")
        screen = pane.wait_for(lambda s: "enter on Keep closes me" not in s,
                               "overlays: Enter on a cancel button did not dismiss its dialog")
        screen = pane.wait_text("esc closes me")
        check("Confirm" in screen, "overlays: the top dialog is not shown")
        # A click outside the card: this dialog does not allow it, nothing happens.
        pane.literal("\x1b[<0;2;2M\x1b[<0;2;2m")
        time.sleep(0.5)
        check("esc closes me" in pane.screen(), "overlays: a click outside dismissed a dialog that forbids it")
        # Escape dismisses it, with its reason; the one below shows.
        pane.keys("Escape")
        screen = pane.wait_text("esc does nothing here")
        check("dismissed Confirm (escape)" in screen, "overlays: no reason on the status line:\n" + screen)
        # Escape on a dialog that forbids it: nothing happens, and the session does not quit.
        pane.keys("Escape")
        time.sleep(0.6)
        screen = pane.screen()
        check("esc does nothing here" in screen and pane.alternate(),
              "overlays: Escape dismissed a dialog that forbids it, or quit:\n" + screen)
        # A click outside its card dismisses it.
        pane.literal("\x1b[<0;2;2M\x1b[<0;2;2m")
        screen = pane.wait_for(lambda s: "esc does nothing here" not in s, "overlays: the outside click did not dismiss")
        pane.wait_text("dismissed Stays (outsideTap)")
        # The drawer is open at tall and its content is long: it scrolls with Page Down.
        screen = pane.wait_text("slider0")
        check("more" in screen, "overlays: the long drawer shows no hidden-row count:\n" + screen)
        pane.keys("PageDown")
        screen = pane.wait_text("slider14")
        check("slider0 " not in screen, "overlays: Page Down did not scroll the drawer:\n" + screen)
        check("↑" in screen, "overlays: no rows-above mark after scrolling:\n" + screen)
        # Focus moves with the window; moving up to the first control scrolls it back into view.
        for _ in range(16):
            pane.keys("k")
        pane.wait_text("›slider0")
        # A click at the right end of a slider's bar inside the sheet sets that slider.
        lines = pane.screen().split("\n")
        row = next(i for i, line in enumerate(lines) if "slider1 " in line)
        bar = [i for i, ch in enumerate(lines[row]) if ch in "━●─"]
        pane.literal("\x1b[<0;%d;%dM\x1b[<0;%d;%dm" % (bar[-1] + 1, row + 1, bar[-1] + 1, row + 1))
        pane.wait_for(lambda s: re.search(r"slider1 .* 10 ", s) is not None,
                      "overlays: a click in the drawer did not reach its slider")
        # Escape closes the drawer; then the background's toggle takes focus and q quits.
        pane.keys("Escape")
        screen = pane.wait_text("closed the drawer (escape)")
        check("slider0" not in screen, "overlays: Escape did not close the drawer:\n" + screen)
        pane.wait_text("›on")
        quit_without_writing(pane)
        pane.check_restored("overlays q", 0)
    finally:
        pane.close()
        shutil.rmtree(folder, ignore_errors=True)


def rules_relay_out_the_screen():
    """A toggle `show` and a slider shown only while it is on (`visibleWhen`): the hidden slider
    leaves no row and takes no focus; turned on (by a key) it appears in place with its full
    label, also after ctrl-L; turned off it leaves again."""
    folder = tempfile.mkdtemp(prefix="panelkit-rules-")
    path = os.path.join(folder, "rules.json")
    with open(path, "w") as f:
        json.dump({"format": "panelkit", "version": 1,
                   "root": {"kind": "panel", "title": "Rules", "children": [
                       {"kind": "toggle", "id": "show", "label": "show"},
                       {"kind": "slider", "id": "amount", "label": "amount", "range": [0, 10], "step": 1,
                        "modifiers": {"visibleWhen": {"id": "show", "equals": True}}},
                       {"kind": "slider", "id": "after", "label": "after", "range": [0, 10], "step": 1}]},
                   "values": {"show": False, "amount": 3, "after": 5}}, f)
    pane = Pane(PANELKIT + " tune " + path)
    try:
        screen = pane.wait_text("after")
        lines = screen.split("\n")
        show_row = next(i for i, line in enumerate(lines) if "show" in line)
        check("amount" not in screen, "rules: the hidden slider is drawn:\n" + screen)
        check("after" in lines[show_row + 1], "rules: the hidden slider leaves a blank row:\n" + screen)
        pane.keys("j")
        pane.wait_text("›after")
        pane.keys("k", "Space")
        screen = pane.wait_text("amount")
        lines = screen.split("\n")
        check("amount " in lines[show_row + 1] and "3 │" in lines[show_row + 1],
              "rules: the slider did not appear in place with its label and value:\n" + screen)
        check("after" in lines[show_row + 2], "rules: the row below did not move down:\n" + screen)
        pane.keys("C-l")
        time.sleep(0.3)
        check("amount " in pane.screen(), "rules: ctrl-L lost the shown slider")
        pane.keys("j")
        pane.wait_text("›amount")
        pane.keys("Right")
        pane.wait_for(lambda s: "4 │" in row(s, "amount"), "rules: the shown slider did not step")
        pane.keys("k", "Space")
        screen = pane.wait_for(lambda s: "amount" not in s, "rules: the slider did not leave when turned off")
        pane.keys("j")
        pane.wait_text("›after")
        quit_without_writing(pane)
        pane.check_restored("rules q", 0)
    finally:
        pane.close()
        shutil.rmtree(folder, ignore_errors=True)


def printing_while_live():
    """A program that prints twice a second (standard output and error) while the session is on
    screen: the panel stays where it is (ctrl-L too), the latest lines show in the log area,
    `o` folds it, and after q every line is on the terminal, in order."""
    if not has_live_store():
        return
    pane = Pane(LIVE_STORE + " print", width=70, height=24)
    try:
        screen = pane.wait_text("tick 4", timeout=15)
        first = screen.split("\n")[0]
        check("Light" in first, "print: the panel scrolled away:\n" + screen)
        check("output" in screen and "o folds" in screen, "print: no log area:\n" + screen)
        check("warn 3" in screen, "print: standard error is not in the log area:\n" + screen)
        pane.keys("j", "j", "Right")
        pane.wait_for(lambda s: "21 │" in rows_with(s, "level")[1], "print: a key did not reach the panel")
        pane.keys("C-l")
        screen = pane.wait_for(lambda s: re.search(r"(tick|warn) (6|7|8|9|\d\d)", s), "print: no more lines after ctrl-L")
        check("Light" in screen.split("\n")[0], "print: ctrl-L did not bring the panel back:\n" + screen)
        pane.keys("o")
        screen = pane.wait_text("o shows")
        check("tick" not in screen.replace("o shows", ""), "print: o did not fold the log area:\n" + screen)
        pane.keys("?")
        pane.wait_text("fold or open the program's output")
        pane.keys("x")
        time.sleep(0.6)
        pane.keys("q")
        pane.check_restored("print q", 0)
        screen = pane.history()
        numbers = [int(n) for n in re.findall(r"(?:tick|warn) (\d+)", screen)]
        check(len(numbers) >= 7 and numbers == list(range(1, len(numbers) + 1)),
              "print: the printed lines were not all written after q, in order: %s\n%s" % (numbers, screen))
        check(screen.find("tick 1") < screen.find("Sound level="),
              "print: the captured lines did not come before what the program printed after the session")
    finally:
        pane.close()
    # Ended by a signal: the terminal is restored and the captured lines are still written.
    pane = Pane(LIVE_STORE + " print", width=70, height=24)
    try:
        pane.wait_for(lambda s: "warn 3" in s, "print: no output before the signal", timeout=15)
        pid = pane.program_pid("LiveStore")
        if pid:
            os.kill(pid, signal.SIGTERM)
        pane.check_restored("print SIGTERM", 143)
        numbers = [int(n) for n in re.findall(r"(?:tick|warn) (\d+)", pane.history())]
        check(len(numbers) >= 3 and numbers == list(range(1, len(numbers) + 1)),
              "print: after SIGTERM the captured lines were not all written, in order: %s" % numbers)
    finally:
        pane.close()


def find(screen, text):
    """The (column, row) where `text` starts on the screen, or None."""
    for number, line in enumerate(screen.split("\n")):
        if text in line:
            return line.index(text), number
    return None


def floating_button_and_drawer():
    """A drawer root with its floating button over a preview (`PanelHost` over a store): a click
    on the button opens the drawer; Escape closes it; a drag to the other side snaps the button
    to the left edge on release; a resize keeps it pinned; the next run finds it there; `t` opens
    the drawer, `>` and a tab click switch panels, and a change in the second panel reaches that
    panel's values."""
    if not has_live_store():
        return
    folder = tempfile.mkdtemp(prefix="panelkit-fab-")
    fab_file = os.path.join(folder, "fab.json")
    command = LIVE_STORE + " drawer --fab-file " + fab_file
    pane = Pane(command, width=70, height=24)
    try:
        screen = pane.wait_text("tune")
        column, row_number = find(screen, "tune")
        check(column > 50 and row_number > 18, "fab: the button does not start at the bottom right:\n" + screen)
        pane.literal("\x1b[<0;%d;%dM\x1b[<0;%d;%dm" % (column + 1, row_number + 1, column + 1, row_number + 1))
        screen = pane.wait_text("[Light]")
        check(" Sound" in screen and "tune" not in screen, "fab: the click did not open the drawer:\n" + screen)
        pane.keys("Escape")
        screen = pane.wait_text("tune")
        # Drag it to the left side and let go: it snaps to the left edge, at the bottom.
        pane.literal("\x1b[<0;%d;%dM" % (column + 1, row_number + 1))
        for step in range(1, 11):
            pane.literal("\x1b[<32;%d;%dM" % (column + 1 - step * 5, row_number + 1))
        pane.literal("\x1b[<0;%d;%dm" % (column + 1 - 50, row_number + 1))
        screen = pane.wait_text("snapped to left, bottom")
        left = find(screen, "tune")
        check(left is not None and left[0] == 2, "fab: the button did not snap to the left edge:\n" + screen)
        # A new size: still at the left and the bottom.
        pane.tmux("resize-window", "-t", "t", "-x", "60", "-y", "20")
        screen = pane.wait_for(lambda s: find(s, "tune") == (2, 17), "fab: the button was not pinned on resize")
        pane.keys("q")
        pane.check_restored("fab q", 0)
    finally:
        pane.close()
    with open(fab_file) as f:
        saved = json.load(f)
    check(saved["positions"]["live-store"]["edges"] == ["left", "bottom"],
          "fab: the saved position is %s" % saved["positions"].get("live-store"))
    pane = Pane(command, width=70, height=24)
    try:
        screen = pane.wait_text("tune")
        check(find(screen, "tune") == (2, 21), "fab: the next run did not find the button where it was left:\n" + screen)
        # Keys: t opens the drawer, > shows the second panel; a tab click goes back and forth.
        pane.keys("t")
        pane.wait_text("[Light]")
        pane.keys(">")
        screen = pane.wait_text("[Sound]")
        light = find(screen, " Light")
        pane.literal("\x1b[<0;%d;%dM\x1b[<0;%d;%dm" % (light[0] + 3, light[1] + 1, light[0] + 3, light[1] + 1))
        pane.wait_text("[Light]")
        screen = pane.screen()
        sound = find(screen, " Sound")
        pane.literal("\x1b[<0;%d;%dM\x1b[<0;%d;%dm" % (sound[0] + 3, sound[1] + 1, sound[0] + 3, sound[1] + 1))
        pane.wait_text("[Sound]")
        pane.keys("Right", "Right")
        pane.wait_for(lambda s: "22 │" in row(s, "level"), "fab: the second panel's level did not step")
        pane.keys("?")
        # On 24 rows the list is longer than the screen: its last row says so, page down
        # scrolls to the drawer's keys, and the list stays open until another key.
        pane.wait_text("more (↓, page down)")
        pane.keys("NPage")
        pane.wait_text("drawer: open or close")
        pane.wait_text("↑ more above")
        pane.keys("x")
        time.sleep(0.8)
        pane.keys("q")
        pane.check_restored("fab again q", 0)
        screen = pane.history()
        check("Sound level=22.0" in screen and "Light level=50.0" in screen,
              "fab: the change did not reach the second panel's values:\n" + screen)
    finally:
        pane.close()
        shutil.rmtree(folder, ignore_errors=True)


def main():
    if not shutil.which("tmux"):
        print("tmux is not installed", file=sys.stderr)
        return 1
    scenario(demo_keys_mouse_resize_quit)
    scenario(tune_undo_presets_and_write_back)
    scenario(dialogs_and_drawer)
    scenario(rules_relay_out_the_screen)
    scenario(store_of_panels_routes_each_change)
    scenario(printing_while_live)
    scenario(floating_button_and_drawer)
    scenario(signals_restore_the_terminal)
    scenario(ctrl_backslash_and_sigquit_end_at_once)
    scenario(tune_asks_before_quitting_with_unsaved_changes)
    scenario(suspend_and_resume)
    if FAILURES:
        print("%d failure(s)" % len(FAILURES), file=sys.stderr)
        return 1
    print("live terminal checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
