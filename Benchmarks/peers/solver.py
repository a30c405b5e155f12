#!/usr/bin/env python3
"""kiwisolver peer for the `solver` benchmark suite: the same systems as SolverSuite.swift.

Usage: solver.py (chain|resize|grid|squeezed|squeezed-resize) N  ->  prints {"seconds": best time of the case}
"""
import sys
import time

import kiwisolver as kiwi


def build_chain(n):
    solver = kiwi.Solver()
    lefts = [kiwi.Variable("left%d" % i) for i in range(n)]
    widths = [kiwi.Variable("width%d" % i) for i in range(n)]
    natural = 8.0 * (n - 1)
    for i in range(n):
        if i == 0:
            solver.addConstraint(lefts[0] == 0)
        else:
            solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
        solver.addConstraint(widths[i] >= 10)
        preferred = 20 + 10 * (i % 5)
        natural += preferred
        solver.addConstraint((widths[i] == preferred) | ("medium" if i % 2 == 0 else "weak"))
    container = kiwi.Variable("container")
    solver.addEditVariable(container, "strong")
    solver.suggestValue(container, natural)
    solver.addConstraint(lefts[n - 1] + widths[n - 1] == container)
    solver.updateVariables()
    return solver, container, natural


def drag_width(k, natural):
    phase = k % 400
    return natural - 100 + (phase if phase < 200 else 400 - phase)


def resize(chain):
    solver, container, natural = chain
    for k in range(1000):
        solver.suggestValue(container, drag_width(k, natural))
        solver.updateVariables()


def build_grid(n):
    side = int(round(n ** 0.5))
    solver = kiwi.Solver()

    def cells(name):
        return [[kiwi.Variable("%s[%d,%d]" % (name, r, c)) for c in range(side)] for r in range(side)]

    x, y, w, h = cells("x"), cells("y"), cells("w"), cells("h")
    for r in range(side):
        for c in range(side):
            solver.addConstraint(x[r][c] == 0 if c == 0 else x[r][c] == x[r][c - 1] + w[r][c - 1])
            solver.addConstraint(y[r][c] == 0 if r == 0 else y[r][c] == y[r - 1][c] + h[r - 1][c])
            if c > 0:
                solver.addConstraint(w[r][c] == w[r][0])
            if r > 0:
                solver.addConstraint(h[r][c] == h[0][c])
            solver.addConstraint(w[r][c] >= 1)
            solver.addConstraint(h[r][c] >= 1)
            solver.addConstraint((w[r][c] == 8 + (r * 7 + c * 3) % 11) | "weak")
            solver.addConstraint((h[r][c] == 1 + (r * 5 + c) % 4) | "weak")
    for r in range(side):
        solver.addConstraint(x[r][side - 1] + w[r][side - 1] <= 10 * side)
    for c in range(side):
        solver.addConstraint(y[side - 1][c] + h[side - 1][c] <= 3 * side)
    solver.updateVariables()


def build_squeezed(rows=40, columns=25):
    solver = kiwi.Solver()
    screen_width = kiwi.Variable("screen.width")
    screen_height = kiwi.Variable("screen.height")
    solver.addEditVariable(screen_width, 1e9)
    solver.addEditVariable(screen_height, 1e9)
    solver.suggestValue(screen_width, 100)
    solver.suggestValue(screen_height, rows + 2)

    def boxes(name):
        return [[kiwi.Variable("b%d_%d.%s" % (r, c, name)) for c in range(columns)] for r in range(rows)]

    left, top, width, height = boxes("left"), boxes("top"), boxes("width"), boxes("height")
    for r in range(rows):
        for c in range(columns):
            solver.addConstraint(width[r][c] >= 0)
            solver.addConstraint(height[r][c] >= 0)
            solver.addConstraint(left[r][c] == 1 if c == 0 else left[r][c] == left[r][c - 1] + width[r][c - 1] + 1)
            solver.addConstraint(top[r][c] == 0 if r == 0 else top[r][c] == top[r - 1][c] + height[r - 1][c])
            solver.addConstraint(height[r][c] == 1)
            solver.addConstraint(width[r][c] >= 1)
            solver.addConstraint((width[r][c] == 10) | "weak")
            if c == columns - 1:
                solver.addConstraint(left[r][c] + width[r][c] <= screen_width - 1)
    solver.updateVariables()
    return solver, screen_width


def squeezed_resize(system):
    solver, screen_width = system
    for w in range(100, 200):
        solver.suggestValue(screen_width, w)
        solver.updateVariables()


def best(repeats, body):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        body()
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    case, n = sys.argv[1], int(sys.argv[2])
    repeats = 5 if n <= 100 else 1
    if case == "chain":
        seconds = best(repeats, lambda: build_chain(n))
    elif case == "resize":
        chain = build_chain(n)
        seconds = best(repeats, lambda: resize(chain))
    elif case == "grid":
        seconds = best(repeats, lambda: build_grid(n))
    elif case == "squeezed":
        seconds = best(1, build_squeezed)
    elif case == "squeezed-resize":
        system = build_squeezed()
        seconds = best(3, lambda: squeezed_resize(system))
    else:
        raise SystemExit("unknown case " + case)
    # Printed by hand: `import json` would pick up the sibling peer script json.py.
    print('{"seconds": %r}' % seconds)


if __name__ == "__main__":
    main()
