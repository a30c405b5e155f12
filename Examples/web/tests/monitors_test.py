#!/usr/bin/env python3
"""Monitors on the reference web page, in a real browser, against a running program.

usage: monitors_test.py OUT_DIR KIND -- COMMAND...   (COMMAND runs a program with monitors and
                                                    prints its server's URL first;
                                                    KIND is `program` for one that writes every
                                                    frame, such as particles-example, or
                                                    `dashboard` for one that writes ten times a
                                                    second, such as dashboard-example)

Opens the page and checks what a person sees and what assistive technology reads: each graph's
drawing (its line's points, and its pixels in a screenshot) changes between two reads a few
hundred milliseconds apart, its value text and its text alternative (the label, the current
value, min and max) follow it, and axe-core finds no serious or critical violation with the
monitors on the page. And the page's samples rate: its `hello` asks for 30 a second
(`SAMPLES_RATE` in client.js), and after its connection drops its new hello asks again (a new
connection is a new session at the default 10); for a program that writes every frame, the
page then receives about 30 `samples` messages a second, before and after the drop. Any console error fails.
Screenshot: OUT_DIR/web-monitors-KIND.png.
"""
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import axe  # noqa: E402
from browser_test import dump_page, expect, run_script  # noqa: E402

RATE = 30

# Each graph on the page: its monitor's id, its line's points, the value shown and the text
# alternative read out.
GRAPHS = """[...document.querySelectorAll('.pk-monitor')].filter((row) => row.querySelector('svg')).map((row) => ({
  id: row.dataset.id || row.closest('[data-id]')?.dataset.id || null,
  points: row.querySelector('svg polyline').getAttribute('points'),
  value: row.querySelector('output').textContent,
  label: row.querySelector('svg').getAttribute('aria-label'),
  role: row.querySelector('svg').getAttribute('role'),
  name: row.querySelector('.pk-label').textContent,
}))"""


def graphs(b):
    return {graph["id"]: graph for graph in b.evaluate(GRAPHS)}


def samples_rate(h, seconds=2.0):
    """The `samples` messages a second the page receives, counted over `seconds`."""
    count = lambda: sum(1 for m in h.received() if m.get("type") == "samples")  # noqa: E731
    before, start = count(), time.monotonic()
    time.sleep(seconds)
    return (count() - before) / (time.monotonic() - start)


def graph_moves(h, where):
    """Two reads of every graph some hundreds of milliseconds apart: the line and the pixels
    of at least one graph changed, and every graph's value text and text alternative agree."""
    b = h.browser
    first = graphs(b)
    expect(first, f"the page shows graphs ({', '.join(map(str, first))})")
    for graph_id, graph in first.items():
        points = graph["points"].split()
        expect(len(points) >= 2, f"{graph_id}: the graph draws a line ({len(points)} points)")
        expect(graph["role"] == "img" and graph["label"].startswith(graph["name"] + " " + graph["value"]),
               f"{graph_id}: its text alternative names it and says its value: {graph['label']!r}")
        expect(", min " in graph["label"] and ", max " in graph["label"],
               f"{graph_id}: and says the graph's min and max")
    # The first graph, shot on the screen: its pixels must change too.
    moving = next(iter(first))
    selector = f"[data-id={json.dumps(moving)}] svg"
    before_png = h.out / f"graph-{where}-1.png"
    after_png = h.out / f"graph-{where}-2.png"
    b.screenshot(str(before_png), selector)
    time.sleep(0.4)
    second = graphs(b)
    b.screenshot(str(after_png), selector)
    changed = [graph_id for graph_id in first if second.get(graph_id, {}).get("points") != first[graph_id]["points"]]
    expect(changed, f"{where}: the graphs moved within 400 ms ({', '.join(changed)} redrawn)")
    expect(moving in changed, f"{where}: {moving}'s line moved")
    expect(before_png.read_bytes() != after_png.read_bytes(), f"{where}: and its pixels changed on the screen")
    return second


def run(h, kind):
    b = h.browser
    b.navigate(h.url)
    b.wait_for("document.querySelector('.pk-monitor svg polyline')?.getAttribute('points')", timeout=15,
               what="a monitor's graph with its history")
    hello = [m for m in h.sent() if m.get("type") == "hello"]
    expect(len(hello) == 1 and hello[0].get("samples") == RATE,
           f"the page's hello asks for {RATE} samples a second: {json.dumps(hello)}")
    first_samples = next((m for m in h.received() if m.get("type") == "samples"), None)
    expect(first_samples is not None and first_samples.get("history") is True,
           "the first samples message carries the history")

    graph_moves(h, "at first")
    axe.expect_clean(b, expect, f"with monitors on the page ({kind})")
    if kind == "program":
        rate = samples_rate(h)
        expect(RATE * 0.7 <= rate <= RATE * 1.3, f"the page receives {rate:.1f} samples messages a second (asked {RATE})")

    print("drop the connection: the new session gets the rate again")
    sent_before = len(h.sent())
    received_before = len(h.received())
    b.evaluate("window.panelkit.client.socket.close()")
    b.wait_for(
        f"window.__sent.slice({sent_before}).some((line) => JSON.parse(line).type === 'hello')"
        " && window.panelkit.client.connected", timeout=15, what="the page to reconnect and ask for its rate")
    h.settled()
    asked = [m for m in h.sent()[sent_before:] if m.get("type") in ("hello", "samples")]
    expect(len(asked) == 1 and asked[0]["type"] == "hello" and asked[0].get("samples") == RATE,
           f"after reconnecting the page's new hello asks for {RATE} a second: {json.dumps(asked)}")
    log = b.evaluate("document.querySelector('#last')?.textContent ?? ''")
    expect("samples" not in log, f"the page's log of edits does not list the rate request: {log[-120:]!r}")
    b.wait_for(
        f"window.__received.slice({received_before}).some((line) => {{ const m = JSON.parse(line);"
        " return m.type === 'samples' && m.history === true; })", what="the history after the reconnect")
    expect(True, "the new session's first samples message carries the history again")
    graph_moves(h, "after the reconnect")
    if kind == "program":
        rate = samples_rate(h)
        expect(RATE * 0.7 <= rate <= RATE * 1.3,
               f"after the reconnect the page receives {rate:.1f} samples messages a second (not the default 10)")
    b.screenshot(str(h.out / f"web-monitors-{kind}.png"))
    print(f"screenshot: {h.out / f'web-monitors-{kind}.png'}")


def main():
    return run_script(run, "monitors browser test passed", "web-monitors-failure.png", arguments=1,
                      dump=dump_page)


if __name__ == "__main__":
    sys.exit(main())
