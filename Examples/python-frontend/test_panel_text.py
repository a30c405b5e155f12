#!/usr/bin/env python3
"""Tests of panel_text.py with hostile text in every string (standard library only).

usage: test_panel_text.py EMITTED_DIR

EMITTED_DIR is where the Swift tests wrote `sanitizer.jsonl`: how PanelKit's own sanitiser
(`Sanitizer.unicode` and `Sanitizer.ascii`) cleans every character up to U+00FF, the bidi
controls and their neighbours, and some hostile strings. `clean` must give exactly the same.
"""
import json
import pathlib
import subprocess
import sys
import unittest

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import panel_text  # noqa: E402

EMITTED = pathlib.Path(sys.argv.pop(1) if len(sys.argv) > 1 else ".build/emitted-json")

# ESC with a CSI and an OSC title, BEL, DEL, the one-character CSI U+009B, a right-to-left
# override, an isolate, a mark, a newline and a lone surrogate.
HOSTILE = "\x1b[2J\x1b]0;pwned\x07\x7f\x9b31m\u202e\u2066\u200f\nx\ud800"


def forbidden(text):
    """The characters of `text` that must never reach a terminal (newline is allowed)."""
    return [
        char
        for char in text
        if (ord(char) < 0x20 and char != "\n")
        or 0x7F <= ord(char) <= 0x9F
        or ord(char) in panel_text.BIDI_CONTROLS
        or 0xD800 <= ord(char) <= 0xDFFF
    ]


def h(text):
    return text + HOSTILE


def hostile_document():
    """A document with a hostile value in every string: ids, labels, titles, units,
    placeholders, options, texts, unknown kinds and their properties, values and keys."""
    ids = {name: h(name) for name in ("speed", "on", "title", "fill", "style", "spring", "move", "go", "x", "f")}
    root = {
        "kind": "panel",
        "title": h("Panel"),
        "children": [
            {"kind": "slider", "id": ids["speed"], "label": h("Speed"), "range": [0, 2], "step": 0.5, "unit": HOSTILE},
            {"kind": "slider", "id": h("stops"), "label": h("Stops"), "stops": [1, 2]},
            {"kind": "toggle", "id": ids["on"], "label": h("On")},
            {"kind": "textField", "id": ids["title"], "label": h("Title"), "placeholder": HOSTILE},
            {"kind": "colorPicker", "id": ids["fill"], "label": h("Fill")},
            {"kind": "picker", "id": ids["style"], "label": h("Style"),
             "options": [{"value": h("a"), "label": h("A")}, h("b")]},
            {"kind": "folder", "id": ids["f"], "label": h("Folder"), "children": [
                {"kind": "springEditor", "id": ids["spring"], "label": h("Spring")},
                {"kind": "transitionEditor", "id": ids["move"], "label": h("Move")},
                {"kind": "stack", "axis": "horizontal", "children": [
                    {"kind": "button", "id": ids["go"], "label": h("Go")},
                    {"kind": "button", "id": h("stop"), "label": h("Stop")},
                ]},
            ]},
            {"kind": "box", "title": h("Box"), "children": [{"kind": "text", "text": h("Text")}]},
            {"kind": "screen", "title": h("Screen"), "children": []},
            {"kind": h("future"), "id": ids["x"], "label": h("Future"), h("key"): HOSTILE},
            {"kind": h("future"), "title": h("Untitled")},
        ],
    }
    values = {
        ids["speed"]: 1,
        ids["on"]: True,
        ids["title"]: h("hello \"quoted\" \\ "),
        ids["fill"]: h("#FF0000"),
        ids["style"]: h("a"),
        ids["spring"]: {"type": h("time"), "duration": HOSTILE, h("bounce"): 0.2},
        ids["move"]: {"type": "easing", "duration": 0.3, "bezier": [HOSTILE, 0, 0.2, 1]},
        ids["x"]: {h("k"): [HOSTILE, {h("n"): HOSTILE}]},
    }
    return {"format": "panelkit", "version": 1, "root": root, "values": values}


def run(stdin, *options):
    return subprocess.run(
        [sys.executable, str(HERE / "panel_text.py"), *options, "-"],
        input=stdin.encode("utf-8"),
        capture_output=True,
    )


