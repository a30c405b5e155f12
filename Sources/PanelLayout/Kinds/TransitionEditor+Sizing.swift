import PanelCore

/// Sized as an animation editor: two rows.
extension TransitionEditorElement: KindSizing {}
