// The page renderer of every kind the page knows, by the kind's name in JSON: one module per kind
// in this folder (kinds/<kind>.js). The kind-parts test checks this list against the kinds the
// package registers, and that each module is there.
import panel from "./panel.js";
import folder from "./folder.js";
import slider from "./slider.js";
import toggle from "./toggle.js";
import textField from "./textField.js";
import colorPicker from "./colorPicker.js";
import picker from "./picker.js";
import springEditor from "./springEditor.js";
import transitionEditor from "./transitionEditor.js";
import button from "./button.js";
import stack from "./stack.js";
import spacer from "./spacer.js";
import text from "./text.js";
import divider from "./divider.js";
import box from "./box.js";
import screen from "./screen.js";
import dialog from "./dialog.js";
import dialogRoot from "./dialogRoot.js";
import panelRoot from "./panelRoot.js";
import floatingButton from "./floatingButton.js";
import monitor from "./monitor.js";
import numberField from "./numberField.js";
import rangeSlider from "./rangeSlider.js";
import multiSelect from "./multiSelect.js";
import point from "./point.js";

export const KINDS = Object.freeze({
  panel, folder, slider, toggle, textField, colorPicker, picker, springEditor, transitionEditor, button, stack, spacer, text, divider, box, screen, dialog, dialogRoot, panelRoot, floatingButton, monitor, numberField, rangeSlider, multiSelect, point,
});