class CleanTests(unittest.TestCase):
    def test_clean_matches_the_swift_sanitizer(self):
        table = EMITTED / "sanitizer.jsonl"
        self.assertTrue(table.exists(), f"{table} is missing: run swift test first")
        cases = [json.loads(line) for line in table.read_text(encoding="utf-8").split("\n") if line]
        self.assertGreater(len(cases), 300)
        for case in cases:
            self.assertEqual(panel_text.clean(case["input"]), case["unicode"], repr(case["input"]))
            self.assertEqual(panel_text.clean(case["input"], ascii_only=True), case["ascii"], repr(case["input"]))

    def test_sanitize_leaves_nothing_hostile(self):
        for code in list(range(0, 0x100)) + sorted(panel_text.BIDI_CONTROLS) + [0xD800, 0xDFFF]:
            self.assertEqual(forbidden(panel_text.sanitize("a" + chr(code) + "b")), [], hex(code))
        self.assertEqual(panel_text.sanitize("two\nlines"), "two lines")
        self.assertEqual(panel_text.sanitize("\x1b[2J\x9b\u202e"), "\u241b[2J<9B>")

    def test_text_fields_are_quoted_and_cleaned(self):
        self.assertEqual(panel_text.quoted('say "hi" \\ \x1b'), '"say \\"hi\\" \\\\ \u241b"')


class HostileDocumentTests(unittest.TestCase):
    def test_every_string_is_cleaned_in_the_output(self):
        document = hostile_document()
        # Escaped as \uXXXX, as a JSON writer would send a lone surrogate.
        result = run(json.dumps(document))
        self.assertEqual(result.returncode, 0, result.stderr)
        output = result.stdout.decode("utf-8")
        self.assertEqual(forbidden(output), [])
        # Every label, title and text still shows, cleaned.
        for text in ("Panel", "Speed", "Stops", "On", "Title", "Fill", "Style", "Folder", "Spring", "Move",
                     "Go", "Stop", "Box", "Text", "Screen", "Future"):
            self.assertIn(panel_text.sanitize(h(text)), output, text)
        self.assertIn(panel_text.sanitize(h("A")), output)
        self.assertIn(panel_text.quoted(h("hello \"quoted\" \\ ")), output)
        # A row of buttons prints on one line.
        self.assertIn(f"[ {panel_text.sanitize(h('Go'))} ]  [ {panel_text.sanitize(h('Stop'))} ]", output)

    def test_a_hostile_file_name_is_cleaned_in_the_error(self):
        result = subprocess.run(
            [sys.executable, str(HERE / "panel_text.py"), "missing\x1b[2J\x9b.json"], capture_output=True
        )
        self.assertEqual(result.returncode, 1)
        self.assertEqual(forbidden(result.stderr.decode("utf-8")), [])


def spoken_document(text=lambda t: t):
    """A panel with accessibility data as PanelKit writes it: a slider, a hidden toggle, a
    presented destructive dialog and one that is not presented. `text` wraps every string."""
    button = lambda node_id, label, hint=None: {  # noqa: E731
        "kind": "button", "id": node_id, "label": label,
        "accessibility": dict({"role": "button", "label": text(label)}, **({"hint": text(hint)} if hint else {})),
    }
    root = {"kind": "dialogRoot", "children": [
        {"kind": "panel", "title": "P", "children": [
            {"kind": "slider", "id": "zoom", "label": "Zoom", "stops": [0.5, 1, 2], "unit": "x",
             "accessibility": {"role": "slider", "label": text("Zoom"), "valueText": text("1 x"), "increment": 2,
                               "decrement": 0.5, "hint": text("Adjustable")}},
            {"kind": "toggle", "id": "grid", "label": "Grid", "modifiers": {"hidden": True},
             "accessibility": {"role": "toggle", "label": "Grid", "valueText": "on"}},
        ]},
        {"kind": "dialog", "id": "confirm", "title": "Delete?", "message": "Gone for good.",
         "accessibility": {"role": "dialog", "label": text("Delete?"), "description": text("Gone for good."),
                           "initialFocus": "confirm.keep"},
         "children": [button("confirm.delete", "Delete", "Cannot be undone"), button("confirm.keep", "Keep")]},
        {"kind": "dialog", "id": "later", "title": "Later",
         "accessibility": {"role": "dialog", "label": "Later", "initialFocus": "later.ok"},
         "children": [button("later.ok", "OK")]},
    ]}
    values = {"zoom": 1, "grid": True, "confirm": {"presented": True, "z": 1}, "later": {"presented": False}}
    return {"format": "panelkit", "version": 1, "minor": 1, "root": root, "values": values}


