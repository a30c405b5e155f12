import PanelCore

extension TransitionEditorElement: KindSizing {
    /// Two rows: its parameters, then a small curve.
    var rows: Int { 2 }
}
