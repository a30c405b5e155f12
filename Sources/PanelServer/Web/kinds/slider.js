// The page renderer of the `slider` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h, accessibilityOf, spokenSliderValue, nodeLabel, nextUnique, Gesture } from "../render.js";

/** Renders a `slider` node. */
export default function render(view, node) {
  const stops = Array.isArray(node.stops) ? node.stops : null;
  const [min, max] = Array.isArray(node.range) ? node.range : stops ? [stops[0], stops[stops.length - 1]] : [0, 1];
  const input = h("input", { type: "range" });
  const output = h("output");
  let dataList = null;
  if (stops) {
    // The knob moves over stop indices; the value is the stop.
    input.min = "0";
    input.max = String(stops.length - 1);
    input.step = "1";
    dataList = h("datalist", { id: "pk-list-" + nextUnique() });
    stops.forEach((stop, index) => dataList.append(h("option", { value: index, label: String(stop) })));
    input.setAttribute("list", dataList.id);
  } else {
    input.min = String(min);
    input.max = String(max);
    input.step = typeof node.step === "number" ? String(node.step) : node.integer ? "1" : "any";
  }
  if (node.direction === "rightToLeft") input.dir = "rtl";
  const toValue = () => (stops ? stops[Number(input.value)] : Number(input.value));
  const gesture = new Gesture(view, node.id, toValue);
  const toPosition = (value) => {
    if (!stops) return String(value);
    let best = 0;
    stops.forEach((stop, index) => { if (Math.abs(stop - value) < Math.abs(stops[best] - value)) best = index; });
    return String(best);
  };
  let shown = null;
  // The document's value text is for the value it was written with; later values are
  // worded the same way (shortest number, unit).
  const info = accessibilityOf(node);
  const described = view.values[node.id];
  input.setAttribute("aria-valuemin", String(min));
  input.setAttribute("aria-valuemax", String(max));
  let displayed = null;
  const show = (value) => {
    displayed = value;
    // The session's text of the value; until it has answered for a value the page moved to,
    // the text of the last one it answered.
    view.showText(output, node.id, value);
    input.setAttribute("aria-valuenow", String(value));
    const spoken = !info ? output.textContent
      : value === described && typeof info.valueText === "string" ? info.valueText : spokenSliderValue(node, value);
    input.setAttribute("aria-valuetext", spoken);
  };
  const control = {
    setValue: (value) => {
      if (typeof value !== "number") return;
      shown = value;
      if (!gesture.active) input.value = toPosition(value);
      show(value);
    },
    busy: () => gesture.active,
    showText: () => { if (displayed !== null) show(displayed); },
  };
  input.addEventListener("pointerdown", () => gesture.begin(toValue()));
  input.addEventListener("input", () => {
    const value = toValue();
    if (gesture.active) gesture.change(value);
    else view.sink.set(node.id, value);
    show(value);
  });
  gesture.endOn(input);
  view.register(node, control);
  const row = view.row(node, node.label || nodeLabel(node), input, output);
  if (dataList) row.querySelector(".pk-control").append(dataList);
  control.setValue(typeof view.values[node.id] === "number" ? view.values[node.id] : min);
  shown = shown ?? min;
  return row;
}
