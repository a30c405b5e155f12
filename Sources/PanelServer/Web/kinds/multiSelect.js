// The page renderer of the `multiSelect` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
// A group of checkboxes, one per option; a change sends the chosen values in the options'
// order. At the maximum count the options not chosen are disabled, at the minimum the chosen
// ones, so the page never sends a count the session would refuse.
import { h, nodeLabel, nextUnique } from "../render.js";

/** Renders a `multiSelect` node. */
export default function render(view, node) {
  const options = (Array.isArray(node.options) ? node.options : []).map((option) =>
    typeof option === "string" ? { value: option, label: option } : { value: option.value, label: option.label ?? option.value });
  const label = node.label || nodeLabel(node);
  const group = h("div", { class: "pk-multi" });
  group.setAttribute("role", "group");
  Object.assign(group.style, { display: "flex", flexWrap: "wrap", gap: "0.2rem 0.8rem" });
  const output = h("output");
  const boxes = options.map((option) => {
    const box = h("input", { type: "checkbox", id: "pk-multi-" + nextUnique() });
    box.value = option.value;
    const wrap = h("label", {}, box, h("span", { text: " " + option.label }));
    group.append(wrap);
    return box;
  });
  const chosen = () => boxes.filter((box) => box.checked).map((box) => box.value);
  const limit = () => {
    const count = chosen().length;
    for (const box of boxes) {
      box.disabled = (!box.checked && Number.isInteger(node.maxCount) && count >= node.maxCount)
        || (box.checked && Number.isInteger(node.minCount) && count <= node.minCount);
    }
    output.textContent = `${count}/${options.length}`;
  };
  const control = {
    setValue: (value) => {
      if (!Array.isArray(value)) return;
      for (const box of boxes) box.checked = value.includes(box.value);
      limit();
    },
    busy: () => false,
  };
  for (const box of boxes) {
    box.addEventListener("change", () => {
      limit();
      view.sink.set(node.id, chosen());
    });
  }
  view.register(node, control);
  control.setValue(Array.isArray(view.values[node.id]) ? view.values[node.id] : []);
  const row = view.row(node, label, group, output);
  // A group named by the label (the document's role maps to a select, which this is not).
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", label);
  row.querySelector("label[for]")?.removeAttribute("for");
  return row;
}
