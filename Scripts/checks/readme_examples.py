#!/usr/bin/env python3
"""Checks that the README's examples are true: its code is what the examples run, and its
output is what they print.

usage: readme_examples.py [README]

- A ```swift block right after a line "This is `FILE`; `COMMAND` runs it." must be exactly
  the part of FILE between the lines "// README quick start: begin" and "// README quick
  start: end"; COMMAND is run and its standard output must be exactly the block after the
  next "prints" line.
- A ```sh block followed by a "prints" line and a block is run as written with bash, from
  the repository's root (files it creates there are removed afterwards); its standard output
  must be exactly that block. After "the last command prints", only the last command's
  output counts (the commands before it must still succeed).

Prints one line per example and a diff for each mismatch; exits 1 on any failure.
"""
import difflib
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
BEGIN = "// README quick start: begin\n"
END = "// README quick start: end\n"


def blocks(text):
    """(line index of the opening fence, language, body) for every fenced block."""
    lines = text.split("\n")
    found = []
    index = 0
    while index < len(lines):
        if lines[index].startswith("```"):
            language = lines[index][3:].strip()
            end = index + 1
            while end < len(lines) and lines[end] != "```":
                end += 1
            found.append((index, end, language, "\n".join(lines[index + 1 : end]) + "\n"))
            index = end + 1
        else:
            index += 1
    return lines, found


def printed_after(lines, found, position):
    """The block after a "prints" (or "the last command prints") line that follows the block
    at `position` in `found`, and whether only the last command's output counts."""
    if position + 1 >= len(found):
        return None, False
    start, _, _, body = found[position + 1]
    between = [line.strip() for line in lines[found[position][1] + 1 : start] if line.strip()]
    if between == ["prints"]:
        return body, False
    if between == ["the last command prints"]:
        return body, True
    return None, False


def compare(name, expected, actual):
    if expected == actual:
        print(f"ok   {name}")
        return 0
    print(f"FAIL {name}: the output differs from the README")
    sys.stdout.writelines(
        difflib.unified_diff(
            expected.splitlines(True), actual.splitlines(True), "README", "actual output"
        )
    )
    return 1


def run(command):
    before = {path for path in ROOT.iterdir()}
    try:
        result = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", command], cwd=ROOT, capture_output=True, text=True
        )
    finally:
        for path in set(ROOT.iterdir()) - before:
            if path.is_file():
                path.unlink()
    if result.returncode != 0:
        print(result.stderr[-2000:])
    return result.stdout


def main():
    readme = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "README.md"
    lines, found = blocks(readme.read_text(encoding="utf-8"))
    failures = 0
    checked = 0
    for position, (start, _, language, body) in enumerate(found):
        intro = next((lines[i] for i in range(start - 1, -1, -1) if lines[i].strip()), "")
        source = re.fullmatch(r"This is `([^`]+)`; `([^`]+)` runs it\.", intro.strip())
        expected, last_only = printed_after(lines, found, position)
        if language == "swift" and source:
            checked += 1
            path, command = source.groups()
            text = (ROOT / path).read_text(encoding="utf-8")
            if BEGIN not in text or END not in text:
                print(f"FAIL {path}: no README quick start markers")
                failures += 1
                continue
            code = text[text.index(BEGIN) + len(BEGIN) : text.index(END)]
            failures += compare(f"{path} is the README's code", body, code)
            if expected is None:
                print(f"FAIL the README shows no output for {path}")
                failures += 1
            else:
                failures += compare(f"`{command}`", expected, run(command))
        elif language == "sh" and expected is not None:
            checked += 1
            commands = body.strip().split("\n")
            script = body
            if last_only and len(commands) > 1:
                script = "{\n" + "\n".join(commands[:-1]) + "\n} >/dev/null\n" + commands[-1] + "\n"
            failures += compare("`" + "; ".join(commands) + "`", expected, run(script))
    if checked == 0:
        print("FAIL no examples with output found in the README")
        failures += 1
    print(f"README examples: {checked} checked, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
