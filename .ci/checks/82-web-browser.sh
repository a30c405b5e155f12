#!/usr/bin/env bash
# The reference web page in headless chromium against a live session (`panelkit serve` on the
# card, through the bridge): drag, type, toggle, pick, press, presets, undo, each checked in
# the session; then the connection is dropped with edits in flight and must resync with no edit
# lost or applied twice. Any console error fails. Screenshot: .build/web-artifacts/web-card.png.
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/ensure-packages chromium
swift build --product panelkit -Xswiftc -warnings-as-errors >/dev/null
panelkit="$(swift build --show-bin-path)/panelkit"
timeout 300 python3 Examples/web/tests/browser_test.py .build/web-artifacts -- \
    "$panelkit" serve Examples/web/card.json
