#!/usr/bin/env bash
# Attacks a live `panelkit serve FILE --http` on loopback and checks every refusal: cross-site
# POSTs, foreign Origins, DNS rebinding, missing and wrong tokens, bad Content-Length, chunked
# bodies, 200 half-open connections, a 16 MiB frame, fragments, unmasked frames, a client that
# never reads, 1,000 connect/close cycles (descriptors counted), a slow request head.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product panelkit >/dev/null
timeout 300 python3 Tests/Server/check_attacks.py "$(swift build --show-bin-path)/panelkit"
