#!/usr/bin/env bash
# The backend written outside PanelKit's targets (Examples/HTMLBackend, its own package that
# depends on PanelKit by path, public API only): builds without warnings, its tests pass, and
# it renders the card and the every-kind fixture to static pages (kept for the next check).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build/web-artifacts
mkdir -p "$out"
(
    cd Examples/HTMLBackend
    swift build -Xswiftc -warnings-as-errors
    swift test -Xswiftc -warnings-as-errors
    bin=$(swift build --show-bin-path)
    "$bin/panel-html" Tests/HTMLBackendTests/Fixtures/kitchen-sink.json > "../../$out/kitchen-sink.html"
    "$bin/panel-html" Tests/HTMLBackendTests/Fixtures/card.json > "../../$out/card.html"
    "$bin/panel-html" --markdown Tests/HTMLBackendTests/Fixtures/card.json > "../../$out/card.md"
)
grep -q 'data-id="motion.shuffle"' "$out/card.html"
grep -q '^- \*\*motion\*\*$' "$out/card.md"
echo "static pages in $out"
