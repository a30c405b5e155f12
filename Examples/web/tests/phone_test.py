#!/usr/bin/env python3
"""The reference web page at a phone's width (360 × 740 CSS pixels) in headless chromium.

usage: phone_test.py OUT_DIR -- COMMAND...   (COMMAND prints the URL of a PanelKit server,
                                              e.g. `panelkit serve card.json --http`)

Loads the card and checks that nothing scrolls sideways (the document is no wider than the
window) and that every shown row fits: its label, its control and its value text inside the
window, the value text not cut (the value column was cut off at this width before). Then a
slider is dragged at this width and the session holds what the page shows. Any console error
fails. Screenshot: OUT_DIR/web-phone.png (the whole page).
"""
import base64
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from browser_test import expect, run_script  # noqa: E402

WIDTH, HEIGHT = 360, 740

# Every shown row's parts, as the window sees them: [id, label, control, value] boxes
# (left, right, width) and whether the value text is cut (wider than its box).
ROWS = """
(() => Array.from(document.querySelectorAll('.pk-row')).filter((row) => row.offsetParent !== null).map((row) => {
  const box = (e) => { if (!e) return null; const r = e.getBoundingClientRect(); return [r.left, r.right, r.width]; };
  const value = row.children[2];
  return {
    id: row.closest('[data-id]')?.dataset.id || '?',
    label: box(row.children[0]), control: box(row.children[1]), value: box(value),
    valueText: value ? value.textContent : '',
    valueCut: value ? value.scrollWidth > value.clientWidth + 1 : false,
  };
}))()
"""


def run(h):
    b = h.browser
    b.navigate(h.url)
    b.wait_for("document.querySelector('.pk-panel') && document.body.dataset.rev !== undefined", what="the card")
    h.settled()
    inner = b.evaluate("window.innerWidth")
    expect(inner == WIDTH, f"the window is {WIDTH} px wide (it is {inner})")
    scroll = b.evaluate("document.documentElement.scrollWidth")
    expect(scroll <= inner, f"no sideways scrolling: the document is {scroll} px wide in a {inner} px window")
    rows = b.evaluate(ROWS)
    expect(len(rows) >= 5, f"the card shows its rows ({len(rows)})")
    for row in rows:
        for part in ("label", "control", "value"):
            left, right, width = row[part]
            expect(left >= 0 and right <= inner + 0.5,
                   f"{row['id']}: its {part} is inside the window ({left:.0f}…{right:.0f})")
        if row["valueText"]:
            expect(row["value"][2] > 0 and not row["valueCut"],
                   f"{row['id']}: its value {row['valueText']!r} shows whole")
    radius = next(row for row in rows if row["id"] == "cornerRadius")
    expect(radius["valueText"].endswith("pt"), f"the radius shows its value with its unit: {radius['valueText']!r}")
    # The whole page, below the window too: what a person scrolls through at this width.
    height = b.evaluate("document.documentElement.scrollHeight")
    shot = b.page("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                  clip={"x": 0, "y": 0, "width": inner, "height": height, "scale": 1})
    (h.out / "web-phone.png").write_bytes(base64.b64decode(shot["data"]))

    print("a slider still drags at this width")
    h.drag_slider("cornerRadius", 0.5, 0.25)
    value = h.same_on_both_sides("cornerRadius")
    expect(h.output("cornerRadius") == f"{value:g} pt", f"the page shows the session's {value:g} pt")
    expect(b.evaluate("document.documentElement.scrollWidth") <= inner, "still no sideways scrolling")
    print("  rows:", json.dumps([(r["id"], r["valueText"]) for r in rows])[:400])


def main():
    return run_script(run, "phone-width test passed", "web-phone-failure.png", width=WIDTH, height=HEIGHT)


if __name__ == "__main__":
    sys.exit(main())