class MonitorTests(unittest.TestCase):
    def test_a_monitor_shows_its_value_and_a_graph_of_its_samples(self):
        document = {
            "format": "panelkit", "version": 1,
            "root": {"kind": "panel", "title": "sim", "children": [
                {"kind": "monitor", "id": "fps", "label": "fps", "unit": "Hz", "precision": 1,
                 "graph": True, "range": [0, 70]},
                {"kind": "monitor", "id": "phase", "label": "phase", "type": "text"},
                {"kind": "monitor", "id": "idle", "label": "idle"}]},
            "values": {}, "samples": {"fps": [0, 10, 35, 60, 70], "phase": [h("run")]}}
        output = subprocess.run(
            [sys.executable, str(HERE / "panel_text.py"), "-"], input=json.dumps(document),
            capture_output=True, text=True, check=True).stdout
        lines = output.split("\n")
        self.assertEqual(lines[1], "  fps: 70.0 Hz [_.~^'] min 0.0 Hz, max 70.0 Hz")
        self.assertTrue(lines[2].startswith("  phase: run"))
        self.assertEqual(lines[3], "  idle: -")
        self.assertEqual(forbidden(output), [])


class NewKindTests(unittest.TestCase):
    def run_reader(self, children, values):
        document = {"format": "panelkit", "version": 1,
                    "root": {"kind": "panel", "title": "new", "children": children}, "values": values}
        output = subprocess.run(
            [sys.executable, str(HERE / "panel_text.py"), "-"], input=json.dumps(document),
            capture_output=True, text=True, check=True).stdout
        self.assertEqual(forbidden(output), [])
        return output.split("\n")

    def test_a_number_field_shows_its_number_unit_and_bounds(self):
        lines = self.run_reader([
            {"kind": "numberField", "id": "timeout", "label": "timeout", "minimum": 0, "step": 0.5,
             "unit": h("s")},
            {"kind": "numberField", "id": "seed", "label": h("seed")}], {"timeout": 2.5, "seed": 7})
        self.assertTrue(lines[1].startswith("  timeout: [2.5 s"), lines[1])
        self.assertTrue(lines[1].endswith("]  (min 0, step 0.5)"), lines[1])
        self.assertTrue(lines[2].startswith("  seed") and lines[2].endswith(": [7]"))


    def test_a_range_slider_shows_its_pair_and_range(self):
        lines = self.run_reader([
            {"kind": "rangeSlider", "id": "spawn", "label": "spawn", "range": [0, 10], "step": 0.5,
             "unit": "s"},
            {"kind": "rangeSlider", "id": "odd", "label": "odd", "range": [0, 1]}],
            {"spawn": [2, 8.5], "odd": h("x")})
        self.assertEqual(lines[1], "  spawn: 2 - 8.5 s  [0..10 step 0.5]")
        self.assertTrue(lines[2].startswith("  odd: x"), lines[2])

    def test_a_point_shows_each_axis_and_its_range(self):
        lines = self.run_reader([
            {"kind": "point", "id": "offset", "label": "offset", "unit": "px", "locked": True,
             "axes": [{"name": "x", "range": [-10, 10], "step": 0.5}, {"name": "y", "range": [-10, 10]}]},
            {"kind": "point", "id": "light", "label": "light",
             "axes": [{"range": [0, 1]}, {"range": [0, 1]}, {"name": h("depth"), "range": [0, 2]}]},
            {"kind": "point", "id": "odd", "label": "odd", "axes": [{"range": [0, 1]}, {"range": [0, 1]}]}],
            {"offset": [12, -3], "light": [0.25, 1, 2], "odd": [1, 2, 3]})
        self.assertEqual(lines[1], "  offset: x 12, y -3 px  [x -10..10 step 0.5; y -10..10]  (locked)")
        self.assertTrue(lines[2].startswith("  light: x 0.25, y 1, depth"), lines[2])
        self.assertEqual(lines[3], "  odd: [1, 2, 3]")

    def test_a_tabs_folder_shows_its_strip_and_the_open_tab_only(self):
        document = [
            {"kind": "folder", "id": "look", "label": "look", "tabs": True, "children": [
                {"kind": "folder", "id": "look.light", "label": h("Light"), "children": [
                    {"kind": "toggle", "id": "look.light.on", "label": "on"}]},
                {"kind": "folder", "id": "look.shadow", "label": "Shadow", "children": [
                    {"kind": "slider", "id": "look.shadow.blur", "label": "blur", "range": [0, 40]}]},
                {"kind": "toggle", "id": "look.flat", "label": "flat"}]}]
        lines = self.run_reader(document, {"look": 1, "look.light.on": True, "look.shadow.blur": 4,
                                           "look.flat": False})
        light = panel_text.sanitize(h("Light"))
        self.assertEqual(lines[1:4], ["  [-] look", f"    tabs: {light}  [Shadow]  flat", "    blur: 4  [0..40]"])
        # An index that names no tab opens the first; a tab that is no folder is shown as itself.
        lines = self.run_reader(document, {"look": 7, "look.light.on": True})
        self.assertEqual(lines[2:4], [f"    tabs: [{light}]  Shadow  flat", "    on: [x]"])
        lines = self.run_reader(document, {"look": 2, "look.flat": False})
        self.assertEqual(lines[3], "    flat: [ ]")
        # Read out, only the open tab follows the folder (which names it).
        spoken = {"format": "panelkit", "version": 1, "root": {"kind": "panel", "title": "new", "children": [
            {"kind": "folder", "id": "look", "label": "look", "tabs": True,
             "accessibility": {"role": "group", "label": "look", "valueText": "Shadow, tab 2 of 2"},
             "children": [
                 {"kind": "folder", "id": "look.light", "label": "Light",
                  "accessibility": {"role": "group", "label": "Light"}},
                 {"kind": "folder", "id": "look.shadow", "label": "Shadow",
                  "accessibility": {"role": "group", "label": "Shadow"}}]}]},
                  "values": {"look": 1}}
        result = run(json.dumps(spoken), "--speak")
        self.assertEqual(result.stdout.decode("utf-8").splitlines(),
                         ['group "look", Shadow, tab 2 of 2', '  group "Shadow"'])

    def test_a_multi_select_marks_its_chosen_options(self):
        lines = self.run_reader([
            {"kind": "multiSelect", "id": "layers", "label": "layers",
             "options": ["grid", {"value": "axes", "label": h("Axes")}, "labels"], "maxCount": 2}],
            {"layers": ["grid", "labels"]})
        self.assertTrue(lines[1].startswith("  layers: [x] grid [ ] Axes"), lines[1])
        self.assertTrue(lines[1].endswith(" [x] labels"), lines[1])


