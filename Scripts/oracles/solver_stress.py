#!/usr/bin/env python3
"""Differential stress check of ConstraintSolver against kiwisolver, exact arithmetic as referee.

Usage: solver_stress.py [--systems N] [--seed S] [--swift-test-args ...]

Generates random systems with decimal coefficients (0.3, 1.5, -0.25 …), redundant rows (multiples
and sums of earlier rows, required or not), contradictions (such a row with its constant moved),
removals, re-adds, edit variables and suggestions, (one system in 40, `general_system`)
small general systems of 10 to 40 variables and up to 100 operations, and (one in 20,
`near_parallel_system`) pairs of rows made parallel by decimal arithmetic in binary (`3 * 0.3`,
`0.2 + 0.7`), contradictory or consistent. Replays them through this solver (the test
`StressDriverTests`, which reads the systems from a file) and through kiwisolver (Scripts/oracles/
kiwi_oracle.py, a forked worker per batch, since kiwi aborts on some systems).

Every step of ours must keep its required constraints (within 1e-9 of each row's magnitude), and
none may be a numerical failure (the solver decides those in exact arithmetic). Where
the two solvers agree (status and values within 1e-6) nothing more is asked. Where they disagree,
or kiwi aborted, the exact referee (exact_lp.py, Fractions) decides: an add's status must be the
exact verdict on the required constraints (exceptions, `referee_required_add`: a required row that
contradicts the others by at most the 1e-9 of its magnitude within which a row counts as holding
may be accepted, `within_tolerance`, and so may one whose contradiction is spread over the live
required rows, when at our values every one of them holds within that tolerance: the contract's
either-answer band, `within_band`), and our weighted error must be the exact optimum (within 1e-9 of the weights
times the rows' magnitudes, or, where the optimum is ill-conditioned, within how far it moves when
the required rows move by that tolerance: `sensitivity`). Prints how many systems and steps it compared and
how each disagreement was settled; exits 1 on any step where ours is wrong.

The solver's contract (the SolvingConstraints article) is checked on every step: no value beyond
10^12 (`VALUE_BOUND`), and a required add that exact arithmetic finds feasible may be refused only
when no solution within 10^8 holds it (`FEASIBLE_BOUND`); where ours answers within the bound and
the exact optimum lies beyond it, the optimum within the bound is the referee's.
"""
import argparse
import json
import math
import multiprocessing
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import exact_lp  # noqa: E402
import kiwi_oracle  # noqa: E402

REQUIRED = 1001001000.0
STRONG, MEDIUM, WEAK = 1e6, 1e3, 1.0
# `Solver.exactArithmeticLimit`: up to this many constraints a numerical failure is a disagreement.
EXACT_BOUND = 300
COEFFICIENTS = [1, 1, -1, -1, 2, -2, 0.5, -0.5, 1.5, 0.3, -0.3, 0.25, 0.1, 1.2, -1.2, 3, 4, -5, 10, 0.75, 2.5]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def decimal(x, places=12):
    """x rounded to a decimal that prints short (what an author would write): 12 places, so the
    binary noise of a product goes and the decimal itself stays, and a multiple of an earlier row is
    an exact multiple (the near-parallel case, NEAR_PARALLEL, rounds some to 6 places on purpose)."""
    return float(round(x, places))


# The share of redundant rows (multiples and sums of earlier rows) rounded to 6 places instead of 12,
# as an earlier generator did with every row: a multiple whose exact decimal is longer becomes a
# nearly parallel twin (1.5 * 0.390625 = 0.5859375 is written 0.585938, off by 8.5e-7 of its size;
# most multiples are short decimals and stay exact: about 4 such rows in 1,000 systems). Such
# a row meets its source at some distance (0.082031*x - 0.109375*y + 1.21625 == 0 after
# 0.75*x - y + 11.12 == 0 meets it at x = 0, which the solver must find), or, when the exact multiple
# contradicts a live row, only far away (values around 10^6). The referee lets the solver decide such
# a row as its exact twin (`decided_as_twin`). Drawn from a second generator, so that the main one
# (and every system number of earlier runs) stays as it was.
NEAR_PARALLEL = 1.0


def random_strength(rng):
    roll = rng.random()
    if roll < 0.5:
        return REQUIRED
    if roll < 0.62:
        return STRONG
    if roll < 0.75:
        return MEDIUM
    if roll < 0.92:
        return WEAK
    return float(rng.randint(0, 2) * 1e6 + rng.randint(0, 3) * 1e3 + rng.randint(1, 5))


