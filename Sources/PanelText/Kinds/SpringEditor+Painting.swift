import PanelCore

/// Drawn as an animation editor: its label, the spring's parameters and a small curve.
extension SpringEditorElement: KindPainting {}
