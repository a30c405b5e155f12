// The page: a PanelView fed by a PanelClient, plus the toolbar (presets, undo, redo).
import { PanelClient } from "./client.js";
import { PanelView } from "./render.js";
import { checkDocument } from "./checks.js";
import { sameValue } from "./values.js";
import { applySamples } from "./graph.js";

const $ = (selector) => document.querySelector(selector);
const statusLine = $("#status");
const log = (text) => { $("#last").textContent = text; };

let client = null;
// Undo, redo and the presets name no panel: the session decides which panel they concern by
// the one written rule (the panel named, else the one a preset id is under, else the panel of
// the control this page changed last, else the only one), as it does for every frontend.
const view = new PanelView($("#panel"), {
  set: (id, value) => client && client.send("set", { id, value }),
  edit: (id, phase, gesture, value) => client && client.send("edit", { id, phase, gesture, value }),
  action: (id) => client && client.send("action", { id }),
  reset: (id) => client && client.send("reset", { id }),
  folderToggle: (id, collapsed) => client && client.send("folder.toggle", { id, collapsed }),
  selectTab: (id, tab) => client && client.send("tab.select", { id, tab }),
  dismiss: (id, reason) => client && client.send("dialog.dismiss", { id, reason }),
  // drawer.open, drawer.close {reason}, drawer.detent {detent}, drawer.select {selected}
  drawer: (type, fields) => client && client.send(type, fields),
  // A floating button's place ({x, y, edges}: fractions of its travel) when a drag is released.
  floatingButton: (id, placement) => client && client.send("floatingButton.move", { id, ...placement }),
});
let structure = null;
/** The presets as the session holds them: a snapshot gives them all, a patch what changed. */
let presetList = [];

/** Applies a patch's preset changes: drop `presetsRemoved`, then replace by id or append. */
function mergePresets(changed, removed) {
  const gone = new Set(Array.isArray(removed) ? removed : []);
  const list = presetList.filter((p) => !gone.has(p.id));
  for (const preset of changed) {
    const at = list.findIndex((p) => p.id === preset.id);
    if (at >= 0) list[at] = preset;
    else list.push(preset);
  }
  return list;
}

function showPresets(presets, active) {
  if (!Array.isArray(presets)) return;
  presetList = presets;
  const select = $("#presets");
  const chosen = active ?? select.value;
  select.replaceChildren(new Option("base values", ""));
  for (const preset of presets) select.append(new Option(preset.name, preset.id));
  select.value = presets.some((p) => p.id === chosen) ? chosen : "";
}

/** Shows a value from the session unless the page has edits of that control in flight
 * (their answers settle it) or the user is dragging or typing in it. */
function showCanonical(id, value) {
  if (client.inFlight(id).length > 0 || view.isBusy(id)) {
    view.values[id] = value;
    return;
  }
  view.setValue(id, value);
}

/** Shows why a document was refused (and none of it). */
function refuse(problems) {
  view.container.replaceChildren();
  structure = null;
  log(`refused the document: ${problems.join("; ")}`);
  handlers.status("document refused");
}

const handlers = {
  status(text) {
    statusLine.textContent = text;
    document.body.dataset.connection = text;
  },
  snapshot(message) {
    const { document: documentObject, problems } = checkDocument(message.document);
    if (!documentObject) {
      refuse(problems);
      return;
    }
    // The structure without the accessibility data, whose value texts change with the values.
    const shape = JSON.stringify(documentObject.root, (key, value) => (key === "accessibility" ? undefined : value));
    view.setTexts(message.text, documentObject.values);
    if (shape !== structure) {
      structure = shape;
      view.render(documentObject);
      applySamples(view, documentObject.samples, true);
    } else {
      for (const [id, value] of Object.entries(documentObject.values || {})) {
        if (!sameValue(view.values[id], value)) showCanonical(id, value);
      }
    }
    showPresets(message.presets, message.activePreset);
    document.body.dataset.rev = String(message.rev);
  },
  samples(message) {
    applySamples(view, message.monitors, message.history === true);
  },
  patch(message) {
    view.setTexts(message.text, message.values);
    for (const [id, value] of Object.entries(message.values || {})) showCanonical(id, value);
    if (message.presets) showPresets(mergePresets(message.presets, message.presetsRemoved), message.activePreset);
    document.body.dataset.rev = String(message.rev);
  },
  answer(message, sent) {
    if (message.type === "reject") {
      log(`refused: ${message.message}`);
      // Show the canonical value again where the page had moved ahead of the session.
      if (sent.id && sent.id in view.values && client.inFlight(sent.id).length === 0) {
        view.setValue(sent.id, view.values[sent.id]);
      }
      return;
    }
    if (sent.type === "preset.save" && message.preset) $("#presets").value = message.preset;
    // A drawer's, dialog's, floating button's or tabs folder's state as the session settled it
    // (the page showed it already).
    if ((sent.type.startsWith("drawer.") || sent.type === "dialog.dismiss" || sent.type === "floatingButton.move"
      || sent.type === "tab.select") && "value" in message) {
      if (client.inFlight(sent.id).length === 0) view.setValue(sent.id, message.value);
      else view.values[sent.id] = message.value;
    }
    if (sent.id && "value" in message && (sent.type === "set" || sent.type === "edit")) {
      const correction = !sameValue(message.value, sent.value);
      if (client.inFlight(sent.id).length === 0 && (!view.isBusy(sent.id) || correction)) {
        view.setValue(sent.id, message.value);
      } else {
        view.values[sent.id] = message.value;
      }
    }
    // The line (read out: aria-live) tells of edits; the page's own samples rate is none.
    if (sent.type !== "samples") log(`${sent.type} ${sent.id ?? sent.name ?? sent.preset ?? ""} → rev ${message.rev}`);
  },
  action(message) {
    log(`action ${message.id}`);
  },
};

client = new PanelClient(handlers);
window.panelkit = { client, view }; // for the browser test and the console

$("#undo").addEventListener("click", () => client.send("undo"));
$("#redo").addEventListener("click", () => client.send("redo"));
$("#save").addEventListener("click", () => {
  const name = $("#preset-name").value.trim() || `Preset ${$("#presets").options.length}`;
  client.send("preset.save", { name });
});
$("#presets").addEventListener("change", () => {
  const id = $("#presets").value;
  if (id) client.send("preset.load", { preset: id });
  else client.send("preset.clear");
});
$("#delete").addEventListener("click", () => {
  const id = $("#presets").value;
  if (id) client.send("preset.delete", { preset: id });
});
document.addEventListener("keydown", (event) => {
  const mod = event.ctrlKey || event.metaKey;
  if (!mod || event.target.matches("input[type=text], input[type=number]")) return;
  if (event.key === "z" && !event.shiftKey) { event.preventDefault(); client.send("undo"); }
  if ((event.key === "z" && event.shiftKey) || event.key === "y") { event.preventDefault(); client.send("redo"); }
});

const params = new URLSearchParams(location.search);
if (params.has("document")) {
  // A static document (no session): render only.
  // It goes through the same checks as a session's snapshot.
  fetch(params.get("document")).then((r) => r.json()).then((doc) => {
    const { document: checked, problems } = checkDocument(doc);
    if (!checked) {
      refuse(problems);
      return;
    }
    view.render(checked);
    handlers.status("static document");
  });
} else {
  client.start();
}