def random_system(rng, vars_range, ops_range, near):
    n = rng.randint(*vars_range)
    count = rng.randint(*ops_range)
    ops = []
    rows = {}  # id -> (terms, constant, relation, strength) of every add so far
    twins = {}  # id -> [terms, constant] of a nearly parallel row's exact twin
    live = []
    removed = []
    edited = []
    next_id = 0

    def rounded(terms, constant, places):
        merged = {}
        for v, c in terms:
            merged[v] = decimal(merged.get(v, 0.0) + c, places)
        return [[v, c] for v, c in merged.items() if c != 0], decimal(constant, places)


    def new_add(terms, constant, relation, strength, places=12):
        nonlocal next_id
        exact_terms, exact_constant = rounded(terms, constant, 12)
        terms, constant = rounded(terms, constant, places)
        if not terms:
            return
        cid = next_id
        next_id += 1
        if (terms, constant) != (exact_terms, exact_constant):
            twins[cid] = [exact_terms, exact_constant]
        rows[cid] = (terms, constant, relation, strength)
        live.append(cid)
        ops.append(["add", cid, terms, constant, relation, strength])

    for _ in range(count):
        roll = rng.random()
        if roll < 0.45 or not rows:
            k = rng.randint(1, min(4, n))
            terms = [[v, rng.choice(COEFFICIENTS)] for v in rng.sample(range(n), k)]
            constant = rng.choice([rng.randint(-400, 400), rng.randint(-4000, 4000) / 100, rng.randint(-80, 80) / 4])
            relation = rng.choice(["eq", "eq", "le", "ge"])
            new_add(terms, constant, relation, random_strength(rng))
        elif roll < 0.62:
            # Redundant: k·a (+ m·b) of earlier rows; equalities combine freely, inequalities with
            # positive factors and the same direction.
            a = rows[rng.choice(list(rows))]
            k = rng.choice([2, -3, 0.5, 1.5, 10, -0.25, 4]) if a[2] == "eq" else rng.choice([2, 0.5, 3, 1.5])
            terms = [(v, c * k) for v, c in a[0]]
            constant = a[1] * k
            relation = a[2]
            if rng.random() < 0.5:
                same = [r for r in rows.values() if r[2] == relation or r[2] == "eq"]
                if relation != "eq" and same:
                    b = rng.choice(same)
                    m = rng.choice([1, 2, 0.5]) if b[2] == relation else rng.choice([1, -1, 2.5])
                    terms += [(v, c * m) for v, c in b[0]]
                    constant += b[1] * m
                elif relation == "eq":
                    eqs = [r for r in rows.values() if r[2] == "eq"]
                    if eqs:
                        b = rng.choice(eqs)
                        m = rng.choice([1, -1, 2, 0.3])
                        terms += [(v, c * m) for v, c in b[0]]
                        constant += b[1] * m
            if relation != "eq" and k < 0:
                relation = "ge" if relation == "le" else "le"
            strength = REQUIRED if rng.random() < 0.7 else random_strength(rng)
            new_add(terms, constant, relation, strength, 6 if near.random() < NEAR_PARALLEL else 12)
        elif roll < 0.68:
            # Contradictory (with the required row it comes from, while that row is live).
            a = rows[rng.choice(list(rows))]
            k = rng.choice([1, 2, -1.5, 0.3, 4])
            terms = [(v, c * k) for v, c in a[0]]
            shift = rng.choice([0.25, 1, 3.5, 0.05, 20])
            if a[2] == "eq":
                new_add(terms, a[1] * k + shift, rng.choice(["le", "eq"]), REQUIRED)
            else:
                # a: e <= 0 (or >= 0); the opposite side beyond `shift`.
                sign = 1 if a[2] == "le" else -1
                flipped = [(v, -c * sign) for v, c in a[0]]
                new_add(flipped, -a[1] * sign + shift, "le", REQUIRED)
        elif roll < 0.78:
            if live and rng.random() < 0.92:
                cid = live.pop(rng.randrange(len(live)))
                removed.append(cid)
                ops.append(["remove", cid])
            else:
                ops.append(["remove", rng.choice(list(rows))])
        elif roll < 0.81:
            # Re-solve: a removed constraint comes back (the same instance, re-added).
            if removed:
                cid = removed.pop(rng.randrange(len(removed)))
                terms, constant, relation, strength = rows[cid]
                live.append(cid)
                ops.append(["add", cid, terms, constant, relation, strength])
        elif roll < 0.87:
            v = rng.randrange(n)
            strength = rng.choice([STRONG, MEDIUM, WEAK, 1e9, 5e5])
            if v not in edited:
                edited.append(v)
            ops.append(["edit", v, strength])
        elif roll < 0.89 and edited:
            v = edited.pop(rng.randrange(len(edited)))
            ops.append(["unedit", v])
        else:
            v = rng.choice(edited) if edited and rng.random() < 0.9 else rng.randrange(n)
            for _ in range(rng.choice([1, 1, 2, 5])):
                ops.append(["suggest", v, rng.randint(-2000, 2000) / 4])
    return {"vars": n, "ops": ops, "twins": {str(cid): twin for cid, twin in twins.items()}}


# The general family: small systems like the ones a differential run against kiwisolver found wrong
# (10 to 40 variables, up to 100 operations, terms over up to 5 variables with the coefficients and
# one- or two-place decimal constants an author writes, mixed strengths, removals and a few edits).
# Values reach 10^4 to 10^5 through chains of equalities, where rounding of a row's parts matters.
GENERAL_COEFFICIENTS = [1, 1, -1, -1, 0.25, -0.25, 0.3, 0.5, -0.5, 0.75, 1.2, 1.5, -1.5, 2, -2, 2.5, 3, -3, 4, 5, -5, 8, 10, -10, 15]


# One system in 40 is of the general family: the exact referee (fractions, from scratch at each
# step kiwi aborts on or disagrees with) spends about a minute on one of them, so CI's 1,000
# systems see 25 and stay within minutes.
GENERAL_EVERY = 40


