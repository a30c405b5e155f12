// The page renderer of the `transitionEditor` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h, nodeLabel } from "../render.js";
import { transitionSamples, BEZIER_PRESETS, bezierName } from "../values.js";

/** Renders a `transitionEditor` node. */
export default function render(view, node) {
  const { svg, draw } = view.curve();
  const output = h("output");
  const mode = h("select", { "aria-label": "transition type" }, h("option", { value: "easing", text: "easing" }), h("option", { value: "spring", text: "spring" }));
  const curve = h("select", { "aria-label": "easing curve" });
  for (const [name] of BEZIER_PRESETS) curve.append(h("option", { value: name, text: name }));
  curve.append(h("option", { value: "custom", text: "custom", disabled: true }));
  let bezier = [0.4, 0, 0.2, 1];
  const read = () => {
    if (mode.value === "spring") return { type: "spring", spring: spring.read() };
    const preset = BEZIER_PRESETS.find(([name]) => name === curve.value);
    return { type: "easing", duration: Number(duration.querySelector("input").value), bezier: preset ? preset[1] : bezier };
  };
  const send = () => view.sink.set(node.id, read());
  const duration = view.numberField("duration", "0.05", send);
  const spring = view.springFields(send);
  mode.addEventListener("change", () => {
    if (mode.value === "spring") spring.show({ type: "time", duration: Number(duration.querySelector("input").value) || 0.35, bounce: 0 });
    send();
  });
  curve.addEventListener("change", send);
  const control = {
    setValue: (value) => {
      if (!value || typeof value !== "object") return;
      mode.value = value.type === "spring" ? "spring" : "easing";
      const easing = value.type !== "spring";
      for (const element of [curve, duration]) element.hidden = !easing;
      for (const element of spring.elements) element.hidden = easing;
      if (easing) {
        bezier = Array.isArray(value.bezier) ? value.bezier : bezier;
        curve.value = bezierName(bezier) || "custom";
        duration.querySelector("input").value = String(value.duration);
      } else {
        spring.show(value.spring);
      }
      draw(transitionSamples(value, 24));
      view.showText(output, node.id, value);
    },
    busy: () => false,
    showText: () => view.showText(output, node.id, view.values[node.id]),
  };
  view.register(node, control);
  const group = h("div", { class: "pk-editor", role: "group" }, svg, mode, curve, duration, ...spring.elements);
  const row = view.row(node, node.label || nodeLabel(node), group, output);
  control.setValue(view.values[node.id] ?? { type: "easing", duration: 0.3, bezier });
  return row;
}
