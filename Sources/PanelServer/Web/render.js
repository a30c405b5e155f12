// Builds the DOM of a PanelKit document: one element per node, every kind of the schema,
// unknown kinds as their children with a note. Controls report user input to `sink` and are
// updated with `setValue` when canonical values arrive.
import {
  sliderText, describeSpring, describeTransition, describeValue, springSamples, transitionSamples,
  curvePoints, parseColor, formatColor, physicsOf, timeOf, BEZIER_PRESETS, bezierName,
} from "./values.js";
import { evaluateRules, hasRules } from "./rules.js";
import { canonicalColor, finiteNumber } from "./checks.js";
import { DrawerView, FloatingButtonView } from "./drawer.js";
import { renderMonitor } from "./graph.js";

let uniqueCounter = 0;

/** An element with attributes (`class`, `text`, `on…` listeners, the rest as attributes) and
 * children. */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") element.className = value;
    else if (key === "text") element.textContent = value;
    else if (key.startsWith("on")) element.addEventListener(key.slice(2), value);
    else element.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

const SVG = "http://www.w3.org/2000/svg";

/** An HTML id for a node id: `motion.spring` → `pk-motion-spring`. */
export function elementID(id) {
  return "pk-" + String(id).replace(/[^A-Za-z0-9_-]/g, "-");
}

/** The node's `accessibility` object (minor version 1 documents), or null. */
export function accessibilityOf(node) {
  const info = node && node.accessibility;
  return info && typeof info === "object" && !Array.isArray(info) ? info : null;
}

/** PanelKit's accessibility roles as ARIA roles (a role this page does not know is left to
 * the element's own). */
const ARIA_ROLES = {
  slider: "slider", toggle: "switch", textField: "textbox", button: "button", group: "group",
  dialog: "dialog", window: "dialog",
};

/** A slider's value as it is read out: the number in its shortest form with the unit, as the
 * document's `valueText` words it. */
export function spokenSliderValue(node, value) {
  return String(value) + (typeof node.unit === "string" && node.unit ? " " + node.unit : "");
}

/** Whether a dialog holds a destructive button (it is then an alert dialog). */
function hasDestructiveButton(node) {
  for (const child of Array.isArray(node.children) ? node.children : []) {
    if (child && typeof child === "object" && ((child.kind === "button" && child.role === "destructive") || hasDestructiveButton(child))) return true;
  }
  return false;
}

function nodeLabel(node) {
  for (const key of ["label", "title", "text"]) if (typeof node[key] === "string") return node[key];
  if (typeof node.id === "string") return node.id.split(".").pop();
  return node.kind;
}

export class PanelView {
  /**
   * @param {HTMLElement} container where the panel goes
   * @param {object} sink user input: set(id, value), edit(id, phase, gesture, value),
   *   action(id), folderToggle(id, collapsed)
   */
  constructor(container, sink) {
    this.container = container;
    this.sink = sink;
    this.controls = new Map(); // id → {setValue(value), busy()}
    this.nodes = [];
    this.values = {};
    this.overlays = []; // the drawers and floating buttons: mount() once shown, dispose() when replaced
  }

  render(documentObject) {
    for (const overlay of this.overlays) overlay.dispose();
    this.overlays = [];
    this.controls.clear();
    this.nodes = [];
    this.values = { ...(documentObject.values || {}) };
    const root = this.renderNode(documentObject.root, true);
    this.container.replaceChildren(root || h("p", { class: "pk-note", text: "empty document" }));
    for (const overlay of this.overlays) overlay.mount();
    for (const [id, control] of this.controls) if (control.drawer) control.setValue(this.values[id]);
    this.applyRules();
  }

  /** Shows a canonical value. */
  setValue(id, value) {
    this.values[id] = value;
    const control = this.controls.get(id);
    if (control) control.setValue(value);
    this.applyRules();
  }

  /** Whether the user is busy with the control (dragging, typing): echoes are not shown. */
  isBusy(id) {
    const control = this.controls.get(id);
    return control ? control.busy() : false;
  }

