#!/usr/bin/env bash
# The reference web page in headless chromium against a live session on the card, through the
# bridge: drag, type, toggle, refused value, folder, pick, press, presets, undo, each checked in
# the session; then the connection is dropped with edits in flight and must resync with no edit
# lost or applied twice. Any console error fails. Screenshot: .build/web-artifacts/web-card.png.
# The session is `panelkit serve`, or the package's `web-session` while panelkit has no serve.
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/ensure-packages chromium
swift build --product panelkit >/dev/null
swift build --product web-session >/dev/null
bin="$(swift build --show-bin-path)"
if "$bin/panelkit" --help | grep -qE '^\s+serve\b'; then
    session=("$bin/panelkit" serve Examples/web/card.json)
else
    session=("$bin/web-session" Examples/web/card.json)
fi
echo "session: ${session[*]}"
timeout 300 python3 Examples/web/tests/browser_test.py .build/web-artifacts -- "${session[@]}"
