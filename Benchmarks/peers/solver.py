#!/usr/bin/env python3
"""kiwisolver peer for the `solver` benchmark suite: the same systems as SolverSuite.swift.

Usage: solver.py (chain|resize|grid|squeezed|squeezed-resize) N  ->  prints {"seconds": best time of the case}
       solver.py general N PATH  ->  writes N general random systems (the stress check's general family,
       Scripts/oracles/solver_stress.py, 20 to 120 operations) to PATH as JSON, replays them through
       kiwisolver and prints {"seconds": total, "skipped": [systems kiwi aborted on]}
"""
import os
import random
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


GENERAL_SEED = 36


def oracles():
    """The stress check's modules (Scripts/oracles): its generator and its kiwi replay."""
    here = os.path.dirname(os.path.abspath(__file__))
    # This folder off the path (its json.py would hide the standard module the oracles import).
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]
    sys.path.insert(0, os.path.join(here, "..", "..", "Scripts", "oracles"))
    import kiwi_oracle
    import solver_stress

    return solver_stress, kiwi_oracle


def general_systems(count):
    """The benchmark's general systems: the stress check's general family, from a fixed seed."""
    solver_stress, _ = oracles()
    rng = random.Random("general benchmark %d" % GENERAL_SEED)
    return [solver_stress.general_system(rng, operations=(20, 120)) for _ in range(count)]


def replay(system):
    """One system through kiwi, one call at a time, values read after every step (as ours does):
    the stress check's replay (Scripts/oracles/kiwi_oracle.py), which rebuilds kiwi from the live
    constraints, edits and suggestions after an UnsatisfiableConstraint (kiwi's state is not
    reliable then: the failed row may stay in its tableau, and later calls abort)."""
    _, kiwi_oracle = oracles()
    for _ in kiwi_oracle.run(system):
        pass


def general(count, path):
    """Times kiwi on the systems, each in a child process of a batch (kiwi aborts on a few): the
    total of the systems it replayed in full, and the numbers of the others."""
    systems = general_systems(count)
    with open(path, "w") as f:
        f.write('{"systems": [')
        for i, system in enumerate(systems):
            f.write(("," if i else "") + repr_system(system))
        f.write("]}")
    total = 0.0
    skipped = []
    start = 0
    while start < len(systems):
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read)
            # kiwi's aborts print to standard error; the skipped list says which systems.
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 2)
            for i in range(start, len(systems)):
                # CPU time: the machine may be shared, and ours is timed the same way.
                began = time.process_time()
                replay(systems[i])
                os.write(write, b"%d %r\n" % (i, time.process_time() - began))
            os._exit(0)
        os.close(write)
        done = start
        with os.fdopen(read) as lines:
            for line in lines:
                index, seconds = line.split()
                total += float(seconds)
                done = int(index) + 1
        os.waitpid(pid, 0)
        if done < len(systems):
            skipped.append(done)
            done += 1
        start = done
    return total, skipped


def repr_system(system):
    """A system as JSON, by hand (`import json` would pick up the sibling peer script json.py)."""
    ops = []
    for op in system["ops"]:
        if op[0] == "add":
            terms = ",".join("[%d,%r]" % (v, float(c)) for v, c in op[2])
            ops.append('["add",%d,[%s],%r,"%s",%r]' % (op[1], terms, float(op[3]), op[4], float(op[5])))
        elif op[0] in ("remove", "unedit"):
            ops.append('["%s",%d]' % (op[0], op[1]))
        else:
            ops.append('["%s",%d,%r]' % (op[0], op[1], float(op[2])))
    return '{"vars":%d,"ops":[%s]}' % (system["vars"], ",".join(ops))


def best(repeats, body):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        body()
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    case, n = sys.argv[1], int(sys.argv[2])
    if case == "general":
        seconds, skipped = general(n, sys.argv[3])
        print('{"seconds": %r, "skipped": [%s]}' % (seconds, ", ".join(map(str, skipped))))
        return
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
