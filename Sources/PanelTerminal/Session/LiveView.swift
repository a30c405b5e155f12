/// What a live session shows besides the values: focus, scrolling, the mode the keys are in,
/// the filter, the folders a person opened or closed, the message on the status line, and the
/// edits in progress.
struct LiveView: Equatable {
    /// What the keys do now.
    enum Mode: Equatable {
        /// Moving, adjusting, toggling.
        case normal
        /// Typing the `/` filter.
        case filter
        /// Editing a text field or colour in place: the control and the line typed so far.
        case editing(NodeID, LineEdit)
        /// The key list (`?`).
        case help
        /// The preset menu (`p`).
        case presets(PresetMenu)
        /// Quitting would lose what the text says (`unsaved changes to card.json`): the status
        /// line asks; `q` or `y` quits, `w` writes, any other key goes back.
        case confirmingQuit(String)
    }

    /// The preset menu: its selected row and, while a name is typed, what the name is for.
    struct PresetMenu: Equatable {
        var selected = 0
        var naming: PresetNaming?
    }

    /// A preset name being typed in the menu: for a new preset (`s`) or for the preset
    /// `presetID` (`r`).
    enum PresetNaming: Equatable {
        /// Saving the current values under the name typed.
        case saving(LineEdit)
        /// Renaming a preset.
        case renaming(presetID: String, LineEdit)

        /// The line being typed.
        var line: LineEdit {
            get {
                switch self {
                case .saving(let line), .renaming(_, let line): line
                }
            }
            set {
                switch self {
                case .saving: self = .saving(newValue)
                case .renaming(let id, _): self = .renaming(presetID: id, newValue)
                }
            }
        }
    }

    /// A line of text being typed, with its cursor (a character offset) and the text it began
    /// with (restored on cancel).
    struct LineEdit: Equatable {
        var text: String
        var cursor: Int
        var original: String

        init(_ text: String) {
            self.text = text
            self.cursor = text.count
            self.original = text
        }
    }

    /// A held key or a drag: one edit from its first change to its commit.
    struct Held: Equatable {
        /// The edit's gesture, `nil` when the model refused to begin one (each change is then
        /// a set of its own).
        var gesture: String?
        var id: NodeID
        var last: Double
        var dragging: Bool
    }

    var focus: NodeID?
    var scroll = 0
    var mode = Mode.normal
    var filter = ""
    var collapsed: [NodeID: Bool] = [:]
    var message: String?
    /// A lasting notice on the status line, shown when there is no message (the program
    /// serving the panel is gone).
    var notice: String?
    var copied: [String] = []
    var held: Held?
    /// The part the arrows move of each control that has several (a point's axis, chosen with
    /// `x`, `y` or `z`); the first part when none was chosen.
    var parts: [NodeID: Int] = [:]
    /// How many lines of the key list are scrolled past (↓ and ↑ in the list; it opens at the
    /// top).
    var helpScroll = 0
    var isFinished = false
    /// Whether the session ends as SIGQUIT ends a program (`ctrl-\`): the terminal given back,
    /// then the process dies of the signal, with no question and no crash report.
    var quitsAtOnce = false
    var wantsSuspend = false

    /// The control whose text is being edited in place, and its text.
    var editedText: (id: NodeID, text: String)? {
        if case .editing(let id, let line) = mode { return (id, line.text) }
        return nil
    }
}
