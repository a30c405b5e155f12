// The page renderer of the `dialog` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h, elementID, accessibilityOf, nodeLabel, nextUnique } from "../render.js";
import { canonicalColor, finiteNumber } from "../checks.js";

function hasDestructiveButton(node) {
  for (const child of Array.isArray(node.children) ? node.children : []) {
    if (child && typeof child === "object" && ((child.kind === "button" && child.role === "destructive") || hasDestructiveButton(child))) return true;
  }
  return false;
}

/** A dialog: shown over the page while its value says `presented`, dimmed behind by its
 * overlay colour; Escape and a click outside dismiss it when the node allows. */
export default function render(view, node) {
  // A dialog that asks to confirm something destructive is an alert dialog; it is labelled by
  // its title and described by its message, and its initial focus is the button the
  // document names (the least destructive one).
  const info = accessibilityOf(node);
  const base = typeof node.id === "string" ? elementID(node.id) : "pk-anon-" + nextUnique();
  const card = h("div", { class: "pk-dialog", role: hasDestructiveButton(node) ? "alertdialog" : "dialog", "aria-modal": "true" });
  const label = info && typeof info.label === "string" ? info.label : node.title || nodeLabel(node);
  if (node.title) {
    card.append(h("h2", { id: base + "-title", text: node.title }));
    if (label === node.title) card.setAttribute("aria-labelledby", base + "-title");
  }
  if (!card.hasAttribute("aria-labelledby")) card.setAttribute("aria-label", label);
  const description = info && typeof info.description === "string" ? info.description : node.message;
  if (node.message) card.append(h("p", { class: "pk-dialog-message", id: base + "-message", text: node.message }));
  if (description && description === node.message) {
    card.setAttribute("aria-describedby", base + "-message");
  } else if (description) {
    card.append(h("p", { class: "pk-hint", id: base + "-description", text: description }));
    card.setAttribute("aria-describedby", base + "-description");
  }
  const initialFocus = info && typeof info.initialFocus === "string" ? info.initialFocus : null;
  let shownBefore = false; // so that a dialog presented from the start takes the focus too
  let returnFocus = null; // what had the focus before it was presented
  const focusTarget = () => {
    const named = initialFocus && document.getElementById(elementID(initialFocus));
    return (named && card.contains(named) && named) || card.querySelector("button, input, select") || card;
  };
  view.children(node, card);
  const layer = h("div", { class: "pk-dialog-layer pk-placement-" + (node.placement || "center") }, card);
  const overlay = node.overlay && typeof node.overlay === "object" ? node.overlay : {};
  const dim = canonicalColor(overlay.color);
  if (dim) layer.style.setProperty("--pk-dim", dim);
  if (finiteNumber(overlay.opacity, 0, 1) !== null) layer.style.setProperty("--pk-dim-opacity", String(overlay.opacity));
  if (overlay.type === "none") layer.style.setProperty("--pk-dim-opacity", "0");
  if (overlay.type === "blur") layer.classList.add("pk-blur");
  const dismiss = (reason) => typeof node.id === "string" && view.sink.dismiss && view.sink.dismiss(node.id, reason);
  layer.addEventListener("click", (event) => {
    if (event.target === layer && node.dismissOnOutsideTap !== false) dismiss("outsideTap");
  });
  card.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && node.dismissOnEscape !== false) {
      event.stopPropagation();
      dismiss("escape");
    }
  });
  const control = {
    setValue: (value) => {
      const presented = !!(value && typeof value === "object" && value.presented);
      const was = shownBefore;
      shownBefore = presented;
      if (presented && !was) {
        const active = document.activeElement;
        returnFocus = active && !layer.contains(active) ? active : null;
      }
      const hadFocus = layer.contains(document.activeElement);
      layer.hidden = !presented;
      if (value && typeof value.z === "number") layer.style.zIndex = String(100 + value.z);
      if (presented && !was) requestAnimationFrame(() => focusTarget().focus());
      // Dismissed: the focus goes back where it was (into an open drawer below, say).
      if (!presented && was && (hadFocus || document.activeElement === document.body)) {
        const back = returnFocus;
        returnFocus = null;
        if (back && back !== document.body && back.isConnected && back.getClientRects().length > 0) {
          back.focus();
        } else {
          // Presented from the start: into the open drawer below, if there is one.
          const drawer = document.querySelector(".pk-drawer-layer:not([hidden]) .pk-drawer");
          if (drawer) (drawer.querySelector("[role=tab][aria-selected=true]") || drawer).focus();
        }
      }
    },
    busy: () => false,
  };
  card.tabIndex = -1;
  view.register(node, control);
  control.setValue(view.values[node.id]);
  return layer;
}
