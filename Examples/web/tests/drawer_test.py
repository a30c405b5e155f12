#!/usr/bin/env python3
"""The drawer and the floating button of the reference page in a real browser, against a
program that serves a PanelHost (DialKit's DialRoot: two panels in a drawer root).

usage: drawer_test.py OUT_DIR RULES.jsonl -- COMMAND...
    COMMAND prints the URL of the server, e.g. `dialroot-example --serve`; RULES.jsonl is what
    FloatingButtonSnapping and DrawerGeometry give for many inputs (the Swift test
    OverlayRulesExport writes it), checked case by case against the page's snapping.js.

With real mouse and key events: the floating button is dragged and released (it snaps to the
edges by the rules, its place is the session's: `floatingButton.move` stores it, so it is in the
same place after a reload, and another frontend's move shows in the page; pinned after a
resize), flung, and moved by the arrow keys; a click opens the drawer (`drawer.open`, never an `action` that
the session refuses); the handle switches the detent by click, key and drag; the tab list picks
the other panel; a value edited there arrives in that panel's values in the session; the drawer
is dismissed by Escape, by a click outside it and by dragging it down, each reason arriving in
the session's state; focus moves in, stays in, and returns to the button. axe-core finds no
serious or critical violation on the open drawer. Any console error fails. Screenshots go to
OUT_DIR/web-drawer*.png.
"""
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import axe  # noqa: E402
import wsclient  # noqa: E402
from browser_test import dump_page, expect, run_script  # noqa: E402

MARGIN = 16  # drawer.js FAB_MARGIN
TALL_GAP = 64  # drawer.js TALL_GAP
WIDTH, HEIGHT = 1040, 560


def check_rules(b, rules_path):
    cases = [json.loads(line) for line in pathlib.Path(rules_path).read_text().splitlines() if line.strip()]
    expect(len(cases) > 1000, f"{len(cases)} cases of the Swift rules to compare")
    mismatches = b.evaluate(
        "import('./snapping.js').then(({Snapping, settle}) => {"
        f" const cases = {json.dumps(cases)}; const bad = [];"
        " const same = (a, b) => a.x === b.x && a.y === b.y && a.edges.join() === b.edges.join();"
        " for (const c of cases) {"
        "  let got;"
        "  if (c.op === 'settle') { got = settle(c.height, c.rootHeight, c.gap);"
        "   if (got !== c.expected) bad.push({c, got}); continue; }"
        "  const s = new Snapping(c.button);"
        "  if (c.op === 'initial') got = s.initial(c.corner, c.bounds);"
        "  else if (c.op === 'snapped') got = s.snapped(c.position, c.bounds);"
        "  else if (c.op === 'pinned') got = s.pinned(c.position, c.bounds);"
        "  else if (c.op === 'dragged') got = s.dragged(c.position, c.translation, c.bounds);"
        "  else if (c.op === 'placement') got = s.placement(c.position, c.bounds);"
        "  else if (c.op === 'positionAt') got = s.positionAt(c.placement, c.bounds);"
        "  else if (c.op === 'released') { const r = s.released(c.position, c.predicted, c.bounds);"
        "   if (r.initialVelocity !== c.velocity) bad.push({c, got: r}); got = r.position; }"
        "  if (!same(got, c.expected)) bad.push({c, got});"
        " }"
        " return bad.slice(0, 5).concat(bad.length ? [{count: bad.length}] : []); })",
        await_promise=True)
    ops = {c["op"] for c in cases}
    expect({"placement", "positionAt"} <= ops, f"the conversions to and from the session's fractions are among the cases: {ops}")
    expect(mismatches == [], "snapping.js gives what FloatingButtonSnapping and DrawerGeometry give, in every case"
           + ("".join("\n    " + json.dumps(m) for m in mismatches or [])))


