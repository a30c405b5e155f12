#!/usr/bin/env python3
"""Monitors' graphs move in the terminal as a person sees them, read back from tmux.

    python3 Tests/Live/check_monitors.py PATH/TO/panelkit PATH/TO/dashboard-example PATH/TO/particles-example

(1) The program's own terminal: `dashboard-example --terminal` shows its monitors live in a
pane; two captures some hundreds of milliseconds apart show each graph row changed, its
value and scale where they were (the graph moves within its cells), the row (label, graph of
block elements, value, scale) within the pane's width.
(2) `panelkit attach URL` to `particles-example` (which writes its monitors every frame): the
same for the fps graph that the attached terminal draws from the `samples` messages.
Widths are counted with wcwidth (the oracle of the width tests). Uses check_live_terminal's
Pane (a tmux server of its own for each); everything it starts is stopped before it returns.
"""
import os
import re
import subprocess
import sys
import time

import wcwidth

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_live_terminal as live  # noqa: E402  (the Pane driver; its main() does not run)

PANELKIT, DASHBOARD, PARTICLES = (os.path.abspath(path) for path in sys.argv[1:4])
BLOCKS = "▁▂▃▄▅▆▇█"


def graph_row(screen, label):
    """The row of the monitor `label` that draws a graph, or ''."""
    for line in screen.split("\n"):
        if re.match(r"\W*" + re.escape(label) + r"\b", line.strip("│| ")) and any(b in line for b in BLOCKS):
            return line
    return ""


def sparkline(row):
    """The graph of a row: from its first block to its last (the gap after the newest sample
    is a space inside it)."""
    start = min(row.index(b) for b in BLOCKS if b in row)
    end = max(row.rindex(b) for b in BLOCKS if b in row)
    return row[start:end + 1]


def check_moves(pane, labels, width, tail, where):
    """Two captures 500 ms apart: each row in `labels` changed, kept its graph's width and fits
    the pane, and ends with its value and scale (`tail`, a pattern per label)."""
    pane.wait_for(lambda screen: all(graph_row(screen, label) for label in labels),
                  "%s: graph rows for %s" % (where, ", ".join(labels)), timeout=20)
    time.sleep(1.0)  # a history long enough to fill some cells
    first = pane.screen()
    time.sleep(0.5)
    second = pane.screen()
    for label in labels:
        before, after = graph_row(first, label), graph_row(second, label)
        live.check(before != after, "%s: the %s graph did not move in 500 ms:\n%s\n%s" % (where, label, before, after))
        for row in (before, after):
            shown = wcwidth.wcswidth(row.rstrip())
            live.check(0 < shown <= width, "%s: the %s row is %s columns wide in a %d-column pane: %r"
                       % (where, label, shown, width, row))
            live.check(re.search(tail[label], row) is not None,
                       "%s: the %s row does not end with its value and scale (%s): %r" % (where, label, tail[label], row))
        # The graph fills its cells as the history grows, in place: the value after it stays put.
        places = [re.search(tail[label], row) for row in (before, after)]
        if all(places):
            live.check(wcwidth.wcswidth(before[:places[0].start()]) == wcwidth.wcswidth(after[:places[1].start()]),
                       "%s: the %s value moved sideways: %r / %r" % (where, label, before, after))
        live.check(all(b in BLOCKS + " " for b in sparkline(after)),
                   "%s: the %s graph holds other characters than blocks: %r" % (where, label, sparkline(after)))
        print("ok: %s: %s moved\n    %s\n    %s" % (where, label, before.rstrip(), after.rstrip()))


def dashboard_in_its_own_terminal():
    width = 60
    pane = live.Pane(DASHBOARD + " --terminal", width=width, height=16)
    try:
        check_moves(pane, ["requests", "latency"], width,
                    {"requests": r" \d+ /s \d+–\d+\s*[│|]?\s*$", "latency": r" \d+\.\d ms 0\.0–50\.0\s*[│|]?\s*$"},
                    "dashboard-example --terminal")
        pane.keys("q")
        live.check(pane.status() == 0, "dashboard-example --terminal: q did not end it with status 0")
    finally:
        pane.close()


def attach_to_a_running_program():
    host = subprocess.Popen([PARTICLES], stdout=subprocess.PIPE, text=True)
    try:
        url = host.stdout.readline().strip()
        live.check(url.startswith("http://127.0.0.1:"), "particles-example printed no URL: %r" % url)
        width = 80
        pane = live.Pane("%s attach '%s'" % (PANELKIT, url), width=width, height=30)
        try:
            check_moves(pane, ["fps"], width, {"fps": r" \d+\.\d Hz 0\.0–120\.0\s*[│|]?\s*$"}, "panelkit attach")
            pane.keys("q")
            pane.status()
        finally:
            pane.close()
    finally:
        host.terminate()
        try:
            host.wait(timeout=5)
        except subprocess.TimeoutExpired:
            host.kill()


def main():
    dashboard_in_its_own_terminal()
    attach_to_a_running_program()
    if live.FAILURES:
        print("%d failure(s)" % len(live.FAILURES), file=sys.stderr)
        return 1
    print("monitor graphs move in the terminal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
