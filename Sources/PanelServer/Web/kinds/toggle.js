// The page renderer of the `toggle` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h, nodeLabel } from "../render.js";

/** Renders a `toggle` node. */
export default function render(view, node) {
  const input = h("input", { type: "checkbox", role: "switch" });
  const output = h("output");
  const control = {
    setValue: (value) => {
      input.checked = value === true;
      input.setAttribute("aria-checked", String(value === true));
      output.textContent = value === true ? "on" : "off";
    },
    busy: () => false,
  };
  input.addEventListener("change", () => {
    input.setAttribute("aria-checked", String(input.checked));
    view.sink.set(node.id, input.checked);
  });
  view.register(node, control);
  control.setValue(view.values[node.id]);
  return view.row(node, node.label || nodeLabel(node), input, output);
}
