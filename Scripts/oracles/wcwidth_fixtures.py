#!/usr/bin/env python3
"""Writes the display-width fixtures for PanelText's tests from Python's `wcwidth` (the oracle).

Usage: python Scripts/oracles/wcwidth_fixtures.py [UCD_DIR] [--check]

The Unicode version is pinned to the one the Swift table was generated from (read from
Sources/PanelText/Unicode/UnicodeWidthTable.swift) and passed to wcwidth explicitly.

Outputs (Tests/PanelTextTests/Fixtures/):
  wcwidth-codepoints.txt  `FIRST LAST WIDTH` runs of wcwidth.wcwidth over U+0000..U+10FFFF
                          (surrogates included; -1 = control)
  wcwidth-sequences.txt   `HEX HEX ...<TAB>WIDTH<TAB>KIND` for a few thousand strings, WIDTH =
                          wcwidth.wcswidth; KIND names where the string came from.
With --check nothing is written: the oracle measures the committed code points and sequences
again and the script exits 1 when an answer differs (no Unicode data files needed).
"""
import os
import random
import re
import sys

import wcwidth

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
OUT = os.path.join(ROOT, "Tests", "PanelTextTests", "Fixtures")
args = [a for a in sys.argv[1:] if not a.startswith("--")]
CHECK = "--check" in sys.argv
UCD = args[0] if args else os.environ.get("UCD_DIR", "/usr/share/unicode")

with open(os.path.join(ROOT, "Sources", "PanelText", "Unicode", "UnicodeWidthTable.swift"), encoding="utf-8") as f:
    VERSION = re.search(r'unicodeVersion = "([0-9.]+)"', f.read()).group(1)
assert VERSION in wcwidth.list_versions(), f"wcwidth {wcwidth.__version__} lacks Unicode {VERSION}"


def codepoints():
    rows, start, current = [], 0, wcwidth.wcwidth(chr(0), VERSION)
    for cp in range(1, 0x110001):
        w = wcwidth.wcwidth(chr(cp), VERSION) if cp < 0x110000 else None
        if w != current:
            rows.append("%04X %04X %d" % (start, cp - 1, current))
            start, current = cp, w
    return "\n".join(rows) + "\n"


def sequences():
    rng = random.Random(2026)
    out = []

    def add(text, kind):
        out.append((text, kind))

    path = os.path.join(UCD, "emoji", "emoji-test.txt")
    with open(path, encoding="utf-8") as f:
        for line in f:
            if ";" in line and not line.startswith("#"):
                cps, status = line.split("#")[0].split(";")
                add("".join(chr(int(c, 16)) for c in cps.split()), "emoji-" + status.strip())
    with open(os.path.join(UCD, "emoji", "emoji-variation-sequences.txt"), encoding="utf-8") as f:
        for line in f:
            if ";" in line and not line.startswith("#"):
                cps = line.split(";")[0].split()
                add("".join(chr(int(c, 16)) for c in cps), "variation")
    for base in "#*0123456789":
        add(base + "\u20e3", "keycap-bare")
    regional = [chr(c) for c in range(0x1F1E6, 0x1F200)]
    for r in regional:
        add(r, "regional-single")
    combining = [cp for cp in range(0x300, 0x370)] + [0x0483, 0x0591, 0x05B0, 0x0610, 0x0E31, 0x20D0, 0x20E1, 0xFE20]
    bases = "aeioAEIOxyz" + "\u00e9\u03b1\u0416\u4e2d\u3042\uac00\uff21"
    for _ in range(600):
        marks = "".join(chr(rng.choice(combining)) for _ in range(rng.randint(1, 3)))
        add(rng.choice(bases) + marks, "combining")
    for _ in range(300):
        lead = chr(rng.randint(0x1100, 0x1112))
        vowel = chr(rng.randint(0x1161, 0x1175))
        tail = chr(rng.randint(0x11A8, 0x11C2)) if rng.random() < 0.6 else ""
        add(lead + vowel + tail, "hangul-jamo")
    for _ in range(100):
        add(chr(rng.randint(0xAC00, 0xD7A3)) + chr(rng.randint(0x11A8, 0x11C2)), "hangul-syllable-tail")
    for cp in range(0xFF61, 0xFFA0):
        add(chr(cp), "halfwidth")
    for cp in range(0xFF76, 0xFF85):
        add(chr(cp) + "\uff9e", "halfwidth-voiced")
    devanagari = [chr(c) for c in range(0x0915, 0x0939)]
    for _ in range(200):
        add(rng.choice(devanagari) + "\u094d" + rng.choice(devanagari) + rng.choice(["", "\u093e", "\u093f", "\u0940", "\u0902"]), "indic")
    words = ["hello", "日本語", "한국어", "caf\u00e9", "e\u0301", "Ｆｕｌｌ", "ﾊﾝｶｸ", "a\u200bb", "x\u00adz"]
    for _ in range(300):
        add("".join(rng.choice(words) for _ in range(rng.randint(1, 4))), "mixed-text")
    for _ in range(200):
        cps = []
        while len(cps) < 6:
            cp = rng.randint(0xA0, 0x3FFFF)
            if 0xD800 <= cp <= 0xDFFF or wcwidth.wcwidth(chr(cp), VERSION) < 0:
                continue
            cps.append(chr(cp))
        add("".join(cps), "random-scalars")
    return out


def sequence_file():
    lines = []
    for text, kind in sequences():
        width = wcwidth.wcswidth(text, unicode_version=VERSION)
        lines.append("%s\t%d\t%s" % (" ".join("%04X" % ord(c) for c in text), width, kind))
    return "\n".join(lines) + "\n"


def recheck_sequences():
    """The committed sequences measured again by the oracle (needs no Unicode data files)."""
    lines = []
    with open(os.path.join(OUT, "wcwidth-sequences.txt"), encoding="utf-8") as f:
        for line in f:
            hexes, _, kind = line.rstrip("\n").split("\t")
            text = "".join(chr(int(h, 16)) for h in hexes.split())
            lines.append("%s\t%d\t%s" % (hexes, wcwidth.wcswidth(text, unicode_version=VERSION), kind))
    return "\n".join(lines) + "\n"


def main():
    if CHECK:
        files = {"wcwidth-codepoints.txt": codepoints(), "wcwidth-sequences.txt": recheck_sequences()}
    else:
        files = {"wcwidth-codepoints.txt": codepoints(), "wcwidth-sequences.txt": sequence_file()}
    stale = []
    for name, text in files.items():
        path = os.path.join(OUT, name)
        if CHECK:
            try:
                with open(path, encoding="utf-8") as f:
                    if f.read() != text:
                        stale.append(name)
            except FileNotFoundError:
                stale.append(name)
        else:
            os.makedirs(OUT, exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    if stale:
        print("fixtures differ from wcwidth %s (Unicode %s): %s" % (wcwidth.__version__, VERSION, ", ".join(stale)))
        sys.exit(1)
    print("wcwidth %s, Unicode %s: %s" % (wcwidth.__version__, VERSION, "fixtures match" if CHECK else "fixtures written"))


if __name__ == "__main__":
    main()
