#!/usr/bin/env python3
"""The number field, the range slider, the multi-select and the reset key in the live terminal,
in tmux, as a person uses them (`controls-example --live`): keys sent with `send-keys`, the
screen read back with `capture-pane`, the terminal checked after `q`.

    python3 Tests/Live/check_new_kinds.py PATH/TO/controls-example
"""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_live_terminal as live  # noqa: E402
from check_live_terminal import Pane, check, row  # noqa: E402

PROGRAM = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/controls-example")


def new_kinds():
    pane = Pane(PROGRAM + " --live")
    try:
        pane.wait_text("Emitter")
        screen = pane.wait_text("2.0 – 8.0 s")
        check("[x] circle [ ] square [x] star" in row(screen, "shapes"), "shapes: marks:\n" + screen)
        # The number field: an arrow steps it, enter types it (the line starts with its number).
        pane.keys("Right")
        pane.wait_for(lambda s: row(s, "seed").rstrip(" │").endswith("8▕"), "seed stepped to 8")
        pane.keys("Enter")
        pane.keys("BSpace")
        pane.literal("42")
        pane.keys("Enter")
        pane.wait_for(lambda s: "42▕" in row(s, "seed"), "seed typed as 42 (8 → 4 → 42)")
        pane.keys("j", "Enter")
        for _ in range(4):
            pane.keys("BSpace")
        pane.literal("7.3")
        pane.keys("Enter")
        pane.wait_for(lambda s: "7.5 s▕" in row(s, "timeout"), "timeout: 7.3 typed, 7.5 stored (its step)")
        pane.keys("Enter")
        pane.literal("x")
        pane.keys("Enter")
        pane.wait_text("is not a number")
        # The range slider: the arrows move the pair; d resets it; u undoes the reset.
        pane.keys("j", "Right")
        pane.wait_text("2.1 – 8.1 s")
        pane.keys("d")
        pane.wait_text("1.0 – 4.0 s")
        pane.wait_text("spawn: back to its default")
        pane.keys("u")
        pane.wait_text("2.1 – 8.1 s")
        # The multi-select: enter types the chosen values.
        pane.keys("j", "Enter")
        for _ in range(20):
            pane.keys("BSpace")
        pane.literal("star, square")
        pane.keys("Enter")
        pane.wait_for(lambda s: "[ ] circle [x] square [x] star" in row(s, "shapes"), "shapes: square and star")
        # `?` lists the reset key.
        pane.keys("?")
        pane.wait_text("back to its default")
        pane.keys("Escape")
        pane.keys("q")
        pane.check_restored("controls-example --live", 0)
    finally:
        pane.close()


def main():
    if not shutil.which("tmux"):
        print("tmux is not installed", file=sys.stderr)
        return 1
    live.scenario(new_kinds)
    if live.FAILURES:
        print("%d failure(s)" % len(live.FAILURES), file=sys.stderr)
        return 1
    print("new kinds in the live terminal: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
