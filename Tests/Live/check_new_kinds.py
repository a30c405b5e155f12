#!/usr/bin/env python3
"""The number field, the range slider, the multi-select, the point, the tabs folder and the reset
key in the live terminal,
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
    # Tall enough for the whole key list (`?` shows as many of its lines as the screen holds).
    pane = Pane(PROGRAM + " --live", height=34)
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
        # The point: x y z choose the axis the arrows move; enter types every axis; d resets it.
        pane.keys("j", "j")
        pane.wait_for(lambda s: "x 10.0, y −3.0 px" in row(s, "offset"), "offset: the example's [10, -3]")
        pane.keys("y")
        pane.wait_text("← → move y")
        pane.keys("Right")
        pane.wait_for(lambda s: "x 10.0, y −2.5 px" in row(s, "offset"), "offset: y moved by its step")
        pane.keys("]")
        pane.wait_for(lambda s: "x 10.0, y 2.5 px" in row(s, "offset"), "offset: y moved by ten steps")
        pane.keys("x", "Left")
        pane.wait_for(lambda s: "x 9.5, y 2.5 px" in row(s, "offset"), "offset: x chosen again, moved left")
        pane.keys("Enter")
        for _ in range(12):
            pane.keys("BSpace")
        pane.literal("1.2, -4")
        pane.keys("Enter")
        pane.wait_for(lambda s: "x 1.0, y −4.0 px" in row(s, "offset"), "offset: typed 1.2, -4; x snapped to 1")
        pane.keys("d")
        pane.wait_for(lambda s: "x 0.0, y 0.0 px" in row(s, "offset"), "offset: back to its default")
        pane.keys("u")
        pane.wait_for(lambda s: "x 1.0, y −4.0 px" in row(s, "offset"), "offset: the reset undone")
        # The tabs folder: the example opened its second tab; the arrows on the folder switch
        # tabs (wrapping), the open tab's rows follow; a click on a tab in the strip opens it.
        pane.keys("j", "j")
        screen = pane.wait_text("glow  [trail]")
        check("length" in screen and "amount" not in screen, "tabs: the trail tab's rows only:\n" + screen)
        pane.keys("Right")
        screen = pane.wait_text("[glow]  trail")
        check("amount" in screen and "length" not in screen, "tabs: the glow tab's rows only:\n" + screen)
        pane.keys("Left")
        screen = pane.wait_text("glow  [trail]")
        lines = screen.split("\n")
        strip = next(i for i, line in enumerate(lines) if "glow  [trail]" in line)
        column = lines[strip].index("glow") + 1
        pane.literal("\x1b[<0;%d;%dM\x1b[<0;%d;%dm" % (column + 1, strip + 1, column + 1, strip + 1))
        pane.wait_text("[glow]  trail")
        # `?` lists the reset key, the axis keys and the tab keys.
        pane.keys("?")
        pane.wait_text("back to its default")
        pane.wait_text("a point: the axis the arrows move")
        pane.wait_text("a folder of tabs: the previous, next tab")
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
