// What sits above the content: the floating button and the drawer panel root (DialKit's
// DialRoot in drawer mode), driven by the session's drawer vocabulary.
//
// - The floating button floats over the window. A click (or Enter, Space) opens its drawer
//   (`drawer.open`), or presses it when it belongs to no drawer (`action`). A drag moves it;
//   on release it snaps by FloatingButtonSnapping's rules (snapping.js) from the predicted end
//   of the drag (the speed of its last 100 ms carried on as a fling decelerates, see PROJECTION),
//   inside the window less a margin. The arrow keys move it to that edge of the window. Its place is the
//   session's (a FloatingButtonPlacement in the values: fractions of its travel and its edges): a released
//   drag or a key sends `floatingButton.move`, and a patch of another frontend's move, a reload or a second
//   page shows it there; a resized window keeps it at the same place.
// - The drawer is a modal dialog over a dimmed backdrop at the bottom of the window, at the
//   medium (half the window) or tall (all but TALL_GAP) detent, content-sized when short. Its
//   handle switches the detent (click, Enter, Space, the arrow keys) or is dragged: released
//   below half the medium height it dismisses the drawer (reason `drag`), else it settles at
//   the nearer detent (DrawerGeometry.settle). Escape (`escape`), a click on the backdrop
//   (`outsideTap`) and the close button (`cancel`) dismiss it too. With several panels a tab
//   list picks the one shown (`drawer.select`). Focus moves into the drawer when it opens,
//   stays there (Tab wraps) and goes back where it was when it closes.
import { h, elementID } from "./render.js";
import { Snapping, readPosition, settle, drawerCaps } from "./snapping.js";

/** Pixels kept between the floating button and the window's edges. */
export const FAB_MARGIN = 16;
/** Pixels left above the tall drawer (two rows of the page's 2rem cells). */
export const TALL_GAP = 64;
/** How far a fling carries on, in milliseconds of its speed: the distance a movement travels
 * while decelerating by 0.998 a millisecond (UIKit's normal deceleration, which SwiftUI's
 * predicted end location follows), 0.998 / (1 − 0.998). */
export const PROJECTION = 0.998 / (1 - 0.998);
/** A press that moves less than this is a click, not a drag. */
const DRAG_SLOP = 4;

function focusables(element) {
  return [...element.querySelectorAll("button, input, select, textarea, summary, [tabindex]")].filter(
    (e) => !e.disabled && e.tabIndex >= 0 && e.getClientRects().length > 0,
  );
}

/** The floating button: a button placed over the window by the snapping rules, at the place
 * the session holds for it (its value). */
export class FloatingButtonView {
  /**
   * @param {object} node the floatingButton node
   * @param {() => void} press what a click does
   */
  constructor(node, press) {
    this.node = node;
    this.press = press;
    this.corner = node.corner || "bottomRight";
    this.position = null;
    /** The session's place (a placement), or null until it holds one (the corner then). */
    this.placement = null;
    /** Sends a released place to the session (set at mount: the page's view's sink). */
    this.move = null;
    this.hint = h("span", {
      class: "pk-hint", id: elementID(node.id ?? "fab") + "-hint",
      text: "Drag it, or use the arrow keys, to move it to an edge of the window.",
    });
    this.button = h("button", {
      type: "button", class: "pk-floating", text: node.label || "tune", "aria-describedby": this.hint.id,
    });
    if (typeof node.id === "string") this.button.id = elementID(node.id);
    this.element = h("div", { class: "pk-floating-row" }, this.button, this.hint);
    this.drag = null;
    this.suppressClick = false;
    this.button.addEventListener("click", () => {
      if (this.suppressClick) {
        this.suppressClick = false;
        return;
      }
      this.press();
    });
    this.button.addEventListener("pointerdown", (event) => this.pointerDown(event));
    this.button.addEventListener("pointermove", (event) => this.pointerMove(event));
    this.button.addEventListener("pointerup", () => this.pointerUp());
    this.button.addEventListener("pointercancel", () => this.cancelDrag());
    this.button.addEventListener("keydown", (event) => this.key(event));
    this.onResize = () => this.show();
  }

  /** The bounds the button moves in: the window less the margin on every side. */
  bounds() {
    return { width: Math.max(0, innerWidth - 2 * FAB_MARGIN), height: Math.max(0, innerHeight - 2 * FAB_MARGIN) };
  }

  /** The rules for the button's size (as last measured while shown: a hidden button, under
   * an open drawer, measures 0). */
  snapping() {
    if (this.button.offsetWidth > 0) this.size = { width: this.button.offsetWidth, height: this.button.offsetHeight };
    return new Snapping(this.size || { width: 0, height: 0 });
  }

