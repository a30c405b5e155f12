// The page renderer of the `panel` kind: builds the DOM of one node of the kind (the
// PanelView `view` draws its children, registers its controls and reports user input).

/** A panel: a titled section of rows. */
export default function render(view, node) {
  return view.container_("section", "pk-panel", node, node.title, "h1");
}
