#!/usr/bin/env python3
"""Peer for the `events` benchmark suite: the same `set` lines through a plain Python loop.

usage: events.py PATH [REPEATS]

For each line of PATH: orjson.loads, a dict update of the values, orjson.dumps of an ack.
Nothing is validated (no type check, no clamping, no patch): this is the least a frontend
loop must do. Prints one JSON object with the best time of REPEATS runs.
"""
import sys
import time

import orjson


def run(lines):
    values = {}
    rev = 0
    out = None
    for line in lines:
        message = orjson.loads(line)
        values[message["id"]] = message["value"]
        rev += 1
        out = orjson.dumps({"type": "ack", "seq": message["seq"], "rev": rev, "value": message["value"]})
    return out


def main():
    path = sys.argv[1]
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    lines = open(path, "rb").read().splitlines()
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run(lines)
        best = min(best, time.perf_counter() - start)
    print(orjson.dumps({"peer": f"orjson {orjson.__version__}", "seconds": best, "lines": len(lines)}).decode())


if __name__ == "__main__":
    main()
