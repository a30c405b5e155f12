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
        /// Editing a text field or colour in place.
        case editing(TextEdit)
        /// The key list (`?`).
        case help
        /// The preset menu (`p`), with its selected row and, while saving, the name being typed.
        case presets(selected: Int, naming: TextEdit?)
    }

    /// A line of text being edited, with its cursor (a character offset).
    struct TextEdit: Equatable {
        var id: NodeID?
        var text: String
        var cursor: Int
        var original: String

        init(id: NodeID?, text: String) {
            self.id = id
            self.text = text
            self.cursor = text.count
            self.original = text
        }
    }

    /// A held key or a drag: one edit from its first change to its commit.
    struct Held: Equatable {
        var gesture: LiveGesture?
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
    var copied: [String] = []
    var held: Held?
    var isFinished = false
    var wantsSuspend = false
    /// Whether the log area is folded to its header (`o`).
    var logFolded = false
}
