// PanelTerminal re-exports PanelKit, so `import PanelTerminal` is all a live tool needs.
@_exported import PanelKit
