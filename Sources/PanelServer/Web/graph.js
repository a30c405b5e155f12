// Monitors on the page: a read-only value the program writes, with an SVG graph of its recent
// history, the graph's scale and the current value, and a text alternative (current, min, max)
// for assistive technology. Samples arrive in `samples` messages (at this viewer's rate) and
// in a document's `samples` member; the histories live here, by id, so a re-render keeps them.

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 160;
const HEIGHT = 28;

/** The histories of a view's monitors: id → { values, capacity }. */
function store(view) {
  if (!view.monitorData) view.monitorData = new Map();
  if (!view.monitorViews) view.monitorViews = new Map();
  return view.monitorData;
}

function capacityOf(node) {
  const capacity = Number.isInteger(node.capacity) ? node.capacity : 300;
  return Math.min(Math.max(capacity, 2), 100000);
}

/** A number with the monitor's precision: `59.8`. */
export function monitorDigits(node, value) {
  const precision = Number.isInteger(node.precision) ? Math.min(Math.max(node.precision, 0), 10) : null;
  return precision === null ? String(value) : Number(value).toFixed(precision);
}

/** A number with the monitor's precision and unit: `59.8 Hz`. */
export function monitorNumber(node, value) {
  const text = monitorDigits(node, value);
  return typeof node.unit === "string" && node.unit ? text + " " + node.unit : text;
}

/** The text of a monitor's value: a number formatted, a boolean as on/off, `–` with none. */
export function monitorText(node, value) {
  if (value === undefined || value === null) return "–";
  if (typeof value === "number") return monitorNumber(node, value);
  if (typeof value === "boolean") return value ? "on" : "off";
  return String(value);
}

/** The graph's scale: the fixed range, else the history's lowest and highest (widened when
 * flat). */
export function monitorScale(node, values) {
  if (Array.isArray(node.range) && node.range.length === 2 && node.range[0] < node.range[1]) {
    return [node.range[0], node.range[1]];
  }
  const numbers = values.filter((value) => typeof value === "number" && Number.isFinite(value));
  if (numbers.length === 0) return [0, 1];
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  return low === high ? [low - 1, high + 1] : [low, high];
}

/** What is read out: `fps 59.8 Hz, min 57.1 Hz, max 60.0 Hz`. */
export function monitorSpokenText(node, label, values) {
  const current = values.length ? values[values.length - 1] : undefined;
  let text = label + " " + monitorText(node, current);
  const numbers = values.filter((value) => typeof value === "number" && Number.isFinite(value));
  if (node.graph === true && numbers.length) {
    text += ", min " + monitorNumber(node, Math.min(...numbers)) + ", max " + monitorNumber(node, Math.max(...numbers));
  }
  return text;
}

/** The points of the graph's line for `values` on `scale`, the newest at the right edge. */
export function graphPoints(values, scale, capacity) {
  const numbers = values.filter((value) => typeof value === "number" && Number.isFinite(value));
  const step = WIDTH / Math.max(1, capacity - 1);
  const offset = WIDTH - step * (numbers.length - 1);
  const span = scale[1] - scale[0];
  return numbers
    .map((value, index) => {
      const fraction = span > 0 ? Math.min(Math.max((value - scale[0]) / span, 0), 1) : 0.5;
      return `${(offset + index * step).toFixed(1)},${(HEIGHT - 1 - fraction * (HEIGHT - 2)).toFixed(1)}`;
    })
    .join(" ");
}

/** A monitor's row: its label, the graph with its scale (when it has one), the current value. */
export function renderMonitor(view, node, label, rowID) {
  const data = store(view);
  const id = typeof node.id === "string" ? node.id : null;
  if (id && !data.has(id)) data.set(id, { values: [], capacity: capacityOf(node) });
  const entry = id ? data.get(id) : { values: [], capacity: capacityOf(node) };
  entry.capacity = capacityOf(node);
  const row = document.createElement("div");
  row.className = "pk-row pk-monitor";
  row.setAttribute("role", "group");
  const name = document.createElement("span");
  name.className = "pk-label";
  name.id = rowID + "-label";
  name.textContent = label;
  row.setAttribute("aria-labelledby", name.id);
  const control = document.createElement("div");
  control.className = "pk-control";
  const output = document.createElement("output");
  output.className = "pk-monitor-value";
  output.setAttribute("aria-live", "off");
  let svg = null;
  let line = null;
  let scaleText = null;
  if (node.graph === true) {
    svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", `0 0 ${WIDTH} ${HEIGHT}`);
    svg.setAttribute("class", "pk-graph");
    svg.setAttribute("role", "img");
    line = document.createElementNS(SVG, "polyline");
    line.setAttribute("fill", "none");
    line.setAttribute("stroke", "currentColor");
    line.setAttribute("stroke-width", "1.5");
    svg.append(line);
    scaleText = document.createElement("span");
    scaleText.className = "pk-graph-scale";
    scaleText.setAttribute("aria-hidden", "true");
    control.append(svg, scaleText);
  }
  const update = () => {
    const values = entry.values;
    const current = values.length ? values[values.length - 1] : undefined;
    output.textContent = monitorText(node, current);
    const spoken = monitorSpokenText(node, label, values);
    row.dataset.spoken = spoken;
    if (svg) {
      const scale = monitorScale(node, values);
      line.setAttribute("points", graphPoints(values, scale, entry.capacity));
      svg.setAttribute("aria-label", spoken);
      scaleText.textContent = monitorDigits(node, scale[0]) + "–" + monitorDigits(node, scale[1]);
    }
    row.dataset.samples = String(values.length);
  };
  if (id) view.monitorViews.set(id, update);
  update();
  row.append(name, control, output);
  return row;
}

/** Applies a `samples` message (or a document's `samples` member, as a history): each
 * monitor's values appended (or, for a history, replacing what was there), kept to its
 * capacity, and its row redrawn. */
export function applySamples(view, monitors, isHistory) {
  if (!monitors || typeof monitors !== "object" || Array.isArray(monitors)) return;
  const data = store(view);
  for (const [id, values] of Object.entries(monitors)) {
    if (!Array.isArray(values)) continue;
    const entry = data.get(id) || { values: [], capacity: 300 };
    data.set(id, entry);
    entry.values = isHistory ? values.slice() : entry.values.concat(values);
    if (entry.values.length > entry.capacity) entry.values = entry.values.slice(-entry.capacity);
    const update = view.monitorViews.get(id);
    if (update) update();
  }
}
