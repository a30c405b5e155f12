#!/usr/bin/env bash
# The dialog and overlay-button examples run and show what the README says they show.
set -euo pipefail
dialog=$(swift run -q dddialog-example)
grep -q '+ Top ---' <<<"$dialog"
grep -q '+ Center ---' <<<"$dialog"
grep -q '+ Bottom ---' <<<"$dialog"
grep -q 'dismissed bottom (cancel)' <<<"$dialog"
grep -q 'dismissed confirm (presenter)' <<<"$dialog"
button=$(swift run -q overlay-button-example --store "$(mktemp -d)/fab.json")
grep -q 'released: x 0, y 0, edges \[left, top\]' <<<"$button"
grep -q 'saved to the position file' <<<"$button"
echo "overlay examples: ok"
