extension Node {
    /// Whether this node or any node below it is a folder shown as tabs: whether what is drawn
    /// depends on the open tabs in the values map. A walk of the tree.
    ///
    /// ```swift
    /// document.root.hasTabs   // false: no tab to resolve
    /// ```
    package var hasTabs: Bool {
        if case .folder(let folder) = element, folder.showsTabs { return true }
        return children.contains(where: \.hasTabs)
    }

    /// Whether this node or any node below it has a rule (``Node/hasRules``) and whether one is
    /// a folder shown as tabs (``hasTabs``), in one walk of the tree that stops once both are
    /// found: what ``PanelDocument/resolvingRules()`` asks before it resolves anything.
    ///
    /// ```swift
    /// document.root.resolvingNeeds   // (rules: false, tabs: false): draw the tree as it is
    /// ```
    package var resolvingNeeds: (rules: Bool, tabs: Bool) {
        var found = (rules: false, tabs: false)
        func visit(_ node: Node) {
            if node.modifiers.visibleWhen != nil || node.modifiers.disabledWhen != nil { found.rules = true }
            if case .folder(let folder) = node.element, folder.showsTabs { found.tabs = true }
            for child in node.children {
                if found.rules && found.tabs { return }
                visit(child)
            }
        }
        visit(self)
        return found
    }

    /// The element as the value rules read it: a tabs folder's knows how many tabs it has (its
    /// children), so that its value is kept to a tab.
    ///
    /// ```swift
    /// try look.valueElement.canonicalValue(5)   // 0 when `look` has fewer than 6 tabs
    /// ```
    package var valueElement: Element {
        guard case .folder(var folder) = element, folder.showsTabs else { return element }
        folder.tabCount = children.count
        return .folder(folder)
    }

    /// This node with its tabs folders' open tabs from `values`, as drawn: each tabs folder knows
    /// its tab count, its closed tabs are hidden and its open tab, when a folder, is shown
    /// without its own header (``FolderElement/isOpenTab``).
    ///
    /// ```swift
    /// let shown = root.resolvingTabs(values: ["look": 1])
    /// shown.node(withID: "look.light")?.modifiers.isHidden   // true: the second tab is open
    /// ```
    package func resolvingTabs(values: ValueMap) -> Node {
        var node = self
        node.resolveTabs(values: values)
        return node
    }

    /// Resolves the tabs of this node and every node below it in place (see
    /// ``resolvingTabs(values:)``).
    package mutating func resolveTabs(values: ValueMap) {
        if case .folder(var folder) = element, folder.showsTabs {
            folder.tabCount = children.count
            element = .folder(folder)
            let open = id.flatMap { FolderElement.openTab(in: values[$0], count: children.count) } ?? 0
            for index in children.indices {
                if index != open {
                    children[index].modifiers.isHidden = true
                } else if case .folder(var page) = children[index].element {
                    page.isOpenTab = true
                    page.isCollapsed = false
                    children[index].element = .folder(page)
                }
            }
        }
        for index in children.indices { children[index].resolveTabs(values: values) }
    }
}
