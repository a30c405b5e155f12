import PanelCore

extension FolderElement: KindSizing {
    /// Its header, and when open its rows indented by ``RowModel/folderIndent``.
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        let header = Double(RowModel.folderIndent + pass.wrap.measure(label))
        let indent = Double(RowModel.folderIndent)
        let rows = isCollapsed ? .zero : pass.rowsWidth(node.children)
        return Extent(
            min: rows.min + (isCollapsed ? 0 : indent),
            ideal: max(header, rows.ideal + (isCollapsed ? 0 : indent)), max: .infinity)
    }

    /// Its header row, and when open its rows below it.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        let indent = Double(RowModel.folderIndent)
        return .fixed(1 + (isCollapsed ? 0 : pass.rowsHeight(node.children, width: max(0, width - indent))))
    }

    /// Its rows below its header, indented; a collapsed folder's collapsed there.
    func placeChildren(of node: Node, in inner: LayoutRect, path: [Int], pass: LayoutPass) {
        let indent = Double(RowModel.folderIndent)
        let rows = LayoutRect(
            x: inner.x + indent, y: inner.y + 1, width: max(0, inner.width - indent),
            height: max(0, inner.height - 1))
        if isCollapsed {
            for (i, child) in node.children.enumerated() {
                pass.recordCollapsed(child, path + [i], x: rows.x, y: rows.y)
            }
        } else {
            pass.placeRows(node.children, in: rows, path: path)
        }
    }
}
