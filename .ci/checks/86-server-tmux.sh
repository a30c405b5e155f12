#!/usr/bin/env bash
# A host program (Examples/Particles) under tmux keeps printing its status lines while headless
# chromium and `panelkit attach PID` tune it; kill -TERM removes its discovery file, kill -9
# leaves one that `panelkit list` removes.
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/ensure-packages chromium tmux
swift build --product panelkit >/dev/null
swift build --product particles-example >/dev/null
bin="$(swift build --show-bin-path)"
timeout 180 python3 Tests/Server/check_tmux.py "$bin/particles-example" "$bin/panelkit"
