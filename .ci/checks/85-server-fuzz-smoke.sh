#!/usr/bin/env bash
# A 30-second libFuzzer run of the server's HTTP request parser and WebSocket frame decoder
# (the full run is `Fuzz/run-server`, 10 minutes by default); fails on any crash or broken
# property.
set -uo pipefail
cd "$(dirname "$0")/../.."
log="$(mktemp)"
Fuzz/run-server 30 >"$log" 2>&1
status=$?
grep -E '^(==|stat::|Done)|ERROR|Fatal error|deadly signal' "$log"
if [ "$status" -ne 0 ]; then tail -40 "$log"; fi
rm -f "$log"
exit "$status"
