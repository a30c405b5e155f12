/// What edits are sent to: a ``Panel`` (which takes them itself), a ``PanelStore`` (its panels
/// by key, `Card.radius`) or a ``PanelHost`` (its panels by key, every other id its layout's).
/// The one router is written here, once, for all three and for every caller (code, a
/// ``PanelSession``, the live terminal, `panelkit attach` through a session, the page through a
/// session): ``route(_:panel:memory:)``.
///
/// **Edits that name a control** (`set`, an edit phase, a press, `reset` of one control, a
/// folder, a dialog, a drawer) go to the panel the id names, with the id inside it; errors name
/// the id as the caller wrote it.
///
/// **Edits that name no control** (undo, redo, reset of every control, and the presets: save,
/// load, clear, rename, delete) follow one policy:
/// 1. the panel the message names (`"panel": "Card"`, a key) — an unknown key is refused with
///    `unknown_id`;
/// 2. else the panel a preset id is under (`Card.preset-1`), the key taken off;
/// 3. else the panel of the control this frontend changed last (a `set`, an edit phase, a reset
///    of one control: what makes an undo step), while it is still there;
/// 4. else the only panel;
/// 5. else refused with `unknown_id`, naming the keys.
///
/// A single panel takes every edit itself (a `panel` key is ignored). The page and `attach`
/// name no panel: their session, which remembers what they changed, decides by this rule, so
/// every frontend gets the same answer.
package protocol PanelRouter: AnyObject, Sendable {
    /// The panel holding the control `id` names and its id there; `nil` when no panel holds it.
    func panel(holding id: NodeID) -> (panel: Panel, id: NodeID)?
    /// The panels an edit that names no control can go to.
    var routedPanels: RoutedPanels { get }
    /// Refuses an edit of a control this router cannot carry out (a host refuses a drawer's
    /// `select` of a panel it does not show); nothing by default.
    func check(_ edit: PanelEdit) throws(ValueError)
}

/// The panels behind a ``PanelRouter``: one panel, which takes every edit, or panels by key.
package enum RoutedPanels {
    case one(Panel)
    case keyed([(key: String, panel: Panel)])
}

/// What a frontend's router remembers between edits: the panel whose control it changed last
/// (held weakly), where undo, redo and presets go when nothing else names a panel.
package struct RouteMemory: Sendable {
    weak var lastEdited: Panel?

    package init() {}
}

extension PanelRouter {
    package func check(_ edit: PanelEdit) throws(ValueError) {}

    /// The one router: the panel `edit` goes to and the edit as that panel reads it (ids
    /// inside it), for an edit of a control by its id and for the others by the policy above.
    /// `key` is a message's `panel`.
    package func route(_ edit: PanelEdit, panel key: String? = nil, memory: RouteMemory = RouteMemory())
        throws(ValueError) -> (panel: Panel, edit: PanelEdit)
    {
        if let id = edit.controlID {
            try check(edit)
            guard let (owner, local) = panel(holding: id) else {
                throw ValueError("no control with this id", id: id, code: .unknownID)
            }
            var selected: NodeID?
            if case .changeDrawer(_, .select(let named)) = edit, let inside = panel(holding: named),
                inside.panel === owner
            {
                selected = inside.id
            }
            // A single panel's ids are its own: the edit as it is.
            if selected == nil, case .one = routedPanels { return (owner, edit) }
            return (owner, edit.naming(local, selecting: selected))
        }
        if case .setValues(let values) = edit, let routed = try route(values) { return routed }
        let members: [(key: String, panel: Panel)]
        switch routedPanels {
        case .one(let panel): return (panel, edit)
        case .keyed(let keyed): members = keyed
        }
        let preset = edit.presetID
        if let key {
            guard let member = members.first(where: { $0.key == key }) else {
                throw ValueError("no panel \"\(key)\" here", code: .unknownID)
            }
            let local = preset.map { $0.hasPrefix(key + ".") ? String($0.dropFirst(key.count + 1)) : $0 }
            return (member.panel, edit.naming(preset: local))
        }
        if let preset, let member = members.first(where: { preset.hasPrefix($0.key + ".") }) {
            return (member.panel, edit.naming(preset: String(preset.dropFirst(member.key.count + 1))))
        }
        if let last = memory.lastEdited, members.contains(where: { $0.panel === last }) {
            return (last, edit)
        }
        guard members.count == 1 else {
            throw ValueError(
                "\(members.count) panels here (\(members.map(\.key).joined(separator: ", "))): change a control of one first, or name it with \"panel\"",
                code: .unknownID)
        }
        return (members[0].panel, edit)
    }

    /// Several values routed as one edit: every id must belong to the same panel, and the edit
    /// names them as that panel has them; `nil` for no values (the policy then decides).
    private func route(_ values: ValueMap) throws(ValueError) -> (panel: Panel, edit: PanelEdit)? {
        if case .one(let panel) = routedPanels { return (panel, .setValues(values)) }
        var owner: Panel?
        var local = ValueMap()
        for (id, value) in values {
            guard let (panel, inside) = panel(holding: id) else {
                throw ValueError("no control with this id", id: id, code: .unknownID)
            }
            guard owner == nil || owner === panel else {
                throw ValueError(
                    "these values belong to several panels: set each panel's apart", id: id, code: .unknownID)
            }
            owner = panel
            local[inside] = value
        }
        guard let owner else { return nil }
        return (owner, .setValues(local))
    }

    /// Routes `edit` and calls `body` with the panel and the edit as it reads it; when `body`
    /// returns, remembers the panel in `memory` if the edit changed one of its controls'
    /// values (a member panel, not a host's layout). Errors of an edit of a control name the
    /// id as the caller wrote it.
    package func withRoute<Result>(
        _ edit: PanelEdit, panel key: String? = nil, memory: inout RouteMemory,
        _ body: (Panel, PanelEdit) throws(ValueError) -> Result
    ) throws(ValueError) -> Result {
        let (panel, local) = try route(edit, panel: key, memory: memory)
        let result: Result
        do {
            result = try body(panel, local)
        } catch {
            guard let id = edit.controlID else { throw error }
            throw ValueError(error.message, id: id, code: error.code)
        }
        if edit.makesValueStep, case .keyed(let members) = routedPanels,
            members.contains(where: { $0.panel === panel })
        {
            memory.lastEdited = panel
        }
        return result
    }

    /// Routes `edit` and applies it to its panel (see ``route(_:panel:memory:)``).
    @discardableResult
    package func applyRouted(
        _ edit: PanelEdit, origin: ChangeOrigin, panel key: String? = nil, memory: inout RouteMemory
    ) throws(ValueError) -> (outcome: PanelOutcome, panel: Panel) {
        try withRoute(edit, panel: key, memory: &memory) { (panel, local) throws(ValueError) in
            (try panel.apply(local, origin: origin), panel)
        }
    }

    /// ``applyRouted(_:origin:panel:memory:)`` for code, which remembers nothing.
    @discardableResult
    package func applyRouted(_ edit: PanelEdit, origin: ChangeOrigin) throws(ValueError) -> PanelOutcome {
        var memory = RouteMemory()
        return try applyRouted(edit, origin: origin, memory: &memory).outcome
    }
}
