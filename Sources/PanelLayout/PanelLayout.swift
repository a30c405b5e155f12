// The PanelLayout target; see DESIGN.md.
