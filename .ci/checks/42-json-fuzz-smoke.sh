#!/usr/bin/env bash
# A 30-second libFuzzer run of the JSON decoder (the full run is `Fuzz/run`, 10 minutes by
# default). Builds in about half a minute; fails on any crash or broken round trip.
set -uo pipefail
log="$(mktemp)"
Fuzz/run 30 >"$log" 2>&1
status=$?
grep -E '^(==|stat::|Done)|ERROR|Fatal error|deadly signal' "$log"
if [ "$status" -ne 0 ]; then tail -40 "$log"; fi
rm -f "$log"
exit "$status"
