// The page renderer of the `picker` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h, nodeLabel } from "../render.js";

/** Renders a `picker` node. */
export default function render(view, node) {
  const select = h("select");
  for (const option of Array.isArray(node.options) ? node.options : []) {
    const value = typeof option === "string" ? option : option.value;
    const label = typeof option === "string" ? option : option.label ?? option.value;
    select.append(h("option", { value, text: label }));
  }
  const control = {
    setValue: (value) => { if (typeof value === "string") select.value = value; },
    busy: () => false,
  };
  select.addEventListener("change", () => view.sink.set(node.id, select.value));
  view.register(node, control);
  control.setValue(view.values[node.id]);
  return view.row(node, node.label || nodeLabel(node), select);
}
