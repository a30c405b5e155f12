#!/usr/bin/env python3
"""Peer for the `render` benchmark suite: the same panels rendered by Python's rich.

Usage: python render.py sliders|nested|change
Prints one JSON object: {"seconds": best of several runs, "bytes": output size}.
  sliders  a bordered panel of 1,000 rows (label, progress bar, value) at 80 columns
  nested   100 nested bordered panels at 420 columns
  change   the 1,000-slider panel re-rendered after one slider changed (rich has no diff)
"""
import io
import json
import sys
import time

from rich.console import Console
from rich.panel import Panel
from rich.progress_bar import ProgressBar
from rich.table import Table


def console(width):
    return Console(file=io.StringIO(), width=width, color_system="truecolor", force_terminal=True, legacy_windows=False)


def sliders(changed=None):
    table = Table.grid(padding=(0, 1), expand=True)
    table.add_column(width=12)
    table.add_column(ratio=1)
    table.add_column(width=6, justify="right")
    for index in range(1000):
        value = 0.53 if index == changed else 0.5
        table.add_row("Slider %d" % index, ProgressBar(total=1.0, completed=value), "%.2f x" % value)
    return Panel(table, title="Sliders")


def nested(depth=100):
    renderable = "innermost"
    for level in reversed(range(depth)):
        renderable = Panel(renderable, title="Panel %d" % level)
    return renderable


def measure(width, make, repeats):
    best = float("inf")
    size = 0
    for _ in range(repeats):
        out = console(width)
        start = time.perf_counter()
        out.print(make())
        best = min(best, time.perf_counter() - start)
        size = len(out.file.getvalue().encode("utf-8"))
    return best, size


def main():
    case = sys.argv[1]
    sys.setrecursionlimit(10000)
    if case == "sliders":
        seconds, size = measure(80, sliders, 3)
    elif case == "nested":
        seconds, size = measure(420, nested, 3)
    elif case == "change":
        seconds, size = measure(80, lambda: sliders(changed=500), 3)
    else:
        raise SystemExit("unknown case " + case)
    print(json.dumps({"seconds": seconds, "bytes": size}))


if __name__ == "__main__":
    main()
