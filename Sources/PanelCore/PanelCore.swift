// The PanelCore target: the neutral node tree.