class Drawer:
    def __init__(self, h):
        self.h = h
        self.b = h.browser

    def fab(self):
        # Where it rests: after its settling transition.
        self.b.wait_for("document.getAnimations().length === 0", what="the button at rest")
        return self.b.evaluate(
            "(() => { const e = document.querySelector('.pk-floating'); const r = e.getBoundingClientRect();"
            " return {left: r.left, top: r.top, width: r.width, height: r.height, edges: e.dataset.edges ?? null,"
            " hidden: e.getClientRects().length === 0}; })()")

    def stored(self):
        """The button's place as the session holds it (fractions of its travel, its edges)."""
        self.h.settled()
        return self.h.swift()["values"].get("dial.fab")

    def state(self):
        return self.h.swift()["values"].get("dial", {})

    def presented(self):
        return self.b.evaluate("document.querySelector('.pk-drawer-layer').dataset.presented === 'true'")

    def focus_inside(self):
        return self.b.evaluate("document.querySelector('.pk-drawer').contains(document.activeElement)")

    def drag(self, start, end, steps=10, pause=0.02, rest=0.25):
        b = self.b
        b.mouse("mouseMoved", *start)
        b.mouse("mousePressed", *start, buttons=1)
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step / steps
            y = start[1] + (end[1] - start[1]) * step / steps
            b.mouse("mouseMoved", x, y, buttons=1)
            time.sleep(pause)
        time.sleep(rest)  # held still before the release: no fling
        b.mouse("mouseReleased", *end)

    def drag_handle(self, to_y):
        """Drags the drawer's handle to a height of the window and lets it go."""
        left, top, width, height = self.b.center(".pk-drawer-handle")
        x = left + width / 2
        self.drag((x, top + height / 2), (x, to_y))
        self.h.settled()

    def open_by_click(self):
        fab = self.fab()
        x, y = fab["left"] + fab["width"] / 2, fab["top"] + fab["height"] / 2
        self.b.mouse("mouseMoved", x, y)
        self.b.mouse("mousePressed", x, y, buttons=1)
        self.b.mouse("mouseReleased", x, y)
        self.h.settled()
        self.b.wait_for("document.querySelector('.pk-drawer-layer').dataset.presented === 'true'", what="the drawer open")


