#!/usr/bin/env python3
"""Compiles every ```swift block of the DocC catalog as written, against the debug build's
modules, as the `main.swift` of a program of its own (so top-level code is checked the way a
reader pastes it, through code generation: some compiler crashes only show there).

usage: doc_snippets.py MODULES_DIR [CATALOG ...]     (default catalog: Documentation.docc)

Each article's blocks are compiled on their own unless marked, in an HTML comment on the
line before the block (DocC drops such comments from the page):

    <!-- snippet: continues -->            the block continues the article's previous block:
                                           it is compiled after it, in the same program
    <!-- snippet: fragment REASON -->      the block cannot stand alone (REASON says why) and
                                           is not compiled on its own (a block may continue
                                           it); prefer making the block complete

Prints one line per block and the compiler's errors for each failure; exits 1 on any.
"""
import os
import pathlib
import re
import subprocess
import sys
import tempfile

MARK = re.compile(r"<!--\s*snippet:\s*(continues|fragment)\b(.*?)-->")


def snippets(article):
    """(line, body, mark, reason) for every ```swift block of an article, in order."""
    lines = article.read_text(encoding="utf-8").split("\n")
    found = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.strip() == "```swift":
            end = index + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            previous = next((lines[i] for i in range(index - 1, -1, -1) if lines[i].strip()), "")
            mark = MARK.search(previous)
            found.append(
                (index + 1, "\n".join(lines[index + 1 : end]) + "\n",
                 mark.group(1) if mark else None, mark.group(2).strip() if mark else "")
            )
            index = end + 1
        else:
            index += 1
    return found


def compile_program(source, modules, folder):
    main = pathlib.Path(folder) / "main.swift"
    main.write_text(source, encoding="utf-8")
    result = subprocess.run(
        ["swiftc", "-swift-version", "6", "-c", "-diagnostic-style=llvm", "-I", modules, "-module-name", "Snippet",
         "-o", str(pathlib.Path(folder) / "main.o"), str(main)],
        capture_output=True, text=True,
    )
    return result.returncode == 0, result.stdout + result.stderr


def main():
    modules = sys.argv[1]
    catalogs = [pathlib.Path(path) for path in sys.argv[2:]] or [pathlib.Path("Documentation.docc")]
    articles = sorted(path for catalog in catalogs for path in catalog.rglob("*.md"))
    failures = compiled = skipped = 0
    with tempfile.TemporaryDirectory() as folder:
        for article in articles:
            program = ""
            for line, body, mark, reason in snippets(article):
                name = f"{article}:{line}"
                if mark == "fragment":
                    program = body  # not compiled alone, but a block may continue it
                    if not reason:
                        print(f"FAIL {name}: a fragment must say why it cannot stand alone")
                        failures += 1
                    else:
                        print(f"skip {name}: fragment ({reason})")
                        skipped += 1
                    continue
                if mark == "continues" and not program:
                    print(f"FAIL {name}: marked as continuing, but no block comes before it")
                    failures += 1
                    continue
                program = (program + "\n" + body) if mark == "continues" else body
                ok, output = compile_program(program, modules, folder)
                compiled += 1
                if ok:
                    print(f"ok   {name}")
                else:
                    failures += 1
                    print(f"FAIL {name}: does not compile as written")
                    errors = [l for l in output.split("\n") if "error" in l] or output.split("\n")
                    for error in errors[:8]:
                        print("     " + error.replace(os.path.join(folder, ""), ""))
    print(f"doc snippets: {compiled} compiled, {skipped} fragments, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
