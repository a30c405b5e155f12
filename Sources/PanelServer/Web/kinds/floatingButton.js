// The page renderer of the `floatingButton` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { FloatingButtonView } from "../drawer.js";

/** A floating button of its own (a drawer's is the drawer's): a press is its action. */
export default function render(view, node) {
  const button = new FloatingButtonView(node, () => view.sink.action(node.id));
  view.overlays.push(button);
  return button.element;
}
