#!/usr/bin/env bash
# Differential stress check of the constraint solver: random systems with decimal coefficients,
# redundant and contradictory rows, near-parallel pairs from decimal arithmetic, removals, re-adds,
# edits and suggestions, replayed through ConstraintSolver (the StressDriverTests test) and
# kiwisolver, exact arithmetic as the referee where they disagree, the solver's contract in numbers
# (no value beyond 1e12, no refusal of what values within 1e8 hold) on every step. 0 disagreements
# allowed. PANELKIT_SOLVER_STRESS_SYSTEMS runs a longer soak (20,000 per seed before a release);
# `solver_stress.py --seed S --only N` replays one system of it.
set -euo pipefail
cd "$(dirname "$0")/../.."
# The referee's own rules first (seconds): a soak's verdict is only as good as its referee.
"${PANELKIT_PYTHON:-.venv/bin/python}" Scripts/oracles/solver_stress.py --self-test
swift build --build-tests -Xswiftc -warnings-as-errors | tail -1
"${PANELKIT_PYTHON:-.venv/bin/python}" Scripts/oracles/solver_stress.py \
    --systems "${PANELKIT_SOLVER_STRESS_SYSTEMS:-1000}" --seed "${PANELKIT_SOLVER_STRESS_SEED:-2026}"
