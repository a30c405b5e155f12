#!/usr/bin/env python3
"""The DevTools client starts chromium from a plain shell, where `os.pipe()` hands out
descriptors 3 and 4 (a `dup2(3, 3)` would leave the pipe close-on-exec and chromium would
report "Remote debugging pipe file descriptors are not open").

Runs the client in a child started with only descriptors 0, 1 and 2 open, and checks that
its first pipe was fd 3 and that the browser answered.
"""
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
CHILD = f"""
import os, sys
sys.path.insert(0, {str(HERE)!r})
probe_read, probe_write = os.pipe()
os.close(probe_read); os.close(probe_write)
print("first pipe fd", probe_read)
from cdp import Browser
browser = Browser(width=320, height=200)
try:
    print("answer", browser.evaluate("6 * 7"))
finally:
    browser.close()
"""


def main():
    result = subprocess.run([sys.executable, "-c", CHILD], close_fds=True, capture_output=True, text=True,
                            timeout=120)
    print(result.stdout.strip())
    if "first pipe fd 3" not in result.stdout:
        print("FAIL: the child's first pipe was not fd 3; the test proves nothing", result.stderr[-2000:])
        return 1
    if "answer 42" not in result.stdout:
        print("FAIL: chromium did not answer over pipes on fds 3 and 4", result.stderr[-2000:])
        return 1
    print("cdp pipes test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
