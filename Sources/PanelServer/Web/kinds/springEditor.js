// The page renderer of the `springEditor` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h, nodeLabel } from "../render.js";
import { springSamples } from "../values.js";

/** Renders a `springEditor` node. */
export default function render(view, node) {
  const { svg, draw } = view.curve();
  const output = h("output");
  const editor = view.springFields(() => view.sink.set(node.id, editor.read()));
  const control = {
    setValue: (value) => {
      if (!value || typeof value !== "object") return;
      editor.show(value);
      draw(springSamples(value, 24));
      view.showText(output, node.id, value);
    },
    busy: () => false,
    showText: () => view.showText(output, node.id, view.values[node.id]),
  };
  view.register(node, control);
  const group = h("div", { class: "pk-editor", role: "group" }, svg, ...editor.elements);
  const row = view.row(node, node.label || nodeLabel(node), group, output);
  group.setAttribute("aria-labelledby", group.id + "-label");
  row.querySelector("label").id = group.id + "-label";
  control.setValue(view.values[node.id] ?? { type: "time", duration: 0.35, bounce: 0.24 });
  return row;
}