def run(h, rules_path):
    b = h.browser
    d = Drawer(h)
    b.navigate(h.url)
    b.wait_for("document.querySelector('.pk-floating') && document.body.dataset.rev !== undefined", what="the button")
    b.evaluate("localStorage.clear()")
    b.navigate(h.url.split("?")[0])
    b.wait_for("document.querySelector('.pk-floating') && document.body.dataset.rev !== undefined", what="the button")
    h.settled()

    print("the page's rules are PanelCore's")
    check_rules(b, rules_path)

    print("the button starts at its corner, the drawer closed")
    fab = d.fab()
    expect(fab["edges"] == "right bottom", f"pinned to the bottom right: {fab['edges']}")
    expect(abs(fab["left"] + fab["width"] - (WIDTH - MARGIN)) < 1 and abs(fab["top"] + fab["height"] - (HEIGHT - MARGIN)) < 1,
           f"flush inside the margin: {fab}")
    expect(not d.presented() and d.state().get("presented") in (None, False), "the drawer is closed in the page and the session")
    panels = [c.get("id") for c in next(n for n in h.swift()["root"]["children"] if n.get("id") == "dial")["children"]]
    expect(panels[:2] == ["Card", "Shadow"], f"the root holds both panels of the store: {panels}")

    print("drag the button to the left edge and release: it snaps")
    start = (fab["left"] + fab["width"] / 2, fab["top"] + fab["height"] / 2)
    d.drag(start, (MARGIN + 30, 230))
    b.wait_for("document.querySelector('.pk-floating').dataset.edges === 'left'", what="the button pinned left")
    fab = d.fab()
    expect(abs(fab["left"] - MARGIN) < 1, f"flush against the left edge (x {fab['left']})")
    dropped_top = fab["top"]
    expect(abs(dropped_top - (230 - fab["height"] / 2)) < 2, f"kept where it was dropped vertically (y {dropped_top})")
    stored = d.stored()
    travel = HEIGHT - 2 * MARGIN - fab["height"]
    expect(stored and stored["edges"] == ["left"] and stored["x"] == 0
           and abs(stored["y"] * travel - (dropped_top - MARGIN)) < 1,
           f"the session holds its place, in fractions of its travel: {stored}")
    moves = h.sent_to_session(type="floatingButton.move", id="dial.fab")
    expect(len(moves) == 1, f"the release sent one floatingButton.move: {moves}")
    expect(not h.sent_to_session(type="action"), "a drag presses nothing")
    expect(b.evaluate("localStorage.length") == 0, "the page keeps no place of its own")

    print("reload: the same place")
    b.navigate(h.url.split("?")[0])
    b.wait_for("document.querySelector('.pk-floating') && document.body.dataset.rev !== undefined", what="the button")
    again = d.fab()
    expect(again["edges"] == "left" and abs(again["left"] - fab["left"]) < 1 and abs(again["top"] - dropped_top) < 1,
           f"after the reload it is where it was left, as the session says: {again}")

    print("another frontend moves it: the page shows the move")
    other = wsclient.WebSocket(h.url)
    try:
        other.send(json.dumps({"type": "hello", "versions": [1]}))
        other.receive_type("snapshot")
        other.send(json.dumps({"type": "floatingButton.move", "seq": 1, "id": "dial.fab", "x": 0.5, "y": 0, "edges": ["top"]}))
        answer = other.receive_type("ack")
        expect(answer.get("value") == {"x": 0.5, "y": 0, "edges": ["top"]}, f"the session took the move: {answer}")
    finally:
        other.close()
    b.wait_for("document.querySelector('.pk-floating').dataset.edges === 'top'", what="the button at the top")
    moved = d.fab()
    expect(abs(moved["top"] - MARGIN) < 1 and abs(moved["left"] - (MARGIN + 0.5 * (WIDTH - 2 * MARGIN - moved["width"]))) < 1,
           f"half way along the top, where the other frontend put it: {moved}")
    d.drag((moved["left"] + moved["width"] / 2, moved["top"] + moved["height"] / 2),
           (again["left"] + again["width"] / 2, again["top"] + again["height"] / 2))
    b.wait_for("document.querySelector('.pk-floating').dataset.edges === 'left'", what="the button back on the left")
    again = d.fab()

    print("a fling to the right snaps it to the right edge")
    start = (again["left"] + again["width"] / 2, again["top"] + again["height"] / 2)
    d.drag(start, (start[0] + 300, start[1]), steps=6, pause=0.005, rest=0)
    b.wait_for("document.querySelector('.pk-floating').dataset.edges === 'right'", what="the button pinned right")
    expect(abs(d.fab()["left"] + d.fab()["width"] - (WIDTH - MARGIN)) < 1, "flung past the middle, it sits on the right edge")

    print("the arrow keys move it to an edge")
    b.evaluate("document.querySelector('.pk-floating').focus()")
    b.key("ArrowUp")
    expect(d.fab()["edges"] == "right top" and d.stored()["edges"] == ["right", "top"], "ArrowUp: the top right corner, in the session")
    fab = d.fab()
    expect(abs(fab["top"] - MARGIN) < 1, f"at the top (y {fab['top']})")

    print("a resized window keeps it pinned")
    b.page("Emulation.setDeviceMetricsOverride", width=800, height=500, deviceScaleFactor=1, mobile=False)
    b.wait_for("innerWidth === 800", what="the narrower window")
    time.sleep(0.4)
    fab = d.fab()
    expect(abs(fab["left"] + fab["width"] - (800 - MARGIN)) < 1 and abs(fab["top"] - MARGIN) < 1,
           f"still in the top right corner: {fab}")
    b.page("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT, deviceScaleFactor=1, mobile=False)
    b.wait_for(f"innerWidth === {WIDTH}", what="the window back")
    time.sleep(0.4)
    b.key("ArrowDown")
    expect(d.fab()["edges"] == "right bottom", "ArrowDown: back to the bottom right")

    print("a click opens the drawer through the session")
    d.open_by_click()
    state = d.state()
    expect(state.get("presented") is True and state.get("detent") == "medium", f"the session's drawer is open at medium: {state}")
    opens = h.sent_to_session(type="drawer.open", id="dial")
    expect(len(opens) == 1, "the page sent drawer.open")
    expect(not h.sent_to_session(type="action"), "and no action")
    expect(not [m for m in h.received() if m.get("type") == "reject"], "nothing was refused")
    expect(d.fab()["hidden"], "the button hides while the drawer is open")
    b.wait_for("document.querySelector('.pk-drawer').contains(document.activeElement)", what="the focus in the drawer")
    expect(b.evaluate("document.activeElement.getAttribute('role')") == "tab", "the focus is on the selected tab")
    sheet = b.evaluate("(() => { const s = document.querySelector('.pk-drawer');"
                       " return {role: s.getAttribute('role'), modal: s.getAttribute('aria-modal'), label: s.getAttribute('aria-label'),"
                       " height: s.getBoundingClientRect().height}; })()")
    expect(sheet["role"] == "dialog" and sheet["modal"] == "true" and sheet["label"], f"a labelled modal dialog: {sheet}")
    expect(sheet["height"] <= HEIGHT // 2 + 1, f"at most half the window at medium ({sheet['height']})")
    b.screenshot(str(h.out / "web-drawer.png"))
    axe.expect_clean(b, expect, "on the open drawer")

    print("switch detents: a click on the handle, then a key")
    b.click(".pk-drawer-handle")
    h.settled()
    expect(d.state().get("detent") == "tall", "a click on the handle: tall in the session")
    tall = b.evaluate("document.querySelector('.pk-drawer').style.maxHeight")
    expect(tall == f"{max(HEIGHT // 2, HEIGHT - TALL_GAP)}px", f"the sheet may take all but the gap ({tall})")
    b.evaluate("document.querySelector('.pk-drawer-handle').focus()")
    b.key("ArrowDown")
    h.settled()
    expect(d.state().get("detent") == "medium", "ArrowDown on the handle: medium in the session")
    b.key("Enter")
    h.settled()
    expect(d.state().get("detent") == "tall", "Enter on the handle: tall again")
    d.drag_handle(HEIGHT - (HEIGHT // 2) + 10)  # to about the top of the medium sheet
    expect(d.state().get("detent") == "medium", "dragged down to about half the window: it settles at medium")

    print("pick the other panel")
    b.evaluate("document.querySelector('.pk-drawer-tab[aria-selected=true]').focus()")
    b.key("ArrowRight")
    h.settled()
    expect(d.state().get("selected") == "Shadow", "ArrowRight on the tabs: Shadow in the session")
    expect(b.evaluate("document.querySelector('[data-id=\"Shadow\"]').hidden === false"
                      " && document.querySelector('[data-id=\"Card\"]').hidden === true"), "the Shadow panel shows, Card does not")
    b.click(".pk-drawer-tab:not([aria-selected=true])")
    h.settled()
    expect(d.state().get("selected") == "Card", "a click on the Card tab: Card in the session")
    b.click(".pk-drawer-tab:not([aria-selected=true])")
    h.settled()
    expect(d.state().get("selected") == "Shadow", "and a click on Shadow again")

    print("edit a value in the second panel")
    before = h.swift()["values"]["Shadow.blur"]
    b.evaluate("document.querySelector('[data-id=\"Shadow.blur\"] input').focus()")
    b.key("ArrowRight")
    blur = h.same_on_both_sides("Shadow.blur")
    expect(blur == before + 1, f"Shadow.blur went from {before} to {blur} in the served panel")
    expect(h.swift()["values"]["Card.cornerRadius"] == 24, "the other panel is untouched")
    b.key("z", modifiers=2)  # Ctrl-Z, in the drawer
    h.settled()
    expect(h.swift()["values"]["Shadow.blur"] == before, "Ctrl-Z undid it in the Shadow panel")
    undo = h.sent_to_session(type="undo")
    expect(undo and "panel" not in undo[-1],
           f"the undo names no panel: the session sends it to the panel this page changed last: {undo}")
    expect(not [m for m in h.received() if m.get("type") == "reject"], "nothing was refused")
    b.evaluate("document.querySelector('[data-id=\"Shadow.blur\"] input').focus()")

    print("Tab reaches every control of the drawer and stays inside it")
    reached = set()
    for _ in range(16):
        b.key("Tab")
        if not d.focus_inside():
            break
        reached.add(b.evaluate(
            "(() => { const e = document.activeElement; const row = e.closest('[data-id]');"
            " return e.className.startsWith('pk-drawer') ? e.className.split(' ')[0]"
            " : (row ? row.dataset.id : e.tagName); })()"))
    expect(d.focus_inside(), "sixteen Tabs later the focus is still in the drawer")
    wanted = {"pk-drawer-handle", "pk-drawer-tab", "pk-drawer-close", "Shadow.blur", "Shadow.opacity", "Shadow.offset"}
    expect(wanted <= reached, f"Tab reached the handle, the tab list, Close and every control: {sorted(reached)}")

    print("dismiss by Escape")
    b.key("Escape")
    h.settled()
    state = d.state()
    expect(state.get("presented") is False and state.get("dismissal") == "escape", f"the session closed it by escape: {state}")
    expect(not d.presented(), "the page hides it")
    b.wait_for("document.activeElement === document.querySelector('.pk-floating')", what="the focus back on the button")
    print("a window resized while the drawer hid the button: it is pinned all the same")
    b.key("Enter")
    h.settled()
    b.page("Emulation.setDeviceMetricsOverride", width=900, height=520, deviceScaleFactor=1, mobile=False)
    b.wait_for("innerWidth === 900", what="the smaller window")
    time.sleep(0.3)
    b.key("Escape")
    h.settled()
    fab = d.fab()
    expect(abs(fab["left"] + fab["width"] - (900 - MARGIN)) < 1 and abs(fab["top"] + fab["height"] - (520 - MARGIN)) < 1,
           f"in the bottom right corner of the smaller window: {fab}")
    b.page("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT, deviceScaleFactor=1, mobile=False)
    b.wait_for(f"innerWidth === {WIDTH}", what="the window back")
    b.wait_for("document.activeElement === document.querySelector('.pk-floating')", what="the focus on the button")

    print("open by Enter on the button, dismiss by a click outside")
    b.key("Enter")
    h.settled()
    expect(d.state().get("presented") is True, "Enter on the button opened it")
    b.wait_for("document.querySelector('.pk-drawer').contains(document.activeElement)", what="the focus in the drawer")
    b.mouse("mouseMoved", 60, 40)
    b.mouse("mousePressed", 60, 40, buttons=1)
    b.mouse("mouseReleased", 60, 40)
    h.settled()
    state = d.state()
    expect(state.get("presented") is False and state.get("dismissal") == "outsideTap",
           f"the session closed it by an outside tap: {state}")

    print("dismiss by dragging it down")
    d.open_by_click()
    d.drag_handle(HEIGHT - 20)
    state = d.state()
    expect(state.get("presented") is False and state.get("dismissal") == "drag", f"the session closed it by a drag: {state}")
    closes = [m.get("reason") for m in h.sent_to_session(type="drawer.close")]
    expect(closes == ["escape", "escape", "outsideTap", "drag"], f"the page sent each reason: {closes}")
    b.screenshot(str(h.out / "web-drawer-closed.png"))


def main():
    return run_script(run, "drawer test passed", "web-drawer-failure.png", arguments=1, dump=dump_page,
                      width=WIDTH, height=HEIGHT)


if __name__ == "__main__":
    sys.exit(main())
