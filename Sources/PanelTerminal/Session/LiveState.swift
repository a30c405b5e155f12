/// Everything the reducer keeps between events: the view (what the screen shows besides the
/// values) and the presses in progress, which the screen does not show as such.
///
/// ```swift
/// var state = LiveState(view: LiveView(focus: "size"))
/// let effects = LiveReducer(context: context).reduce(&state, .input(.key(Key(.right)), now: 0))
/// ```
struct LiveState: Equatable {
    var view = LiveView()
    /// A press on a floating button, until it is released.
    var buttonDrag: ButtonDrag?
    /// A drag of the open drawer's sheet by its top border, until it is released.
    var sheetDrag: SheetDrag?
    /// How many edit gestures the session began (their names are `terminal-N`).
    var gestures = 0

    /// A press on the floating button: where it started, and the last two points it moved to
    /// (the last movement is where a fling aims).
    struct ButtonDrag: Equatable {
        var id: NodeID
        var start: Point
        var last: Point
        var previous: Point
        var moved = false
    }

    /// A press on the sheet's top border: the row it started on, the sheet's height then, and
    /// the row the mouse is on now.
    struct SheetDrag: Equatable {
        var id: NodeID
        var startRow: Int
        var startHeight: Int
        var row: Int
    }

    /// A screen cell in panel coordinates.
    struct Point: Equatable {
        var column: Int
        var row: Int
    }
}
