#!/usr/bin/env bash
# Each file in Tests/Diagnostics is a DSL mistake that must not compile, with the message
# its `// expect:` lines give. Type-checks against the debug build's modules.
set -euo pipefail
modules="$(swift build --show-bin-path)/Modules"
status=0
for file in Tests/Diagnostics/*.swift; do
    if output=$(swiftc -typecheck -I "$modules" "$file" 2>&1); then
        echo "FAIL $file: compiled, but must not"; status=1; continue
    fi
    while IFS= read -r expected; do
        if ! grep -qF -- "$expected" <<<"$output"; then
            echo "FAIL $file: missing diagnostic: $expected"; echo "$output" | grep error | head -5; status=1
        fi
    done < <(sed -n 's|^// expect: ||p' "$file")
    echo "ok   $file"
done
exit $status
