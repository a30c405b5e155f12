#!/usr/bin/env python3
"""Peer for the `events` suite's long-line case: frame the same input with Python's buffered
`readline` and a size limit.

usage: events_long_line.py PATH [REPEATS]

Reads PATH in 64 KiB buffers; each `readline(limit + 2)` returns at most the limit and two
bytes, so a longer line is refused when it passes the limit and its rest is skipped piece by
piece; the other lines go through orjson.loads. Nothing is answered or validated. Prints one
JSON object with the best time of REPEATS runs.
"""
import sys
import time

import orjson

LIMIT = 1 << 20


def run(path):
    lines = refused = 0
    with open(path, "rb", buffering=65536) as f:
        while True:
            line = f.readline(LIMIT + 2)
            if not line:
                break
            if not line.endswith(b"\n") and len(line) == LIMIT + 2:
                refused += 1
                while line and not line.endswith(b"\n"):
                    line = f.readline(65536)
                continue
            content = line.rstrip(b"\n").removesuffix(b"\r")
            if len(content) > LIMIT:
                refused += 1
                continue
            orjson.loads(content)
            lines += 1
    return lines, refused


def main():
    path = sys.argv[1]
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    best = float("inf")
    result = None
    for _ in range(repeats):
        start = time.perf_counter()
        result = run(path)
        best = min(best, time.perf_counter() - start)
    print(orjson.dumps({"peer": f"python {sys.version.split()[0]}", "seconds": best, "lines": result[0],
                        "refused": result[1]}).decode())


if __name__ == "__main__":
    main()
