#!/usr/bin/env bash
# Every JSON document and message the tests emitted must validate against the shipped JSON
# Schema (checked by Python jsonschema, an independent validator), and every hand-broken
# document must be rejected.
set -euo pipefail
"${PANELKIT_PYTHON:-python3}" Scripts/oracles/jsonschema_check.py Sources/PanelJSON/Resources/panelkit.schema.json \
    --valid "${PANELKIT_JSON_EMIT_DIR:-.build/emitted-json}" --invalid Tests/PanelJSONTests/Broken
