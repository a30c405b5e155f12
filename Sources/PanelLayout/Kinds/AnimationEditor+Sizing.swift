import PanelCore

extension KindSizing where Self: AnimationEditorKind {
    /// Two rows: its parameters, then a small curve (the spring and the transition editors).
    var rows: Int { 2 }
}
