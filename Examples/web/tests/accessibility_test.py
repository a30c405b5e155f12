#!/usr/bin/env python3
"""The reference web page's accessibility in a real browser, from the data the session writes.

usage: accessibility_test.py OUT_DIR -- COMMAND...   (COMMAND prints a PanelKit server URL,
                                                      e.g. `panelkit serve tests/dialog.json --http`)

Loads a panel with a presented destructive dialog (Examples/web/tests/dialog.json) through
the Swift server and checks, against the `accessibility` objects of the session's own snapshot:
each control's ARIA role, label, value text, value bounds and hint (`aria-describedby`), a
destructive button described as one and drawn unlike the others (colour, border, a sign); the
dialog as a modal `alertdialog` labelled by its title and described by its message, with
the focus on the button the document names (Keep, not Delete), and axe-core finds no serious
or critical violation. Then Escape dismisses the
dialog through the session, and the arrow key on the stops slider moves it to the value the
document gave as its increment, with the value text following. Any console error fails.
Screenshot: OUT_DIR/web-dialog.png.
"""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import axe  # noqa: E402
from browser_test import expect, run_script  # noqa: E402


def nodes(node, out):
    if isinstance(node, dict):
        if isinstance(node.get("id"), str):
            out[node["id"]] = node
        for child in node.get("children") or []:
            nodes(child, out)
    return out


def run(h):
    b = h.browser
    b.navigate(h.url)
    b.wait_for("document.querySelector('.pk-dialog') && document.body.dataset.rev !== undefined", what="the dialog")
    h.settled()
    by_id = nodes(h.swift()["root"], {})
    info = {node_id: node.get("accessibility") for node_id, node in by_id.items()}
    expect(all(isinstance(info[i], dict) for i in ("zoom", "opacity", "grid", "remove", "confirm")),
           "the session's document describes every control and the dialog")

    def attribute(selector, name):
        return b.evaluate(f"document.querySelector({json.dumps(selector)})?.getAttribute({json.dumps(name)})")

    def described_by(selector):
        return b.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
            " const id = e && e.getAttribute('aria-describedby');"
            " return id ? id.split(' ').map((i) => document.getElementById(i)?.textContent).join(' ') : null; })()")

    print("controls")
    zoom = "[data-id='zoom'] input[type=range]"
    expect(attribute(zoom, "role") == "slider", "the stops slider has the role slider")
    expect(attribute(zoom, "aria-label") == info["zoom"]["label"] == "Zoom", "its aria-label is the label, Zoom")
    expect(attribute(zoom, "aria-valuetext") == info["zoom"]["valueText"] == "1 x",
           "its aria-valuetext is the document's value text, 1 x")
    expect((attribute(zoom, "aria-valuemin"), attribute(zoom, "aria-valuemax"), attribute(zoom, "aria-valuenow"))
           == ("0.5", "4", "1"), "its value bounds are the first and last stops, and it holds 1 (not the stop index)")
    expect(described_by(zoom) == info["zoom"]["hint"], f"its hint is its description: {info['zoom']['hint']!r}")
    opacity = "[data-id='opacity'] input[type=range]"
    expect(attribute(opacity, "aria-valuetext") == "0.5", "the opacity slider reads 0.5")
    grid = "[data-id='grid'] input"
    expect(attribute(grid, "role") == "switch" and described_by(grid) == info["grid"]["hint"],
           "the toggle is a switch described by its hint")
    remove = "#pk-remove"
    expect(info["remove"]["hint"] == "Cannot be undone"
           and described_by(remove) == info["remove"]["hint"] + " Destructive action.",
           "the destructive button is described by its hint, Cannot be undone, then as a destructive action")
    looks = b.evaluate(
        "[document.querySelector('#pk-remove'), document.querySelector('#pk-confirm-keep')].map((e) => {"
        " const s = getComputedStyle(e); return [e.className, s.color, s.borderColor,"
        " getComputedStyle(e, '::before').content]; })")
    expect("pk-destructive" in looks[0][0] and "pk-destructive" not in looks[1][0],
           "only the destructive button is marked pk-destructive")
    expect(looks[0][1] != looks[1][1] and looks[0][2] != looks[1][2],
           f"it looks unlike another button (colour and border {looks[0][1:3]} against {looks[1][1:3]})")
    expect("⚠" in looks[0][3], f"and not by colour alone: a warning sign before its label ({looks[0][3]})")

    print("dialog")
    card = ".pk-dialog"
    expect(attribute(card, "role") == "alertdialog", "a dialog with a destructive button is an alertdialog")
    expect(attribute(card, "aria-modal") == "true", "it is modal")
    labelled = b.evaluate(
        "document.getElementById(document.querySelector('.pk-dialog').getAttribute('aria-labelledby'))?.textContent")
    expect(labelled == info["confirm"]["label"] == "Delete photo?", "it is labelled by its title, Delete photo?")
    expect(described_by(card) == info["confirm"]["description"] == "This cannot be undone.",
           "it is described by its message")
    expect(info["confirm"]["initialFocus"] == "confirm.keep", "the document names Keep as the initial focus")
    b.wait_for("document.activeElement && document.activeElement.id === 'pk-confirm-keep'",
               what="the focus on Keep")
    expect(b.evaluate("document.activeElement.textContent") == "Keep", "the focus is on Keep, not on Delete")
    h.browser.screenshot(str(h.out / "web-dialog.png"))
    axe.expect_clean(b, expect, "with the dialog presented")

    print("Escape dismisses it through the session")
    b.key("Escape")
    h.settled()
    b.wait_for("document.querySelector('.pk-dialog-layer').hidden", what="the dialog hidden")
    state = h.swift()["values"]["confirm"]
    expect(state.get("presented") is False and state.get("dismissal") == "escape",
           f"the session dismissed it by escape: {state}")

    print("the arrow key moves the slider to the document's increment")
    increment = info["zoom"]["increment"]
    b.evaluate(f"document.querySelector({json.dumps(zoom)}).focus()")
    b.key("ArrowRight")
    value = h.same_on_both_sides("zoom")
    expect(value == increment == 2, f"zoom moved to {value}, the increment the document gave")
    expect(attribute(zoom, "aria-valuetext") == "2 x" and attribute(zoom, "aria-valuenow") == "2",
           "the value text follows: 2 x")
    fresh = nodes(h.swift()["root"], {})["zoom"]["accessibility"]
    expect(fresh["valueText"] == "2 x" and fresh["increment"] == 4 and fresh["decrement"] == 1,
           "a new snapshot describes the new value: 2 x, up to 4, down to 1")


def main():
    return run_script(run, "accessibility test passed", "web-dialog-failure.png")


if __name__ == "__main__":
    sys.exit(main())
