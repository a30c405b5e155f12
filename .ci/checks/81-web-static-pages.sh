#!/usr/bin/env bash
# Headless chromium loads the reference page in its static mode (the every-kind document) and
# the HTML backend's pages: every node shows, no console error, no request beyond the page.
# Screenshots go to .build/web-artifacts.
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/ensure-packages chromium
out=.build/web-artifacts
[ -f "$out/kitchen-sink.html" ] || bash .ci/checks/80-web-htmlbackend.sh
python3 Examples/web/tests/static_pages.py "$out" \
    Examples/HTMLBackend/Tests/HTMLBackendTests/Fixtures/kitchen-sink.json \
    "$out/kitchen-sink.html" "$out/card.html"
