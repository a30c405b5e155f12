#!/usr/bin/env bash
# A third-party client proves the server's protocol: Python's `websockets` (PyPI, pinned in
# Scripts/requirements.txt) drives `panelkit serve FILE --http`: handshake, edits, two clients
# seeing each other's patches, reconnect with resync, a message sent again answered once; and
# `panelkit serve FILE` over standard input and output answers a message sent again once too.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash Scripts/python-env
swift build --product panelkit >/dev/null
timeout 120 .venv/bin/python Tests/Server/check_protocol.py "$(swift build --show-bin-path)/panelkit"
