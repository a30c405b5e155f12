#!/usr/bin/env bash
# PanelText: the committed display-width fixtures still match the wcwidth oracle (pinned Unicode
# version) for every code point and every committed sequence.
set -euo pipefail
"${PANELKIT_PYTHON:-.venv/bin/python}" Scripts/oracles/wcwidth_fixtures.py --check
