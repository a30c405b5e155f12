#!/usr/bin/env bash
# The committed solver corpus (Tests/ConstraintSolverTests/KiwiCorpus.swift) must agree with what
# kiwisolver answers for its systems (statuses equal, values up to ties between equal strengths).
set -euo pipefail
"${PANELKIT_PYTHON:-python3}" Scripts/oracles/make_solver_corpus.py --check
