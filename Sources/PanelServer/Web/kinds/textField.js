// The page renderer of the `textField` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h, nodeLabel } from "../render.js";

/** Renders a `textField` node. */
export default function render(view, node) {
  const input = h("input", { type: "text", placeholder: node.placeholder, autocomplete: "off" });
  const control = {
    setValue: (value) => {
      if (typeof value === "string" && input.value !== value) input.value = value;
    },
    busy: () => document.activeElement === input,
  };
  input.addEventListener("input", () => view.sink.set(node.id, input.value));
  view.register(node, control);
  control.setValue(view.values[node.id] ?? "");
  return view.row(node, node.label || nodeLabel(node), input);
}
