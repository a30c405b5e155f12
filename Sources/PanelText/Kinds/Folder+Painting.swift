import PanelCore
import PanelLayout

extension FolderElement: KindPainting {
    /// The folder's header: an open or closed marker and its label; a collapsed folder hides
    /// its children.
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {
        let content = place.content
        let marker = isCollapsed ? painter.glyphs.folderClosed : painter.glyphs.folderOpen
        var title = painter.theme.title
        if place.isDisabled { title.dim = true }
        let next = canvas.draw(marker, column: content.x, row: content.y, style: painter.theme.muted)
        painter.drawFitted(
            label, column: next, row: content.y, width: content.maxX - next, style: title, on: &canvas)
    }

    var childLabels: ChildLabels { isCollapsed ? .hidden : .shared }
}
