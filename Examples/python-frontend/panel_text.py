#!/usr/bin/env python3
"""Prints a PanelKit panel as plain text: a frontend written without Swift.

usage: panel_text.py [--speak] [FILE]     (reads standard input when FILE is absent or "-")

Reads a PanelKit JSON document ({"format": "panelkit", "version": 1, "root": ..., "values":
...}) and prints one line per control, indented by nesting: the label and the value from the
values map. Folders, boxes and screens print a heading and their children; stacks print
their children (a horizontal stack of controls, such as a row of buttons, on one line); a
dialog is drawn as a box after the content of its root, with its title, its state (presented,
z-order, placement, overlay, or the reason of its last dismissal), its message, its content and
its buttons with their roles; a drawer panel root and a floating button print their state;
unknown kinds print as "label: value" and then their children, so a newer document still
reads. A presented dialog is announced after its box as a screen reader would: its label,
its description and the button that takes the focus, from the document's accessibility data.

With --speak it prints what assistive technology says instead, one line per node the
document describes (its `accessibility` object, minor version 1): role, label, value text,
description, hint, the values an increment and a decrement move to, and a dialog's initial
focus, skipping hidden nodes and dialogs that are not presented. A document without the data
(older than minor version 1) says so and lists its controls by kind and label. Every string from the document is cleaned exactly as PanelKit's
terminal backends clean it (see `clean`), so a hostile label or value cannot drive the
terminal. Only the Python standard library is used.

Exit status: 0 on success, 1 when the input is not JSON or not a PanelKit document, 2 when
the document's major version is newer than this program reads.
"""
import math
import json
import sys

READS_MAJOR_VERSION = 1
INDENT = "  "


# Bidirectional embedding, override and isolate controls and the directional marks: removed,
# so that they cannot reorder what follows them on screen.
BIDI_CONTROLS = frozenset(range(0x202A, 0x202F)) | frozenset(range(0x2066, 0x206A)) | {0x200E, 0x200F, 0x061C}


def clean(text, ascii_only=False):
    """Exactly what PanelKit's terminal backends do to untrusted text (Swift's
    `Sanitizer.clean`): every C0 control but newline, DEL and every C1 control become visible
    stand-ins, bidi controls are removed, everything else is kept.

    | input              | unicode (ANSI backend)        | ascii_only (ASCII backend) |
    | ESC, other C0      | control picture U+2400 + code | ^[ , ^@ ... ^_             |
    | DEL                | U+2421                        | ^?                         |
    | C1 (U+0080-U+009F) | <9B> (hex)                    | <9B> (hex)                 |

    A lone surrogate (which JSON allows and PanelKit's own reader refuses) becomes U+FFFD, so
    that printing never fails.
    """
    out = []
    for char in str(text):
        code = ord(char)
        if 0x20 <= code < 0x7F or code == 0x0A:
            out.append(char)
        elif code < 0x20:
            out.append("^" + chr(code + 0x40) if ascii_only else chr(0x2400 + code))
        elif code == 0x7F:
            out.append("^?" if ascii_only else "\u2421")
        elif code <= 0x9F:
            out.append("<%02X>" % code)
        elif code in BIDI_CONTROLS:
            continue
        elif 0xD800 <= code <= 0xDFFF:
            out.append("\ufffd")
        else:
            out.append(char)
    return "".join(out)


def sanitize(text):
    """Makes a string safe to print on one line of a terminal: `clean`, then newlines become
    spaces (Swift's `Sanitizer.cleanLine`)."""
    return clean(text).replace("\n", " ")


def quoted(text):
    """A text field's value in double quotes, with quotes and backslashes escaped."""
    return '"' + sanitize(str(text).replace("\\", "\\\\").replace('"', '\\"')) + '"'


