// The page renderer of the `screen` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
import { h } from "../render.js";

function isFrame(frame) {
  return frame && ["x", "y", "width", "height"].every((key) => typeof frame[key] === "number");
}

/** A screen: children placed by the frames the document carries (`frame: {x, y, width,
 * height}` in cells on each child), else laid out with CSS one below the other. */
export default function render(view, node) {
  const children = Array.isArray(node.children) ? node.children : [];
  const placed = children.length > 0 && children.every((child) => child && isFrame(child.frame));
  const element = h("div", { class: "pk-screen" + (placed ? "" : " pk-flow"), role: "group", "aria-label": node.title });
  if (node.title) element.append(h("h2", { class: "pk-screen-title", text: node.title }));
  if (!placed) return view.children(node, element);
  let rows = 1;
  let columns = 1;
  for (const child of children) {
    const view = view.renderNode(child);
    if (!view) continue;
    const { x, y, width, height } = child.frame;
    Object.assign(view.style, {
      left: `calc(${x} * var(--pk-cell-width))`, top: `calc(${y} * var(--pk-cell-height))`,
      width: `calc(${width} * var(--pk-cell-width))`, height: `calc(${height} * var(--pk-cell-height))`,
    });
    view.classList.add("pk-placed");
    rows = Math.max(rows, y + height);
    columns = Math.max(columns, x + width);
    element.append(view);
  }
  element.style.height = `calc(${rows} * var(--pk-cell-height))`;
  element.style.width = `calc(${columns} * var(--pk-cell-width))`;
  return element;
}
