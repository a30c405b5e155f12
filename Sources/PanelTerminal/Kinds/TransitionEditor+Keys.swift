import PanelKit

/// Keyed as an animation editor: the arrows change its duration.
extension TransitionEditorElement: KindKeys {}
