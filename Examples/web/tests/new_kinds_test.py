#!/usr/bin/env python3
"""The number field, the range slider, the multi-select and the point on the reference page, in headless
chromium against `controls-example --serve`, driven by the keyboard and the pointer; then a
control put back to its default from the page; then axe-core.

usage: new_kinds_test.py OUT_DIR -- COMMAND...   (COMMAND prints the URL of a PanelKit server)

- number field: text typed and entered is sent as typed and the session's number (snapped) is
  shown; the up arrow steps it; refused text shows the session's value again;
- range slider: each thumb is an ARIA slider; the arrow keys move one end; a thumb dragged
  into the other stops there (the page never sends a crossing pair);
- multi-select: a click on an option's checkbox sends the chosen values in the options' order;
  at the maximum count the other options are disabled;
- point: a pad (an ARIA slider named by the axes) and a field per axis; the arrow keys move it
  (left and right x, up and down y, Shift ten steps, Alt a tenth of one: the axis's step); a drag
  on the pad is one gesture (begin, changes, commit) and one undo step; a typed axis is snapped
  by the session; a locked 3D point has the pad for x and y and three fields, and moving one axis
  scales the others, the move stopped where the first reaches its range's end;
- reset: a double click on a label, and Alt+Backspace in a control, put it back to its default;
- tabs: a tab list (WAI-ARIA: tab, aria-selected, tabpanel) whose click and arrow keys (Home,
  End) open a tab, sent as `tab.select`, the open panel alone shown, focus on the open tab.
Each step is checked in the session. Any console error fails. Screenshot: OUT_DIR/web-new-kinds.png.
"""
import base64
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import axe  # noqa: E402
from browser_test import expect, run_script  # noqa: E402

ALT = 1
SHIFT = 8