def general_system(rng, operations=(20, 100)):
    n = rng.randint(10, 40)
    count = rng.randint(*operations)
    ops = []
    live = []
    removed = []
    edited = []
    next_id = 0
    for _ in range(count):
        roll = rng.random()
        if roll < 0.72 or not live:
            k = rng.choice([1, 1, 2, 2, 3, 3, 4, 5])
            terms = [[v, float(rng.choice(GENERAL_COEFFICIENTS))] for v in rng.sample(range(n), min(k, n))]
            constant = rng.choice([rng.randint(-600, 600) / 100, rng.randint(-900, 900) / 10, float(rng.randint(-300, 300)), rng.randint(-4000, 4000) / 4])
            relation = rng.choice(["eq", "eq", "le", "ge"])
            roll = rng.random()
            strength = REQUIRED if roll < 0.55 else WEAK if roll < 0.78 else STRONG if roll < 0.92 else MEDIUM
            ops.append(["add", next_id, terms, decimal(constant), relation, strength])
            live.append(next_id)
            next_id += 1
        elif roll < 0.84:
            cid = live.pop(rng.randrange(len(live)))
            removed.append(cid)
            ops.append(["remove", cid])
        elif roll < 0.88 and removed:
            cid = removed.pop(rng.randrange(len(removed)))
            add = next(op for op in ops if op[0] == "add" and op[1] == cid)
            live.append(cid)
            ops.append(list(add))
        elif roll < 0.93:
            v = rng.randrange(n)
            if v not in edited:
                edited.append(v)
            ops.append(["edit", v, rng.choice([STRONG, MEDIUM, WEAK])])
        else:
            v = rng.choice(edited) if edited else rng.randrange(n)
            ops.append(["suggest", v, rng.randint(-4000, 4000) / 4])
    return {"vars": n, "ops": ops, "twins": {}}


# The near-parallel family: pairs of rows that an author writes as parallel, built by decimal
# arithmetic in binary. The second row of a pair is the first times a factor (`k * a` computed in
# Double: 3 * 0.3 is 0.8999999999999999, not the 0.9 written), or has coefficients that are sums of
# decimals not exact in binary (0.1 + 0.2), and its constant is either the same multiple (a
# consistent pair: the exact twin is redundant) or moved by a shift (a contradictory pair: exactly,
# the two rows are not parallel and meet only near 10^15 to 10^17, beyond `VALUE_BOUND`, so the
# contract asks for a refusal). The exact twin (the literal decimals, `k·a` exactly) is recorded as
# a nearly parallel row's, as NEAR_PARALLEL's are. One system in 20 (its own generator, so that
# every other system number names the same system as before).
NEAR_COEFFICIENTS = [0.1, 0.2, 0.3, -0.3, 0.7, -0.7, 1.1, 1.3, 0.15, 2.3, 0.45, -1.7, 0.6, 1.2, 3.3]
NEAR_FACTORS = [3, 3, 7, 0.1, 1.1, 3.3, 10, 0.7, 6, -3, 0.3]
NEAR_SPLITS = [(0.1, 0.2), (0.2, 0.1), (0.7, 0.2), (1.1, 2.2), (0.3, 0.6), (0.15, 0.15)]
NEAR_EVERY = 20
# `Solver.valueBound`: no accepted value beyond it; a required add that only values beyond 10^8 can
# hold may be refused (the contract's gap between 10^8 and 10^12).
VALUE_BOUND = 1e12
FEASIBLE_BOUND = 10**8


