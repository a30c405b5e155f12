#!/usr/bin/env python3
"""The panel's rules for a person's edits, followed by the page because the server decides them.

usage: person_rules_test.py OUT_DIR -- COMMAND...
    COMMAND prints a PanelKit server URL, e.g.
    `panelkit serve Examples/web/tests/drawer-dialogs.json --http`

The document has a presented dialog whose "Discard" button has the cancel role, over an open
drawer showing the Photo panel. A click on Discard sends one `action` (the page decides
nothing) and the session dismisses the dialog with reason `cancel`; the page hides it. Then
five arrow presses on the Photo zoom slider, in quick succession, are one undo step: one Undo
brings the value from before the first press back (ctrl-Z: a click on the
toolbar's Undo would first close the drawer, as an outside click). Any console error fails.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from browser_test import expect, run_script  # noqa: E402


def run(h):
    b = h.browser
    b.navigate(h.url)
    b.wait_for("document.querySelector('.pk-dialog') && document.body.dataset.rev !== undefined", what="the dialog")
    h.settled()

    print("a cancel-role button dismisses its dialog")
    b.click("#pk-confirm-discard")
    h.settled()
    b.wait_for("document.querySelector('.pk-dialog-layer').hidden", what="the dialog hidden")
    confirm = h.swift()["values"]["confirm"]
    expect(confirm.get("presented") is False and confirm.get("dismissal") == "cancel",
           f"the session dismissed the dialog by cancel: {confirm}")
    expect(len(h.sent_to_session(type="action", id="confirm.discard")) == 1, "the page sent one action")
    expect(not h.sent_to_session(type="dialog.dismiss"), "the page asked for no dismissal of its own")

    print("five arrow presses are one undo step")
    before = h.swift()["values"]["Photo.zoom"]
    b.evaluate("document.querySelector('[data-id=\"Photo.zoom\"] input').focus()")
    for key in ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowLeft", "ArrowLeft"]:
        b.key(key)
    after = h.same_on_both_sides("Photo.zoom")
    expect(after == before + 0.5, f"the presses moved the zoom from {before} to {before + 0.5}, not {after}")
    b.key("z", modifiers=2)  # ctrl-Z, with the focus still in the drawer
    expect(len(h.sent_to_session(type="undo")) == 1, "the page sent one undo")
    expect(h.same_on_both_sides("Photo.zoom") == before,
           f"one undo brought the zoom back to {before}: the five presses were one step")


def main():
    return run_script(run, "person rules test passed", "web-person-rules-failure.png")


if __name__ == "__main__":
    sys.exit(main())
