// The PanelText target; see DESIGN.md.
