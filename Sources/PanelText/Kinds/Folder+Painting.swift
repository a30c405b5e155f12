import PanelCore
import PanelLayout

extension FolderElement: KindPainting {
    /// The folder's header: an open or closed marker and its label; a collapsed folder hides
    /// its children. A folder shown as tabs draws its tab strip under its header (the drawer
    /// picker's look: the open tab in brackets, inverse in colour); an open tab draws nothing
    /// of its own (its rows sit under its parent's strip).
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        guard !isOpenTab else { return }
        let content = place.content
        let marker = isCollapsed ? painter.glyphs.folderClosed : painter.glyphs.folderOpen
        var title = painter.theme.title
        if place.isDisabled { title.dim = true }
        let next = canvas.draw(marker, column: content.x, row: content.y, style: painter.theme.muted)
        painter.drawFitted(
            label, column: next, row: content.y, width: content.maxX - next, style: title, on: &canvas)
        guard showsTabs, !isCollapsed, content.height > 1 else { return }
        let tabs = Self.strip(
            of: node, values: painter.document.values, from: content.x + RowModel.folderIndent,
            measure: painter.measure, sanitizer: painter.sanitizer)
        for tab in tabs.tabs where tab.column < content.maxX {
            let isOpen = tab.index == tabs.open
            var style = isOpen ? painter.theme.title : painter.theme.label
            if isOpen && !painter.drawsPlain { style.inverse = true }
            if place.isDisabled { style.dim = true }
            painter.drawFitted(
                tab.text, column: tab.column, row: content.y + 1, width: content.maxX - tab.column,
                style: style,
                on: &canvas)
        }
    }

    /// The tab strip of the tabs folder `node` drawn from `column`: each tab's index, text (the
    /// open one in brackets), first column and width, as the drawer's picker lays out its tabs;
    /// and the open tab's index.
    package static func strip(
        of node: Node, values: ValueMap, from column: Int, measure: DisplayWidth, sanitizer: Sanitizer
    ) -> (tabs: [(index: Int, text: String, column: Int, width: Int)], open: Int) {
        let children = node.children
        let open = node.id.flatMap { openTab(in: values[$0], count: children.count) } ?? 0
        guard open < children.count else { return ([], open) }
        let laid = OverlayPlacement.pickerTabs(
            children, selected: children[open], from: column, measure: measure, sanitizer: sanitizer)
        return (
            laid.enumerated().map { ($0.offset, $0.element.text, $0.element.column, $0.element.width) }, open
        )
    }

    var childLabels: ChildLabels { isCollapsed && !isOpenTab ? .hidden : .shared }
}
