// Builds the DOM of a PanelKit document: one element per node, every kind of the schema,
// unknown kinds as their children with a note. Controls report user input to `sink` and are
// updated with `setValue` when canonical values arrive.
import { curvePoints, physicsOf, timeOf, sameValue } from "./values.js";
import { evaluateRules, hasRules } from "./rules.js";
import { canonicalColor } from "./checks.js";
import { KINDS } from "./kinds/index.js";

let uniqueCounter = 0;

/** A number no other call gives: for the ids of elements without a node id. */
export function nextUnique() {
  return ++uniqueCounter;
}

/** A person's gesture on control `id` (a drag, a held pointer): one undo step however many
 * values it passes. `begin(value)` names it and sends its first value, `change(value)` each
 * value on the way, `commit()` the last (what `current()` gives) once, when the pointer is
 * released, cancelled or loses its capture on any element given to `endOn`. */
export class Gesture {
  constructor(view, id, current) {
    this.view = view;
    this.id = id;
    this.current = current;
    this.name = null;
  }

  /** Whether a gesture is under way (the control then shows its own values, not echoes). */
  get active() {
    return this.name !== null;
  }

  begin(value) {
    this.name = "g" + Date.now().toString(36) + nextUnique();
    this.view.sink.edit(this.id, "begin", this.name, value);
  }

  change(value) {
    if (this.name) this.view.sink.edit(this.id, "change", this.name, value);
  }

  commit() {
    if (!this.name) return;
    const done = this.name;
    this.name = null;
    this.view.sink.edit(this.id, "commit", done, this.current());
  }

  /** Commits when the pointer is released, cancelled or loses its capture on `element`. */
  endOn(element) {
    const commit = () => this.commit();
    for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) element.addEventListener(type, commit);
  }
}

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
export function nodeLabel(node) {
  for (const key of ["label", "title", "text"]) if (typeof node[key] === "string") return node[key];
  if (typeof node.id === "string") return node.id.split(".").pop();
  return node.kind;
}

export class PanelView {
  /**
   * @param {HTMLElement} container where the panel goes
   * @param {object} sink user input: set(id, value), edit(id, phase, gesture, value),
   *   action(id), folderToggle(id, collapsed), floatingButton(id, placement)
   */
  constructor(container, sink) {
    this.container = container;
    this.sink = sink;
    this.controls = new Map(); // id → {setValue(value), busy()}
    this.nodes = [];
    this.values = {};
    this.texts = {}; // id → {value, text}: the session's text of each value (hello's valueText)
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
    for (const overlay of this.overlays) overlay.mount(this);
    for (const [id, control] of this.controls) if (control.drawer) control.setValue(this.values[id]);
    this.applyRules();
  }

  /** Keeps the session's texts of `values` (a snapshot's or a patch's `text`), and has each
   * control that shows one of them show it again. */
  setTexts(text, values) {
    if (!text || typeof text !== "object") return;
    for (const [id, words] of Object.entries(text)) {
      if (typeof words !== "string" || !(id in (values || {}))) continue;
      this.texts[id] = { value: values[id], text: words };
      const control = this.controls.get(id);
      if (control && control.showText) control.showText();
    }
  }

  /** The session's text of `value` for control `id`, or null when it sent none for that value
   * (yet: a value the page shows before the session has answered). */
  textOf(id, value) {
    const entry = this.texts[id];
    return entry && sameValue(entry.value, value) ? entry.text : null;
  }

  /** Puts the session's text of `value` for control `id` into `output`, when it sent one
   * (else `output` keeps the text of the last value it answered for). */
  showText(output, id, value) {
    const text = this.textOf(id, value);
    if (text !== null) output.textContent = text;
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
    // Each kind's module (kinds/<kind>.js, listed in kinds/index.js) builds its node; a kind
    // this page does not know shows as its children, with a note.
    const render = Object.hasOwn(KINDS, node.kind) ? KINDS[node.kind] : null;
    const element = render ? render(this, node) : this.unknown(node);
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
    this.offerReset(node, label, wrap);
    return h("div", { class: "pk-row" }, label, wrap, output || h("span"));
  }

  /** A control back to its default: a double click on its label, or Alt+Backspace in it
   * (the session's `reset`, one undo step like any edit; the patch shows the value). */
  offerReset(node, label, wrap) {
    if (typeof node.id !== "string" || !this.sink.reset || !(node.id in this.values)) return;
    label.title = "double-click: back to the default (Alt+Backspace)";
    label.addEventListener("dblclick", (event) => { event.preventDefault(); this.sink.reset(node.id); });
    wrap.addEventListener("keydown", (event) => {
      if (event.key !== "Backspace" || !event.altKey) return;
      event.preventDefault();
      this.sink.reset(node.id);
    });
    for (const target of wrap.querySelectorAll("input, select, [role=slider], [tabindex]")) {
      target.setAttribute("aria-keyshortcuts", "Alt+Backspace");
    }
  }

  register(node, control) {
    if (typeof node.id !== "string") return;
    this.controls.set(node.id, control);
    // Without a session's text (a static document), the text the document carries for the
    // value it was written with.
    const info = accessibilityOf(node);
    if (!this.texts[node.id] && info && typeof info.valueText === "string" && node.id in this.values) {
      this.texts[node.id] = { value: this.values[node.id], text: info.valueText };
    }
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

  /** The roots dialogs and the drawer cover: their children, in a positioned box. */
  overlay(node) {
    return this.children(node, h("div", { class: "pk-root-layer", role: "group", "aria-label": node.title || undefined }));
  }

  unknown(node) {
    const element = h("div", { class: "pk-unknown", role: "group" });
    element.append(h("p", { class: "pk-note", text: `unknown kind “${node.kind}”, shown as its contents` }));
    if (Array.isArray(node.children) && node.children.length > 0) return this.children(node, element);
    const value = typeof node.id === "string" ? this.values[node.id] : undefined;
    const text = value === undefined ? null : this.textOf(node.id, value) ?? JSON.stringify(value);
    element.append(h("p", { class: "pk-text", text: nodeLabel(node) + (text === null ? "" : ": " + text) }));
    return element;
  }
}