  /** Hides or disables nodes by their visibility and disabled rules over the current values. */
  applyRules() {
    for (const { node, element } of this.nodes) {
      const { hidden, disabled } = evaluateRules(node, this.values);
      element.hidden = hidden;
      element.classList.toggle("pk-disabled", disabled);
      for (const input of element.querySelectorAll(":scope > .pk-control input, :scope > .pk-control select, :scope > .pk-control button, :scope > button")) {
        input.disabled = disabled;
      }
    }
  }

  renderNode(node, isRoot = false) {
    if (!node || typeof node !== "object") return null;
    const modifiers = node.modifiers || {};
    let element;
    switch (node.kind) {
      case "panel": element = this.container_("section", "pk-panel", node, node.title, "h1"); break;
      case "folder": element = this.folder(node); break;
      case "slider": element = this.slider(node); break;
      case "toggle": element = this.toggle(node); break;
      case "textField": element = this.textField(node); break;
      case "colorPicker": element = this.colorPicker(node); break;
      case "picker": element = this.picker(node); break;
      case "springEditor": element = this.springEditor(node); break;
      case "transitionEditor": element = this.transitionEditor(node); break;
      case "button": element = this.button(node); break;
      case "stack": element = this.stack(node); break;
      case "spacer": element = h("div", { class: "pk-spacer" }); break;
      case "text": element = h("p", { class: "pk-text" + (node.wraps ? "" : " pk-nowrap"), text: node.text || "" }); break;
      case "divider": element = h("hr", { class: "pk-divider" }); break;
      case "box": element = this.box(node); break;
      case "screen": element = this.screen(node); break;
      case "dialog": element = this.dialog(node); break;
      case "dialogRoot": element = this.overlay(node); break;
      case "panelRoot": element = node.mode === "drawer" ? this.drawer(node) : this.overlay(node); break;
      case "floatingButton": element = this.floatingButton(node); break;
      case "monitor": element = renderMonitor(this, node, nodeLabel(node), typeof node.id === "string" ? elementID(node.id) : "pk-anon-" + ++uniqueCounter); break;
      default: element = this.unknown(node);
    }
    element.dataset.kind = node.kind;
    if (typeof node.id === "string") {
      element.dataset.id = node.id;
      element.id = elementID(node.id) + "-node";
    }
    this.applyModifiers(element, modifiers);
    if (modifiers.hidden) element.hidden = true;
    if (modifiers.disabled) {
      element.classList.add("pk-disabled");
      for (const input of element.querySelectorAll("input, select, button")) input.disabled = true;
    }
    if (hasRules(node)) {
      this.nodes.push({ node, element });
    }
    if (isRoot) element.classList.add("pk-root");
    return element;
  }

  applyModifiers(element, modifiers) {
    const style = element.style;
    if (modifiers.padding) {
      const p = modifiers.padding;
      style.padding = `calc(${p.top || 0} * var(--pk-cell-height) / 2) calc(${p.trailing || 0} * var(--pk-cell-width)) calc(${p.bottom || 0} * var(--pk-cell-height) / 2) calc(${p.leading || 0} * var(--pk-cell-width))`;
    }
    const frame = modifiers.frame || {};
    for (const [key, css, unit] of [
      ["width", "width", "--pk-cell-width"], ["minWidth", "minWidth", "--pk-cell-width"],
      ["maxWidth", "maxWidth", "--pk-cell-width"], ["height", "height", "--pk-cell-height"],
      ["minHeight", "minHeight", "--pk-cell-height"], ["maxHeight", "maxHeight", "--pk-cell-height"],
    ]) {
      if (typeof frame[key] === "number") style[css] = `calc(${frame[key]} * var(${unit}))`;
    }
    const foreground = canonicalColor(modifiers.foreground);
    const background = canonicalColor(modifiers.background);
    if (foreground) style.color = foreground;
    if (background) style.backgroundColor = background;
    if (typeof modifiers.border === "string") element.classList.add("pk-bordered", "pk-border-" + modifiers.border);
  }

