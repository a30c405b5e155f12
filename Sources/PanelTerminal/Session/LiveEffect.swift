/// What the reducer asks for, in order: an edit for the model (through the one ``PanelEdit``
/// path, its outcome fed back as ``LiveEvent/applied(_:_:)``), or a change of the screen
/// cache. The session's effect runner carries them out; the reducer itself touches nothing.
///
/// ```swift
/// let effects = reducer.reduce(&state, .input(.key(Key(.character("u"))), now: 0))
/// // [.apply(.undo, then: .messageIfRefused("nothing to undo")), .sync(except: nil)]
/// ```
enum LiveEffect {
    /// Carries out an edit on the model; the outcome comes back with `then`.
    case apply(PanelEdit, then: LiveFollowUp)
    /// Shows a value in the panel without storing it (text being typed), or one stored.
    case show(PanelValue, for: NodeID)
    /// Reads the model again (a new tree lays the screen out again, new values repaint their
    /// controls), leaving alone the control whose text is being typed.
    case sync(except: NodeID?)
    /// Lays the tree out again (folders, the filter, a dismissed dialog).
    case rebuild
    /// Compares every row with the screen in the next frame.
    case fullDiff
    /// Folds the log area to its header, or opens it (`o`).
    case toggleLog
    /// Draws the whole screen again (ctrl-L).
    case redrawAll
    /// Asks the model for a text (``LiveReport``); it comes back as ``LiveEvent/reported(_:_:)``.
    case report(Report)
    /// Whether updates are wrapped in synchronized output (the terminal said it can).
    case synchronizedOutput(Bool)
    /// Asks the model whether quitting would lose anything; the answer comes back as
    /// ``LiveEvent/quitChecked(unsaved:)``.
    case checkQuit
    /// Moves a floating button (its state keeps and saves its position).
    case button(ButtonMove)

    /// The model operations that answer with a text.
    enum Report: Equatable {
        case copyText, write, recoverFile
    }

    /// A step of a press on a floating button.
    enum ButtonMove: Equatable {
        /// The press starts.
        case begin(NodeID)
        /// The button follows the mouse, offset from where the press started.
        case drag(NodeID, columns: Int, rows: Int)
        /// The press ends; the button snaps towards where the last movement aims.
        case release(NodeID, columns: Int, rows: Int)
    }
}