  /** Once on the page (the button can be measured): registered with the view as the holder of
   * its id's value, shown at the session's place, else at its corner. */
  mount(view) {
    if (view && typeof this.node.id === "string") {
      const id = this.node.id;
      view.controls.set(id, { setValue: (value) => this.setValue(value), busy: () => this.drag !== null });
      if (view.sink && view.sink.floatingButton) this.move = (placement) => view.sink.floatingButton(id, placement);
      this.placement = readPosition(view.values[id]);
    }
    this.show();
    addEventListener("resize", this.onResize);
  }

  dispose() {
    removeEventListener("resize", this.onResize);
  }

  /** The session's place (a snapshot's, a patch's, an answer's); kept for after a drag. */
  setValue(value) {
    this.placement = readPosition(value);
    if (!this.drag) this.show();
  }

  /** Places the button where the session's placement puts it in the window now. */
  show() {
    const snapping = this.snapping();
    const bounds = this.bounds();
    this.place(this.placement ? snapping.positionAt(this.placement, bounds) : snapping.initial(this.corner, bounds));
  }

  /** The button came to rest at a place of the person's: it is the session's now. */
  settled() {
    this.placement = this.snapping().placement(this.position, this.bounds());
    if (this.move) this.move(this.placement);
  }

  place(position) {
    this.position = position;
    this.button.style.left = `${FAB_MARGIN + position.x}px`;
    this.button.style.top = `${FAB_MARGIN + position.y}px`;
    this.button.dataset.edges = position.edges.join(" ");
  }

  pointerDown(event) {
    if (event.button !== 0) return;
    this.button.setPointerCapture(event.pointerId);
    this.drag = { x: event.clientX, y: event.clientY, start: this.position, moved: false, samples: [] };
  }

  pointerMove(event) {
    const drag = this.drag;
    if (!drag) return;
    const translation = { width: event.clientX - drag.x, height: event.clientY - drag.y };
    if (!drag.moved && Math.hypot(translation.width, translation.height) < DRAG_SLOP) return;
    drag.moved = true;
    const now = performance.now();
    drag.samples.push({ t: now, x: event.clientX, y: event.clientY });
    drag.samples = drag.samples.filter((s) => now - s.t <= 100);
    this.place(this.snapping().dragged(drag.start, translation, this.bounds()));
    this.button.classList.add("pk-dragging");
  }

  pointerUp() {
    const drag = this.drag;
    this.drag = null;
    this.button.classList.remove("pk-dragging");
    if (!drag || !drag.moved) return; // a click: the click event presses it
    this.suppressClick = true;
    setTimeout(() => { this.suppressClick = false; }, 0);
    // The predicted end: the speed of the last 100 ms of movement, carried on (none when the
    // button was held still before the release).
    const now = performance.now();
    const samples = drag.samples.filter((s) => now - s.t <= 100);
    let predicted = { width: 0, height: 0 };
    if (samples.length > 1) {
      const first = samples[0];
      const last = samples[samples.length - 1];
      const dt = Math.max(1, last.t - first.t);
      predicted = { width: ((last.x - first.x) / dt) * PROJECTION, height: ((last.y - first.y) / dt) * PROJECTION };
    }
    this.place(this.snapping().released(this.position, predicted, this.bounds()).position);
    this.settled();
  }

  cancelDrag() {
    if (!this.drag) return;
    const start = this.drag.start;
    this.drag = null;
    this.button.classList.remove("pk-dragging");
    this.place(start);
  }

  /** The arrow keys move the button to that edge of the window (keeping its other edge). */
  key(event) {
    const edge = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "top", ArrowDown: "bottom" }[event.key];
    if (!edge || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const opposite = { left: "right", right: "left", top: "bottom", bottom: "top" }[edge];
    const edges = this.position.edges.filter((e) => e !== edge && e !== opposite).concat(edge);
    this.place(this.snapping().pinned({ ...this.position, edges }, this.bounds()));
    this.settled();
  }
}

