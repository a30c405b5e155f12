extension ProtocolMessage {
    /// The message types of the protocol, by their wire names: the handshake, `resync`, and
    /// one spelling for each edit a frontend can send. The page's list (`MESSAGE_TYPES` in
    /// `client.js`) is checked against this one.
    ///
    /// ```swift
    /// ProtocolMessage.Kind(rawValue: "preset.save")   // .presetSave
    /// ProtocolMessage.Kind.allCases.count              // 23
    /// ```
    package enum Kind: String, CaseIterable, Hashable, Sendable {
        /// `hello {versions}`.
        case hello
        /// `resync {have?}`.
        case resync
        /// `set {id, value}`: ``PanelEdit/set(_:to:)``.
        case set
        /// `edit {id, phase, gesture, value?}`: ``PanelEdit/edit(_:phase:value:gesture:)``.
        case edit
        /// `action {id}`: ``PanelEdit/trigger(_:)``.
        case action
        /// `preset.save {name, replacing?}`: ``PanelEdit/savePreset(named:replacing:)``.
        case presetSave = "preset.save"
        /// `preset.rename {preset, name}`: ``PanelEdit/renamePreset(id:to:)``.
        case presetRename = "preset.rename"
        /// `preset.load {preset}`: ``PanelEdit/loadPreset(id:)``.
        case presetLoad = "preset.load"
        /// `preset.delete {preset}`: ``PanelEdit/deletePreset(id:)``.
        case presetDelete = "preset.delete"
        /// `preset.clear`: ``PanelEdit/clearActivePreset``.
        case presetClear = "preset.clear"
        /// `undo`: ``PanelEdit/undo``.
        case undo
        /// `redo`: ``PanelEdit/redo``.
        case redo
        /// `reset {id?}`: ``PanelEdit/reset(_:)``.
        case reset
        /// `folder.toggle {id, collapsed?}`: ``PanelEdit/setFolder(_:collapsed:)``.
        case folderToggle = "folder.toggle"
        /// `tab.select {id, tab}`: ``PanelEdit/selectTab(_:tab:)``.
        case tabSelect = "tab.select"
        /// `dialog.dismiss {id, reason?}`: ``PanelEdit/dismissDialog(_:reason:)``.
        case dialogDismiss = "dialog.dismiss"
        /// `drawer.open {id}`: ``PanelEdit/changeDrawer(_:_:)`` with `.open`.
        case drawerOpen = "drawer.open"
        /// `drawer.close {id, reason?}`: `.close(reason)`.
        case drawerClose = "drawer.close"
        /// `drawer.detent {id, detent}`: `.detent(detent)`.
        case drawerDetent = "drawer.detent"
        /// `drawer.select {id, selected}`: `.select(panel)`.
        case drawerSelect = "drawer.select"
        /// `drawer.scroll {id, to | by}`: `.scrollTo(row)` or `.scrollBy(rows)`.
        case drawerScroll = "drawer.scroll"
        /// `samples {rate}`: ``Body/samples(rate:)``, this viewer's rate of `samples` messages.
        case samples
        /// `floatingButton.move {id, x, y, edges?}`: ``PanelEdit/moveFloatingButton(_:to:)``.
        case floatingButtonMove = "floatingButton.move"

        /// The type a body is sent as; `nil` for an edit without a wire form (presenting a
        /// dialog, several values at once, configuring, loading saved values: a program's own edits).
        ///
        /// ```swift
        /// ProtocolMessage.Kind(of: .edit(.clearActivePreset))   // .presetClear
        /// ```
        package init?(of body: Body) {
            switch body {
            case .hello: self = .hello
            case .resync: self = .resync
            case .samples: self = .samples
            case .edit(let edit):
                switch edit {
                case .set: self = .set
                case .edit: self = .edit
                case .trigger: self = .action
                case .savePreset: self = .presetSave
                case .renamePreset: self = .presetRename
                case .loadPreset: self = .presetLoad
                case .deletePreset: self = .presetDelete
                case .clearActivePreset: self = .presetClear
                case .undo: self = .undo
                case .redo: self = .redo
                case .reset: self = .reset
                case .setFolder: self = .folderToggle
                case .selectTab: self = .tabSelect
                case .dismissDialog: self = .dialogDismiss
                case .changeDrawer(_, let change):
                    switch change {
                    case .open: self = .drawerOpen
                    case .close: self = .drawerClose
                    case .detent: self = .drawerDetent
                    case .select: self = .drawerSelect
                    case .scrollTo, .scrollBy: self = .drawerScroll
                    }
                case .moveFloatingButton: self = .floatingButtonMove
                case .presentDialog, .setValues, .configure, .load: return nil
                }
            }
        }
    }
}
