// The page renderer of the `text` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h } from "../render.js";

/** Static text, wrapped unless it says not to. */
export default function render(view, node) {
  return h("p", { class: "pk-text" + (node.wraps ? "" : " pk-nowrap"), text: node.text || "" });
}
