// PanelKit: the DSLs.
