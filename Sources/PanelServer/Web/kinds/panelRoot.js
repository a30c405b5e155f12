// The page renderer of the `panelRoot` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { DrawerView } from "../drawer.js";

/** A panel root: inline, its panels in a positioned box (as a dialog root); a drawer, its panels in a
 * bottom sheet, opened by its floating button or the host, its state (open, detent, selected panel)
 * the session's (drawer.js). */
export default function render(view, node) {
  if (node.mode !== "drawer") return view.overlay(node);
  const drawer = new DrawerView(node, view);
  view.overlays.push(drawer);
  if (typeof node.id === "string") {
    view.controls.set(node.id, { setValue: (value) => drawer.setValue(value), busy: () => false, drawer: true });
  }
  return drawer.element;
}
