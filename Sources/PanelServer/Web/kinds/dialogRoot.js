// The page renderer of the `dialogRoot` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).

/** The root dialogs cover: its children, in a positioned box. */
export default function render(view, node) {
  return view.overlay(node);
}
