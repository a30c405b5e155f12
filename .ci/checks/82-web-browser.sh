#!/usr/bin/env bash
# The reference web page in headless chromium against the Swift server (`panelkit serve FILE
# --http`, nothing else running): drag, type, toggle, refused value, folder, pick, press,
# presets, undo, each checked in the session; then the connection is dropped with edits in
# flight and must resync with no edit lost or applied twice. Any console error fails.
# Screenshot: .build/web-artifacts/web-card.png.
# Then the accessibility test: a panel with a presented destructive dialog, whose ARIA roles,
# labels, value texts, hints, alertdialog labelling and initial focus must follow the
# document's accessibility data (screenshot: web-dialog.png).
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/ensure-packages chromium
swift build --product panelkit >/dev/null
bin="$(swift build --show-bin-path)"
timeout 300 python3 Examples/web/tests/browser_test.py .build/web-artifacts -- \
    "$bin/panelkit" serve Examples/web/card.json --http
timeout 120 python3 Examples/web/tests/accessibility_test.py .build/web-artifacts -- \
    "$bin/panelkit" serve Examples/web/tests/dialog.json --http
