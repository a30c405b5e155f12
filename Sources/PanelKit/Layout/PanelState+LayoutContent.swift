/// A panel's state is layout content: its tree (a `panel` node) can be placed in a stack,
/// a box or a screen, and take layout modifiers and constraints.
///
/// ```swift
/// Screen {
///     card.frame(width: 40).constraints { c in
///         c.top == c.parent.top
///         c.trailing == c.parent.trailing
///     }
/// }
/// ```
extension PanelState: LayoutContent {}
