#!/usr/bin/env python3
"""Differential oracle for ConstraintSolver: replays constraint systems through kiwisolver.

Reads JSON from stdin: {"systems": [{"vars": N, "ops": [op, ...]}, ...]} where op is one of
  ["add", id, [[var, coef], ...], constant, "eq"|"le"|"ge", strength]
  ["remove", id]
  ["edit", var, strength]
  ["unedit", var]
  ["suggest", var, value]
(constraint: sum(coef * var) + constant  OP  0; strength is kiwi's number, 1001001000 = required).
Prints one JSON line per system: a list with one [status, [values...]] per op, values read after
updateVariables(); status is "ok", "unsatisfiable", "duplicate", "unknown", "duplicate_edit",
"unknown_edit" or "bad_required".

kiwi's state is not reliable after UnsatisfiableConstraint (the failed row may stay in its tableau),
so after that error the oracle rebuilds the solver from the live constraints, edits and suggestions.
kiwi can also abort the process ("The objective is unbounded", an internal error after some removals),
so each system runs in a forked child; when it aborts, the remaining steps are replayed on a solver
rebuilt from scratch before every step, and a step that aborts even so is reported as "kiwi_crash".
kiwi has no anti-cycling rule, and on some degenerate systems it cycles for ever (allocating as it
goes: 14 GB after 18 minutes): a child that finishes no step for STEP_TIMEOUT seconds is killed, and
the system's remaining steps are reported as "kiwi_crash" (a solver rebuilt with the same rows would
cycle again).
"""
import json
import os
import select
import signal
import sys

import kiwisolver as kiwi

OPS = {"eq": "==", "le": "<=", "ge": ">="}


def run(system, fresh_from=None):
    """Yields [status, values] per op; from op `fresh_from` on, rebuilds the solver before each op."""
    variables = [kiwi.Variable("v%d" % i) for i in range(system["vars"])]
    solver = kiwi.Solver()
    live = {}  # id -> constraint, insertion ordered
    edits = {}  # var -> [strength, suggested or None], insertion ordered

    def rebuild():
        nonlocal solver
        solver = kiwi.Solver()
        for constraint in live.values():
            solver.addConstraint(constraint)
        for var, (strength, value) in edits.items():
            solver.addEditVariable(variables[var], strength)
            if value is not None:
                solver.suggestValue(variables[var], value)

    for index, op in enumerate(system["ops"]):
        if fresh_from is not None and index >= fresh_from:
            rebuild()
        status = "ok"
        kind = op[0]
        try:
            if kind == "add":
                _, cid, terms, constant, rel, strength = op
                expr = kiwi.Expression([kiwi.Term(variables[v], c) for v, c in terms], constant)
                constraint = kiwi.Constraint(expr, OPS[rel], strength)
                if cid in live:
                    raise kiwi.DuplicateConstraint(constraint)
                solver.addConstraint(constraint)
                live[cid] = constraint
            elif kind == "remove":
                cid = op[1]
                if cid not in live:
                    raise kiwi.UnknownConstraint(None)
                solver.removeConstraint(live.pop(cid))
            elif kind == "edit":
                _, var, strength = op
                solver.addEditVariable(variables[var], strength)
                edits[var] = [strength, None]
            elif kind == "unedit":
                var = op[1]
                solver.removeEditVariable(variables[var])
                del edits[var]
            elif kind == "suggest":
                _, var, value = op
                solver.suggestValue(variables[var], value)
                edits[var][1] = value
        except kiwi.UnsatisfiableConstraint:
            status = "unsatisfiable"
            rebuild()
        except kiwi.DuplicateConstraint:
            status = "duplicate"
        except kiwi.UnknownConstraint:
            status = "unknown"
        except kiwi.DuplicateEditVariable:
            status = "duplicate_edit"
        except kiwi.UnknownEditVariable:
            status = "unknown_edit"
        except kiwi.BadRequiredStrength:
            status = "bad_required"
        solver.updateVariables()
        yield [status, [v.value() for v in variables]]


STEP_TIMEOUT = 20  # seconds without a finished step (a step takes microseconds)


def read_lines(read_end, pid):
    """The lines a child writes to the pipe `read_end` (closed here), and whether it hung: the child
    is killed when STEP_TIMEOUT seconds pass without a line."""
    lines = []
    pending = b""
    hung = False
    while True:
        ready, _, _ = select.select([read_end], [], [], STEP_TIMEOUT)
        if not ready:
            os.kill(pid, signal.SIGKILL)
            hung = True
            break
        chunk = os.read(read_end, 1 << 16)
        if not chunk:
            break
        pending += chunk
        *complete, pending = pending.split(b"\n")
        lines += [line.decode() for line in complete]
    os.close(read_end)
    return lines, hung


def in_child(system, fresh_from, skip):
    """Runs `run` in a forked child; returns the steps after `skip` it finished, whether it aborted
    (or hung, and was killed) and whether it hung."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 2)
        with os.fdopen(write_end, "w") as out:
            for n, step in enumerate(run(system, fresh_from)):
                if n >= skip:
                    out.write(json.dumps(step) + "\n")
                    out.flush()
        os._exit(0)
    os.close(write_end)
    lines, hung = read_lines(read_end, pid)
    steps = [json.loads(line) for line in lines]
    _, status = os.waitpid(pid, 0)
    return steps, status != 0 or hung, hung


def run_isolated(system):
    total = len(system["ops"])
    steps, aborted, hung = in_child(system, None, 0)
    while aborted and len(steps) < total:
        if hung:
            steps += [["kiwi_crash", []] for _ in range(total - len(steps))]
            break
        done = len(steps)
        more, aborted, hung = in_child(system, done, done)
        steps += more
        if aborted and not hung and len(steps) == done:
            steps.append(["kiwi_crash", []])
            aborted = len(steps) < total
    return steps


def batch_in_child(systems, start):
    """Runs systems from `start` in one forked child; returns the finished systems' steps (a list per
    system, the last one possibly partial) and whether the child aborted."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 2)
        with os.fdopen(write_end, "w") as out:
            for system in systems[start:]:
                for step in run(system):
                    out.write(json.dumps(step) + "\n")
                out.write("end\n")
                out.flush()
        os._exit(0)
    os.close(write_end)
    lines, hung = read_lines(read_end, pid)
    results = [[]]
    for line in lines:
        if line == "end":
            results.append([])
        else:
            results[-1].append(json.loads(line))
    _, status = os.waitpid(pid, 0)
    if status == 0 and not hung:
        results.pop()
    return results, status != 0 or hung


def main():
    systems = json.load(sys.stdin)["systems"]
    start = 0
    while start < len(systems):
        results, aborted = batch_in_child(systems, start)
        if aborted:
            results[-1] = run_isolated(systems[start + len(results) - 1])
        for steps in results:
            sys.stdout.write(json.dumps(steps) + "\n")
        start += len(results)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
