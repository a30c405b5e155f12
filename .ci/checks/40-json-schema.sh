#!/usr/bin/env bash
# Every JSON document and message the tests emitted must validate against the JSON Schema as
# PanelKit ships it (`panelkit schema`: the base and every registered kind's fragment, put
# together), checked by Python jsonschema, an independent validator; and every hand-broken
# document must be rejected.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product panelkit >/dev/null
schema="$(mktemp)"
trap 'rm -f "$schema"' EXIT
"$(swift build --show-bin-path)/panelkit" schema >"$schema"
"${PANELKIT_PYTHON:-python3}" Scripts/oracles/jsonschema_check.py "$schema" \
    --valid "${PANELKIT_JSON_EMIT_DIR:-.build/emitted-json}" --invalid Tests/PanelJSONTests/Broken