def near_parallel_system(rng):
    n = rng.randint(2, 8)
    ops = []
    twins = {}
    rows = {}
    live = []
    edited = []
    next_id = 0

    def add(terms, constant, relation, strength, twin=None):
        nonlocal next_id
        cid = next_id
        next_id += 1
        rows[cid] = (terms, constant, relation, strength)
        if twin is not None and (twin[0], twin[1]) != (terms, constant):
            twins[cid] = twin
        live.append(cid)
        ops.append(["add", cid, terms, constant, relation, strength])
        return cid

    for _ in range(rng.randint(4, 12)):
        roll = rng.random()
        if roll < 0.5 or not rows:
            # A pair: a source row, then its near-parallel partner.
            k = rng.randint(min(2, n), min(3, n))
            source = [[v, rng.choice(NEAR_COEFFICIENTS)] for v in rng.sample(range(n), k)]
            constant = decimal(rng.choice([rng.randint(-9000, 9000) / 200, float(rng.randint(-300, 300)), rng.randint(-400, 400) / 10]))
            relation = rng.choice(["eq", "eq", "le", "ge"])
            strength = REQUIRED if rng.random() < 0.8 else rng.choice([STRONG, WEAK])
            factor = rng.choice(NEAR_FACTORS)
            exact_terms = [[v, decimal(c * factor)] for v, c in source]
            if rng.random() < 0.3:
                # Sums of decimals: each coefficient written as p + q, two short decimals whose sum
                # in binary is not the decimal p + q (0.2 + 0.7 is 0.8999999999999999).
                terms = []
                for v, c in exact_terms:
                    p = decimal(c * rng.choice([0.1, 0.3, 0.5, 0.25, 0.7]), 6)
                    terms.append([v, p + decimal(c - p)])
            else:
                terms = [[v, c * factor] for v, c in source]
            # The partner's relation as the multiple (k·(e + c) <= 0 when e + c <= 0 and k > 0).
            natural = relation
            if relation != "eq" and factor < 0:
                natural = "ge" if relation == "le" else "le"
            contradictory = rng.random() < 0.5
            shift = rng.choice([0.05, 0.5, 2.0, 20.0]) if contradictory else 0.0
            partner_relation = natural
            if contradictory:
                # An equality's multiple moved; an inequality's on its other side beyond the shift.
                if relation == "eq":
                    partner_relation = rng.choice(["eq", "le"])
                else:
                    partner_relation = "ge" if natural == "le" else "le"
                    shift = -shift if partner_relation == "ge" else shift
            add(source, constant, relation, strength)
            partner_strength = REQUIRED if contradictory or rng.random() < 0.8 else WEAK
            add(terms, constant * factor + shift, partner_relation, partner_strength,
                twin=[exact_terms, decimal(decimal(constant * factor) + shift)])
        elif roll < 0.65:
            # Weak preferences, so that the values matter.
            v = rng.randrange(n)
            add([[v, 1.0]], float(rng.randint(-200, 200)), "eq", rng.choice([WEAK, MEDIUM]))
        elif roll < 0.75 and live:
            cid = live.pop(rng.randrange(len(live)))
            ops.append(["remove", cid])
        elif roll < 0.85:
            v = rng.randrange(n)
            if v not in edited:
                edited.append(v)
            ops.append(["edit", v, rng.choice([STRONG, MEDIUM, WEAK])])
        else:
            v = rng.choice(edited) if edited else rng.randrange(n)
            ops.append(["suggest", v, rng.randint(-4000, 4000) / 4])
    return {"vars": n, "ops": ops, "twins": {str(cid): twin for cid, twin in twins.items()}}


def generate(count, seed):
    rng = random.Random(seed)
    pairs = random.Random("near-parallel pairs %d" % seed)
    near = random.Random("near-parallel %d" % seed)
    # From a generator of its own, so that every other system number names the same system as before.
    general = random.Random("general %d" % seed)
    systems = []
    for i in range(count):
        if i % 10 == 9:
            systems.append(random_system(rng, (8, 16), (30, 70), near))
        else:
            system = random_system(rng, (2, 10), (6, 36), near)
            if i % GENERAL_EVERY == 4:
                system = general_system(general)
            elif i % NEAR_EVERY == 12:
                system = near_parallel_system(pairs)
            systems.append(system)
    return systems


def start_ours(systems, swift_args, tmp):
    """Starts the Swift driver on `systems` in the background (it runs while kiwi does)."""
    source = os.path.join(tmp, "systems.json")
    target = os.path.join(tmp, "ours.jsonl")
    log = open(os.path.join(tmp, "ours.log"), "w+")
    with open(source, "w") as f:
        json.dump({"systems": systems}, f)
    env = dict(os.environ, PANELKIT_SOLVER_STRESS_INPUT=source, PANELKIT_SOLVER_STRESS_OUTPUT=target)
    command = ["swift", "test", "--skip-build", *swift_args, "--filter", "StressDriverTests"]
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    return process, target, log


def finish_ours(systems, started):
    process, target, log = started
    returncode = process.wait()
    lines = open(target).read().splitlines() if os.path.exists(target) else []
    if returncode != 0 or len(lines) != len(systems):
        log.seek(0)
        sys.stdout.write(log.read()[-8000:])
        print("ours stopped after %d of %d systems (exit %d); the next one is:" % (len(lines), len(systems), returncode))
        if len(lines) < len(systems):
            print(json.dumps(systems[len(lines)]))
        sys.exit(1)
    return [json.loads(line) for line in lines]


def run_kiwi(systems, batch=200):
    """kiwi's steps per system: a forked worker per batch (kiwi_oracle's), so an abort costs one batch."""
    results = []
    for start in range(0, len(systems), batch):
        chunk = systems[start : start + batch]
        done = 0
        while done < len(chunk):
            finished, aborted = kiwi_oracle.batch_in_child(chunk, done)
            if aborted:
                finished[-1] = kiwi_oracle.run_isolated(chunk[done + len(finished) - 1])
            results += finished
            done += len(finished)
    return results


def scale(terms, constant, values):
    return max(1.0, abs(constant) + sum(abs(c * values[v]) for v, c in terms))


def violation(terms, constant, relation, values):
    v = constant + sum(c * values[var] for var, c in terms)
    return abs(v) if relation == "eq" else max(0.0, v) if relation == "le" else max(0.0, -v)


