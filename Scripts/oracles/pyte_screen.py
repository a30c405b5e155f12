#!/usr/bin/env python3
"""Feeds terminal output into pyte (a VT100/xterm emulator) and prints the resulting screen as JSON.

Usage: python Scripts/oracles/pyte_screen.py COLUMNS ROWS < output-bytes

Newlines in the input are fed as CR LF (what a terminal with output post-processing receives).
Prints {"lines": [...], "cells": [[[fg, bg, bold, italics, underscore, reverse], ...], ...],
"title": ..., "icon_name": ..., "cursor": [column, row]}; a wide character's second cell is "".
Used by PanelText's tests as an independent check of the ANSI backend.
"""
import json
import sys

import pyte


def main():
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    screen = pyte.Screen(columns, rows)
    stream = pyte.ByteStream(screen)
    data = sys.stdin.buffer.read().replace(b"\n", b"\r\n")
    stream.feed(data)
    lines, cells = [], []
    for y in range(rows):
        line = screen.buffer[y]
        lines.append("".join(line[x].data for x in range(columns)))
        cells.append([[c.fg, c.bg, c.bold, c.italics, c.underscore, c.reverse] for c in (line[x] for x in range(columns))])
    json.dump(
        {
            "lines": lines,
            "cells": cells,
            "title": screen.title,
            "icon_name": screen.icon_name,
            "cursor": [screen.cursor.x, screen.cursor.y],
        },
        sys.stdout,
    )


if __name__ == "__main__":
    main()
