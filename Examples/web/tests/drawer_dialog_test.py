#!/usr/bin/env python3
"""A drawer inside a `.setupDialogs()` root with a dialog presented over it, in a real browser.

usage: drawer_dialog_test.py OUT_DIR -- COMMAND...
    COMMAND prints a PanelKit server URL, e.g.
    `panelkit serve Examples/web/tests/drawer-dialogs.json --http`

The document is a dialog root holding content, an open drawer panel root (two panels, the
second shown) and a presented dialog. The dialog is drawn over the drawer and has the focus;
axe-core finds no serious or critical violation there; Escape dismisses the dialog only (the
session's state says so, the drawer stays open) and the focus goes into the drawer; a second
Escape then closes the drawer, by escape too. Any console error fails. Screenshot:
OUT_DIR/web-drawer-dialog.png.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import axe  # noqa: E402
from browser_test import expect, run_script  # noqa: E402


def run(h):
    b = h.browser
    b.navigate(h.url)
    b.wait_for("document.querySelector('.pk-dialog') && document.body.dataset.rev !== undefined", what="the dialog")
    h.settled()
    values = h.swift()["values"]
    expect(values["dial"]["presented"] is True and values["confirm"]["presented"] is True,
           "the session has the drawer open and the dialog presented")
    expect(b.evaluate("document.querySelector('.pk-root').dataset.kind") == "dialogRoot", "the page's root is the dialog root")
    expect(b.evaluate("!!document.querySelector('.pk-root .pk-drawer-layer:not([hidden]) [data-id=\"Photo.zoom\"]')"),
           "the open drawer inside it shows the selected panel, Photo")

    print("the dialog is over the drawer, with the focus")
    on_top = b.evaluate(
        "(() => { const r = document.querySelector('.pk-dialog').getBoundingClientRect();"
        " const hit = document.elementFromPoint(r.left + r.width / 2, r.top + 8);"
        " return !!hit && !!hit.closest('.pk-dialog'); })()")
    expect(on_top, "the dialog's card is what shows where it and the drawer overlap")
    b.wait_for("!!(document.activeElement && document.activeElement.closest('.pk-dialog'))", what="the focus in the dialog")
    b.screenshot(str(h.out / "web-drawer-dialog.png"))
    axe.expect_clean(b, expect, "with a dialog over the open drawer")

    print("Escape dismisses the dialog, not the drawer")
    b.key("Escape")
    h.settled()
    b.wait_for("document.querySelector('.pk-dialog-layer').hidden", what="the dialog hidden")
    values = h.swift()["values"]
    expect(values["confirm"].get("presented") is False and values["confirm"].get("dismissal") == "escape",
           f"the session dismissed the dialog by escape: {values['confirm']}")
    expect(values["dial"].get("presented") is True, "the drawer is still open in the session")
    b.wait_for("document.querySelector('.pk-drawer').contains(document.activeElement)", what="the focus in the drawer")

    print("a second Escape closes the drawer")
    b.key("Escape")
    h.settled()
    state = h.swift()["values"]["dial"]
    expect(state.get("presented") is False and state.get("dismissal") == "escape", f"the drawer closed by escape: {state}")
    b.wait_for("document.activeElement === document.querySelector('.pk-floating')", what="the focus on the button")


def main():
    return run_script(run, "drawer and dialog test passed", "web-drawer-dialog-failure.png")


if __name__ == "__main__":
    sys.exit(main())
