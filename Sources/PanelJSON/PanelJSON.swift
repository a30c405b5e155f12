// The PanelJSON target; see DESIGN.md.
