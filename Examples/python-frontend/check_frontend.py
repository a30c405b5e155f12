#!/usr/bin/env python3
"""CI proof that PanelKit JSON is readable without Swift.

usage: check_frontend.py EMITTED_DIR

Runs panel_text.py on every document the tests emitted (not the event messages, which are
objects with a "type" and no "format") and checks
that it succeeds and prints every node's label, title and text, and that its --speak mode
succeeds too and reads every document that carries accessibility data from that data; that
the hand-written card sample prints exactly as recorded in expected/card.txt, the dialog
sample as in expected/dialog.txt (with its announcement), and the accessibility sample, read
out with --speak, as in expected/accessibility.txt (all checked by eye); that the
destructive dialog is read out with the focus on its least destructive button; and that a
document of a newer major version is refused with exit status 2.
"""
import json
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import panel_text  # noqa: E402


def names(node, out):
    if not isinstance(node, dict):
        return
    for key in ("label", "title", "text"):
        if isinstance(node.get(key), str) and node[key]:
            out.append(node[key])
    for child in node.get("children", []) if isinstance(node.get("children"), list) else []:
        names(child, out)


def is_document(path):
    """Whether an emitted file is a document rather than an event message (messages, in any
    folder, are objects with a "type" and no "format")."""
    if path.parent.name == "messages":
        return False
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        return True  # panel_text must then fail, and the check reports it
    return not (isinstance(value, dict) and "type" in value and "format" not in value)


def run(path, stdin=None, speak=False):
    return subprocess.run(
        [sys.executable, str(HERE / "panel_text.py")] + (["--speak"] if speak else []) + [str(path)],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
    )


def main():
    emitted = pathlib.Path(sys.argv[1])
    failures = 0
    documents = [p for p in sorted(emitted.rglob("*.json")) if is_document(p)]
    if not documents:
        print(f"no documents in {emitted}; run the tests first")
        return 1
    for path in documents:
        result = run(path)
        if result.returncode != 0:
            failures += 1
            print(f"FAIL {path}: exit {result.returncode}: {result.stderr.strip()}")
            continue
        expected = []
        names(json.loads(path.read_text(encoding="utf-8"))["root"], expected)
        for name in expected:
            if panel_text.sanitize(name) not in result.stdout:
                failures += 1
                print(f"FAIL {path}: output lacks {name!r}")
        spoken = run(path, speak=True)
        described = panel_text.has_accessibility(json.loads(path.read_text(encoding="utf-8"))["root"])
        if spoken.returncode != 0:
            failures += 1
            print(f"FAIL {path} --speak: exit {spoken.returncode}: {spoken.stderr.strip()}")
        elif described == spoken.stdout.startswith("(no accessibility data"):
            failures += 1
            print(f"FAIL {path} --speak: the document {'has' if described else 'lacks'} accessibility data")
    card = emitted / "samples" / "card.json"
    if card.exists():
        result = run("-", stdin=card.read_text(encoding="utf-8"))
        if result.stdout != (HERE / "expected" / "card.txt").read_text(encoding="utf-8"):
            failures += 1
            print("FAIL card.json prints differently from expected/card.txt:\n" + result.stdout)
    else:
        failures += 1
        print(f"FAIL {card} is missing")
    dialog = emitted / "samples" / "dialog.json"
    if dialog.exists():
        result = run(dialog)
        if result.stdout != (HERE / "expected" / "dialog.txt").read_text(encoding="utf-8"):
            failures += 1
            print("FAIL dialog.json prints differently from expected/dialog.txt:\n" + result.stdout)
    else:
        failures += 1
        print(f"FAIL {dialog} is missing")
    for name, expected_text in (("accessibility", None), ("destructive-dialog", 'Focus: [ Keep ]')):
        sample = emitted / "samples" / (name + ".json")
        if not sample.exists():
            failures += 1
            print(f"FAIL {sample} is missing")
            continue
        result = run(sample, speak=True)
        if expected_text is None:
            if result.stdout != (HERE / "expected" / (name + ".txt")).read_text(encoding="utf-8"):
                failures += 1
                print(f"FAIL {name}.json reads out differently from expected/{name}.txt:\n" + result.stdout)
        elif f'dialog "Delete photo?": This cannot be undone. {expected_text}' not in result.stdout:
            failures += 1
            print(f"FAIL {name}.json does not read out its dialog with {expected_text}:\n" + result.stdout)
    newer = json.dumps({"format": "panelkit", "version": 2, "root": {"kind": "panel"}})
    if run("-", stdin=newer).returncode != 2:
        failures += 1
        print("FAIL a version 2 document was not refused with status 2")
    print(f"python frontend: {len(documents)} documents printed, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
