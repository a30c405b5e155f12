// The page renderer of the `numberField` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
// Typed text is sent as the string it is: the session reads it by the protocol's number rule
// (JSON's grammar), clamps and snaps it, and the answer's canonical value is shown.
import { h, nodeLabel } from "../render.js";
/** Renders a `numberField` node. */
export default function render(view, node) {
  const input = h("input", { type: "text", inputmode: "decimal", autocomplete: "off", spellcheck: "false" });
  // A spin button when both bounds are known (its value range is then whole), else the text
  // box it is (the hint, given by the row, says the arrows step it).
  const bounded = typeof node.minimum === "number" && typeof node.maximum === "number";
  if (bounded) {
    input.setAttribute("aria-valuemin", String(node.minimum));
    input.setAttribute("aria-valuemax", String(node.maximum));
  }
  const unit = typeof node.unit === "string" && node.unit ? node.unit : "";
  const output = h("output", { text: unit });
  const step = typeof node.step === "number" && node.step > 0 ? node.step : 1;
  let shown = 0;
  let dirty = false;
  // The session's text of the value, without the unit the row shows beside it; until the
  // session has answered for a value the page stepped to, the number as it is.
  const textOf = (value) => {
    const text = view.textOf(node.id, value);
    if (text === null) return String(value);
    return unit && text.endsWith(" " + unit) ? text.slice(0, -(unit.length + 1)) : text;
  };
  const show = (value) => {
    shown = value;
    input.value = textOf(value);
    if (!bounded) return;
    input.setAttribute("aria-valuenow", String(value));
    input.setAttribute("aria-valuetext", input.value + (unit ? " " + unit : ""));
  };
  const control = {
    setValue: (value) => {
      if (typeof value !== "number") return;
      dirty = false;
      show(value);
    },
    busy: () => dirty && document.activeElement === input,
    showText: () => { if (!dirty) show(shown); },
  };
  const commit = () => {
    if (!dirty) return;
    dirty = false;
    view.sink.set(node.id, input.value);
  };
  input.addEventListener("input", () => { dirty = true; });
  input.addEventListener("change", commit);
  input.addEventListener("keydown", (event) => {
    let next = null;
    const amount = event.shiftKey ? step * 10 : event.altKey && !node.integer && !(node.step > 0) ? step / 10 : step;
    switch (event.key) {
      case "Enter": commit(); event.preventDefault(); return;
      case "Escape": if (dirty) { dirty = false; show(shown); event.preventDefault(); } return;
      case "ArrowUp": next = shown + amount; break;
      case "ArrowDown": next = shown - amount; break;
      case "Home": if (typeof node.minimum === "number") next = node.minimum; break;
      case "End": if (typeof node.maximum === "number") next = node.maximum; break;
      default: return;
    }
    if (next === null) return;
    event.preventDefault();
    dirty = false;
    show(next);
    view.sink.set(node.id, next);
  });
  view.register(node, control);
  const value = view.values[node.id];
  control.setValue(typeof value === "number" ? value : 0);
  const row = view.row(node, node.label || nodeLabel(node), input, output);
  // Whatever role the document's accessibility data maps to (adjustable).
  if (bounded) input.setAttribute("role", "spinbutton");
  else input.removeAttribute("role");
  return row;
}
