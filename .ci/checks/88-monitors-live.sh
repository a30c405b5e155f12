#!/usr/bin/env bash
# Monitors' graphs move as a person sees them. In tmux: `dashboard-example --terminal` draws its
# graphs in its own terminal, and `panelkit attach` draws particles-example's; two captures
# some hundreds of milliseconds apart differ and every graph row fits the pane
# (Tests/Live/check_monitors.py). In headless chromium over the DevTools protocol: the page's
# graphs redraw (their lines and their pixels) for both programs, their text alternatives follow,
# axe-core finds no serious or critical violation with monitors on the page, and the page asks
# for 30 samples a second in its hello and again after a reconnect, and gets them
# (Examples/web/tests/monitors_test.py; screenshots in .build/web-artifacts).
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/ensure-packages chromium tmux
python="$(bash Scripts/web-python-env)"
swift build --product panelkit >/dev/null
swift build --product particles-example >/dev/null
swift build --product dashboard-example >/dev/null
bin="$(swift build --show-bin-path)"
timeout 120 "$python" Tests/Live/check_monitors.py "$bin/panelkit" "$bin/dashboard-example" "$bin/particles-example"
timeout 120 "$python" Examples/web/tests/monitors_test.py .build/web-artifacts program -- "$bin/particles-example"
timeout 120 "$python" Examples/web/tests/monitors_test.py .build/web-artifacts dashboard -- "$bin/dashboard-example"
