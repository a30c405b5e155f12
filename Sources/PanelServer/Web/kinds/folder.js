// The page renderer of the `folder` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).
// A folder with `tabs` shows its children as tabs (the WAI-ARIA tabs pattern): a tab list
// under its summary, one tab panel per child (a child folder's rows, without its own header);
// a click, or the arrows, Home and End on the tab list, open a tab, sent as `tab.select`; the
// open tab is the folder's value, so a patch from anywhere shows it.
import { h, nodeLabel, nextUnique } from "../render.js";

/** Renders a `folder` node. */
export default function render(view, node) {
  const details = h("details", { class: "pk-folder", open: !node.collapsed });
  const summary = h("summary", { text: node.label || nodeLabel(node) });
  details.append(summary);
  // The browser also fires "toggle" for the initial state: only a change by the user is sent.
  let collapsed = !!node.collapsed;
  details.addEventListener("toggle", () => {
    if (collapsed === !details.open) return;
    collapsed = !details.open;
    if (typeof node.id === "string" && view.sink.folderToggle) view.sink.folderToggle(node.id, collapsed);
  });
  details.append(node.tabs === true ? tabs(view, node) : view.children(node, h("div", { class: "pk-children" })));
  return details;
}

/** The tab list and tab panels of a folder shown as tabs. */
function tabs(view, node) {
  const children = Array.isArray(node.children) ? node.children : [];
  const base = "pk-tabs-" + nextUnique();
  const list = h("div", { class: "pk-tablist", role: "tablist", "aria-label": node.label || nodeLabel(node) });
  const wrap = h("div", { class: "pk-children pk-tabs" }, list);
  const buttons = [];
  const panels = [];
  children.forEach((child, index) => {
    const tab = h("button", { type: "button", class: "pk-tab", role: "tab", id: `${base}-tab-${index}`, text: nodeLabel(child) });
    const panel = h("div", { class: "pk-tabpanel", role: "tabpanel", id: `${base}-panel-${index}`, tabindex: "0" });
    tab.setAttribute("aria-controls", panel.id);
    panel.setAttribute("aria-labelledby", tab.id);
    // A child folder is the tab: its rows go in the panel (which carries its id), its title on the tab.
    if (child && child.kind === "folder" && child.tabs !== true) {
      if (typeof child.id === "string") panel.dataset.id = child.id;
      panel.dataset.kind = "folder";
      view.children(child, panel);
    } else {
      const element = view.renderNode(child);
      if (element) panel.append(element);
    }
    buttons.push(tab);
    panels.push(panel);
    list.append(tab);
    wrap.append(panel);
  });
  let open = -1;
  const show = (index) => {
    open = Number.isInteger(index) && index >= 0 && index < children.length ? index : 0;
    buttons.forEach((tab, i) => {
      tab.setAttribute("aria-selected", String(i === open));
      tab.tabIndex = i === open ? 0 : -1;
      panels[i].hidden = i !== open;
    });
  };
  const choose = (index, focus) => {
    if (!buttons.length) return;
    const wanted = (index + buttons.length) % buttons.length;
    if (focus) buttons[wanted].focus();
    if (wanted === open) return;
    show(wanted);
    if (typeof node.id === "string" && view.sink.selectTab) view.sink.selectTab(node.id, wanted);
  };
  buttons.forEach((tab, index) => tab.addEventListener("click", () => choose(index, false)));
  list.addEventListener("keydown", (event) => {
    const keys = { ArrowRight: open + 1, ArrowLeft: open - 1, Home: 0, End: buttons.length - 1 };
    if (!(event.key in keys)) return;
    event.preventDefault();
    choose(keys[event.key], true);
  });
  view.register(node, { setValue: (value) => show(value), busy: () => false });
  show(view.values[node.id]);
  return wrap;
}
