/// What a live session edits: a tree with its values, its presets, and the one vocabulary of
/// edits (``PanelEdit``) carried out through the model's validating path. A panel, a store or a
/// host (``LiveTargetModel``) and a panel served by another process (`RemotePanelModel`)
/// conform; the session's effect runner is its only caller.
protocol LiveModel: AnyObject {
    /// The tree with its current values.
    var document: PanelDocument { get }
    /// What each monitor shows now, by id (none unless the model has monitors).
    var samples: [NodeID: MonitorReading] { get }
    /// The saved presets (id and name), and the active one's id.
    var presets: (list: [(id: String, name: String)], active: String?) { get }
    /// Carries out an edit and returns the value its outcome carries (the canonical value
    /// stored, a drawer's new state), or `nil` when it carries none; throws when it is refused.
    @discardableResult
    func apply(_ edit: PanelEdit) throws -> PanelValue?
    /// The text `c` copies: what an author pastes back into code.
    func copyText() -> String
    /// Writes the values (and presets) back where they came from (`w`); returns what was done.
    func write() throws -> String
    /// Moves a file that can no longer be read aside and writes afresh (`W`); returns what
    /// was done.
    func recoverFile() throws -> String
    /// The problems found in the tree (a panel's ``PanelKit/Panel/validationReport``: a
    /// duplicate id, a rule naming a control that is not there…) and, for a file, the warnings
    /// its reading gave: the session says so on start and `?` lists them. Empty by default.
    var problems: [String] { get }
    /// What quitting now would lose, said in the question `q` asks (`unsaved changes to
    /// card.json`), or `nil` when nothing is unsaved (the default: only a file has a place
    /// the values go back to).
    var unsavedChanges: String? { get }
    /// Calls `onChange` (from any thread) whenever the model changes, until the returned
    /// closure is called; `nil` when the model cannot be observed (the session then polls).
    func observe(_ onChange: @escaping @Sendable (LiveModelChange) -> Void) -> (@Sendable () -> Void)?
}

/// What changed in a model: some values, or more (the tree, rules that show or hide controls).
enum LiveModelChange: Sendable {
    /// New values of some controls.
    case values([(id: NodeID, value: PanelValue)])
    /// Anything else: read the whole document again.
    case structure
    /// The model is gone for good (the program serving it closed the connection): the reason,
    /// shown on the status line until the session ends.
    case ended(String)

    /// What a panel's (or a store's) update means for the session; `nil` when nothing shown
    /// changed.
    init?(_ update: PanelUpdate) {
        if update.isStructural {
            self = .structure
        } else if !update.changes.isEmpty {
            self = .values(update.changes.map { ($0.id, $0.newValue) })
        } else {
            return nil
        }
    }
}

/// An operation the model does not offer.
struct LiveUnsupported: Error, CustomStringConvertible {
    var description: String
}

extension LiveModel {
    var problems: [String] { [] }

    var samples: [NodeID: MonitorReading] { [:] }

    var unsavedChanges: String? { nil }

    func write() throws -> String {
        throw LiveUnsupported(description: "this panel is not read from a file: nothing to write")
    }

    func recoverFile() throws -> String {
        throw LiveUnsupported(description: "this panel is not read from a file: nothing to move aside")
    }
}
