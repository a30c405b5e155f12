#!/usr/bin/env bash
# `profile-example` fits the terminal: at 80 and 130 columns (as COLUMNS says when output is
# not a terminal) no line of its ASCII or ANSI output is wider, the sizes that fit are all
# shown, and `--widths` picks the sizes.
set -euo pipefail
bin="$(swift build --show-bin-path)/profile-example"
"${PANELKIT_PYTHON:-python3}" - "$bin" <<'PY'
import re, subprocess, sys
binary, failures = sys.argv[1], 0
def run(columns, *arguments):
    result = subprocess.run([binary, *arguments], capture_output=True, text=True, env={"COLUMNS": str(columns)})
    assert result.returncode == 0, result.stderr
    return re.sub(r"\x1b\[[0-9;]*m", "", result.stdout)
for columns, shown in ((80, ["40x12", "80x24"]), (130, ["40x12", "80x24", "120x40"])):
    for arguments in ((), ("--ansi",), ("--frames",)):
        output = run(columns, *arguments)
        widest = max(len(line) for line in output.split("\n"))
        titles = re.findall(r"\b\d+x\d+\b", output)
        ok = widest <= columns and all(size in titles for size in shown)
        failures += not ok
        print(f"{'ok  ' if ok else 'FAIL'} COLUMNS={columns} {' '.join(arguments)}: widest line {widest}, sizes {titles}")
# 30 + 4 + 50 columns do not fit in 80: two bands, one below the other.
output = run(80, "--widths", "30,50x10")
ok = re.findall(r"^\d+x\d+", output, re.M) == ["30x9", "50x10"] and max(map(len, output.split("\n"))) <= 80
failures += not ok
print(f"{'ok  ' if ok else 'FAIL'} --widths 30,50x10")
sys.exit(1 if failures else 0)
PY
