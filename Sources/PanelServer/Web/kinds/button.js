// The page renderer of the `button` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h, elementID, nodeLabel, nextUnique } from "../render.js";

/** Renders a `button` node. */
export default function render(view, node) {
  const destructive = node.role === "destructive";
  const button = h("button", { type: "button", class: destructive ? "pk-button pk-destructive" : "pk-button",
    text: node.label || nodeLabel(node) });
  if (typeof node.id === "string") button.id = elementID(node.id);
  button.addEventListener("click", () => view.sink.action(node.id));
  const hint = view.describe(node, button);
  if (!destructive) return h("div", { class: "pk-button-row" }, button, hint);
  // Marked for assistive technology too: its description ends with "Destructive action."
  // (after its hint, if it has one).
  const mark = h("span", { class: "pk-hint", id: (button.id || "pk-anon-" + nextUnique()) + "-destructive",
    text: "Destructive action." });
  const described = button.getAttribute("aria-describedby");
  button.setAttribute("aria-describedby", described ? described + " " + mark.id : mark.id);
  return h("div", { class: "pk-button-row" }, button, hint, mark);
}