def number(value):
    """Formats a number the way PanelKit writes it: whole numbers without '.0'."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, float) and value.is_integer() and abs(value) <= 2**53:
        return str(int(value))
    return repr(value)


def plain(value):
    """A short plain-text form of any JSON value."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (int, float)):
        return number(value)
    if isinstance(value, str):
        return sanitize(value)
    if value is None:
        return "-"
    if isinstance(value, list):
        return "[" + ", ".join(plain(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{sanitize(key)}={plain(value[key])}" for key in sorted(value)) + "}"
    return sanitize(repr(value))


def spring_text(spring):
    if not isinstance(spring, dict):
        return plain(spring)
    if spring.get("type") == "time":
        return f"spring duration {plain(spring.get('duration'))}s, bounce {plain(spring.get('bounce'))}"
    if spring.get("type") == "physics":
        return (
            f"spring stiffness {plain(spring.get('stiffness'))}, damping {plain(spring.get('damping'))}, "
            f"mass {plain(spring.get('mass'))}"
        )
    return plain(spring)


def transition_text(transition):
    if not isinstance(transition, dict):
        return plain(transition)
    if transition.get("type") == "easing":
        return f"easing {plain(transition.get('duration'))}s, bezier {plain(transition.get('bezier'))}"
    if transition.get("type") == "spring":
        return spring_text(transition.get("spring"))
    return plain(transition)


def control_line(node, value, has_value):
    """The text after the indentation for a node that is a control, or None."""
    kind = node.get("kind")
    label = sanitize(node.get("label", node.get("id", kind)))
    shown = plain(value) if has_value else "-"
    if kind == "slider":
        unit = node.get("unit")
        text = f"{label}: {shown}" + (f" {sanitize(unit)}" if isinstance(unit, str) and has_value else "")
        if isinstance(node.get("range"), list) and len(node["range"]) == 2:
            low, high = node["range"]
            text += f"  [{plain(low)}..{plain(high)}" + (f" step {plain(node['step'])}" if "step" in node else "") + "]"
        elif isinstance(node.get("stops"), list):
            text += "  (stops " + ", ".join(plain(stop) for stop in node["stops"]) + ")"
        return text
    if kind == "numberField":
        unit = node.get("unit")
        text = f"{label}: [{shown}" + (f" {sanitize(unit)}" if isinstance(unit, str) and has_value else "") + "]"
        bounds = [f"min {plain(node[key])}" if key == "minimum" else f"max {plain(node[key])}"
                  for key in ("minimum", "maximum") if isinstance(node.get(key), (int, float))]
        if isinstance(node.get("step"), (int, float)):
            bounds.append(f"step {plain(node['step'])}")
        return text + (f"  ({', '.join(bounds)})" if bounds else "")
    if kind == "rangeSlider":
        unit = node.get("unit")
        pair = value if isinstance(value, list) and len(value) == 2 else None
        text = f"{label}: " + (f"{plain(pair[0])} - {plain(pair[1])}" if pair else shown)
        text += f" {sanitize(unit)}" if isinstance(unit, str) and pair else ""
        if isinstance(node.get("range"), list) and len(node["range"]) == 2:
            low, high = node["range"]
            text += f"  [{plain(low)}..{plain(high)}" + (f" step {plain(node['step'])}" if "step" in node else "") + "]"
        return text
    if kind == "point":
        axes = [axis for axis in node.get("axes", []) if isinstance(axis, dict)] if isinstance(node.get("axes"), list) else []
        names = [sanitize(axis["name"]) if isinstance(axis.get("name"), str) else "xyz"[index]
                 for index, axis in enumerate(axes[:3])]
        numbers = value if isinstance(value, list) and len(value) == len(names) and names else None
        if numbers is None or not all(isinstance(item, (int, float)) and not isinstance(item, bool) for item in numbers):
            return f"{label}: {shown}"
        unit = node.get("unit")
        text = f"{label}: " + ", ".join(f"{name} {plain(item)}" for name, item in zip(names, numbers))
        text += f" {sanitize(unit)}" if isinstance(unit, str) else ""
        ranges = []
        for name, axis in zip(names, axes):
            if isinstance(axis.get("range"), list) and len(axis["range"]) == 2:
                low, high = axis["range"]
                step = f" step {plain(axis['step'])}" if "step" in axis else ""
                ranges.append(f"{name} {plain(low)}..{plain(high)}{step}")
        text += f"  [{'; '.join(ranges)}]" if ranges else ""
        return text + ("  (locked)" if node.get("locked") is True else "")
    if kind == "multiSelect":
        options = node.get("options") if isinstance(node.get("options"), list) else []
        chosen = value if isinstance(value, list) else []
        marks = []
        for option in options:
            option_value = option.get("value") if isinstance(option, dict) else option
            option_label = option.get("label", option_value) if isinstance(option, dict) else option
            marks.append(("[x] " if option_value in chosen else "[ ] ") + plain(option_label))
        text = f"{label}: " + " ".join(marks)
        return text if isinstance(value, list) or not has_value else text + f"  ({shown})"
    if kind == "toggle":
        return f"{label}: " + ("[x]" if value is True else "[ ]")
    if kind == "textField":
        return f"{label}: " + (quoted(value) if isinstance(value, str) else shown)
    if kind == "colorPicker":
        return f"{label}: {shown}"
    if kind == "picker":
        options = node.get("options") if isinstance(node.get("options"), list) else []
        names = []
        chosen = shown
        for option in options:
            option_value = option.get("value") if isinstance(option, dict) else option
            option_label = option.get("label", option_value) if isinstance(option, dict) else option
            names.append(plain(option_label))
            if has_value and option_value == value:
                chosen = plain(option_label)
        return f"{label}: {chosen}  (" + " | ".join(names) + ")"
    if kind == "springEditor":
        return f"{label}: " + (spring_text(value) if has_value else "-")
    if kind == "transitionEditor":
        return f"{label}: " + (transition_text(value) if has_value else "-")
    if kind == "button":
        role = node.get("role")
        return f"[ {label} ]" + (f" ({sanitize(role)})" if isinstance(role, str) else "")
    return None


def overlay_text(overlay):
    """A dialog overlay in words: "dim #000000 40%", "blur dark" or "none"."""
    if not isinstance(overlay, dict):
        return "dim #000000 40%"
    if overlay.get("type") == "dim":
        opacity = overlay.get("opacity")
        percent = number(round(opacity * 100)) + "%" if isinstance(opacity, (int, float)) else "?"
        return f"dim {plain(overlay.get('color', '#000000'))} {percent}"
    if overlay.get("type") == "blur":
        return f"blur {plain(overlay.get('style'))}"
    return plain(overlay.get("type", "none"))


def accessibility(node):
    """The node's accessibility object (documents of minor version 1 and later), or None."""
    info = node.get("accessibility") if isinstance(node, dict) else None
    return info if isinstance(info, dict) else None


def find_node(node, node_id):
    """The node with this id at or below `node`, or None."""
    if not isinstance(node, dict):
        return None
    if node.get("id") == node_id:
        return node
    for child in node.get("children") if isinstance(node.get("children"), list) else []:
        found = find_node(child, node_id)
        if found is not None:
            return found
    return None


def focus_name(dialog, info):
    """The label of the button a dialog's accessibility names as its initial focus, or None."""
    focus = info.get("initialFocus")
    button = find_node(dialog, focus) if isinstance(focus, str) else None
    if button is None:
        return None
    label = (accessibility(button) or {}).get("label", button.get("label", focus))
    return sanitize(label)


def announcement(node):
    """What a screen reader says when a dialog appears: `>> dialog "Title": message. Focus:
    [ Keep ]`, or None without accessibility data."""
    info = accessibility(node)
    if info is None:
        return None
    text = f'>> {sanitize(info.get("role", "dialog"))} "{sanitize(info.get("label", ""))}"'
    if isinstance(info.get("description"), str):
        text += ": " + sanitize(info["description"])
    focus = focus_name(node, info)
    if focus is not None:
        text = then(text, f"Focus: [ {focus} ]")
    return text


def draw_dialog(node, value, depth, lines, values):
    """A dialog as a box: its title and state in the top border, then its message, content
    and buttons inside; a presented dialog is announced below it."""
    state = value if isinstance(value, dict) else {}
    if state.get("presented") is True:
        status = f"presented, z {plain(state.get('z', 1))}"
    else:
        status = "not presented"
        if isinstance(state.get("dismissal"), str):
            status += f", dismissed by {sanitize(state['dismissal'])}"
    status += f", {plain(node.get('placement', 'center'))}, {overlay_text(node.get('overlay'))}"
    body = []
    if isinstance(node.get("message"), str):
        body.append(sanitize(node["message"]))
    children = node.get("children") if isinstance(node.get("children"), list) else []
    for child in children:
        render(child, values, 0, body)
    title = sanitize(node.get("title", node.get("id", "dialog")))
    head = f"+-- {title} ({status}) "
    width = max([len(head) + 2] + [len(line) + 4 for line in body])
    pad = INDENT * depth
    lines.append(pad + head + "-" * (width - len(head) - 1) + "+")
    for line in body:
        lines.append(pad + "| " + line + " " * (width - len(line) - 4) + " |")
    lines.append(pad + "+" + "-" * (width - 2) + "+")
    spoken = announcement(node) if state.get("presented") is True else None
    if spoken is not None:
        lines.append(pad + spoken)


def row_line(node, values):
    """A horizontal stack of controls (the panel DSL's `Row { ... }`) on one line, or None when
    one of its children is not a plain control."""
    children = node.get("children") if isinstance(node.get("children"), list) else []
    parts = []
    for child in children:
        if isinstance(child, dict) and child.get("kind") == "spacer":
            continue
        if not isinstance(child, dict) or child.get("children"):
            return None
        child_id = child.get("id")
        has_value = isinstance(child_id, str) and child_id in values
        part = control_line(child, values.get(child_id) if has_value else None, has_value)
        if part is None:
            return None
        parts.append(part)
    return "  ".join(parts) if parts else None


# What each monitor shows, by id: the document's "samples" member (oldest first, current last).
SAMPLES = {}
# Eight heights in 7-bit characters, lowest first.
SPARK = "_.,-~=^'"


def monitor_number(node, value):
    precision = node.get("precision")
    if isinstance(precision, int) and not isinstance(precision, bool) and 0 <= precision <= 10:
        text = f"{value:.{precision}f}"
    else:
        text = number(value)
    unit = node.get("unit")
    return text + (" " + sanitize(unit) if isinstance(unit, str) and unit else "")


def monitor_line(node):
    """A monitor: its label, current value, and for a graph the recent history as a 7-bit
    sparkline with the history's min and max."""
    history = SAMPLES.get(node.get("id"))
    history = history if isinstance(history, list) else []
    label = sanitize(node.get("label", node.get("id", "monitor")))
    if not history:
        return f"{label}: -"
    current = history[-1]
    if isinstance(current, bool):
        shown = "on" if current else "off"
    elif isinstance(current, (int, float)):
        shown = monitor_number(node, current)
    else:
        shown = sanitize(current)
    numbers = [v for v in history if isinstance(v, (int, float)) and not isinstance(v, bool)]
    if node.get("graph") is not True or not numbers:
        return f"{label}: {shown}"
    bounds = node.get("range")
    if isinstance(bounds, list) and len(bounds) == 2 and bounds[0] < bounds[1]:
        low, high = bounds
    else:
        low, high = min(numbers), max(numbers)
    span = high - low
    recent = numbers[-32:]
    spark = "".join(
        SPARK[round(min(max((v - low) / span, 0), 1) * (len(SPARK) - 1))] if span > 0 else SPARK[3] for v in recent)
    return (f"{label}: {shown} [{spark}] min {monitor_number(node, min(numbers))}, "
            f"max {monitor_number(node, max(numbers))}")


def render(node, values, depth, lines):
    if not isinstance(node, dict):
        lines.append(INDENT * depth + "?")
        return
    kind = node.get("kind")
    node_id = node.get("id")
    has_value = isinstance(node_id, str) and node_id in values
    value = values.get(node_id) if has_value else None
    pad = INDENT * depth
    children = node.get("children") if isinstance(node.get("children"), list) else []
    inner = depth + 1
    line = control_line(node, value, has_value)
    row = row_line(node, values) if kind == "stack" and node.get("axis") == "horizontal" else None
    if row is not None:
        lines.append(pad + row)
        return
    if kind == "dialog":
        draw_dialog(node, value, depth, lines, values)
        return
    if kind == "monitor":
        lines.append(pad + monitor_line(node))
    elif line is not None:
        lines.append(pad + line)
    elif kind == "dialogRoot":
        inner = depth
    elif kind == "panelRoot":
        state = value if isinstance(value, dict) else {}
        mode = plain(node.get("mode", "drawer"))
        if mode == "drawer":
            shown = "open, " + plain(state.get("detent", "medium")) if state.get("presented") is True else "closed"
            lines.append(pad + f"== panels ({mode}, {shown}) ==")
        else:
            lines.append(pad + f"== panels ({mode}) ==")
    elif kind == "floatingButton":
        where = plain(node.get("corner", "bottomRight"))
        if isinstance(value, dict) and "x" in value:
            edges = value.get("edges") if isinstance(value.get("edges"), list) else []
            where = f"x {plain(value.get('x'))}, y {plain(value.get('y'))}" + (
                " [" + ", ".join(plain(edge) for edge in edges) + "]" if edges else "")
        lines.append(pad + f"( {sanitize(node.get('label', node_id or 'button'))} ) at {where}")
    elif kind == "panel":
        lines.append(pad + "== " + sanitize(node.get("title", "")) + " ==")
    elif kind == "folder":
        collapsed = node.get("collapsed") is True
        lines.append(pad + ("[+] " if collapsed else "[-] ") + sanitize(node.get("label", node_id or "")))
        if node.get("tabs") is True:
            draw_tabs(node, children, value, collapsed, inner, lines, values)
            return
    elif kind in ("box", "screen"):
        title = node.get("title")
        lines.append(pad + f"+-- {sanitize(title) if isinstance(title, str) else kind} --+")
    elif kind == "text":
        lines.append(pad + sanitize(node.get("text", "")))
    elif kind == "divider":
        lines.append(pad + "-" * 20)
    elif kind in ("stack", "spacer"):
        inner = depth
    else:
        # A kind this program does not know: "label: value", then its children.
        label = node.get("label", node.get("title", node_id))
        if label is not None or has_value:
            lines.append(pad + f"{plain(label if label is not None else kind)}: {plain(value) if has_value else '-'}")
        else:
            inner = depth
    for child in children:
        render(child, values, inner, lines)


def open_tab_index(value, count):
    """The open tab a tabs folder's value names among `count` tabs: a whole number that names a
    tab, else the first (0)."""
    whole = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value == int(value)
    return int(value) if whole and 0 <= value < count else 0


def draw_tabs(node, children, value, collapsed, depth, lines, values):
    """A folder shown as tabs: its strip (the open tab in brackets; the open tab's index is the
    folder's value, and one that names no tab opens the first), then only the open tab's rows
    (a tab that is a folder shows its rows without its own header)."""
    if collapsed:
        return
    tabs = [child for child in children if isinstance(child, dict)]
    open_tab = open_tab_index(value, len(tabs))
    names = [sanitize(tab.get("label", tab.get("title", str(tab.get("id", "")).split(".")[-1] or tab.get("kind", "?"))))
             for tab in tabs]
    lines.append(INDENT * depth + "tabs: " + "  ".join(
        f"[{name}]" if index == open_tab else name for index, name in enumerate(names)))
    if not tabs:
        return
    shown = tabs[open_tab]
    if shown.get("kind") == "folder" and shown.get("tabs") is not True:
        for child in shown.get("children") if isinstance(shown.get("children"), list) else []:
            render(child, values, depth, lines)
    else:
        render(shown, values, depth, lines)


def then(text, sentence):
    """`text` followed by another sentence, with one full stop between them."""
    return text + ("" if text.endswith((".", "!", "?")) else ".") + " " + sentence


def spoken_line(node, info):
    """One node as assistive technology reads it: `slider "Radius", 12 pt (up 13, down 11).
    Adjustable: …`."""
    text = f'{sanitize(info.get("role", node.get("kind", "?")))} "{sanitize(info.get("label", ""))}"'
    if isinstance(info.get("valueText"), str):
        text += ", " + sanitize(info["valueText"])
    steps = [f"{word} {plain(info[key])}" for key, word in (("increment", "up"), ("decrement", "down")) if key in info]
    if steps:
        text += " (" + ", ".join(steps) + ")"
    if isinstance(info.get("description"), str):
        text += ": " + sanitize(info["description"])
    if isinstance(info.get("hint"), str):
        text = then(text, sanitize(info["hint"]))
    focus = focus_name(node, info)
    if focus is not None:
        text = then(text, f"Focus: [ {focus} ]")
    return text


def has_accessibility(node):
    """Whether any node at or below `node` carries accessibility data."""
    if accessibility(node) is not None:
        return True
    children = node.get("children") if isinstance(node, dict) else None
    return isinstance(children, list) and any(has_accessibility(child) for child in children)


def speak(node, values, depth, lines):
    """Appends what assistive technology says about `node` and what it contains, skipping
    hidden nodes and dialogs that are not presented."""
    if not isinstance(node, dict):
        return
    modifiers = node.get("modifiers") if isinstance(node.get("modifiers"), dict) else {}
    if modifiers.get("hidden") is True:
        return
    node_id = node.get("id")
    value = values.get(node_id) if isinstance(node_id, str) else None
    if node.get("kind") == "dialog" and not (isinstance(value, dict) and value.get("presented") is True):
        return
    info = accessibility(node)
    inner = depth
    if info is not None:
        lines.append(INDENT * depth + spoken_line(node, info))
        inner = depth + 1
    elif isinstance(node_id, str) and node.get("kind") not in ("stack", "spacer", "divider"):
        label = node.get("label", node.get("title", node_id))
        lines.append(INDENT * depth + f'{sanitize(node.get("kind", "?"))} "{sanitize(label)}"')
        inner = depth + 1
    children = node.get("children") if isinstance(node.get("children"), list) else []
    if node.get("kind") == "folder" and node.get("tabs") is True:
        # A folder of tabs: only the open tab is read (its value names it), as a page hides the rest.
        children = [child for child in children if isinstance(child, dict)]
        children = children[open_tab_index(value, len(children)):][:1]
    for child in children:
        speak(child, values, inner, lines)


def main(argv):
    args = argv[1:]
    speaking = "--speak" in args
    args = [arg for arg in args if arg != "--speak"]
    path = args[0] if args else "-"
    try:
        text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
        document = json.loads(text)
    except (OSError, ValueError) as error:
        print(f"panel_text: cannot read {sanitize(path)}: {sanitize(error)}", file=sys.stderr)
        return 1
    if not isinstance(document, dict) or document.get("format") != "panelkit":
        print("panel_text: not a PanelKit document (expected \"format\": \"panelkit\")", file=sys.stderr)
        return 1
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        print("panel_text: missing or invalid \"version\"", file=sys.stderr)
        return 1
    if version > READS_MAJOR_VERSION:
        print(
            f"panel_text: version {version} is newer than this program reads ({READS_MAJOR_VERSION})",
            file=sys.stderr,
        )
        return 2
    values = document.get("values") if isinstance(document.get("values"), dict) else {}
    SAMPLES.clear()
    if isinstance(document.get("samples"), dict):
        SAMPLES.update(document["samples"])
    lines = []
    if speaking:
        if not has_accessibility(document.get("root")):
            lines.append("(no accessibility data: the document is older than minor version 1)")
        speak(document.get("root"), values, 0, lines)
    else:
        render(document.get("root"), values, 0, lines)
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