def within_tolerance(n, others, row, values):
    """The decision rule for a required add that exact arithmetic calls contradictory and ours
    accepted: correct when the contradiction is at most what the check itself forgives a row that
    holds, 1e-9 of the row's magnitude at our values (`scale`). No solver can be asked to refuse a
    row it may then be said to satisfy: at that size the two verdicts are the same within rounding
    (a constant such as 16774.737500000003, a sum's binary noise read as a decimal, contradicts its
    source row by 3e-12; with values of 1e7 a shift of 0.25 is 2e-9 of a row). The contradiction is
    measured exactly: the least violation of the row given the other required rows (the row as a
    weight-1 preference). Returns the row moved by that much (the nearest consistent twin, which
    the referee uses from then on), or None when the contradiction is larger."""
    terms, constant, relation, _ = row
    least = exact_lp.solve(n, others + [(terms, constant, relation, 1)])
    if least is None or least > 1e-9 * scale(terms, constant, values):
        return None
    shifts = {"le": [-least], "ge": [least], "eq": [-least, least]}[relation]
    for shift in shifts:
        moved = (terms, exact_lp.exact(constant) + shift, relation, None)
        if exact_lp.solve(n, others + [moved]) is not None:
            return moved
    return None


def decided_as_twin(n, others, twin, row, status):
    """The decision rule for a nearly parallel row (NEAR_PARALLEL): the verdict of its exact twin
    is correct too. The two differ by coefficients at 1e-6 of their size; after elimination that
    difference times the tableau's coefficients falls below the solver's resolution (coefficients
    within 1e-8 of zero are zero, kiwi's rule, and no pivot on less than 1e-7 of a row's largest
    coefficient, so that it never divides by noise), so where the two verdicts differ the solver
    sees the twin. They differ only when the twin contradicts a live row and the rounded row meets
    it far away (values around 10^6): no layout means that."""
    if twin is None:
        return False
    twin_row = (twin[0], twin[1], row[2], row[3])
    return (exact_lp.solve(n, others + [twin_row]) is not None) == (status == "ok")


def within_band(n, required, values):
    """The contract's either-answer band (the SolvingConstraints article): a set of required rows
    that exact arithmetic calls contradictory may still be accepted when some point within the
    value bound holds every one of them within the tolerance of a row that holds. Relaxing only the
    new row (`within_tolerance`) misses the case where the contradiction is spread over rows
    already live: two equalities made nearly parallel by decimal arithmetic (1.7999999999999998,
    `3 * 0.6`) pin, exactly, a direction that rounding leaves free, and a third row that holds
    easily at the solver's values contradicts them only by that pin (seed 2027's system 9292: every
    required row within 1e-15 of its magnitude at values under 500). Our values are the point asked for when each
    required row in `required` (id -> row, the new one included) holds there within the check's
    1e-9 of its magnitude (`scale`), measured exactly; values beyond the bound fail earlier. Returns
    every row moved by its exact residual there (the least move that makes it hold at our values:
    a consistent system within rounding of the rows as written, which the referee uses from then
    on), or None when some row is off by more."""
    point = [exact_lp.exact(v) for v in values]
    moved = {}
    for cid, (terms, constant, relation, weight) in required.items():
        c = exact_lp.exact(constant)
        residual = c + sum(exact_lp.exact(a) * point[v] for v, a in terms)
        excess = residual if relation == "eq" else max(residual, 0) if relation == "le" else min(residual, 0)
        if abs(excess) > Fraction(1e-9 * scale(terms, constant, values)):
            return None
        moved[cid] = (terms, c - excess, relation, weight)
    # Our values hold every moved row exactly; the exact simplex must agree.
    if exact_lp.solve(n, list(moved.values()) + box(n, VALUE_BOUND)) is None:
        return None
    return moved


def referee_required_add(n, others, cid, row, twin, status, values, required):
    """The exact referee's decision on a required add (`row`, id `cid`) that ours answered with
    `status` ("ok" or "unsatisfiable") and `values`, given the live required rows before it
    (`others`) and after it (`required`, id -> row). Returns None when ours is wrong, else the rule
    that allows it ("exact", "within_tolerance", "near_parallel", "beyond_bound", "within_band",
    the names of `Check`'s counters) and the rows the referee knows instead from then on (id ->
    row)."""
    feasible = exact_lp.solve(n, others + [row]) is not None
    if feasible == (status == "ok"):
        return "exact", {}
    if not feasible:
        nearest = within_tolerance(n, others, row, values)
        if nearest is not None:
            # Contradictory by less than the tolerance within which a row counts as holding: from
            # here on the referee knows the row as its nearest consistent twin.
            return "within_tolerance", {cid: nearest}
    if decided_as_twin(n, others, twin, row, status):
        return "near_parallel", ({cid: (twin[0], twin[1], row[2], row[3])} if status == "ok" else {})
    if feasible and exact_lp.solve(n, others + [row] + box(n, FEASIBLE_BOUND)) is None:
        # The contract: only values beyond 10^8 hold it, and a refusal is allowed.
        return "beyond_bound", {}
    if not feasible:
        moved = within_band(n, required, values)
        if moved is not None:
            return "within_band", moved
    return None


def box(n, bound):
    """Every variable within `bound` in magnitude, as required rows."""
    b = Fraction(bound)
    return [([(v, 1)], -b, "le", None) for v in range(n)] + [([(v, 1)], b, "ge", None) for v in range(n)]


