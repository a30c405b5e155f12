// The page renderer of the `rangeSlider` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
// One track with two thumbs, each an ARIA slider of its own (the multi-thumb slider pattern):
// a drag or the keys move one end, and a thumb moved into the other stops there, so the page
// never sends a crossing pair; the session snaps each end and the ack's pair is shown.
import { h, nodeLabel, spokenSliderValue, Gesture } from "../render.js";

/** Renders a `rangeSlider` node. */
export default function render(view, node) {
  const [min, max] = Array.isArray(node.range) && node.range.length === 2 ? node.range : [0, 1];
  const span = max > min ? max - min : 1;
  const step = typeof node.step === "number" && node.step > 0 ? node.step : node.integer ? 1 : span / 100;
  const label = node.label || nodeLabel(node);
  const track = h("div", { class: "pk-range-track" });
  Object.assign(track.style, {
    position: "relative", flex: "1", minWidth: "6rem", height: "1.2rem", touchAction: "none", cursor: "pointer",
  });
  const rail = h("div");
  Object.assign(rail.style, {
    position: "absolute", left: "0", right: "0", top: "50%", height: "0.25rem", marginTop: "-0.125rem",
    borderRadius: "0.125rem", background: "var(--pk-muted, #8886)",
  });
  const fill = h("div");
  Object.assign(fill.style, {
    position: "absolute", top: "50%", height: "0.25rem", marginTop: "-0.125rem",
    background: "var(--pk-accent, #3b82f6)",
  });
  const thumb = (which) => {
    const element = h("div", { tabindex: "0" });
    element.setAttribute("role", "slider");
    element.setAttribute("aria-label", `${label} ${which}`);
    element.setAttribute("aria-valuemin", String(min));
    element.setAttribute("aria-valuemax", String(max));
    Object.assign(element.style, {
      position: "absolute", top: "50%", width: "0.9rem", height: "0.9rem", margin: "-0.45rem 0 0 -0.45rem",
      borderRadius: "50%", background: "var(--pk-accent, #3b82f6)", border: "2px solid Canvas", boxSizing: "border-box",
    });
    return element;
  };
  const lowerThumb = thumb("lower");
  const upperThumb = thumb("upper");
  track.append(rail, fill, lowerThumb, upperThumb);
  const output = h("output");
  let pair = [min, max];
  const gesture = new Gesture(view, node.id, () => pair);
  const percent = (value) => `${Math.min(100, Math.max(0, ((value - min) / span) * 100))}%`;
  const show = ([lower, upper]) => {
    pair = [lower, upper];
    lowerThumb.style.left = percent(lower);
    upperThumb.style.left = percent(upper);
    fill.style.left = percent(lower);
    fill.style.width = `calc(${percent(upper)} - ${percent(lower)})`;
    // The session's text of the pair; until it has answered for a pair the page moved to, the
    // text of the last one it answered.
    view.showText(output, node.id, [lower, upper]);
    lowerThumb.setAttribute("aria-valuenow", String(lower));
    lowerThumb.setAttribute("aria-valuetext", spokenSliderValue(node, lower));
    lowerThumb.setAttribute("aria-valuemax", String(upper));
    upperThumb.setAttribute("aria-valuenow", String(upper));
    upperThumb.setAttribute("aria-valuetext", spokenSliderValue(node, upper));
    upperThumb.setAttribute("aria-valuemin", String(lower));
  };
  // The pair with end `index` moved to `value`: within the range, stopped at the other end.
  const moved = (index, value) => {
    const next = [...pair];
    next[index] = index === 0 ? Math.min(Math.max(value, min), pair[1]) : Math.max(Math.min(value, max), pair[0]);
    return next;
  };
  const control = {
    setValue: (value) => {
      if (!Array.isArray(value) || value.length !== 2 || gesture.active) return;
      show(value);
    },
    busy: () => gesture.active,
    showText: () => show(pair),
  };
  let dragging = 0;
  const valueAt = (event) => {
    const box = track.getBoundingClientRect();
    return min + ((event.clientX - box.left) / Math.max(1, box.width)) * span;
  };
  track.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    const value = valueAt(event);
    // A press on a thumb takes that thumb where it is; on the track, the nearer thumb moves
    // there (the upper one when the pair is a point and the press is above it).
    const onThumb = event.target === lowerThumb ? 0 : event.target === upperThumb ? 1 : null;
    dragging = onThumb ?? (Math.abs(value - pair[0]) < Math.abs(value - pair[1]) || (pair[0] === pair[1] && value < pair[0]) ? 0 : 1);
    (dragging === 0 ? lowerThumb : upperThumb).focus();
    track.setPointerCapture(event.pointerId);
    const next = onThumb === null ? moved(dragging, value) : [...pair];
    show(next);
    gesture.begin(next);
    event.preventDefault();
  });
  track.addEventListener("pointermove", (event) => {
    if (!gesture.active) return;
    const next = moved(dragging, valueAt(event));
    show(next);
    gesture.change(next);
  });
  gesture.endOn(track);
  const keys = (index) => (event) => {
    const amount = event.shiftKey ? step * 10 : step;
    let value;
    switch (event.key) {
      case "ArrowRight": case "ArrowUp": value = pair[index] + amount; break;
      case "ArrowLeft": case "ArrowDown": value = pair[index] - amount; break;
      case "PageUp": value = pair[index] + step * 10; break;
      case "PageDown": value = pair[index] - step * 10; break;
      case "Home": value = index === 0 ? min : pair[0]; break;
      case "End": value = index === 1 ? max : pair[1]; break;
      default: return;
    }
    event.preventDefault();
    const next = moved(index, value);
    show(next);
    view.sink.set(node.id, next);
  };
  lowerThumb.addEventListener("keydown", keys(0));
  upperThumb.addEventListener("keydown", keys(1));
  view.register(node, control);
  const value = view.values[node.id];
  show(Array.isArray(value) && value.length === 2 ? value : [min, max]);
  const row = view.row(node, label, track, output);
  // The row's label names the group; each thumb is named by its end.
  track.setAttribute("role", "group");
  track.setAttribute("aria-label", label);
  row.querySelector("label[for]")?.removeAttribute("for");
  return row;
}
