#!/usr/bin/env bash
# The Python frontend (standard library only) reads every emitted document: proof that the
# format is readable without Swift (and, with --speak, that its accessibility data reads out).
set -euo pipefail
"${PANELKIT_PYTHON:-python3}" Examples/python-frontend/check_frontend.py "${PANELKIT_JSON_EMIT_DIR:-.build/emitted-json}"
# Its own tests: hostile text in every string, cleaned exactly as the Swift sanitiser cleans it.
"${PANELKIT_PYTHON:-python3}" Examples/python-frontend/test_panel_text.py "${PANELKIT_JSON_EMIT_DIR:-.build/emitted-json}"
