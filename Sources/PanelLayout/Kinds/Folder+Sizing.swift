import PanelCore

extension FolderElement: KindSizing {
    /// The rows above its children: its header, and the tab strip of a folder shown as tabs; an
    /// open tab (drawn under its parent's strip) has none.
    var headerRows: Int { isOpenTab ? 0 : (showsTabs && !isCollapsed ? 2 : 1) }

    /// How far its children are indented: an open tab's sit where its parent's do.
    var childIndent: Int { isOpenTab ? 0 : RowModel.folderIndent }

    /// Its header, and when open its rows indented by ``RowModel/folderIndent``.
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        let header = isOpenTab ? 0 : Double(RowModel.folderIndent + pass.wrap.measure(label))
        let indent = Double(childIndent)
        var strip = 0.0
        if showsTabs {
            // "[A]  B   C ": each tab's name, a column either side and one between tabs.
            for child in node.children {
                strip += Double(pass.wrap.measure(FolderElement.tabLabel(of: child)) + 3)
            }
            strip += indent - 1
        }
        let rows = isCollapsed ? .zero : pass.rowsWidth(node.children)
        return Extent(
            min: rows.min + (isCollapsed ? 0 : indent),
            ideal: max(header, strip, rows.ideal + (isCollapsed ? 0 : indent)), max: .infinity)
    }

    /// Its header row (and tab strip), and when open its rows below it.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        let indent = Double(childIndent)
        return .fixed(
            Double(headerRows)
                + (isCollapsed ? 0 : pass.rowsHeight(node.children, width: max(0, width - indent))))
    }

    /// Its rows below its header, indented; a collapsed folder's collapsed there.
    func placeChildren(of node: Node, in inner: LayoutRect, path: [Int], pass: LayoutPass) {
        let indent = Double(childIndent)
        let top = Double(headerRows)
        let rows = LayoutRect(
            x: inner.x + indent, y: inner.y + top, width: max(0, inner.width - indent),
            height: max(0, inner.height - top))
        if isCollapsed {
            for (i, child) in node.children.enumerated() {
                pass.recordCollapsed(child, path + [i], x: rows.x, y: rows.y)
            }
        } else {
            pass.placeRows(node.children, in: rows, path: path)
        }
    }
}