  children(node, into) {
    for (const child of Array.isArray(node.children) ? node.children : []) {
      const element = this.renderNode(child);
      if (element) into.append(element);
    }
    return into;
  }

  container_(tag, className, node, title, headingTag) {
    const element = h(tag, { class: className, "aria-label": title });
    if (title) element.append(h(headingTag, { text: title }));
    return this.children(node, element);
  }

  /** A labelled row: label, control, value text. */
  row(node, labelText, control, output) {
    const id = typeof node.id === "string" ? elementID(node.id) : "pk-anon-" + ++uniqueCounter;
    control.id = control.id || id;
    const label = h("label", { for: control.id, text: labelText });
    const wrap = h("div", { class: "pk-control" }, control, this.describe(node, control));
    return h("div", { class: "pk-row" }, label, wrap, output || h("span"));
  }

  register(node, control) {
    if (typeof node.id === "string") this.controls.set(node.id, control);
  }

  /** Gives `target` the node's accessibility: its ARIA role, `aria-label`, and its hint as a
   * visually hidden description (`aria-describedby`), returned to be placed beside it. */
  describe(node, target) {
    const info = accessibilityOf(node);
    if (!info) return null;
    const role = ARIA_ROLES[info.role];
    if (role) target.setAttribute("role", role);
    if (typeof info.label === "string" && info.label) target.setAttribute("aria-label", info.label);
    if (typeof info.hint !== "string" || !info.hint) return null;
    const base = target.id || (typeof node.id === "string" ? elementID(node.id) : "pk-anon-" + ++uniqueCounter);
    const hint = h("span", { class: "pk-hint", id: base + "-hint", text: info.hint });
    target.setAttribute("aria-describedby", hint.id);
    return hint;
  }

  folder(node) {
    const details = h("details", { class: "pk-folder", open: !node.collapsed });
    const summary = h("summary", { text: node.label || nodeLabel(node) });
    details.append(summary);
    // The browser also fires "toggle" for the initial state: only a change by the user is sent.
    let collapsed = !!node.collapsed;
    details.addEventListener("toggle", () => {
      if (collapsed === !details.open) return;
      collapsed = !details.open;
      if (typeof node.id === "string" && this.sink.folderToggle) this.sink.folderToggle(node.id, collapsed);
    });
    details.append(this.children(node, h("div", { class: "pk-children" })));
    return details;
  }

