// The page renderer of the `stack` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h } from "../render.js";

/** Renders a `stack` node. */
export default function render(view, node) {
  const axis = node.axis === "horizontal" ? "pk-horizontal" : node.axis === "depth" ? "pk-depth" : "pk-vertical";
  const element = h("div", { class: "pk-stack " + axis });
  if (node.spacing) {
    element.style.gap = `calc(${node.spacing} * var(${node.axis === "horizontal" ? "--pk-cell-width" : "--pk-cell-height"}) / 2)`;
  }
  return view.children(node, element);
}
