#!/usr/bin/env python3
"""Exact referee for constraint systems: the Cassowary problem as a linear program over fractions.

A constraint is (terms, constant, relation, weight): sum(coef * x[var]) + constant  REL  0, with
REL one of "eq", "le", "ge" and weight None for a required constraint. Numbers are read as the
decimals they print as (`Fraction(repr(x))`), which is what an author wrote: 0.3 means 3/10.

`solve(n, constraints)` returns None when the required constraints contradict each other, else
the least weighted error sum(weight * violation) over the non-required ones (a Fraction).
Simplex with Bland's rule on sparse rows of Fractions: slow, exact, and only run where the
solvers disagree.
"""
from fractions import Fraction


def exact(x):
    """The decimal `x` prints as, exactly."""
    return x if isinstance(x, Fraction) else Fraction(repr(float(x)))


class LinearProgram:
    """min cost·z subject to rows (z >= 0), each row {column: coef} = rhs, built by `add_row`."""

    def __init__(self):
        self.rows = []
        self.rhs = []
        self.cost = {}
        self.columns = 0

    def column(self, cost=Fraction(0)):
        index = self.columns
        self.columns += 1
        if cost:
            self.cost[index] = cost
        return index

    def add_row(self, coefficients, rhs):
        row = {c: v for c, v in coefficients.items() if v}
        if rhs < 0:
            row = {c: -v for c, v in row.items()}
            rhs = -rhs
        self.rows.append(row)
        self.rhs.append(rhs)


def _pivot(rows, rhs, objective, basis, r, col):
    row = rows[r]
    scale = row[col]
    for c in row:
        row[c] /= scale
    rhs[r] /= scale
    for i, other in enumerate(rows):
        if i != r and col in other:
            f = other[col]
            for c, v in row.items():
                nv = other.get(c, Fraction(0)) - f * v
                if nv:
                    other[c] = nv
                else:
                    other.pop(c, None)
            rhs[i] -= f * rhs[r]
    if col in objective[0]:
        f = objective[0][col]
        for c, v in row.items():
            nv = objective[0].get(c, Fraction(0)) - f * v
            if nv:
                objective[0][c] = nv
            else:
                objective[0].pop(c, None)
        objective[1] -= f * rhs[r]
    basis[r] = col


def _simplex(rows, rhs, objective, basis, allowed):
    """Minimizes objective (reduced costs over non-basic columns, value) with Bland's rule."""
    while True:
        entering = None
        for c in sorted(objective[0]):
            if objective[0][c] < 0 and c in allowed:
                entering = c
                break
        if entering is None:
            return
        best = None
        for i, row in enumerate(rows):
            a = row.get(entering, 0)
            if a > 0:
                ratio = rhs[i] / a
                if best is None or ratio < best[0] or (ratio == best[0] and basis[i] < basis[best[1]]):
                    best = (ratio, i)
        if best is None:
            raise ValueError("unbounded (impossible for a weighted error)")
        _pivot(rows, rhs, objective, basis, best[1], entering)


def minimize(lp):
    """The least cost, or None when infeasible (two phases, artificial variables)."""
    rows = [dict(r) for r in lp.rows]
    rhs = list(lp.rhs)
    n = lp.columns
    basis = []
    # Phase one: an artificial column per row.
    phase_one = [{}, Fraction(0)]
    for i, row in enumerate(rows):
        a = n + i
        row[a] = Fraction(1)
        basis.append(a)
        for c, v in row.items():
            if c != a:
                phase_one[0][c] = phase_one[0].get(c, Fraction(0)) - v
        phase_one[1] -= rhs[i]
    phase_one[0] = {c: v for c, v in phase_one[0].items() if v}
    _simplex(rows, rhs, phase_one, basis, set(range(n)))
    if phase_one[1] != 0:
        return None
    # Drive artificial columns out of the basis (or drop their rows: they are redundant).
    keep = []
    for i in range(len(rows)):
        if basis[i] >= n:
            col = next((c for c in sorted(rows[i]) if c < n), None)
            if col is None:
                continue
            _pivot(rows, rhs, [{}, Fraction(0)], basis, i, col)
        keep.append(i)
    rows = [{c: v for c, v in rows[i].items() if c < n} for i in keep]
    rhs = [rhs[i] for i in keep]
    basis = [basis[i] for i in keep]
    objective = [dict(lp.cost), Fraction(0)]
    for i, col in enumerate(basis):
        if col in objective[0]:
            f = objective[0][col]
            for c, v in rows[i].items():
                nv = objective[0].get(c, Fraction(0)) - f * v
                if nv:
                    objective[0][c] = nv
                else:
                    objective[0].pop(c, None)
            objective[1] -= f * rhs[i]
    _simplex(rows, rhs, objective, basis, set(range(n)))
    return -objective[1]


def solve(n, constraints):
    """None when the required constraints are infeasible, else the least weighted error."""
    lp = LinearProgram()
    positive = [lp.column() for _ in range(n)]
    negative = [lp.column() for _ in range(n)]
    for terms, constant, relation, weight in constraints:
        row = {}
        for var, coef in terms:
            c = exact(coef)
            row[positive[var]] = row.get(positive[var], Fraction(0)) + c
            row[negative[var]] = row.get(negative[var], Fraction(0)) - c
        rhs = -exact(constant)
        w = None if weight is None else exact(weight)
        if relation == "le":
            row[lp.column()] = Fraction(1)  # slack: expr + s = rhs
        elif relation == "ge":
            row[lp.column()] = Fraction(-1)
        if w is not None:
            if relation == "eq":
                row[lp.column(w)] = Fraction(-1)
                row[lp.column(w)] = Fraction(1)
            elif relation == "le":
                row[lp.column(w)] = Fraction(-1)  # expr - e <= rhs
            else:
                row[lp.column(w)] = Fraction(1)  # expr + e >= rhs
        lp.add_row(row, rhs)
    return minimize(lp)


def weighted_error(values, constraints):
    """sum(weight * violation) of the non-required constraints at `values` (floats)."""
    total = 0.0
    for terms, constant, relation, weight in constraints:
        if weight is None:
            continue
        v = constant + sum(c * values[var] for var, c in terms)
        violation = abs(v) if relation == "eq" else max(0.0, v) if relation == "le" else max(0.0, -v)
        total += weight * violation
    return total


if __name__ == "__main__":
    # x + y == 10, 2x + 2y == 20 (redundant), x >= 3, x == 1 weak, y == 8 weak: x = 3, y = 7, error 2 + 1.
    system = [
        ([(0, 1), (1, 1)], -10, "eq", None),
        ([(0, 2), (1, 2)], -20, "eq", None),
        ([(0, 1)], -3, "ge", None),
        ([(0, 1)], -1, "eq", 1),
        ([(1, 1)], -8, "eq", 1),
    ]
    assert solve(2, system) == 3, solve(2, system)
    assert solve(2, system + [([(0, 1)], -2, "le", None)]) is None
    assert solve(1, [([(0, Fraction(3, 10))], -0.9, "eq", None), ([(0, 0.1)], -0.3, "eq", None)]) == 0
    print("exact_lp self-test passed")
