#!/usr/bin/env bash
# The reference web page in headless chromium against the Swift server (`panelkit serve FILE
# --http`, nothing else running): drag, type, toggle, refused value, folder, pick, press,
# presets, undo, each checked in the session; then the connection is dropped with edits in
# flight and must resync with no edit lost or applied twice. Any console error fails.
# Screenshot: .build/web-artifacts/web-card.png.
# Then the card at a phone's width (360 px): no sideways scrolling, every row's label, control
# and value inside the window, no value text cut, a slider still dragged (web-phone.png).
# Then the accessibility test: a panel with a presented destructive dialog, whose ARIA roles,
# labels, value texts, hints, alertdialog labelling and initial focus must follow the
# document's accessibility data, and whose destructive buttons are marked for the eye and for
# assistive technology (screenshot: web-dialog.png).
# Then the drawer: the README's DialKit story (`dialroot-example --serve`, a PanelHost over two
# panels) with the floating button dragged, flung, keyed, reloaded and resized, the drawer
# opened, its detents and panels switched, a value edited, and dismissed by Escape, an outside
# click and a drag, each reason checked in the session; the page's snapping rules checked
# against every case the Swift test OverlayRulesExport writes; and a dialog over a drawer inside
# a dialog root (web-drawer*.png); then the person's rules, which the server decides: a click on
# a cancel-role button dismisses its dialog (reason cancel), five arrow presses are one undo step.
# Then the number field, range slider and multi-select (`controls-example --serve`): typed text,
# arrow keys, a range thumb dragged into the other (it stops there), a choice at the maximum
# count, a point's pad moved by the keys (Shift coarse, Alt fine) and dragged (one gesture, one
# undo step) and an axis typed, a control reset from its label and by Alt+Backspace and the
# reset undone; the tabs folder opened by a click and by the arrow keys, Home and End (tab.select).
# axe-core (from PyPI's axe-selenium-python, installed here into the venv) runs on the card, the
# dialog, the open drawer and the dialog over it: no serious or critical violation.
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/ensure-packages chromium
python="$(bash Scripts/web-python-env)"
swift build --product panelkit >/dev/null
swift build --product dialroot-example >/dev/null
swift build --product controls-example >/dev/null
bin="$(swift build --show-bin-path)"
rules="${PANELKIT_JSON_EMIT_DIR:-.build/emitted-json}/overlay-rules.jsonl"
[ -f "$rules" ] || swift test --filter OverlayRulesExport >/dev/null
timeout 300 "$python" Examples/web/tests/browser_test.py .build/web-artifacts -- \
    "$bin/panelkit" serve Examples/web/card.json --http
timeout 120 "$python" Examples/web/tests/phone_test.py .build/web-artifacts -- \
    "$bin/panelkit" serve Examples/web/card.json --http
timeout 120 "$python" Examples/web/tests/accessibility_test.py .build/web-artifacts -- \
    "$bin/panelkit" serve Examples/web/tests/dialog.json --http
timeout 300 "$python" Examples/web/tests/drawer_test.py .build/web-artifacts "$rules" -- \
    "$bin/dialroot-example" --serve
timeout 120 "$python" Examples/web/tests/drawer_dialog_test.py .build/web-artifacts -- \
    "$bin/panelkit" serve Examples/web/tests/drawer-dialogs.json --http
timeout 120 "$python" Examples/web/tests/person_rules_test.py .build/web-artifacts -- \
    "$bin/panelkit" serve Examples/web/tests/drawer-dialogs.json --http
timeout 180 "$python" Examples/web/tests/new_kinds_test.py .build/web-artifacts -- \
    "$bin/controls-example" --serve
