// The page renderer of the `monitor` kind: a read-only reading, with the graph of its recent
// history when the node has one (drawn by graph.js, which keeps each monitor's history and
// takes the `samples` messages).
import { elementID, nextUnique, nodeLabel } from "../render.js";
import { renderMonitor } from "../graph.js";

/** Renders a `monitor` node. */
export default function render(view, node) {
  const id = typeof node.id === "string" ? elementID(node.id) : "pk-anon-" + nextUnique();
  return renderMonitor(view, node, nodeLabel(node), id);
}
