"""axe-core in the page under test, over the DevTools protocol (stdlib only).

axe-core's `axe.min.js` ships inside PyPI's `axe-selenium-python` (installed with --no-deps by
.ci/checks/82-web-browser.sh: only the script is used, not Selenium). It is injected with
Runtime.evaluate and run on the whole document; the violations of impact serious or critical
are returned, each as "rule (impact): help — the elements".
"""
import importlib.util
import json
import pathlib


def script():
    spec = importlib.util.find_spec("axe_selenium_python")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("axe-core is missing: run .ci/checks/82-web-browser.sh (it installs axe-selenium-python)")
    path = pathlib.Path(list(spec.submodule_search_locations)[0]) / "node_modules/axe-core/axe.min.js"
    return path.read_text()


def serious_violations(browser):
    """Runs axe-core on the page as it is now; the serious and critical violations."""
    if not browser.evaluate("typeof window.axe === 'object'"):
        browser.page("Runtime.evaluate", expression=script(), returnByValue=True)
    found = browser.evaluate(
        "axe.run(document, {resultTypes: ['violations']}).then((r) => r.violations"
        ".filter((v) => v.impact === 'serious' || v.impact === 'critical')"
        ".map((v) => ({id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5)})))",
        await_promise=True)
    return [f"{v['id']} ({v['impact']}): {v['help']} — {json.dumps(v['nodes'])}" for v in found or []]


def expect_clean(browser, expect, where):
    """Fails (through the test's `expect`) when axe-core finds a serious or critical violation."""
    violations = serious_violations(browser)
    expect(not violations, f"axe-core: no serious or critical violation {where}" + "".join("\n    " + v for v in violations))
