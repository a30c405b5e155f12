import PanelKit

/// Not a control: keys and the mouse do nothing to it here (an overlay's own keys are the
/// reducer's).
extension DividerElement: KindKeys {}
