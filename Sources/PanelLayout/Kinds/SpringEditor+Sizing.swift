import PanelCore

extension SpringEditorElement: KindSizing {
    /// Two rows: its parameters, then a small curve.
    var rows: Int { 2 }
}
