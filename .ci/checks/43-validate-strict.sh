#!/usr/bin/env bash
# Every panel document kept under Tests/ and Examples/ (except the hand-broken ones) passes
# `panelkit validate --strict`: no errors, no warnings (typos) and no notes (values written in
# another form than they are stored in).
set -euo pipefail
swift build --product panelkit >/dev/null
panelkit="$(swift build --show-bin-path)/panelkit"
count=0
failures=0
while IFS= read -r -d '' file; do
    grep -q '"format" *: *"panelkit"' "$file" || continue
    count=$((count + 1))
    if ! "$panelkit" validate --strict "$file" >/dev/null; then
        failures=$((failures + 1))
    fi
done < <(find Tests Examples -name '*.json' -not -path '*/Broken/*' -not -path '*/.build/*' -print0 | sort -z)
echo "validate --strict: $count documents, $failures failures"
[ "$count" -gt 0 ] && [ "$failures" -eq 0 ]
