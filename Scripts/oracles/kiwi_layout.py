#!/usr/bin/env python3
"""Oracle for the layout tests: solves PanelLayout's constraint systems with kiwisolver.

Reads JSON from stdin:
  {"systems": [{"variables": [name, ...],
                "constraints": [{"terms": [[index, coefficient], ...], "constant": c,
                                 "relation": "==" | "<=" | ">=", "strength": weight}, ...],
                "edits": [{"variable": index, "strength": weight, "value": v}, ...]}, ...]}
and prints {"values": [[value per variable], ...]} (one list per system), or
{"error": "..."} when kiwi rejects a system.
"""
import json
import sys

import kiwisolver as kiwi


def solve(system):
    variables = [kiwi.Variable(name) for name in system["variables"]]
    solver = kiwi.Solver()
    # The screen's size first, as the layout adds it: with the size still free, kiwi can stop
    # on "objective is unbounded" while adding a weak constraint on it.
    for edit in system["edits"]:
        solver.addEditVariable(variables[edit["variable"]], edit["strength"])
        solver.suggestValue(variables[edit["variable"]], edit["value"])
    for row in system["constraints"]:
        terms = [kiwi.Term(variables[index], coefficient) for index, coefficient in row["terms"]]
        expression = kiwi.Expression(terms, row["constant"])
        relation = row["relation"]
        if relation == "==":
            constraint = expression == 0
        elif relation == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        solver.addConstraint(constraint | row["strength"])
    solver.updateVariables()
    return [variable.value() for variable in variables]


def main():
    data = json.load(sys.stdin)
    try:
        values = [solve(system) for system in data["systems"]]
    except Exception as error:  # report kiwi's complaint instead of a traceback
        print(json.dumps({"error": f"{type(error).__name__}: {error}"}))
        return
    print(json.dumps({"values": values}))


if __name__ == "__main__":
    main()
