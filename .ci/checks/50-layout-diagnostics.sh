#!/usr/bin/env bash
# Layout DSL mistakes that must not compile, each with the message that says what to write
# instead. Type-checks small snippets against the debug build's modules.
set -euo pipefail
modules="$(swift build --show-bin-path)/Modules"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0

check() {  # name, expected message, snippet
    local file="$work/$1.swift"
    printf 'import PanelKit\nstruct Model: Codable, Equatable, Sendable { var on = true }\n%s\n' "$3" >"$file"
    if output=$(swiftc -typecheck -I "$modules" "$file" 2>&1); then
        echo "FAIL $1: compiled, but must not"; status=1; return
    fi
    if ! grep -qF -- "$2" <<<"$output"; then
        echo "FAIL $1: missing diagnostic: $2"; echo "$output" | grep error | head -5; status=1; return
    fi
    echo "ok   $1"
}

check BareStringInLayout 'a layout holds views, not strings: write Text("…")' \
    'let v = VStack { "hello" }'
check ControlInLayout 'controls live in a panel' \
    'let v = VStack { Toggle<Model>("on", \.on) }'
check LayoutInPanel 'a panel body holds controls, not layout' \
    'let s = PanelState("P", initial: Model()) { Text("hi") }'
check AnchorAloneInConstraints 'an anchor alone is not a constraint' \
    'let b = Box().constraints { c in c.top }'
check ConstraintInLayout 'constraints go inside .constraints' \
    'let b = Screen { LayoutRef("a").top == 1 }'
exit $status
