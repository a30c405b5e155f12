// The page renderer of the `folder` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h, nodeLabel } from "../render.js";

/** Renders a `folder` node. */
export default function render(view, node) {
  const details = h("details", { class: "pk-folder", open: !node.collapsed });
  const summary = h("summary", { text: node.label || nodeLabel(node) });
  details.append(summary);
  // The browser also fires "toggle" for the initial state: only a change by the user is sent.
  let collapsed = !!node.collapsed;
  details.addEventListener("toggle", () => {
    if (collapsed === !details.open) return;
    collapsed = !details.open;
    if (typeof node.id === "string" && view.sink.folderToggle) view.sink.folderToggle(node.id, collapsed);
  });
  details.append(view.children(node, h("div", { class: "pk-children" })));
  return details;
}
