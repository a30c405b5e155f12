#!/usr/bin/env python3
"""The reference web page in a real browser, against the Swift server (stdlib only).

usage: browser_test.py OUT_DIR -- COMMAND...   (COMMAND prints the URL of a PanelKit server,
                                                e.g. `panelkit serve card.json --http`)

Starts the server and headless chromium (DevTools over --remote-debugging-pipe), opens the
URL the server printed (the token becomes a cookie and leaves the address bar), and with real
mouse and key events: drags a slider, types in a text field, flips a toggle, picks an option,
presses a button, saves and loads a preset, undoes; axe-core finds no serious or critical
violation on the card. After each step it asks the session
itself for a snapshot (over a WebSocket of its own) and checks the Swift side holds what the
page shows. Then the fault test: the page's WebSocket is closed while a drag and typing are
in flight (the answers on their way are lost) and the network is down for a while; the page
reconnects, resyncs by revision, sends its unanswered messages again, and no edit is lost or
applied twice. Any console error or uncaught exception fails the test. A screenshot of the
card goes to OUT_DIR/web-card.png.
"""
import json
import pathlib
import subprocess
import sys
import threading
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import axe  # noqa: E402
import wsclient  # noqa: E402
from cdp import Browser, CDPError  # noqa: E402


class Failure(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Failure(message)
    print(f"  ok: {message}")


# Records every message the page sends and receives over its WebSockets (before any script
# of the page runs; the page's own CSP does not apply to it).
RECORDER = """
window.__sent = []; window.__received = [];
const nativeSend = WebSocket.prototype.send;
WebSocket.prototype.send = function (data) { window.__sent.push(String(data)); return nativeSend.call(this, data); };
const NativeSocket = window.WebSocket;
window.WebSocket = class extends NativeSocket {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (event) => window.__received.push(String(event.data)));
  }
};
"""


class Harness:
    def __init__(self, out, command, width=1040, height=560):
        self.out = out
        self.server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        self.url = self.server.stdout.readline().strip()
        if not self.url.startswith("http://") or "?token=" not in self.url:
            raise Failure(f"the server did not print its URL: {self.url!r}")
        self.base = self.url.split("/?", 1)[0]
        self.browser = Browser(width=width, height=height)
        self.browser.page("Page.addScriptToEvaluateOnNewDocument", source=RECORDER)

    def close(self):
        self.browser.close()
        self.server.terminate()
        try:
            self.server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.server.kill()

    # -- the Swift side, through the session

    def swift(self):
        """The session's own snapshot: {rev, values, presets, activePreset}."""
        snapshot = wsclient.snapshot(self.url)
        return {
            "rev": snapshot["rev"], "values": snapshot["document"]["values"], "root": snapshot["document"]["root"],
            "presets": snapshot.get("presets") or [], "active": snapshot.get("activePreset"),
        }

    def sent(self):
        """Every message the page sent, parsed."""
        return [json.loads(line) for line in self.browser.evaluate("window.__sent")]

    def received(self):
        """Every message the page received, parsed."""
        return [json.loads(line) for line in self.browser.evaluate("window.__received")]

    def sent_to_session(self, **match):
        return [m for m in self.sent() if all(m.get(k) == v for k, v in match.items())]

    # -- the page

    def settled(self, timeout=10):
        """Waits until the page has no message without an answer (after a moment for events
        that the browser fires late, such as a folder's toggle)."""
        time.sleep(0.15)
        self.browser.wait_for(
            "window.panelkit && window.panelkit.client.outbox.length === 0 && window.panelkit.client.connected",
            timeout=timeout, what="every message answered")

    def page_value(self, node_id):
        return self.browser.evaluate(f"window.panelkit.view.values[{json.dumps(node_id)}]")

    def output(self, node_id):
        return self.browser.evaluate(
            f"document.querySelector('[data-id={json.dumps(node_id)}] output')?.textContent")

    def same_on_both_sides(self, node_id):
        self.settled()
        swift = self.swift()["values"].get(node_id)
        page = self.page_value(node_id)
        expect(swift == page, f"{node_id}: the session holds {swift!r}, the page shows {page!r}")
        return swift

    def drag_slider(self, node_id, fraction_from, fraction_to, steps=12, pause=0.01, during=None):
        selector = f"[data-id={json.dumps(node_id)}] input[type=range]"
        left, top, width, height = self.browser.center(selector)
        y = top + height / 2
        thumb = 8  # half the thumb: the track is inset by it at both ends
        x_at = lambda f: left + thumb + f * (width - 2 * thumb)  # noqa: E731
        self.browser.mouse("mouseMoved", x_at(fraction_from), y)
        self.browser.mouse("mousePressed", x_at(fraction_from), y, buttons=1)
        for step in range(1, steps + 1):
            if during and step == steps // 2:
                during()
            fraction = fraction_from + (fraction_to - fraction_from) * step / steps
            self.browser.mouse("mouseMoved", x_at(fraction), y, buttons=1)
            time.sleep(pause)
        self.browser.mouse("mouseReleased", x_at(fraction_to), y)


def run(h):
    b = h.browser
    b.navigate(h.url)
    b.wait_for("document.querySelector('.pk-panel') && document.body.dataset.rev !== undefined", what="the card")
    expect("token" not in b.evaluate("location.href"), "the token left the address bar (it is a cookie now)")
    expect(b.evaluate("document.cookie") == "", "and the cookie is HttpOnly: the page's script cannot read it")
    h.settled()
    start = h.swift()
    print(f"session at rev {start['rev']}: {json.dumps(start['values'])[:200]}")
    for node_id in start["values"]:
        expect(h.page_value(node_id) == start["values"][node_id], f"{node_id} shows the session's value")
    axe.expect_clean(b, expect, "on the card page")

    print("drag a slider with the mouse")
    before = start["values"]["cornerRadius"]
    h.drag_slider("cornerRadius", before / 48, 0.75)
    radius = h.same_on_both_sides("cornerRadius")
    expect(radius != before and abs(radius - 36) <= 2, f"cornerRadius moved from {before} to {radius} (about 36)")
    expect(h.output("cornerRadius") == f"{radius:g} pt", f"the slider shows {radius:g} pt")
    edits = h.sent_to_session(type="edit", id="cornerRadius")
    phases = [e["phase"] for e in edits]
    expect(phases[0] == "begin" and phases[-1] == "commit" and "change" in phases,
           f"one gesture: {phases[0]}, {phases.count('change')} changes, {phases[-1]}")
    expect(len({e["gesture"] for e in edits}) == 1, "all edits of the drag share one gesture id")

    print("type in a text field")
    b.click("[data-id='title'] input")
    b.key("End")
    b.type_text(" v2")
    expect(h.same_on_both_sides("title") == "Card v2", "title is 'Card v2' in the session")

    print("toggle")
    b.click("[data-id='isEnabled'] input")
    expect(h.same_on_both_sides("isEnabled") is False, "isEnabled is off in the session")
    expect(b.evaluate("document.querySelector('[data-id=speed]').hidden") is True,
           "speed is hidden by its rule (visibleWhen isEnabled) evaluated in the page")

    print("undo")
    rev_before_undo = h.swift()["rev"]
    b.click("#undo")
    expect(h.same_on_both_sides("isEnabled") is True, "undo turned isEnabled back on in the session")
    expect(b.evaluate("document.querySelector('[data-id=isEnabled] input').checked") is True, "the switch is on again")
    expect(b.evaluate("document.querySelector('[data-id=speed]').hidden") is False, "and speed shows again")
    expect(h.swift()["rev"] == rev_before_undo + 1, "undo is one change")

    print("pick an option")
    b.evaluate("document.querySelector('[data-id=style] select').focus()")
    b.key("ArrowDown")
    expect(h.same_on_both_sides("style") == "solid", "style is 'solid' in the session")
    expect(b.evaluate("document.querySelector('[data-id=\"motion.shuffle\"] button').disabled") is True,
           "shuffle is disabled by its rule (disabledWhen style is solid)")
    b.evaluate("document.querySelector('[data-id=style] select').focus()")
    b.key("ArrowUp")
    expect(h.same_on_both_sides("style") == "glass", "style is 'glass' again in the session")
    expect(b.evaluate("document.querySelector('[data-id=\"motion.shuffle\"] button').disabled") is False,
           "and shuffle is enabled again")

    print("press a button")
    b.click("[data-id='motion.shuffle'] button")
    h.settled()
    actions = h.sent_to_session(type="action", id="motion.shuffle")
    expect(len(actions) == 1, "the button sent one action to the session")
    answered = h.received()
    expect(any(m.get("type") == "ack" and m.get("seq") == actions[0]["seq"] for m in answered),
           "the session acknowledged the action")

    print("a value the session refuses snaps back")
    b.evaluate("document.querySelector('[data-id=\"motion.spring\"] input[aria-label=bounce]').focus()")
    b.evaluate("document.querySelector('[data-id=\"motion.spring\"] input[aria-label=bounce]').select()")
    b.type_text("5")
    b.key("Tab")
    h.settled()
    rejected = [m for m in h.received() if m.get("type") == "reject"]
    expect(any(m.get("id") == "motion.spring" for m in rejected), "the session refused bounce 5")
    bounce = b.evaluate("document.querySelector('[data-id=\"motion.spring\"] input[aria-label=bounce]').value")
    swift_bounce = h.swift()["values"]["motion.spring"]["bounce"]
    expect(float(bounce) == swift_bounce, f"the field shows the session's bounce again ({bounce})")

    print("collapse a folder")
    b.click("[data-id='motion'] > summary")
    b.wait_for("window.panelkit.client.outbox.some(e => e.message.type === 'folder.toggle')"
               " || !document.querySelector('[data-id=motion]').open", what="the folder to close")
    h.settled()
    folder = next(c for c in h.swift()["root"]["children"] if c.get("id") == "motion")
    expect(folder.get("collapsed") is True, "the folder is collapsed in the session")
    b.evaluate("document.querySelector('[data-id=motion] > summary').focus()")
    b.key("Enter")
    h.settled()
    folder = next(c for c in h.swift()["root"]["children"] if c.get("id") == "motion")
    expect(not folder.get("collapsed"), "Enter on the folder's summary opened it again in the session")
    b.wait_for("document.querySelector('[data-id=motion]').open", what="the folder open on the page")

    print("save and load a preset")
    b.click("#preset-name")
    b.type_text("Rounder")
    b.click("#save")
    h.settled()
    state = h.swift()
    preset = next((p for p in state["presets"] if p["name"] == "Rounder"), None)
    expect(preset is not None, f"the session has the preset Rounder: {state['presets']}")
    saved = state["values"]
    # Move on from the preset: back to the base values, change the radius there.
    b.evaluate("document.querySelector('#presets').focus()")
    b.evaluate("(() => { const s = document.querySelector('#presets'); s.value = ''; s.dispatchEvent(new Event('change')); })()")
    h.settled()
    b.evaluate("document.querySelector('[data-id=cornerRadius] input').focus()")
    for _ in range(3):
        b.key("ArrowLeft")
    changed = h.same_on_both_sides("cornerRadius")
    expect(changed != saved["cornerRadius"], f"cornerRadius changed to {changed} by the keyboard")
    # Load the preset with the keyboard on the preset picker.
    b.evaluate("document.querySelector('#presets').focus()")
    b.key("ArrowDown")
    h.settled()
    loaded = h.swift()
    expect(loaded["active"] == preset["id"], f"the preset is active in the session ({loaded['active']})")
    expect(loaded["values"]["cornerRadius"] == saved["cornerRadius"],
           f"loading the preset brought cornerRadius back to {saved['cornerRadius']}")
    expect(h.page_value("cornerRadius") == saved["cornerRadius"], "and the page shows it")

    # Every value the page shows beside a control is the session's text for it (the hello asks
    # for value texts; the page works out none itself).
    texts = {}
    for message in h.received():
        if message.get("type") == "snapshot":
            texts = dict(message.get("text", {}))
        elif message.get("type") == "patch":
            texts.update(message.get("text", {}))
    shown = b.evaluate("Object.fromEntries([...document.querySelectorAll('[data-id]')]"
                       ".filter((e) => e.querySelector(':scope output, :scope > .pk-control output'))"
                       ".map((e) => [e.dataset.id, e.querySelector('output').textContent]))")
    compared = {id: text for id, text in shown.items() if id in texts}
    expect(len(compared) >= 3 and all(texts[id] == text for id, text in compared.items()),
           f"the page shows the session's value texts: {compared}")

    b.screenshot(str(h.out / "web-card.png"))
    print(f"screenshot: {h.out / 'web-card.png'}")

    print("fault: drop the connection with edits in flight")
    errors_before = len(b.errors)
    base = h.swift()
    drag_from = base["values"]["cornerRadius"] / 48

    dropped = []

    def drop():
        # The network goes down for a while and the page's socket closes: the answers on
        # their way are lost (a closing socket delivers no more messages). One message is
        # sent just before, so that at least one is sure to be on its way (the title as it
        # is: a write that changes nothing).
        b.page("Network.emulateNetworkConditions", offline=True, latency=0, downloadThroughput=-1,
               uploadThroughput=-1)
        dropped.extend(b.evaluate(
            "(() => { const c = window.panelkit.client;"
            " c.send('set', {id: 'title', value: window.panelkit.view.values.title});"
            " const unanswered = c.outbox.filter((e) => e.sent).map((e) => e.seq);"
            " c.socket.close(); return unanswered; })()"))

        def back():
            time.sleep(4)
            b.page("Network.emulateNetworkConditions", offline=False, latency=0, downloadThroughput=-1,
                   uploadThroughput=-1)
        threading.Thread(target=back, daemon=True).start()

    h.drag_slider("cornerRadius", drag_from, 0.2, steps=30, pause=0.03, during=drop)
    b.evaluate("document.querySelector('[data-id=title] input').focus()")
    b.key("End")
    b.type_text("!")
    in_flight = b.evaluate("window.panelkit.client.outbox.length")
    print(f"  {in_flight} messages without an answer when the typing ended")
    h.settled(timeout=20)
    after = h.swift()
    expect(after["values"]["title"] == base["values"]["title"] + "!", "the typed text reached the session")
    shown = h.page_value("cornerRadius")
    expect(after["values"]["cornerRadius"] == shown, f"the slider agrees after the drop: {shown}")
    expect(abs(shown - 0.2 * 48) <= 2, f"the drag's last position ({shown}) reached the session")
    expect(b.evaluate("Number(document.body.dataset.rev)") == after["rev"], f"the page is at the session's rev {after['rev']}")
    seqs = [m["seq"] for m in h.sent() if "seq" in m]
    repeats = {seq for seq in seqs if seqs.count(seq) > 1}
    expect(len(dropped) > 0 and set(dropped) <= repeats,
           f"the page sent again each of the {len(dropped)} messages unanswered at the drop {dropped}")
    sent = h.sent()
    hello = max(index for index, m in enumerate(sent) if m.get("type") == "hello")
    again = [m["seq"] for m in sent[hello:] if "seq" in m]
    expect(len(again) == len(set(again)), f"and none twice on the new connection: {again}")
    answers = {}
    for message in h.received():
        if message.get("type") in ("ack", "reject") and message.get("seq") in repeats:
            answers.setdefault(message["seq"], []).append(message)
    expect(all(all(a == group[0] for a in group) for group in answers.values()),
           "a message sent again got the same answer (the server answered it from its ledger, not again)")
    fault_errors = b.errors[errors_before:]
    allowed = [e for e in fault_errors if "/ws" in e]
    del b.errors[errors_before:]
    b.errors += [e for e in fault_errors if e not in allowed]
    print(f"  ({len(allowed)} expected network errors during the drop)")
    # The undo history holds the drag as one step: undo brings back the value before it.
    b.click("#undo")
    h.settled()
    undone = h.swift()["values"]
    expect(undone["title"] == base["values"]["title"], "undo removed the typed '!' (one step)")
    b.click("#undo")
    h.settled()
    expect(h.swift()["values"]["cornerRadius"] == base["values"]["cornerRadius"],
           "a second undo brought the radius back to before the drag: the drag was one edit, applied once")


def run_script(run, passed, failure_png, arguments=0, dump=None, **harness):
    """The main of a browser test: `OUT_DIR [ARGUMENT…] -- COMMAND…`. Starts COMMAND and the
    browser, calls `run(h, *ARGUMENTs)`, fails on any console error, and on a failure prints
    it (and `dump(h)`), the last console lines and a screenshot (OUT_DIR/`failure_png`); the
    server and the browser are always stopped. Returns the exit status."""
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    given = sys.argv[2:2 + arguments]
    rest = sys.argv[2 + arguments:]
    command = rest[1:] if rest[:1] == ["--"] else rest
    h = Harness(out, command, **harness)
    try:
        run(h, *given)
        errors = h.browser.errors
        expect(not errors, "no console error or uncaught exception" + ("".join("\n    " + e for e in errors)))
    except (Failure, CDPError) as failure:
        print(f"FAIL: {failure}")
        if dump:
            try:
                dump(h)
            except Exception as error:
                print("  (no page state)", error)
        for line in h.browser.console[-20:]:
            print("  console", line)
        try:
            h.browser.screenshot(str(out / failure_png))
        except Exception:
            pass
        return 1
    finally:
        h.close()
    print(passed)
    return 0


def dump_page(h):
    print("  page:", h.browser.evaluate(
        "JSON.stringify({connected: window.panelkit.client.connected, rev: window.panelkit.client.rev,"
        " outbox: window.panelkit.client.outbox, status: document.body.dataset.connection})")[:1500])
    print("  sent tail:", json.dumps(h.sent()[-12:])[:3000])


def main():
    return run_script(run, "browser test passed", "web-failure.png", dump=dump_page)


if __name__ == "__main__":
    sys.exit(main())
