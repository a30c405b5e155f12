// The page renderer of the `point` kind: builds the DOM of one node of the kind (the PanelView
// `view` draws its children, registers its controls and reports user input).
// A pad for x and y (a drag is one gesture, one undo step; the arrows move it: left and right
// x, up and down y, Shift ten steps, Alt a tenth of one) and a text field per axis (typed text
// goes to the session, which reads it by the protocol's number rule). A locked point moves as
// PointElement.moving does: every axis scaled by one factor, stopped where the first axis
// reaches the end of its range. The session clamps and snaps each axis; the ack's point is shown.
import { h, nodeLabel, Gesture } from "../render.js";

/** The axes of a `point` node, each with a usable range. */
function axesOf(node) {
  const written = Array.isArray(node.axes) ? node.axes : [];
  return written.slice(0, 3).map((axis, index) => {
    const range = axis && Array.isArray(axis.range) && axis.range.length === 2 ? axis.range : [0, 1];
    const [min, max] = range[0] < range[1] ? range : [0, 1];
    const span = max - min;
    const step = typeof axis.step === "number" && axis.step > 0 ? axis.step : node.integer ? 1 : span / 100;
    const name = axis && typeof axis.name === "string" && axis.name ? axis.name : ["x", "y", "z"][index];
    return { name, min, max, span, step, fine: typeof axis.step === "number" && axis.step > 0 ? axis.step : step / 10 };
  });
}

