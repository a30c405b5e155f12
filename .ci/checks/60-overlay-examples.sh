#!/usr/bin/env bash
# The dialog, overlay-button and DialKit-root examples run and show what the README says they show.
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
root=$(swift run -q dialroot-example --render)
grep -q ' \[Card\]  Shadow' <<<"$root"
grep -q '| cornerRadius \[' <<<"$root"
grep -q 'Shadow: blur 12.0, opacity 0.3, offset 4.0' <<<"$root"
echo "overlay examples: ok"