def sensitivity(n, constraints, values, optimum):
    """How far the exact optimum moves when every required row moves by the tolerance within which
    it counts as holding (1e-9 of its magnitude at our values, `scale`, rounded up to one digit):
    the optimum of the system with each required row relaxed by that much, subtracted from
    `optimum`. To first order the optimum moves as far the other way when the rows move the other
    way, so a weighted error above the optimum by no more than this is the exact optimum of a
    system whose rows differ from these by rounding: backward stable, all double precision can
    promise. It is large only where the optimum is ill-conditioned (nearly parallel rows pinning a
    variable, where 1e-16 of noise moves the intersection by 1e-5)."""
    relaxed = []
    for terms, constant, relation, weight in constraints:
        if weight is not None:
            relaxed.append((terms, constant, relation, weight))
            continue
        # One significant digit, rounded up: a short fraction (the simplex over Fractions slows and
        # grows with long denominators, as a double's repr gives).
        bound = 1e-9 * scale(terms, constant, values)
        unit = Fraction(10) ** math.floor(math.log10(bound))
        delta = math.ceil(Fraction(bound) / unit) * unit
        c = exact_lp.exact(constant)
        if relation in ("eq", "le"):
            relaxed.append((terms, c - delta, "le", None))
        if relation in ("eq", "ge"):
            relaxed.append((terms, c + delta, "ge", None))
    lower = exact_lp.solve(n, relaxed)
    return 0.0 if lower is None else float(optimum - lower)


class Check:
    def __init__(self):
        self.near_parallel = 0
        self.within_tolerance = 0
        self.within_band = 0
        self.ill_conditioned = 0
        self.numerical = 0
        self.beyond_bound = 0
        self.bounded_optimum = 0
        self.numerical_beyond = 0
        self.exact_systems = 0
        self.exact_solves = 0
        self.systems = 0
        self.steps = 0
        self.agreed = 0
        self.ties = 0
        self.refereed = 0
        self.kiwi_wrong = 0
        self.kiwi_aborts = 0
        self.failures = []

    def fail(self, n, step, op, message):
        self.failures.append("system %d step %d %s: %s" % (n, step, json.dumps(op), message))


def compare(n, system, ours, kiwi, check):
    """Walks one system; returns after the first failure of ours."""
    check.systems += 1
    if ours["invariants"]:
        check.fail(n, -1, None, "tableau invariants: %s" % ours["invariants"])
        return
    steps = ours["steps"]
    if ours.get("exact_solves", 0):
        check.exact_systems += 1
        check.exact_solves += ours["exact_solves"]
    adds = {}
    live = {}  # id -> constraint, as ours has it
    edits = {}  # var -> [weight, target]
    trust_kiwi = True
    twins = system.get("twins", {})

    def twin(cid):
        """The live row `cid` as its exact twin (itself when it has none)."""
        t = twins.get(str(cid))
        return (t[0], t[1], adds[cid][2], adds[cid][3]) if t else live[cid]

    def twinned():
        return [twin(cid) for cid in live] + [([(v, 1)], -t, "eq", w) for v, (w, t) in edits.items()]

    for step, op in enumerate(system["ops"]):
        status, values, _ = steps[step]
        if status == "numerical_failure":
            check.numerical += 1
            if len(live) + len(edits) >= EXACT_BOUND:
                check.numerical_beyond += 1
            else:
                # Within its bound the solver decides in exact arithmetic instead of failing.
                check.fail(n, step, op, "refused as a numerical failure within the exact path's bound")
        k = kiwi[step] if trust_kiwi and step < len(kiwi) else None
        if k is not None and k[0] == "kiwi_crash":
            # kiwi aborted even on a solver rebuilt for this step; it answers the later ones afresh.
            check.kiwi_aborts += 1
            k = None
        kind = op[0]
        before = list(live.values())
        if kind == "add":
            _, cid, terms, constant, relation, strength = op
            adds.setdefault(cid, (terms, constant, relation, None if strength >= REQUIRED else strength))
        if status == "ok":
            if kind == "add":
                live[op[1]] = adds[op[1]]
            elif kind == "remove":
                live.pop(op[1], None)
            elif kind == "edit":
                edits[op[1]] = [op[2], 0.0]
            elif kind == "unedit":
                edits.pop(op[1], None)
            elif kind == "suggest":
                edits[op[1]][1] = op[2]
        check.steps += 1
        if not all(abs(value) <= VALUE_BOUND for value in values):
            check.fail(n, step, op, "a value beyond the bound: %r" % max(values, key=abs))
            return
        constraints = list(live.values()) + [([(v, 1)], -t, "eq", w) for v, (w, t) in edits.items()]
        for cid, (terms, constant, relation, weight) in list(live.items()):
            if weight is None and violation(terms, constant, relation, values) > 1e-9 * scale(terms, constant, values):
                t = twin(cid)
                if t is not live[cid] and violation(t[0], t[1], relation, values) <= 1e-9 * scale(t[0], t[1], values):
                    continue  # a nearly parallel row, held as its exact twin
                check.fail(n, step, op, "required %s violated by %g" % ((terms, constant, relation), violation(terms, constant, relation, values)))
                return
        tolerance = 1e-9 * sum(w * scale(t, c, values) for t, c, _, w in constraints if w is not None)
        if k is not None and k[0] == status:
            if all(abs(a - b) <= 1e-6 * max(1.0, abs(b)) for a, b in zip(values, k[1])):
                check.agreed += 1
                continue
            # Different values with the same weighted error, kiwi's feasible too: a tie between
            # equally good solutions, not a disagreement.
            kiwi_feasible = all(
                violation(t, c, r, k[1]) <= 1e-9 * scale(t, c, k[1]) for t, c, r, w in constraints if w is None
            )
            ours_error = exact_lp.weighted_error(values, constraints)
            kiwi_error = exact_lp.weighted_error(k[1], constraints)
            if kiwi_feasible and abs(ours_error - kiwi_error) <= tolerance:
                check.agreed += 1
                check.ties += 1
                continue
        # Disagreement (or no kiwi answer): the referee decides.
        check.refereed += 1
        if kind == "add" and adds[op[1]][3] is None and status in ("ok", "unsatisfiable"):
            others = [c for c in before if c[3] is None]
            required = {cid: c for cid, c in live.items() if c[3] is None}
            verdict = referee_required_add(
                system["vars"], others, op[1], adds[op[1]], twins.get(str(op[1])), status, values, required)
            if verdict is None:
                feasible = status != "ok"
                check.fail(n, step, op, "ours says %s, exact arithmetic says %s" % (status, "feasible" if feasible else "infeasible"))
                return
            rule, replaced = verdict
            if rule != "exact":
                setattr(check, rule, getattr(check, rule) + 1)
            live.update(replaced)
            constraints = list(live.values()) + [([(v, 1)], -t, "eq", w) for v, (w, t) in edits.items()]
        optimum = exact_lp.solve(system["vars"], constraints)
        ours_error = exact_lp.weighted_error(values, constraints)
        if (optimum is None or ours_error > float(optimum) + tolerance) and any(str(c) in twins for c in live):
            # Nearly parallel rows decided as their exact twins: the optimum of that system.
            twin_optimum = exact_lp.solve(system["vars"], twinned())
            if twin_optimum is not None and exact_lp.weighted_error(values, twinned()) <= float(twin_optimum) + tolerance:
                check.near_parallel += 1
                optimum = twin_optimum
                ours_error = float(twin_optimum)
        if optimum is None:
            check.fail(n, step, op, "ours accepted an infeasible system")
            return
        if ours_error > float(optimum) + tolerance:
            # The solver's optimum is within the value bound (the exact one may lie beyond it).
            bounded = exact_lp.solve(system["vars"], constraints + box(system["vars"], VALUE_BOUND))
            if bounded is not None and bounded > optimum:
                check.bounded_optimum += 1
                optimum = bounded
        if ours_error > float(optimum) + tolerance:
            allowance = sensitivity(system["vars"], constraints, values, optimum)
            if ours_error > float(optimum) + allowance + tolerance:
                check.fail(
                    n, step, op,
                    "weighted error %r above the exact optimum %r (which moves by %r with the required rows)"
                    % (ours_error, float(optimum), allowance))
                return
            check.ill_conditioned += 1
        if k is not None:
            check.kiwi_wrong += 1
            if k[0] != status:
                # kiwi's state differs from ours from here on: the referee checks the rest.
                trust_kiwi = False