/** Renders a `point` node. */
export default function render(view, node) {
  const axes = axesOf(node);
  const count = axes.length;
  const label = node.label || nodeLabel(node);
  const origin = axes.map((axis) => Math.min(Math.max(0, axis.min), axis.max));
  let point = [...origin];
  const gesture = new Gesture(view, node.id, () => point);
  let dirty = -1; // the axis whose field is being typed in

  // The point with axis `index` moved to `value`: within its range; for a locked point, every
  // axis scaled by the same factor, the factor stopped at the first axis's end.
  const moved = (index, value) => {
    const next = [...point];
    const current = point[index];
    if (!node.locked || current === 0) {
      next[index] = Math.min(Math.max(value, axes[index].min), axes[index].max);
      return next;
    }
    let factor = value / current;
    let low = -Infinity;
    let high = Infinity;
    point.forEach((v, i) => {
      if (v === 0) return;
      const a = axes[i].min / v;
      const b = axes[i].max / v;
      low = Math.max(low, Math.min(a, b));
      high = Math.min(high, Math.max(a, b));
    });
    if (low <= high) factor = Math.min(Math.max(factor, low), high);
    if (!Number.isFinite(factor)) return next;
    return point.map((v) => v * factor);
  };

  const group = h("div", { class: "pk-point" });
  Object.assign(group.style, { display: "flex", alignItems: "center", gap: "0.5rem", flexWrap: "wrap", flex: "1" });
  let pad = null;
  let knob = null;
  if (count >= 2) {
    pad = h("div", { class: "pk-point-pad", tabindex: "0" });
    pad.setAttribute("role", "slider");
    pad.setAttribute("aria-label", `${label} pad (${axes[0].name} and ${axes[1].name})`);
    pad.setAttribute("aria-valuemin", String(axes[0].min));
    pad.setAttribute("aria-valuemax", String(axes[0].max));
    Object.assign(pad.style, {
      position: "relative", width: "5rem", height: "5rem", flex: "none", touchAction: "none", cursor: "crosshair",
      borderRadius: "0.25rem", border: "1px solid var(--pk-muted, #8888)", boxSizing: "border-box",
      backgroundImage: "linear-gradient(var(--pk-muted, #8884), var(--pk-muted, #8884)), linear-gradient(90deg, var(--pk-muted, #8884), var(--pk-muted, #8884))",
      backgroundSize: "100% 1px, 1px 100%", backgroundPosition: "center", backgroundRepeat: "no-repeat",
    });
    knob = h("div", { "aria-hidden": "true" });
    Object.assign(knob.style, {
      position: "absolute", width: "0.8rem", height: "0.8rem", margin: "-0.4rem 0 0 -0.4rem", borderRadius: "50%",
      background: "var(--pk-accent, #3b82f6)", border: "2px solid Canvas", boxSizing: "border-box", pointerEvents: "none",
    });
    pad.append(knob);
    group.append(pad);
  }
  const fields = axes.map((axis, index) => {
    const input = h("input", {
      type: "text", inputmode: "decimal", autocomplete: "off", spellcheck: "false", class: "pk-number",
      "aria-label": `${label} ${axis.name}`,
    });
    input.style.width = "4.5rem";
    input.addEventListener("input", () => { dirty = index; });
    input.addEventListener("change", () => commitField(index));
    input.addEventListener("keydown", (event) => {
      let delta = 0;
      switch (event.key) {
        case "Enter": commitField(index); event.preventDefault(); return;
        case "Escape": if (dirty === index) { dirty = -1; show(point); event.preventDefault(); } return;
        case "ArrowUp": delta = 1; break;
        case "ArrowDown": delta = -1; break;
        default: return;
      }
      event.preventDefault();
      dirty = -1;
      step(index, delta, event);
    });
    group.append(h("label", { class: "pk-field" }, h("span", { text: axis.name, "aria-hidden": "true" }), input));
    return input;
  });
  const output = h("output");

  const percent = (axis, value) => Math.min(100, Math.max(0, ((value - axis.min) / axis.span) * 100));
  // The decimals the session writes each axis with, read from its text of a point ("x 9.5, y
  // 1.5 px": one rule, the session's, an axis's precision else its step's); a point the page
  // moved to and the session has not answered yet (a drag) is shown with them, not raw.
  let decimals = null;
  const learn = (text) => {
    const parts = typeof text === "string" ? text.split(", ") : [];
    if (parts.length !== count) return;
    const found = parts.map((part, i) => {
      const prefix = axes[i].name + " ";
      const match = part.startsWith(prefix) ? /^[-\u2212]?\d+(?:\.(\d+))?/.exec(part.slice(prefix.length)) : null;
      return match ? (match[1] || "").length : null;
    });
    if (found.every((places) => places !== null)) decimals = found;
  };
  const axisText = (value, index) => (decimals && Number.isFinite(value) ? value.toFixed(decimals[index]) : String(value));
  const show = (next) => {
    point = next;
    if (knob) {
      knob.style.left = `${percent(axes[0], next[0])}%`;
      knob.style.top = `${100 - percent(axes[1], next[1])}%`;
    }
    // The session's text of the point; until it has answered for a point the page moved to,
    // the text of the last one it answered.
    view.showText(output, node.id, next);
    const spoken = view.textOf(node.id, next);
    learn(spoken);
    fields.forEach((input, index) => {
      if (index !== dirty) input.value = axisText(next[index], index);
    });
    if (pad) {
      pad.setAttribute("aria-valuenow", String(next[0]));
      pad.setAttribute("aria-valuetext", spoken ?? axes.map((axis, i) => `${axis.name} ${axisText(next[i], i)}`).join(", "));
    }
  };
  const send = (next) => {
    show(next);
    view.sink.set(node.id, next);
  };
  // One step of axis `index` in `direction`: Shift ten steps, Alt a tenth of one (the axis's
  // step when it has one: the session snaps to it).
  const step = (index, direction, event) => {
    const axis = axes[index];
    const amount = event.shiftKey ? axis.step * 10 : event.altKey ? axis.fine : axis.step;
    send(moved(index, point[index] + direction * amount));
  };
  // A typed axis: a number by JSON's grammar moves as the arrows do (a locked point scales);
  // other text goes to the session as the point's text, which it refuses naming the item.
  const commitField = (index) => {
    if (dirty !== index) return;
    dirty = -1;
    const text = fields[index].value.trim();
    if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(text) && Number.isFinite(Number(text))) {
      send(moved(index, Number(text)));
    } else {
      view.sink.set(node.id, point.map((v, i) => (i === index ? text : String(v))).join(", "));
    }
  };

  const control = {
    setValue: (value) => {
      if (!Array.isArray(value) || value.length !== count || gesture.active) return;
      dirty = -1;
      show(value);
    },
    busy: () => gesture.active || (dirty >= 0 && document.activeElement === fields[dirty]),
    showText: () => show(point),
  };

  if (pad) {
    let start = null;
    const at = (event) => {
      const box = pad.getBoundingClientRect();
      const fx = (event.clientX - box.left) / Math.max(1, box.width);
      const fy = 1 - (event.clientY - box.top) / Math.max(1, box.height);
      return [axes[0].min + fx * axes[0].span, axes[1].min + fy * axes[1].span];
    };
    // Where the pointer puts the point: x and y there; a locked point follows the axis the
    // pointer moved further along (relative to its range), the others scaled with it.
    const dragged = (event) => {
      const [x, y] = at(event);
      if (!node.locked) {
        const next = [...point];
        next[0] = Math.min(Math.max(x, axes[0].min), axes[0].max);
        next[1] = Math.min(Math.max(y, axes[1].min), axes[1].max);
        return next;
      }
      const [sx, sy] = start;
      const index = Math.abs(x - sx) / axes[0].span >= Math.abs(y - sy) / axes[1].span ? 0 : 1;
      return moved(index, index === 0 ? x : y);
    };
    pad.addEventListener("pointerdown", (event) => {
      if (event.button !== 0) return;
      pad.focus();
      pad.setPointerCapture(event.pointerId);
      start = at(event);
      const next = dragged(event);
      show(next);
      gesture.begin(next);
      event.preventDefault();
    });
    pad.addEventListener("pointermove", (event) => {
      if (!gesture.active) return;
      const next = dragged(event);
      show(next);
      gesture.change(next);
    });
    gesture.endOn(pad);
    pad.addEventListener("keydown", (event) => {
      switch (event.key) {
        case "ArrowRight": step(0, 1, event); break;
        case "ArrowLeft": step(0, -1, event); break;
        case "ArrowUp": step(1, 1, event); break;
        case "ArrowDown": step(1, -1, event); break;
        case "Home": send(moved(0, axes[0].min)); break;
        case "End": send(moved(0, axes[0].max)); break;
        default: return;
      }
      event.preventDefault();
    });
  }

  view.register(node, control);
  const value = view.values[node.id];
  show(Array.isArray(value) && value.length === count ? value : origin);
  const row = view.row(node, label, group, output);
  // The row's label names the group; the pad and each field are named by their axes.
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", label);
  row.querySelector("label[for]")?.removeAttribute("for");
  return row;
}
