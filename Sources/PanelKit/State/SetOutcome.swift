/// What a `set` read from a protocol line did, as the session answers it: a plain change in
/// parts (the canonical value stored and the revision it produced: all its ack and its patch
/// say), or the whole outcome of any other (a value unchanged, a change that reshapes the
/// panel, one an observer hears of).
///
/// The common answer reads the parts alone: no ``PanelOutcome`` is made, moved and destroyed
/// for it on every line (the other outcomes, rarer, are boxed, so this stays small).
enum SetOutcome {
    /// A plain change that no observer is to get (see ``PanelOutcome/Posted/plainChange``).
    case plain(value: PanelValue, revision: Int)
    /// Any other outcome.
    indirect case other(PanelOutcome)

    /// The outcome as ``Panel/apply(_:origin:undoable:)`` gives it.
    consuming func outcome() -> PanelOutcome {
        switch consume self {
        case .plain(let value, let revision):
            PanelOutcome(value: value, revision: revision, posted: .plainChange)
        case .other(let outcome): outcome
        }
    }
}