/** A drawer panel root: its panels in a sheet, its floating button, its state from the session. */
export class DrawerView {
  /**
   * @param {object} node the panelRoot node (mode drawer)
   * @param {object} view the PanelView (renders the panels; its sink reaches the session)
   */
  constructor(node, view) {
    this.node = node;
    this.view = view;
    this.id = node.id;
    const base = elementID(node.id ?? "drawer");
    const children = Array.isArray(node.children) ? node.children : [];
    const overlay = (child) => child && (child.kind === "floatingButton" || child.kind === "dialog");
    // Its panels (a hidden one is neither shown nor offered, as in the terminal).
    const shown = (child) => child && typeof child === "object" && !(child.modifiers && child.modifiers.hidden === true);
    this.panels = children.filter((child) => shown(child) && !overlay(child));
    const others = children.filter(overlay);
    // Closed until the session's state (or the document's default) is shown.
    this.state = { presented: false, detent: "medium", selected: null };
    this.returnFocus = null;

    this.body = h("div", { class: "pk-drawer-body", id: base + "-body" });
    this.panelElements = this.panels.map((panel) => {
      const element = view.renderNode(panel);
      this.body.append(element);
      return element;
    });
    this.handle = h("button", {
      type: "button", class: "pk-drawer-handle", "aria-label": "Drawer height",
      "aria-describedby": base + "-handle-hint",
    });
    const handleHint = h("span", {
      class: "pk-hint", id: base + "-handle-hint",
      text: "Enter switches between medium and tall; the up and down arrows too. Drag it down to close.",
    });
    this.closeButton = h("button", { type: "button", class: "pk-drawer-close", text: "Close" });
    this.tabs = [];
    const header = h("div", { class: "pk-drawer-header" }, this.handle, handleHint);
    if (this.panels.length > 1) {
      const list = h("div", { class: "pk-drawer-tabs", role: "tablist", "aria-label": "Panels" });
      this.panels.forEach((panel, index) => {
        const tab = h("button", {
          type: "button", role: "tab", class: "pk-drawer-tab", id: base + "-tab-" + index,
          "aria-controls": this.body.id, text: panel.title || panel.label || panel.id || `Panel ${index + 1}`,
        });
        tab.addEventListener("click", () => this.select(index));
        tab.addEventListener("keydown", (event) => this.tabKey(event, index));
        list.append(tab);
        this.tabs.push(tab);
      });
      this.body.setAttribute("role", "tabpanel");
      header.append(list);
    } else {
      header.append(h("h2", { class: "pk-drawer-title", text: this.panels[0]?.title || "Panels" }));
    }
    header.append(this.closeButton);
    this.sheet = h("section", {
      class: "pk-drawer", id: base + "-sheet", role: "dialog", "aria-modal": "true",
      "aria-label": this.panels.length === 1 ? this.panels[0].title || "Panels" : "Panels",
    }, header, this.body);
    this.sheet.tabIndex = -1;
    this.backdrop = h("div", { class: "pk-drawer-backdrop" });
    this.layer = h("div", { class: "pk-drawer-layer", hidden: true }, this.backdrop, this.sheet);
    this.element = h("div", { class: "pk-drawer-root" }, this.layer);
    this.buttons = [];
    for (const child of others) {
      if (child.kind === "floatingButton") {
        const button = new FloatingButtonView(child, () => this.send("drawer.open"));
        button.button.setAttribute("aria-haspopup", "dialog");
        button.button.setAttribute("aria-controls", this.sheet.id);
        this.buttons.push(button);
        this.element.append(button.element);
      } else {
        const element = view.renderNode(child);
        if (element) this.element.append(element);
      }
    }

    this.backdrop.addEventListener("click", () => this.close("outsideTap"));
    this.closeButton.addEventListener("click", () => this.close("cancel"));
    this.layer.addEventListener("keydown", (event) => this.key(event));
    this.handle.addEventListener("click", () => {
      if (this.handleDragged) return;
      this.setDetent(this.state.detent === "tall" ? "medium" : "tall");
    });
    this.handle.addEventListener("keydown", (event) => {
      if (event.key === "ArrowUp") this.setDetent("tall");
      else if (event.key === "ArrowDown") this.setDetent("medium");
      else return;
      event.preventDefault();
      event.stopPropagation();
    });
    this.handle.addEventListener("pointerdown", (event) => this.handleDown(event));
    this.handle.addEventListener("pointermove", (event) => this.handleMove(event));
    this.handle.addEventListener("pointerup", (event) => this.handleUp(event));
    this.handle.addEventListener("pointercancel", () => this.handleCancel());
    this.onResize = () => this.fit();
  }

  mount() {
    for (const button of this.buttons) button.mount(this.view);
    addEventListener("resize", this.onResize);
  }

  dispose() {
    for (const button of this.buttons) button.dispose();
    removeEventListener("resize", this.onResize);
  }

  /** Sends a drawer message for this root. */
  send(type, fields = {}) {
    if (typeof this.id === "string" && this.view.sink.drawer) this.view.sink.drawer(type, { id: this.id, ...fields });
  }

  /** The state the session holds (a value or a patch). */
  setValue(value) {
    const state = value && typeof value === "object" ? value : { presented: !!this.node.defaultOpen };
    this.show(state);
  }

