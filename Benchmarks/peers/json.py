#!/usr/bin/env python3
"""Peer for the `json` benchmark suite: times orjson on the document PanelKit wrote.

usage: json.py PATH [REPEATS]

Loads PATH (a PanelKit JSON document written by the Swift side), then times, best of
REPEATS runs each: orjson.dumps on the loaded objects (unsorted, orjson's fastest), orjson.dumps
with sorted keys (closer to PanelKit's fixed key order), and orjson.loads on the bytes.
Prints one JSON object.
"""
import os
import sys
import time

# This file is named json.py: take its folder off the module path so that `import json`
# (which orjson does, for its JSONDecodeError) finds the standard library, not this script.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path = [entry for entry in sys.path if os.path.abspath(entry or os.curdir) != HERE]

import orjson  # noqa: E402


def best(repeats, body):
    fastest = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        body()
        fastest = min(fastest, time.perf_counter() - start)
    return fastest


def main():
    path = sys.argv[1]
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    data = open(path, "rb").read()
    document = orjson.loads(data)
    print(
        orjson.dumps(
            {
                "peer": f"orjson {orjson.__version__}",
                "dumps_seconds": best(repeats, lambda: orjson.dumps(document)),
                "dumps_sorted_seconds": best(repeats, lambda: orjson.dumps(document, option=orjson.OPT_SORT_KEYS)),
                "loads_seconds": best(repeats, lambda: orjson.loads(data)),
                "bytes": len(orjson.dumps(document)),
            }
        ).decode()
    )


if __name__ == "__main__":
    main()
