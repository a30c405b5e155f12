// The page renderer of the `box` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h } from "../render.js";

/** Renders a `box` node. */
export default function render(view, node) {
  const element = h("fieldset", { class: "pk-box pk-border-" + (node.border || "single") });
  if (node.title) element.append(h("legend", { text: node.title }));
  return view.children(node, element);
}