class SpeakTests(unittest.TestCase):
    def test_reads_out_the_accessibility_data(self):
        result = run(json.dumps(spoken_document()), "--speak")
        self.assertEqual(result.returncode, 0, result.stderr)
        # The panel has no id (nothing to key its data by); the hidden toggle and the dialog
        # that is not presented are not read; the focus is on Keep, named by the data.
        self.assertEqual(result.stdout.decode("utf-8").splitlines(), [
            'slider "Zoom", 1 x (up 2, down 0.5). Adjustable',
            'dialog "Delete?": Gone for good. Focus: [ Keep ]',
            '  button "Delete". Cannot be undone',
            '  button "Keep"',
        ])

    def test_a_presented_dialog_is_announced_after_its_box(self):
        result = run(json.dumps(spoken_document()))
        lines = result.stdout.decode("utf-8").splitlines()
        self.assertIn('>> dialog "Delete?": Gone for good. Focus: [ Keep ]', lines)
        self.assertFalse(any(line.startswith('>> dialog "Later"') for line in lines))

    def test_hostile_accessibility_text_is_cleaned(self):
        result = run(json.dumps(spoken_document(h)), "--speak")
        self.assertEqual(result.returncode, 0, result.stderr)
        output = result.stdout.decode("utf-8")
        self.assertEqual(forbidden(output), [])
        for text in ("Zoom", "1 x", "Adjustable", "Delete?", "Gone for good.", "Keep", "Cannot be undone"):
            self.assertIn(panel_text.sanitize(h(text)), output, text)

    def test_an_older_document_says_it_has_no_data(self):
        document = {"format": "panelkit", "version": 1, "root": {"kind": "panel", "children": [
            {"kind": "toggle", "id": "on", "label": "On"}]}}
        lines = run(json.dumps(document), "--speak").stdout.decode("utf-8").splitlines()
        self.assertEqual(lines, ["(no accessibility data: the document is older than minor version 1)", 'toggle "On"'])


if __name__ == "__main__":
    unittest.main()
