// The page renderer of the `spacer` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h } from "../render.js";

/** Flexible room. */
export default function render(view, node) {
  return h("div", { class: "pk-spacer" });
}
