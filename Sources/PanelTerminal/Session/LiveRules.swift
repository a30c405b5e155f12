/// The rules (`visibleWhen`, `disabledWhen`) of the tree a live session shows, and what they
/// said for the values the screen was laid out with; likewise the open tab of each folder
/// shown as tabs.
///
/// A rule that flips shows or hides a control (or makes it editable or not): that changes
/// rows, the label column and the focus order, so the session lays the screen out again rather
/// than repainting one control. Whatever changed the value (a key, code, a frontend), the
/// session sees it through ``flipped(for:)``.
///
/// ```swift
/// var rules = LiveRules(source: root, values: values)
/// let tree = LiveTree(source: rules.resolved(root, values: values), collapsed: [:], filter: "")
/// rules.flipped(for: newValues)   // true when `amount` appears or leaves
/// ```
struct LiveRules {
    /// The modifiers of every node that carries a rule, in tree order.
    private let modifiers: [Modifiers]
    /// What each rule said (hidden, disabled) for the values the tree was built with.
    private let state: [Bool]
    /// The folders shown as tabs, in tree order, and their values (the open tabs) when the
    /// tree was built: another open tab shows other rows.
    private let tabsFolders: [NodeID]
    private let openTabs: [PanelValue?]

    init(source: Node, values: ValueMap) {
        var found: [Modifiers] = []
        var tabs: [NodeID] = []
        func visit(_ node: Node) {
            if node.modifiers.visibleWhen != nil || node.modifiers.disabledWhen != nil {
                found.append(node.modifiers)
            }
            if case .folder(let folder) = node.element, folder.showsTabs, let id = node.id { tabs.append(id) }
            for child in node.children { visit(child) }
        }
        if source.hasRules || source.hasTabs { visit(source) }
        modifiers = found
        tabsFolders = tabs
        state = Self.state(of: found, for: values)
        openTabs = tabs.map { values[$0] }
    }

    /// The tree with its rules applied for `values` (hidden nodes take no room and no focus),
    /// and its tabs folders' closed tabs hidden.
    func resolved(_ root: Node, values: ValueMap) -> Node {
        modifiers.isEmpty && tabsFolders.isEmpty
            ? root : PanelDocument(root: root, values: values).resolvingRules().root
    }

    /// Whether some rule says something else for `values` than when the tree was built, or a
    /// tabs folder has another tab open.
    func flipped(for values: ValueMap) -> Bool {
        (!modifiers.isEmpty && Self.state(of: modifiers, for: values) != state)
            || (!tabsFolders.isEmpty && tabsFolders.map({ values[$0] }) != openTabs)
    }

    private static func state(of modifiers: [Modifiers], for values: ValueMap) -> [Bool] {
        modifiers.flatMap { [$0.isHidden(for: values), $0.isDisabled(for: values)] }
    }
}
