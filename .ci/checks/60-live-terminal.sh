#!/usr/bin/env bash
# The live terminal as a person uses it: the built `panelkit demo` (and `tune`) in tmux, keys and
# mouse reports sent, the screen read back, the terminal checked after q, ctrl-Z/fg and signals;
# and the session on a store of several panels (the LiveStore helper).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash Scripts/ensure-packages tmux
swift build --product panelkit -Xswiftc -warnings-as-errors
swift build --product LiveStore -Xswiftc -warnings-as-errors
python3 Tests/Live/check_live_terminal.py "$(swift build --show-bin-path)/panelkit"
# The number field, range slider, multi-select, point (x y z choose its axis), tabs (← → on the
# folder, a click on the strip), and the reset
# key (controls-example --live).
swift build --product controls-example -Xswiftc -warnings-as-errors
timeout 120 python3 Tests/Live/check_new_kinds.py "$(swift build --show-bin-path)/controls-example"
python3 Tests/Live/check_serve.py "$(swift build --show-bin-path)/panelkit"
# The hidden-character table the Swift tests write (SanitizerTableExport), fed to every place
# the command and the live terminal write text.
table="${PANELKIT_JSON_EMIT_DIR:-.build/emitted-json}/sanitizer.jsonl"
[ -f "$table" ] || swift test --filter SanitizerTableExport
python3 Tests/Live/check_hostile_text.py "$(swift build --show-bin-path)/panelkit" "$table"
