// The page renderer of the `colorPicker` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h, nodeLabel } from "../render.js";
import { parseColor, formatColor } from "../values.js";

/** Renders a `colorPicker` node. */
export default function render(view, node) {
  const color = h("input", { type: "color" });
  const alpha = h("input", { type: "range", min: 0, max: 255, step: 1, class: "pk-alpha", "aria-label": (node.label || "") + " opacity" });
  const swatch = h("span", { class: "pk-swatch", "aria-hidden": "true" });
  const output = h("output");
  const current = () => formatColor(color.value, Number(alpha.value));
  const control = {
    setValue: (value) => {
      const parsed = parseColor(value);
      color.value = parsed.rgb;
      alpha.value = String(parsed.alpha);
      const text = typeof value === "string" ? value : current();
      swatch.style.setProperty("--pk-color", text);
      output.textContent = text + (parsed.alpha < 255 ? ` ${Math.round((parsed.alpha / 255) * 100)}%` : "");
      alpha.setAttribute("aria-valuetext", `${Math.round((parsed.alpha / 255) * 100)}%`);
    },
    busy: () => false,
  };
  const send = () => view.sink.set(node.id, current());
  color.addEventListener("input", send);
  alpha.addEventListener("input", send);
  view.register(node, control);
  control.setValue(view.values[node.id]);
  const row = view.row(node, node.label || nodeLabel(node), color, output);
  row.querySelector(".pk-control").append(alpha, swatch);
  return row;
}
