#!/usr/bin/env python3
"""Loads documents in chromium without a session and checks that they render cleanly.

usage: static_pages.py OUT_DIR DOCUMENT.json [STATIC.html...]

- the reference page in its static mode (`index.html?document=…`) renders DOCUMENT: every
  node with an id is on the page, unknown kinds carry a note, no console error;
- each STATIC.html (from the HTML backend) loads with no console error and no request
  leaving the file (it is self-contained);
- DialKit's inline root shows both its panels in place (no drawer), and a floating button of
  its own sits in its corner;
- a static document whose CSS values are not canonical (a `url()` as a background or as a
  dialog's overlay colour) is refused by the page's checks, as the decoder refuses it, and
  the browser fetches nothing it names.
A screenshot of each goes to OUT_DIR.
"""
import json
import pathlib
import sys
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from cdp import Browser  # noqa: E402

# The page's files as the server serves them (its kind list is made from the registration of
# the kinds, so it is in no source file): the PanelServer test WebAssetTests writes them here.
WEB = pathlib.Path(__file__).resolve().parents[3] / ".build/web-page"

HOSTILE = {
    "format": "panelkit", "version": 1,
    "root": {"kind": "panel", "title": "Hostile", "children": [
        {"kind": "slider", "id": "a", "label": "a", "range": [0, 1],
         "modifiers": {"background": "url(/leak-background)"}},
        {"kind": "dialog", "id": "d", "title": "D", "overlay": {"color": "red url(/leak-overlay)"},
         "children": [{"kind": "button", "id": "d.ok", "label": "OK"}]},
    ]},
    "values": {"a": 0.5, "d": {"presented": True}},
}


# DialKit's inline root (every panel in place, no drawer) and a floating button of its own.
INLINE = {
    "format": "panelkit", "version": 1,
    "root": {"kind": "stack", "axis": "vertical", "children": [
        {"kind": "panelRoot", "id": "dial", "mode": "inline", "storageID": "inline", "children": [
            {"kind": "panel", "id": "Card", "title": "Card", "children": [
                {"kind": "slider", "id": "Card.radius", "label": "radius", "range": [0, 48]}]},
            {"kind": "panel", "id": "Shadow", "title": "Shadow", "children": [
                {"kind": "slider", "id": "Shadow.blur", "label": "blur", "range": [0, 40]}]},
        ]},
        {"kind": "floatingButton", "id": "add", "label": "+", "corner": "bottomLeft"},
    ]},
    "values": {"Card.radius": 12, "Shadow.blur": 4},
}


def ids(node, out):
    if isinstance(node, dict):
        hidden = (node.get("modifiers") or {}).get("hidden") is True
        if isinstance(node.get("id"), str) and not hidden:
            out.append(node["id"])
        for child in node.get("children") or []:
            ids(child, out)
    return out


def main():
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    document_path = pathlib.Path(sys.argv[2]).resolve()
    pages = [pathlib.Path(p).resolve() for p in sys.argv[3:]]
    document = json.loads(document_path.read_text(encoding="utf-8"))
    if not (WEB / "kinds/index.js").is_file():
        print(f"FAIL no page in {WEB}: run swift test --filter WebAssetTests first")
        return 1

    requested = []
    hostile_path = out / "hostile.json"
    hostile_path.write_text(json.dumps(HOSTILE), encoding="utf-8")
    inline_path = out / "inline.json"
    inline_path.write_text(json.dumps(INLINE), encoding="utf-8")

    class Handler(SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def translate_path(self, path):
            name = path.split("?")[0].lstrip("/")
            requested.append(name)
            if name == "document.json":
                return str(document_path)
            if name == "hostile.json":
                return str(hostile_path)
            if name == "inline.json":
                return str(inline_path)
            if name.startswith("static/"):
                return str(pages[int(name.split("/")[1])])
            return str(WEB / (name or "index.html"))

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    failures = []
    browser = Browser()
    try:
        browser.navigate(f"{base}/index.html?document=/document.json")
        browser.wait_for("document.body.dataset.connection === 'static document'", what="the static document")
        for node_id in ids(document["root"], []):
            if not browser.evaluate(f"!!document.querySelector('[data-id={json.dumps(node_id)}]')"):
                failures.append(f"reference page: no element for {node_id}")
        notes = browser.evaluate("document.querySelectorAll('.pk-unknown > .pk-note').length")
        print(f"reference page: {len(ids(document['root'], []))} ids, {notes} unknown-kind notes")
        browser.screenshot(str(out / "reference-static.png"))
        for index, page in enumerate(pages):
            requests_before = sum(1 for e in browser.events if e.get("method") == "Network.requestWillBeSent")
            browser.navigate(f"{base}/static/{index}")
            requests = [e["params"]["request"]["url"] for e in browser.events[-200:]
                        if e.get("method") == "Network.requestWillBeSent"]
            extra = sum(1 for e in browser.events if e.get("method") == "Network.requestWillBeSent") - requests_before
            if extra != 1:
                failures.append(f"{page.name}: {extra} requests, expected the page alone: {requests[-extra:]}")
            browser.screenshot(str(out / (page.stem + ".png")))
            print(f"{page.name}: loaded, screenshot {page.stem}.png")
        browser.navigate(f"{base}/index.html?document=/inline.json")
        browser.wait_for("document.body.dataset.connection === 'static document'", what="the inline root")
        inline = browser.evaluate(
            "(() => { const shown = (id) => { const e = document.querySelector(`[data-id=\"${id}\"]`);"
            " return !!e && e.getClientRects().length > 0; };"
            " const r = document.querySelector('#pk-add').getBoundingClientRect();"
            " return {card: shown('Card'), shadow: shown('Shadow'), drawer: !!document.querySelector('.pk-drawer'),"
            " edges: document.querySelector('#pk-add').dataset.edges, left: r.left, bottom: innerHeight - r.bottom}; })()")
        if not (inline["card"] and inline["shadow"] and not inline["drawer"]):
            failures.append(f"the inline root does not show both panels in place, without a drawer: {inline}")
        if inline["edges"] != "left bottom" or abs(inline["left"] - 16) > 1 or abs(inline["bottom"] - 16) > 1:
            failures.append(f"the floating button is not in its bottom-left corner: {inline}")
        print(f"inline root: both panels in place; the floating button at {inline['edges']}")
        browser.navigate(f"{base}/index.html?document=/hostile.json")
        browser.wait_for("['document refused', 'static document'].includes(document.body.dataset.connection)",
                         what="the hostile document to load")
        time.sleep(0.3)
        leaks = [name for name in requested if name.startswith("leak")]
        if leaks:
            failures.append(f"the hostile document made the browser fetch {leaks}")
        shown = browser.evaluate("document.querySelectorAll('[data-id]').length")
        if shown:
            failures.append(f"the refused document still shows {shown} nodes")
        reason = browser.evaluate("document.querySelector('#last').textContent")
        for path in ("$.root.children[0].modifiers.background", "$.root.children[1].overlay.color"):
            if path not in reason:
                failures.append(f"the refusal does not name {path}: {reason!r}")
        print(f"hostile document: refused ({reason[:120]}...), nothing fetched")
        failures += browser.errors
    finally:
        browser.close()
        server.shutdown()
    for failure in failures:
        print("FAIL", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
