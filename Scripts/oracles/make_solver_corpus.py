#!/usr/bin/env python3
"""Writes Tests/ConstraintSolverTests/KiwiCorpus.swift: fixed-seed random constraint systems with
kiwisolver's answers, so the solver's differential test also runs without Python.

Usage: .venv/bin/python Scripts/oracles/make_solver_corpus.py [--check] [count] [seed]
With --check, replays the committed corpus through kiwisolver and fails unless every status is
the same and every step's values are kiwi's up to ties: kiwi breaks ties between equal strengths
differently from run to run (its expressions order terms by object address), so values are compared
through the weighted error of the non-required constraints and the feasibility of the required ones.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kiwi_oracle  # noqa: E402

REQUIRED = 1001001000.0
COEFFICIENTS = [1.0, 1.0, 1.0, -1.0, -1.0, 2.0, -2.0, 0.5, 3.0]


def strength(rng):
    roll = rng.randrange(100)
    if roll < 38:
        return REQUIRED
    if roll < 53:
        return 1000000.0
    if roll < 70:
        return 1000.0
    if roll < 88:
        return 1.0
    return rng.randint(0, 2) * 1e6 + rng.randint(0, 3) * 1e3 + rng.randint(1, 5)


def system(rng):
    nvars = rng.randint(2, 8)
    ops = []
    created, live, edited = [], [], []
    for _ in range(rng.randint(6, 30)):
        roll = rng.randrange(100)
        if roll < 58 or not created:
            cid = len(created)
            created.append(cid)
            live.append(cid)
            chosen = rng.sample(range(nvars), rng.randint(1, min(3, nvars)))
            terms = [[v, rng.choice(COEFFICIENTS)] for v in chosen]
            rel = rng.choice(["eq", "eq", "le", "ge"])
            ops.append(["add", cid, terms, float(rng.randint(-50, 50)), rel, strength(rng)])
        elif roll < 73:
            if rng.randrange(10) == 0 or not live:
                ops.append(["remove", rng.choice(created)])
            else:
                ops.append(["remove", live.pop(rng.randrange(len(live)))])
        elif roll < 76:
            cid = rng.choice(created)
            if cid in live:
                ops.append(next(op for op in ops if op[0] == "add" and op[1] == cid))
        elif roll < 83:
            s = REQUIRED if rng.randrange(20) == 0 else rng.choice([1e6, 1e3, 1.0])
            v = rng.randrange(nvars)
            if s < REQUIRED and v not in edited:
                edited.append(v)
            ops.append(["edit", v, s])
        elif roll < 86:
            v = rng.randrange(nvars)
            if v in edited:
                edited.remove(v)
            ops.append(["unedit", v])
        else:
            v = rng.choice(edited) if edited and rng.randrange(5) else rng.randrange(nvars)
            ops.append(["suggest", v, rng.randint(-200, 200) / 2])
    return {"vars": nvars, "ops": ops}


def weighted_error(values, live, edits):
    """(sum of strength x violation over non-required constraints and edits, worst required violation)"""
    error, worst = 0.0, 0.0
    for _, _, terms, constant, rel, strength in live.values():
        v = constant + sum(c * values[i] for i, c in terms)
        violation = abs(v) if rel == "eq" else (max(0.0, v) if rel == "le" else max(0.0, -v))
        if strength >= REQUIRED:
            worst = max(worst, violation)
        else:
            error += strength * violation
    for var, (strength, target) in edits.items():
        error += strength * abs(values[var] - (target or 0.0))
    return error, worst


def check_committed(path, root):
    with open(path) as committed:
        lines = [line.strip() for line in committed if line.startswith("    {")]
    problems = 0
    for n, line in enumerate(lines):
        recorded = json.loads(line)
        fresh = kiwi_oracle.run_isolated(recorded)
        live, edits = {}, {}
        for step, (op, old, new) in enumerate(zip(recorded["ops"], recorded["kiwi"], fresh)):
            if old[0] != new[0]:
                problems += 1
                print("system %d step %d: status %s, kiwi now says %s" % (n, step, old[0], new[0]))
                break
            if new[0] == "ok":
                if op[0] == "add":
                    live[op[1]] = op
                elif op[0] == "remove":
                    live.pop(op[1])
                elif op[0] == "edit":
                    edits[op[1]] = [op[2], None]
                elif op[0] == "unedit":
                    edits.pop(op[1])
                elif op[0] == "suggest":
                    edits[op[1]][1] = op[2]
            if new[0] == "kiwi_crash":
                break
            old_error, old_worst = weighted_error(old[1], live, edits)
            new_error, _ = weighted_error(new[1], live, edits)
            if old_worst > 1e-6 or abs(old_error - new_error) > 1e-6 * max(1.0, abs(new_error)):
                problems += 1
                print("system %d step %d: recorded answer is not kiwi's optimum" % (n, step))
                break
    if problems:
        sys.exit("%s: %d systems disagree with kiwisolver" % (os.path.relpath(path, root), problems))
    print("%s agrees with kiwisolver (%d systems)" % (os.path.relpath(path, root), len(lines)))


def main():
    args = sys.argv[1:]
    check = "--check" in args
    args = [a for a in args if a != "--check"]
    count = int(args[0]) if len(args) > 0 else 400
    seed = int(args[1]) if len(args) > 1 else 20261130
    rng = random.Random(seed)
    lines = []
    for _ in range(count):
        s = system(rng)
        s["kiwi"] = kiwi_oracle.run_isolated(s)
        lines.append(json.dumps(s, separators=(",", ":")))
    text = (
        "// Generated by Scripts/oracles/make_solver_corpus.py (kiwisolver %s, seed %d): do not edit.\n"
        % (kiwi_oracle.kiwi.__version__, seed)
        + "// One random constraint system per line with kiwisolver's status and values after each op.\n\n"
        + 'let kiwiCorpus = #"""\n'
        + "\n".join("    " + line for line in lines)
        + '\n    """#\n'
    )
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    path = os.path.join(root, "Tests", "ConstraintSolverTests", "KiwiCorpus.swift")
    if check:
        check_committed(path, root)
        return
    with open(path, "w") as out:
        out.write(text)
    print("wrote %d systems to %s" % (count, os.path.relpath(path, root)))


if __name__ == "__main__":
    main()
