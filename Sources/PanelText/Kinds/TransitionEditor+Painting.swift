import PanelCore

/// Drawn as an animation editor: its label, the transition's parameters and a small curve.
extension TransitionEditorElement: KindPainting {}