def run(h):
    b = h.browser
    b.navigate(h.url)
    b.wait_for("document.querySelector('[data-id=timeout] input') && document.body.dataset.rev !== undefined",
               what="the controls")
    h.settled()

    print("number field: typed text, entered")
    field = "[data-id=timeout] input"
    expect(b.evaluate(f"document.querySelector('{field}').getAttribute('role')") == "spinbutton",
           "the bounded number field is a spin button")
    expect(b.evaluate("document.querySelector('[data-id=seed] input').getAttribute('role')") is None,
           "the half-bounded one is a text box")
    b.click(field)
    b.evaluate(f"document.querySelector('{field}').select()")
    b.type_text("12.3")
    b.key("Enter")
    h.settled()
    expect(h.sent_to_session(type="set", id="timeout")[-1]["value"] == "12.3", "the typed text is sent as typed")
    expect(h.same_on_both_sides("timeout") == 12.5, "the session snapped 12.3 to 12.5")
    expect(b.evaluate(f"document.querySelector('{field}').value") == "12.5", "the field shows 12.5")
    b.key("ArrowUp")
    expect(h.same_on_both_sides("timeout") == 13, "the up arrow steps it by 0.5")
    b.evaluate(f"document.querySelector('{field}').select()")
    b.type_text("abc")
    b.key("Enter")
    h.settled()
    expect(b.evaluate(f"document.querySelector('{field}').value") == "13.0",
           "refused text: the field shows the session's value again")

    print("range slider: keys move one end; a drag stops at the other end")
    lower = "[data-id=spawn] [role=slider][aria-label='spawn lower']"
    upper = "[data-id=spawn] [role=slider][aria-label='spawn upper']"
    b.click(upper)
    b.key("ArrowRight")
    expect(h.same_on_both_sides("spawn") == [2, 8.1], "the upper end moved by its step")
    expect(b.evaluate(f"document.querySelector(\"{upper}\").getAttribute('aria-valuetext')") == "8.1 s",
           "the upper thumb's value text")
    left, top, width, height = b.center("[data-id=spawn] .pk-range-track")
    y = top + height / 2
    start = left + width * 0.2
    b.mouse("mouseMoved", start, y)
    b.mouse("mousePressed", start, y, buttons=1)
    for step in range(1, 11):
        b.mouse("mouseMoved", start + width * 0.075 * step, y, buttons=1)
        time.sleep(0.01)
    b.mouse("mouseReleased", start + width * 0.75, y)
    h.settled()
    pairs = [m["value"] for m in h.sent_to_session(id="spawn") if "value" in m]
    expect(all(isinstance(p, list) and p[0] <= p[1] for p in pairs), f"no crossing pair was sent: {pairs}")
    expect(h.same_on_both_sides("spawn") == [8.1, 8.1], "the lower thumb stopped at the upper one")

    print("multi-select: a click chooses, the maximum disables the rest")
    b.click("[data-id=layers] input[value=labels]")
    expect(h.same_on_both_sides("layers") == ["grid", "labels"], "the choice in the options' order")
    expect(b.evaluate("document.querySelector('[data-id=layers] input[value=axes]').disabled") is True,
           "at the maximum count (2) the other option is disabled")
    expect(b.evaluate("document.querySelector('[data-id=layers] [role=group]').getAttribute('aria-label')") == "layers",
           "the options are a group named by the label")

    print("point: the pad's keys, a drag (one undo step), a typed axis")
    pad = "[data-id=offset] .pk-point-pad"
    expect(h.same_on_both_sides("offset") == [10, -3], "the example set [12, -3.2]: stored as [10, -3]")
    expect(b.evaluate(f"document.querySelector('{pad}').getAttribute('role')") == "slider", "the pad is a slider")
    expect(b.evaluate(f"document.querySelector('{pad}').getAttribute('aria-label')") == "offset pad (x and y)",
           "the pad is named by its axes")
    b.evaluate(f"document.querySelector('{pad}').focus()")
    b.key("ArrowLeft")
    expect(h.same_on_both_sides("offset") == [9.5, -3], "left moves x by its step")
    b.key("ArrowUp", modifiers=SHIFT)
    expect(h.same_on_both_sides("offset") == [9.5, 2], "Shift+up moves y by ten steps")
    b.key("ArrowDown", modifiers=ALT)
    expect(h.same_on_both_sides("offset") == [9.5, 1.5], "Alt+down: a fine step, the axis's step (0.5)")
    expect(b.evaluate(f"document.querySelector('{pad}').getAttribute('aria-valuetext')") == "x 9.5, y 1.5 px",
           "the pad's value text is the session's")
    expect(h.output("offset") == "x 9.5, y 1.5 px", "the row shows the session's text")
    left, top, width, height = b.center(pad)
    cx, cy = left + width / 2, top + height / 2
    before = len(h.sent_to_session(type="edit", id="offset"))
    b.mouse("mouseMoved", cx, cy)
    b.mouse("mousePressed", cx, cy, buttons=1)
    for step in range(1, 9):
        b.mouse("mouseMoved", cx + width * 0.25 * step / 8 + 0.37, cy - height * 0.25 * step / 8 + 0.29, buttons=1)
        time.sleep(0.01)
    shown = b.evaluate("[...document.querySelectorAll('[data-id=offset] input')].map(i => i.value)")
    expect(all(__import__("re").fullmatch(r"-?\d+\.\d", v) for v in shown),
           f"while dragging, the axis fields show the axes' precision (one decimal), not raw numbers: {shown}")
    b.mouse("mouseReleased", cx + width * 0.25, cy - height * 0.25)
    h.settled()
    edits = h.sent_to_session(type="edit", id="offset")[before:]
    phases = [m.get("phase") for m in edits]
    expect(phases[0] == "begin" and phases[-1] == "commit" and phases.count("begin") == 1,
           f"one gesture: {phases}")
    expect(len({m.get("gesture") for m in edits}) == 1, "every edit of the drag has one gesture")
    expect(h.same_on_both_sides("offset") == [5, 5], "the drag put the point at x 5, y 5 (y grows upward)")
    b.evaluate("document.querySelector('#undo').click()")
    expect(h.same_on_both_sides("offset") == [9.5, 1.5], "undo: the drag was one undo step")
    field = "[data-id=offset] input[aria-label='offset x']"
    b.click(field)
    b.evaluate(f"document.querySelector(\"{field}\").select()")
    b.type_text("-2.3")
    b.key("Enter")
    expect(h.same_on_both_sides("offset") == [-2.5, 1.5], "the typed x is snapped by the session")
    expect(b.evaluate(f"document.querySelector(\"{field}\").value") == "-2.5", "the field shows the stored x")

    print("point 3D, locked: a pad for x and y and three fields; one axis moved scales the others")
    scale_pad = "[data-id=scale] .pk-point-pad"
    expect(b.evaluate("document.querySelectorAll('[data-id=scale] input').length") == 3, "a field per axis")
    b.evaluate(f"document.querySelector('{scale_pad}').focus()")
    b.key("ArrowRight")
    expect(h.same_on_both_sides("scale") == [1.1, 2.2, 1.1], "x 1 -> 1.1 scales y and z by 1.1")
    z = "[data-id=scale] input[aria-label='scale z']"
    b.click(z)
    b.evaluate(f"document.querySelector(\"{z}\").select()")
    b.type_text("3")
    b.key("Enter")
    expect(h.same_on_both_sides("scale") == [2, 4, 2],
           "z 1.1 -> 3 would put y at 6: the move stops at y's maximum 4, x and z with it")
    b.evaluate(f"document.querySelector('{scale_pad}').focus()")
    b.key("ArrowRight", modifiers=SHIFT)
    expect(h.same_on_both_sides("scale") == [2, 4, 2], "at the clamp a further move changes nothing")

    print("reset: a double click on a label, Alt+Backspace in a control")
    left, top, width, height = b.center("[data-id=timeout] label")
    x, y = left + width / 2, top + height / 2
    for kind in ("mousePressed", "mouseReleased"):
        b.page("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", buttons=1, clickCount=1)
    for kind in ("mousePressed", "mouseReleased"):
        b.page("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", buttons=1, clickCount=2)
    expect(h.same_on_both_sides("timeout") == 2.5, "the number field is back to its default")
    b.click(lower)
    b.key("Backspace", modifiers=ALT)
    expect(h.same_on_both_sides("spawn") == [1, 4], "the range slider is back to its default")
    b.evaluate("document.querySelector('#undo').click()")
    expect(h.same_on_both_sides("spawn") == [8.1, 8.1], "undo brings the pair back: the reset was one undo step")

    print("tabs: a click and the arrow keys open a tab (tab.select), the open one alone shown")
    tabs = "[data-id=look] [role=tab]"
    expect(b.evaluate("document.querySelector('[data-id=look] [role=tablist]').getAttribute('aria-label')") == "look",
           "a tab list named by the folder")
    expect(b.evaluate(f"[...document.querySelectorAll('{tabs}')].map(t => t.textContent).join()") == "glow,trail",
           "one tab per child folder, named by its title")
    expect(h.same_on_both_sides("look") == 1, "the example opened the second tab")
    selected = f"[...document.querySelectorAll('{tabs}')].map(t => t.getAttribute('aria-selected')).join()"
    hidden = "[...document.querySelectorAll('[data-id=look] [role=tabpanel]')].map(p => p.hidden).join()"
    expect(b.evaluate(selected) == "false,true" and b.evaluate(hidden) == "true,false", "the trail tab alone shown")
    expect(b.evaluate("!!document.querySelector('[data-id=look] [role=tabpanel]:not([hidden]) [data-id=\"look.trail.length\"]')"),
           "the open panel holds the trail tab's slider")
    b.click("[data-id=look] [role=tab]:first-child")
    expect(h.same_on_both_sides("look") == 0, "a click on glow opened it")
    expect(h.sent_to_session(type="tab.select", id="look")[-1]["tab"] == 0, "sent as tab.select")
    expect(b.evaluate(selected) == "true,false" and b.evaluate(hidden) == "false,true", "the glow tab alone shown")
    b.key("ArrowRight")
    expect(h.same_on_both_sides("look") == 1, "the right arrow opens the next tab")
    expect(b.evaluate("document.activeElement.textContent") == "trail", "focus follows the open tab")
    b.key("ArrowRight")
    expect(h.same_on_both_sides("look") == 0, "past the last tab: the first (wrapping)")
    b.key("End")
    expect(h.same_on_both_sides("look") == 1, "End: the last tab")
    b.key("Home")
    expect(h.same_on_both_sides("look") == 0, "Home: the first tab")
    expect(b.evaluate("document.activeElement.getAttribute('tabindex')") == "0"
           and b.evaluate(f"[...document.querySelectorAll('{tabs}')].map(t => t.tabIndex).join()") == "0,-1",
           "only the open tab is in the tab order")

    shot = b.page("Page.captureScreenshot", format="png")
    (h.out / "web-new-kinds.png").write_bytes(base64.b64decode(shot["data"]))
    axe.expect_clean(b, expect, "on the new kinds")
    print("  sent:", json.dumps([m for m in h.sent() if m.get("type") in ("set", "edit", "reset")])[:600])


def main():
    return run_script(run, "new kinds test passed", "web-new-kinds-failure.png")


if __name__ == "__main__":
    sys.exit(main())
