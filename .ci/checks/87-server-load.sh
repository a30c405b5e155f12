#!/usr/bin/env bash
# The server under load, on loopback, every wait bounded (Tests/Server/check_load.py): 8 writers
# pipelining 10,000 `set`s each, a watcher and a light client: nobody dropped, every client ends
# with the values and revision of a fresh snapshot, the light client's round trip p99 under
# 5 ms; 2,500 `folder.toggle`s drop nobody; 20,000 `resync`s leave the light client answered
# (p99 under 5 ms); the server's memory after the bursts within 10 MB of before. Python `websockets` (pinned in
# Scripts/requirements.txt) for the flooding clients, standard-library sockets for the light one.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash Scripts/python-env
swift build --product panelkit >/dev/null
timeout 900 .venv/bin/python Tests/Server/check_load.py "$(swift build --show-bin-path)/panelkit"
