/// Everything one accepted operation did to a panel, delivered to observers in order: the
/// values that changed, and whether the presets, the structure (controls, folder expansion,
/// visibility) changed or an action was triggered.
///
/// Each update raises the revision by one: ``base`` is the revision before, ``revision``
/// the one after. A frontend whose revision is not `base` has missed an update and asks for
/// a new snapshot.
///
/// ```swift
/// let observation = panel.observe { update in
///     print(update.revision, update.changes.map(\.id))
/// }
/// ```
public struct PanelUpdate: Sendable {
    /// The revision after the update.
    ///
    /// ```swift
    /// panel.observe { update in print(update.revision) }   // 1, 2, 3, …
    /// ```
    public let revision: Int
    /// The revision before the update (equal to ``revision`` for an action, which changes
    /// nothing).
    ///
    /// ```swift
    /// panel.observe { update in
    ///     if update.base != myRevision { requestSnapshot() }
    /// }
    /// ```
    public let base: Int
    /// Where the update came from.
    ///
    /// ```swift
    /// panel.observe { update in if update.origin == .undo { print("undone") } }
    /// ```
    package let origin: ChangeOrigin
    /// The values that changed, in tree order.
    ///
    /// ```swift
    /// panel.observe { update in print(update.changes.map(\.id)) }   // the changed controls' ids
    /// ```
    public var changes: [PanelChange] {
        if let onlyChange { [onlyChange] } else { moreChanges }
    }
    /// The change, when there is exactly one (the common case: a single `set`), held without
    /// an array so that posting it allocates nothing.
    let onlyChange: PanelChange?
    /// The changes when there are none or several.
    private let moreChanges: [PanelChange]
    /// Whether the list of presets or the active preset changed.
    ///
    /// ```swift
    /// panel.observe { update in if update.presetsChanged { reloadPresetMenu() } }
    /// ```
    public var presetsChanged: Bool { presetDelta != nil }
    /// Which presets changed, when the presets or the active one did (empty when only the
    /// active one did).
    let presetDelta: PresetDelta?
    /// Whether the tree, a folder's expansion, or what is visible or enabled changed, so a
    /// frontend needs a new snapshot.
    ///
    /// ```swift
    /// panel.observe { update in if update.isStructural { requestSnapshot() } }
    /// ```
    public let isStructural: Bool
    /// The button triggered, for an action.
    ///
    /// ```swift
    /// panel.observe { update in if let button = update.action { print("pressed", button) } }
    /// ```
    public let action: NodeID?
    /// An opaque token naming the session whose message caused the update, so that a
    /// frontend can recognise its own echoes; `nil` for other origins.
    package let sender: String?
    /// Whether the sender answers with this update itself (it was first in line, see
    /// ``UpdateQueue/post(_:)``): observers registered for the sender skip it.
    var isAnsweredBySender = false

    init(
        revision: Int, base: Int, origin: ChangeOrigin, changes: [PanelChange],
        presetDelta: PresetDelta? = nil,
        isStructural: Bool = false, action: NodeID? = nil, sender: String? = nil
    ) {
        self.revision = revision
        self.base = base
        self.origin = origin
        if changes.count == 1 {
            onlyChange = changes[0]
            moreChanges = []
        } else {
            onlyChange = nil
            moreChanges = changes
        }
        self.presetDelta = presetDelta
        self.isStructural = isStructural
        self.action = action
        self.sender = sender
    }

    /// An update with exactly one change (held without an array).
    init(
        revision: Int, base: Int, origin: ChangeOrigin, change: PanelChange, isStructural: Bool,
        sender: String?
    ) {
        self.revision = revision
        self.base = base
        self.origin = origin
        onlyChange = change
        moreChanges = []
        presetDelta = nil
        self.isStructural = isStructural
        action = nil
        self.sender = sender
    }
}