  /** Shows a state; focus moves in when it opens and back when it closes. */
  show(state) {
    const was = this.state.presented;
    this.state = {
      presented: !!state.presented, detent: state.detent === "tall" ? "tall" : "medium",
      selected: typeof state.selected === "string" ? state.selected : null,
    };
    const presented = this.state.presented;
    this.layer.hidden = !presented;
    this.layer.dataset.presented = String(presented);
    this.sheet.dataset.detent = this.state.detent;
    this.handle.setAttribute("aria-label", `Drawer height: ${this.state.detent}`);
    const index = this.selectedIndex();
    this.panelElements.forEach((element, i) => { element.hidden = i !== index; });
    this.tabs.forEach((tab, i) => {
      tab.setAttribute("aria-selected", String(i === index));
      tab.tabIndex = i === index ? 0 : -1;
    });
    if (this.tabs[index]) this.body.setAttribute("aria-labelledby", this.tabs[index].id);
    for (const button of this.buttons) {
      button.element.hidden = presented;
      button.button.setAttribute("aria-expanded", String(presented));
    }
    this.fit();
    if (presented === was) return;
    if (presented) {
      const active = document.activeElement;
      this.returnFocus = active && !this.layer.contains(active) ? active : null;
      requestAnimationFrame(() => {
        // Not when it has it already, nor from a dialog presented over it.
        const active = document.activeElement;
        if (this.layer.contains(active) || (active && active.closest(".pk-dialog-layer:not([hidden])"))) return;
        const first = this.tabs[index] || focusables(this.body)[0] || this.handle;
        first.focus();
      });
    } else {
      const back = this.returnFocus;
      this.returnFocus = null;
      if (this.layer.contains(document.activeElement) || document.activeElement === document.body) {
        const shown = back && back !== document.body && back.isConnected && back.getClientRects().length > 0;
        const visible = shown ? back : this.buttons[0]?.button;
        if (visible) visible.focus();
      }
    }
  }

  selectedIndex() {
    const at = this.panels.findIndex((panel) => panel.id === this.state.selected);
    return at >= 0 ? at : 0;
  }

  /** The sheet's height cap at its detent, in pixels. */
  fit() {
    const caps = drawerCaps(innerHeight, TALL_GAP);
    this.sheet.style.maxHeight = `${this.state.detent === "tall" ? caps.tall : caps.medium}px`;
  }

  close(reason) {
    if (!this.state.presented) return;
    this.show({ ...this.state, presented: false });
    this.send("drawer.close", { reason });
  }

  setDetent(detent) {
    if (detent === this.state.detent) return;
    this.show({ ...this.state, detent });
    this.send("drawer.detent", { detent });
  }

  select(index) {
    const panel = this.panels[index];
    if (!panel || index === this.selectedIndex()) return;
    if (typeof panel.id === "string") {
      this.show({ ...this.state, selected: panel.id });
      this.send("drawer.select", { selected: panel.id });
    }
    this.tabs[index]?.focus();
  }

  /** The tab list's keys: left and right move to the previous and next tab, Home and End to
   * the first and last, and show it. */
  tabKey(event, index) {
    const count = this.tabs.length;
    const next = { ArrowRight: (index + 1) % count, ArrowLeft: (index + count - 1) % count, Home: 0, End: count - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.select(next);
  }

  /** Escape dismisses; Tab stays inside the sheet. */
  key(event) {
    if (event.key === "Escape") {
      event.preventDefault();
      this.close("escape");
      return;
    }
    if (event.key !== "Tab") return;
    const items = focusables(this.sheet);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  handleDown(event) {
    if (event.button !== 0) return;
    this.handle.setPointerCapture(event.pointerId);
    this.handleDrag = { y: event.clientY, height: this.sheet.getBoundingClientRect().height, moved: false };
    this.handleDragged = false;
  }

  handleMove(event) {
    const drag = this.handleDrag;
    if (!drag) return;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.abs(dy) < DRAG_SLOP) return;
    drag.moved = true;
    const caps = drawerCaps(innerHeight, TALL_GAP);
    const height = Math.max(0, Math.min(caps.tall, drag.height - dy));
    this.sheet.style.maxHeight = "none";
    this.sheet.style.height = `${height}px`;
    this.sheet.classList.add("pk-dragging");
  }

  handleUp(event) {
    const drag = this.handleDrag;
    this.handleDrag = null;
    if (!drag || !drag.moved) return; // a click: the click event switches the detent
    this.handleDragged = true;
    setTimeout(() => { this.handleDragged = false; }, 0);
    const height = Math.round(Math.max(0, drag.height - (event.clientY - drag.y)));
    this.sheet.style.height = "";
    this.sheet.classList.remove("pk-dragging");
    const detent = settle(height, innerHeight, TALL_GAP);
    if (detent === null) this.close("drag");
    else if (detent !== this.state.detent) this.setDetent(detent);
    else this.fit();
  }

  handleCancel() {
    this.handleDrag = null;
    this.sheet.style.height = "";
    this.sheet.classList.remove("pk-dragging");
    this.fit();
  }
}