  slider(node) {
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
      dataList = h("datalist", { id: "pk-list-" + ++uniqueCounter });
      stops.forEach((stop, index) => dataList.append(h("option", { value: index, label: String(stop) })));
      input.setAttribute("list", dataList.id);
    } else {
      input.min = String(min);
      input.max = String(max);
      input.step = typeof node.step === "number" ? String(node.step) : node.integer ? "1" : "any";
    }
    if (node.direction === "rightToLeft") input.dir = "rtl";
    const toValue = () => (stops ? stops[Number(input.value)] : Number(input.value));
    const toPosition = (value) => {
      if (!stops) return String(value);
      let best = 0;
      stops.forEach((stop, index) => { if (Math.abs(stop - value) < Math.abs(stops[best] - value)) best = index; });
      return String(best);
    };
    let gesture = null;
    let shown = null;
    // The document's value text is for the value it was written with; later values are
    // worded the same way (shortest number, unit).
    const info = accessibilityOf(node);
    const described = this.values[node.id];
    input.setAttribute("aria-valuemin", String(min));
    input.setAttribute("aria-valuemax", String(max));
    const show = (value) => {
      output.textContent = sliderText(node, value);
      input.setAttribute("aria-valuenow", String(value));
      const spoken = !info ? output.textContent
        : value === described && typeof info.valueText === "string" ? info.valueText : spokenSliderValue(node, value);
      input.setAttribute("aria-valuetext", spoken);
    };
    const control = {
      setValue: (value) => {
        if (typeof value !== "number") return;
        shown = value;
        if (!gesture) input.value = toPosition(value);
        show(value);
      },
      busy: () => gesture !== null,
    };
    input.addEventListener("pointerdown", () => {
      gesture = "g" + Date.now().toString(36) + (++uniqueCounter);
      this.sink.edit(node.id, "begin", gesture, toValue());
    });
    input.addEventListener("input", () => {
      const value = toValue();
      if (gesture) this.sink.edit(node.id, "change", gesture, value);
      else this.sink.set(node.id, value);
      show(value);
    });
    const finish = () => {
      if (!gesture) return;
      const done = gesture;
      gesture = null;
      this.sink.edit(node.id, "commit", done, toValue());
    };
    input.addEventListener("pointerup", finish);
    input.addEventListener("pointercancel", finish);
    input.addEventListener("lostpointercapture", finish);
    this.register(node, control);
    const row = this.row(node, node.label || nodeLabel(node), input, output);
    if (dataList) row.querySelector(".pk-control").append(dataList);
    control.setValue(typeof this.values[node.id] === "number" ? this.values[node.id] : min);
    shown = shown ?? min;
    return row;
  }

  toggle(node) {
    const input = h("input", { type: "checkbox", role: "switch" });
    const output = h("output");
    const control = {
      setValue: (value) => {
        input.checked = value === true;
        input.setAttribute("aria-checked", String(value === true));
        output.textContent = value === true ? "on" : "off";
      },
      busy: () => false,
    };
    input.addEventListener("change", () => {
      input.setAttribute("aria-checked", String(input.checked));
      this.sink.set(node.id, input.checked);
    });
    this.register(node, control);
    control.setValue(this.values[node.id]);
    return this.row(node, node.label || nodeLabel(node), input, output);
  }

  textField(node) {
    const input = h("input", { type: "text", placeholder: node.placeholder, autocomplete: "off" });
    const control = {
      setValue: (value) => {
        if (typeof value === "string" && input.value !== value) input.value = value;
      },
      busy: () => document.activeElement === input,
    };
    input.addEventListener("input", () => this.sink.set(node.id, input.value));
    this.register(node, control);
    control.setValue(this.values[node.id] ?? "");
    return this.row(node, node.label || nodeLabel(node), input);
  }

  colorPicker(node) {
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
    const send = () => this.sink.set(node.id, current());
    color.addEventListener("input", send);
    alpha.addEventListener("input", send);
    this.register(node, control);
    control.setValue(this.values[node.id]);
    const row = this.row(node, node.label || nodeLabel(node), color, output);
    row.querySelector(".pk-control").append(alpha, swatch);
    return row;
  }

  picker(node) {
    const select = h("select");
    for (const option of Array.isArray(node.options) ? node.options : []) {
      const value = typeof option === "string" ? option : option.value;
      const label = typeof option === "string" ? option : option.label ?? option.value;
      select.append(h("option", { value, text: label }));
    }
    const control = {
      setValue: (value) => { if (typeof value === "string") select.value = value; },
      busy: () => false,
    };
    select.addEventListener("change", () => this.sink.set(node.id, select.value));
    this.register(node, control);
    control.setValue(this.values[node.id]);
    return this.row(node, node.label || nodeLabel(node), select);
  }

  curve() {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 100 40");
    svg.setAttribute("preserveAspectRatio", "none");
    svg.setAttribute("aria-hidden", "true");
    const line = document.createElementNS(SVG, "polyline");
    line.setAttribute("vector-effect", "non-scaling-stroke");
    svg.append(line);
    return { svg, draw: (samples) => line.setAttribute("points", curvePoints(samples)) };
  }

  /** Number inputs for the fields of a composite value; `read` gives the value. */
  numberField(label, step, onChange) {
    const input = h("input", { type: "number", step, "aria-label": label, class: "pk-number" });
    input.addEventListener("change", onChange);
    return h("label", { class: "pk-field" }, h("span", { text: label }), input);
  }

  springFields(onChange) {
    const type = h("select", { "aria-label": "spring type" }, h("option", { value: "time", text: "time" }), h("option", { value: "physics", text: "physics" }));
    const fields = {
      duration: this.numberField("duration", "0.05", onChange),
      bounce: this.numberField("bounce", "0.05", onChange),
      stiffness: this.numberField("stiffness", "10", onChange),
      damping: this.numberField("damping", "1", onChange),
      mass: this.numberField("mass", "0.1", onChange),
    };
    let last = { type: "time", duration: 0.35, bounce: 0.24 };
    type.addEventListener("change", () => {
      last = type.value === "physics" ? physicsOf(last) : timeOf(last);
      show(last);
      onChange();
    });
    const input = (name) => fields[name].querySelector("input");
    const show = (spring) => {
      last = spring;
      type.value = spring.type === "physics" ? "physics" : "time";
      for (const [name, field] of Object.entries(fields)) {
        const used = spring.type === "physics" ? ["stiffness", "damping", "mass"] : ["duration", "bounce"];
        field.hidden = !used.includes(name);
        if (used.includes(name) && typeof spring[name] === "number") input(name).value = String(Number(spring[name].toFixed(4)));
      }
    };
    const read = () =>
      type.value === "physics"
        ? { type: "physics", stiffness: Number(input("stiffness").value), damping: Number(input("damping").value), mass: Number(input("mass").value) }
        : { type: "time", duration: Number(input("duration").value), bounce: Number(input("bounce").value) };
    return { elements: [type, ...Object.values(fields)], show, read };
  }

  springEditor(node) {
    const { svg, draw } = this.curve();
    const output = h("output");
    const editor = this.springFields(() => this.sink.set(node.id, editor.read()));
    const control = {
      setValue: (value) => {
        if (!value || typeof value !== "object") return;
        editor.show(value);
        draw(springSamples(value, 24));
        output.textContent = describeSpring(value);
      },
      busy: () => false,
    };
    this.register(node, control);
    const group = h("div", { class: "pk-editor", role: "group" }, svg, ...editor.elements);
    const row = this.row(node, node.label || nodeLabel(node), group, output);
    group.setAttribute("aria-labelledby", group.id + "-label");
    row.querySelector("label").id = group.id + "-label";
    control.setValue(this.values[node.id] ?? { type: "time", duration: 0.35, bounce: 0.24 });
    return row;
  }

  transitionEditor(node) {
    const { svg, draw } = this.curve();
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
    const send = () => this.sink.set(node.id, read());
    const duration = this.numberField("duration", "0.05", send);
    const spring = this.springFields(send);
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
        output.textContent = describeTransition(value);
      },
      busy: () => false,
    };
    this.register(node, control);
    const group = h("div", { class: "pk-editor", role: "group" }, svg, mode, curve, duration, ...spring.elements);
    const row = this.row(node, node.label || nodeLabel(node), group, output);
    control.setValue(this.values[node.id] ?? { type: "easing", duration: 0.3, bezier });
    return row;
  }

  button(node) {
    const destructive = node.role === "destructive";
    const button = h("button", { type: "button", class: destructive ? "pk-button pk-destructive" : "pk-button",
      text: node.label || nodeLabel(node) });
    if (typeof node.id === "string") button.id = elementID(node.id);
    button.addEventListener("click", () => this.sink.action(node.id));
    const hint = this.describe(node, button);
    if (!destructive) return h("div", { class: "pk-button-row" }, button, hint);
    // Marked for assistive technology too: its description ends with "Destructive action."
    // (after its hint, if it has one).
    const mark = h("span", { class: "pk-hint", id: (button.id || "pk-anon-" + ++uniqueCounter) + "-destructive",
      text: "Destructive action." });
    const described = button.getAttribute("aria-describedby");
    button.setAttribute("aria-describedby", described ? described + " " + mark.id : mark.id);
    return h("div", { class: "pk-button-row" }, button, hint, mark);
  }

  stack(node) {
    const axis = node.axis === "horizontal" ? "pk-horizontal" : node.axis === "depth" ? "pk-depth" : "pk-vertical";
    const element = h("div", { class: "pk-stack " + axis });
    if (node.spacing) {
      element.style.gap = `calc(${node.spacing} * var(${node.axis === "horizontal" ? "--pk-cell-width" : "--pk-cell-height"}) / 2)`;
    }
    return this.children(node, element);
  }

  box(node) {
    const element = h("fieldset", { class: "pk-box pk-border-" + (node.border || "single") });
    if (node.title) element.append(h("legend", { text: node.title }));
    return this.children(node, element);
  }

  /** A screen: children placed by the frames the document carries (`frame: {x, y, width,
   * height}` in cells on each child), else laid out with CSS one below the other. */
  screen(node) {
    const children = Array.isArray(node.children) ? node.children : [];
    const placed = children.length > 0 && children.every((child) => child && isFrame(child.frame));
    const element = h("div", { class: "pk-screen" + (placed ? "" : " pk-flow"), role: "group", "aria-label": node.title });
    if (node.title) element.append(h("h2", { class: "pk-screen-title", text: node.title }));
    if (!placed) return this.children(node, element);
    let rows = 1;
    let columns = 1;
    for (const child of children) {
      const view = this.renderNode(child);
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

  /** A dialog: shown over the page while its value says `presented`, dimmed behind by its
   * overlay colour; Escape and a click outside dismiss it when the node allows. */
  dialog(node) {
    // A dialog that asks to confirm something destructive is an alert dialog; it is labelled by
    // its title and described by its message, and its initial focus is the button the
    // document names (the least destructive one).
    const info = accessibilityOf(node);
    const base = typeof node.id === "string" ? elementID(node.id) : "pk-anon-" + ++uniqueCounter;
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
    this.children(node, card);
    const layer = h("div", { class: "pk-dialog-layer pk-placement-" + (node.placement || "center") }, card);
    const overlay = node.overlay && typeof node.overlay === "object" ? node.overlay : {};
    const dim = canonicalColor(overlay.color);
    if (dim) layer.style.setProperty("--pk-dim", dim);
    if (finiteNumber(overlay.opacity, 0, 1) !== null) layer.style.setProperty("--pk-dim-opacity", String(overlay.opacity));
    if (overlay.type === "none") layer.style.setProperty("--pk-dim-opacity", "0");
    if (overlay.type === "blur") layer.classList.add("pk-blur");
    const dismiss = (reason) => typeof node.id === "string" && this.sink.dismiss && this.sink.dismiss(node.id, reason);
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
    this.register(node, control);
    control.setValue(this.values[node.id]);
    return layer;
  }

  /** The roots dialogs and the drawer cover: their children, in a positioned box. */
  overlay(node) {
    return this.children(node, h("div", { class: "pk-root-layer", role: "group", "aria-label": node.title || undefined }));
  }

  /** A drawer panel root: its panels in a bottom sheet, opened by its floating button or the
   * host, its state (open, detent, selected panel) the session's (drawer.js). */
  drawer(node) {
    const drawer = new DrawerView(node, this);
    this.overlays.push(drawer);
    if (typeof node.id === "string") {
      this.controls.set(node.id, { setValue: (value) => drawer.setValue(value), busy: () => false, drawer: true });
    }
    return drawer.element;
  }

  /** A floating button of its own (a drawer's is the drawer's): a press is its action. */
  floatingButton(node) {
    const button = new FloatingButtonView(node, () => this.sink.action(node.id));
    this.overlays.push(button);
    return button.element;
  }

  unknown(node) {
    const element = h("div", { class: "pk-unknown", role: "group" });
    element.append(h("p", { class: "pk-note", text: `unknown kind “${node.kind}”, shown as its contents` }));
    if (Array.isArray(node.children) && node.children.length > 0) return this.children(node, element);
    const value = typeof node.id === "string" ? this.values[node.id] : undefined;
    element.append(h("p", { class: "pk-text", text: nodeLabel(node) + (value === undefined ? "" : ": " + describeValue(value)) }));
    return element;
  }
}

function isFrame(frame) {
  return frame && ["x", "y", "width", "height"].every((key) => typeof frame[key] === "number");
}
