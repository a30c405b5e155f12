#!/usr/bin/env bash
# The README's examples are true: the quick start is exactly Examples/Card/main.swift and
# prints exactly what the README shows; the two-step path from `card-example --json FILE` to
# the Python frontend prints exactly what the README shows, and what the JSON article shows.
set -euo pipefail
"${PANELKIT_PYTHON:-python3}" Scripts/checks/readme_examples.py README.md
"${PANELKIT_PYTHON:-python3}" Scripts/checks/readme_examples.py Documentation.docc/JSONAndFrontends.md
