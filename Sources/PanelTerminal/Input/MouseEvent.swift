/// A mouse report in SGR 1006 form (`ESC [ < b ; x ; y M` or `m`), with zero-based cell
/// coordinates.
///
/// ```swift
/// InputDecoder.events(in: Array("\u{1B}[<0;5;3M".utf8))
/// // [.mouse(MouseEvent(button: .left, action: .press, column: 4, row: 2))]
/// ```
struct MouseEvent: Hashable, Sendable {
    /// The button involved.
    enum Button: Hashable, Sendable {
        /// The primary, middle and secondary buttons.
        case left, middle, right
        /// No button (motion with none held).
        case none
        /// The wheel, one notch.
        case wheelUp, wheelDown, wheelLeft, wheelRight
    }

    /// What happened.
    enum Action: Hashable, Sendable {
        /// A button went down (or the wheel turned).
        case press
        /// A button went up.
        case release
        /// The pointer moved with a button held.
        case drag
        /// The pointer moved with no button held.
        case move
    }

    /// The button.
    var button: Button
    /// The action.
    var action: Action
    /// The column, from 0.
    var column: Int
    /// The row, from 0.
    var row: Int
    /// The keyboard modifiers held.
    var modifiers: Key.Modifiers

    /// Creates a mouse event.
    ///
    /// ```swift
    /// MouseEvent(button: .wheelUp, action: .press, column: 10, row: 4)
    /// ```
    init(button: Button, action: Action, column: Int, row: Int, modifiers: Key.Modifiers = []) {
        self.button = button
        self.action = action
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
