#!/usr/bin/env bash
# Headless chromium loads the reference page (as the server serves it, written to
# .build/web-page by WebAssetTests) in its static mode (the every-kind document) and
# the HTML backend's pages: every node shows, no console error, no request beyond the page; a
# document with a CSS url() where a colour goes is refused and nothing is fetched; DialKit's
# inline root shows its panels in place and a floating button of its own sits in its corner.
# Then the DevTools client starts from a plain shell (its pipes on fds 3 and 4). Screenshots go
# to .build/web-artifacts.
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/ensure-packages chromium
out=.build/web-artifacts
[ -f "$out/kitchen-sink.html" ] || bash .ci/checks/80-web-htmlbackend.sh
# The page as the server serves it (its kind list is made from the kinds' registration), which
# the test run writes.
[ -f .build/web-page/kinds/index.js ] || swift test --filter WebAssetTests >/dev/null
timeout 300 python3 Examples/web/tests/static_pages.py "$out" \
    Examples/HTMLBackend/Tests/HTMLBackendTests/Fixtures/kitchen-sink.json \
    "$out/kitchen-sink.html" "$out/card.html"
timeout 120 python3 Examples/web/tests/cdp_pipes_test.py
