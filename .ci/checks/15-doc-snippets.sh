#!/usr/bin/env bash
# Every ```swift block of the DocC catalog compiles as written (as a main.swift of its own, or
# after the block it continues), against the debug build's modules. See
# Scripts/checks/doc_snippets.py for how a block is marked as continuing or as a fragment.
set -euo pipefail
modules="$(swift build --show-bin-path)/Modules"
"${PANELKIT_PYTHON:-python3}" Scripts/checks/doc_snippets.py "$modules" Documentation.docc