def compare_range(job):
    """Compares systems [start, end) (in a forked worker: the referee's exact arithmetic is the slow part)."""
    start, end = job
    check = Check()
    for n in range(start, end):
        began = time.monotonic()
        compare(NUMBERS[n], SHARED["systems"][n], SHARED["ours"][n], SHARED["kiwi"][n], check)
        if time.monotonic() - began > 30:
            # Exact arithmetic on an ill-conditioned system can take long; say which one.
            print("system %d took %.0f s to referee" % (NUMBERS[n], time.monotonic() - began), flush=True)
    return check


SHARED = {}
NUMBERS = []  # the generator's number of each system compared (for --only)


def compare_all(systems, ours, kiwi, workers):
    SHARED.update(systems=systems, ours=ours, kiwi=kiwi)
    chunk = max(1, len(systems) // (workers * 8))
    jobs = [(i, min(i + chunk, len(systems))) for i in range(0, len(systems), chunk)]
    if workers > 1:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            parts = pool.map(compare_range, jobs)
    else:
        parts = [compare_range(job) for job in jobs]
    total = Check()
    for part in parts:
        for key, value in vars(part).items():
            setattr(total, key, getattr(total, key) + value)
    return total


def self_test():
    """Tests of the referee itself (run by the CI check before the soak): seed 2027's system 9292
    at step 16, where a 20,000-system soak once reported a disagreement that the contract allows.
    Its required rows 10 and 11 are parallel as written (11 is 3 × 10, with `3 * 0.6` =
    1.7999999999999998 and `3 * 0.2` = 0.6000000000000001); exactly they pin x2 = 2·x0, which the
    solver, holding every required row within 1e-15 of its magnitude (9e-13 at most) at values under
500, does not. The required
    add at step 16, 0.33·x0 - 0.17·x3 + 42.3 <= 0, holds there by 151, and exactly contradicts the
    pin: the either-answer band, which the referee must accept. The same state with a row that
    contradicts a live one by 0.25 must still be a disagreement."""
    system = generate(9293, 2027)[9292]
    n = system["vars"]
    ops = system["ops"][:17]
    assert ops[16] == ["add", 15, [[0, 0.33], [3, -0.17]], 42.3, "le", REQUIRED], ops[16]
    # The solver's values after step 16 (`--only 9292 --dump` replayed by StressDriverTests), and
    # the adds it refused before (steps 6 and 13, contradictions the generator wrote on purpose).
    values = [-472.531515151514, 499.6122007958355, 70.44209366391163, 222.38469237832783, -329.87109274563585]
    refused = {6, 13}
    required = {}
    for op in ops:
        if op[0] == "add" and op[5] >= REQUIRED and op[1] not in refused:
            required[op[1]] = (op[2], op[3], op[4], None)
        elif op[0] == "remove":
            required.pop(op[1], None)
    new = required[15]
    others = [row for cid, row in required.items() if cid != 15]
    assert all(violation(t, c, r, values) <= 1e-15 * scale(t, c, values) for t, c, r, _ in required.values())
    assert exact_lp.solve(n, others + [new]) is None, "exactly contradictory"
    twin = system["twins"].get("15")
    verdict = referee_required_add(n, others, 15, new, twin, "ok", values, required)
    assert verdict is not None and verdict[0] == "within_band", verdict
    moved = verdict[1]
    assert set(moved) == set(required)
    assert exact_lp.solve(n, list(moved.values())) is not None
    for cid, (terms, constant, relation, _) in moved.items():
        shift = abs(constant - exact_lp.exact(required[cid][1]))
        assert shift <= Fraction(1e-9 * scale(terms, required[cid][1], values)), (cid, float(shift))
    # Row 2 (1.1·x2 + 0.2·x0 + 17.02 == 0) moved by 0.25: a contradiction ours must refuse.
    wrong = ([[2, 1.1], [0, 0.2]], 17.27, "eq", None)
    required_wrong = dict(required)
    required_wrong[15] = wrong
    assert referee_required_add(n, others, 15, wrong, None, "ok", values, required_wrong) is None
    print("solver_stress self-test passed")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--systems", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--swift-test-args", nargs="*", default=[])
    parser.add_argument("--only", default="", help="comma-separated system numbers: run just these")
    parser.add_argument("--dump", action="store_true", help="print the --only systems as the driver's JSON input and stop")
    parser.add_argument("--self-test", action="store_true", help="test the referee's rules and stop")
    args = parser.parse_args()
    if args.self_test:
        self_test()
        return
    started = time.monotonic()
    numbers = [int(n) for n in args.only.split(",") if n]
    systems = generate(max(numbers) + 1 if numbers else args.systems, args.seed)
    if numbers:
        systems = [systems[n] for n in numbers]
        if args.dump:
            # The driver's input file: PANELKIT_SOLVER_STRESS_INPUT=it (and _OUTPUT=somewhere)
            # swift test --filter StressDriverTests, with PANELKIT_SOLVER_STRESS_DUMP=steps to see
            # the solver's dump() after those steps.
            print(json.dumps({"numbers": numbers, "systems": systems}, separators=(",", ":")))
            return
    NUMBERS.extend(numbers or range(len(systems)))
    # Removed by this process only: an exception in one of kiwi's forked workers unwinds through here.
    tmp = tempfile.mkdtemp()
    parent = os.getpid()
    try:
        ours_run = start_ours(systems, args.swift_test_args, tmp)
        kiwi = run_kiwi(systems)
        kiwi_done = time.monotonic()
        ours = finish_ours(systems, ours_run)
    finally:
        if os.getpid() == parent:
            shutil.rmtree(tmp, ignore_errors=True)
    ours_done = time.monotonic()
    check = compare_all(systems, ours, kiwi, args.workers)
    print(
        "time: generating and kiwisolver %.1f s, ours (alongside) done %.1f s later, comparing and refereeing "
        "%.1f s (%d workers); %.1f s in all"
        % (
            kiwi_done - started,
            max(0.0, ours_done - kiwi_done),
            time.monotonic() - ours_done,
            args.workers,
            time.monotonic() - started,
        )
    )
    print(
        "solver stress: %d systems, %d steps compared; %d agree with kiwisolver (%d of them ties: other values, "
        "same weighted error), %d settled by exact arithmetic (%d where kiwi was worse or wrong, the rest after "
        "a kiwi abort or status difference; %d required adds accepted though contradictory by less than the "
        "tolerance within which a row holds, %d within the either-answer band, every required row within that tolerance at our values; %d steps where ours decided nearly parallel rows as their exact "
        "twins; %d steps above the exact optimum by less than it moves with the required rows' tolerance; "
        "%d required adds refused that only values beyond 10^8 hold; %d steps at the optimum within the "
        "value bound, above the unbounded one), "
        "%d steps where kiwi aborted, %d adds or removals ours refused as "
        "numerical failures (%d of them beyond the exact path's bound); %d systems took the exact path "
        "(%d exact solves); %d disagreements"
        % (
            check.systems,
            check.steps,
            check.agreed,
            check.ties,
            check.refereed,
            check.kiwi_wrong,
            check.within_tolerance,
            check.within_band,
            check.near_parallel,
            check.ill_conditioned,
            check.beyond_bound,
            check.bounded_optimum,
            check.kiwi_aborts,
            check.numerical,
            check.numerical_beyond,
            check.exact_systems,
            check.exact_solves,
            len(check.failures),
        )
    )
    for failure in check.failures[:10]:
        print("  " + failure)
    if check.failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
