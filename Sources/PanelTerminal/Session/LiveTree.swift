/// The tree a live session shows: the model's tree with the person's folder choices and the
/// `/` filter applied, and the controls that take focus, in order.
///
/// The filter keeps the controls whose label or own name (the last part of the id) contains
/// it, ignoring case, and the folders and containers around them (opened).
///
/// ```swift
/// let tree = LiveTree(source: document.root, collapsed: ["motion": true], filter: "rad")
/// tree.focusOrder   // ["cornerRadius"]
/// ```
struct LiveTree {
    /// The tree to draw.
    let root: Node
    /// The ids that take focus, top to bottom.
    let focusOrder: [NodeID]

    init(source: Node, collapsed: [NodeID: Bool], filter: String) {
        let needle = filter.lowercased()
        var root = source
        _ = Self.apply(&root, collapsed: collapsed, needle: needle, isRoot: true)
        self.root = root
        var order: [NodeID] = []
        Self.collectFocus(root, into: &order)
        self.focusOrder = order
    }

    /// Whether a node takes focus: a control or a folder, shown and enabled, with an id.
    static func isFocusable(_ node: Node) -> Bool {
        guard node.id != nil, !node.modifiers.isHidden, !node.modifiers.isDisabled else { return false }
        switch node.element {
        case .button: return true
        // An open tab is drawn without its own row (under its parent's tab strip).
        case .folder(let folder): return !folder.isOpenTab
        default: return node.element.isLabelledControl
        }
    }

    /// Applies folder choices and the filter; returns whether the node stays visible.
    private static func apply(_ node: inout Node, collapsed: [NodeID: Bool], needle: String, isRoot: Bool)
        -> Bool
    {
        let matches = needle.isEmpty || Self.matches(node, needle)
        var anyChild = false
        for index in node.children.indices {
            if apply(&node.children[index], collapsed: collapsed, needle: needle, isRoot: false) {
                anyChild = true
            }
        }
        if case .folder(var folder) = node.element {
            if !folder.isOpenTab, let id = node.id, let choice = collapsed[id] { folder.isCollapsed = choice }
            if !needle.isEmpty && anyChild { folder.isCollapsed = false }
            node.element = .folder(folder)
        }
        guard !needle.isEmpty, !isRoot else { return !node.modifiers.isHidden }
        let keep: Bool
        switch node.element {
        case .panel, .box, .screen, .stack, .folder: keep = anyChild || (matches && isFocusable(node))
        default: keep = matches && isFocusable(node)
        }
        if !keep { node.modifiers.isHidden = true }
        return keep
    }

    /// `node` with every folder shown as tabs shown as a plain folder instead, each tab under
    /// its own header: what the `/` filter searches, so that it finds the controls of closed
    /// tabs (the open tab, a value, is left as it is).
    ///
    /// ```swift
    /// LiveTree.showingTabsAsFolders(root).hasTabs   // false
    /// ```
    static func showingTabsAsFolders(_ node: Node) -> Node {
        var node = node
        if case .folder(var folder) = node.element, folder.showsTabs {
            folder.showsTabs = false
            node.element = .folder(folder)
        }
        node.children = node.children.map(showingTabsAsFolders)
        return node
    }

    private static func matches(_ node: Node, _ needle: String) -> Bool {
        if let label = node.element.label, label.lowercased().contains(needle) { return true }
        if let id = node.id, id.name.lowercased().contains(needle) { return true }
        return false
    }

    private static func collectFocus(_ node: Node, into order: inout [NodeID]) {
        if node.modifiers.isHidden { return }
        if isFocusable(node), let id = node.id { order.append(id) }
        if case .folder(let folder) = node.element, folder.isCollapsed { return }
        for child in node.children { collectFocus(child, into: &order) }
    }
}
