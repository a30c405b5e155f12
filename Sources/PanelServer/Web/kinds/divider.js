// The page renderer of the `divider` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h } from "../render.js";

/** A rule. */
export default function render(view, node) {
  return h("hr", { class: "pk-divider" });
}
