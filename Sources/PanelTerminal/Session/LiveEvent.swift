/// What the reducer reacts to: input, time, what the model did with an edit, and the moments
/// around a frame. Everything from outside comes in as one of these, so the reducer never
/// reads a clock, a model or a terminal.
enum LiveEvent {
    /// A decoded input event at time `now` (seconds).
    case input(InputEvent, now: Double)
    /// Time passed without input: a held key's edit is committed when it stopped.
    case tick(now: Double)
    /// The session leaves the screen (quit, suspend): a held edit is committed.
    case leave
    /// The model changed elsewhere: new values of some controls, or (`nil`) anything else.
    case modelChanged([(id: NodeID, value: PanelValue)]?)
    /// The model is gone for good (the program serving it closed the connection): why.
    case modelEnded(String)
    /// The person asked to quit; `unsaved` is what quitting would lose (`nil`: nothing).
    case quitChecked(unsaved: String?)
    /// The effect runner carried out an edit: its outcome's value, or why it was refused.
    case applied(LiveFollowUp, Result<PanelValue?, LiveRefusal>)
    /// A model operation that reports in words (copy, write, recover) returned this text, or
    /// failed.
    case reported(LiveReport, Result<String, LiveRefusal>)
    /// A floating button was released after a drag: the edges it snapped to, and why its
    /// position was not saved (if it was not).
    case buttonSnapped(edges: [String], saveProblem: String?)
    /// The screen was laid out again; `previousOrder` is the focus order before.
    case laidOut(previousOrder: [NodeID])
    /// A frame is about to be drawn: focus goes where the person can act, and the screen
    /// scrolls to show it.
    case willDraw
}

/// Why the model refused an edit, in the words the status line shows.
struct LiveRefusal: Error, Equatable {
    var message: String

    init(_ error: any Error) {
        message = "\(error)"
    }
}

/// The operations whose outcome is a text.
enum LiveReport: Equatable {
    /// `c`: the text to print after leaving.
    case copy
    /// `w` and `W`: what was written, or moved aside.
    case file
}

/// What the reducer does with an edit's outcome when it comes back.
enum LiveFollowUp: Equatable {
    /// Nothing (a commit, clearing a preset).
    case ignore
    /// Shows the canonical value stored for the control (or `requested` when the outcome
    /// carries none); a refusal goes to the status line.
    case show(NodeID, requested: PanelValue)
    /// A text typed in place was stored: shows the canonical value (or `text`), or on a
    /// refusal the text it began with and the reason.
    case keepText(NodeID, text: String, original: String)
    /// Shows `done` on the status line, or the refusal.
    case message(String)
    /// Shows `text` only when the edit was refused ("nothing to undo").
    case messageIfRefused(String)
    /// A drawer's new state: shown; with `done`, also said on the status line, focus moves
    /// into what the drawer shows and the screen is compared in full.
    case drawer(NodeID, done: String?)
    /// A gesture began on `id` (or was refused: the held edit goes on without one), and
    /// `value` is its first change.
    case began(NodeID, gesture: String, value: PanelValue)
}
