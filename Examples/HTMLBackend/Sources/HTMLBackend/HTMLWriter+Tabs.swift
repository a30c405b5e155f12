import PanelKit

extension HTMLWriter {
    /// A folder shown as tabs, as the WAI-ARIA tabs pattern marks it up: a tab list (the open
    /// tab `aria-selected`), then one tab panel per child, all but the open one `hidden` (a
    /// static page has no script to switch them). A child folder's rows go in its panel without
    /// its own header; its title is the tab's.
    mutating func writeTabs(of node: Node, label: String, path: [Int], context: NodeContext) {
        let base = context.elementID ?? "pk-anonymous-\(output.utf8.count)"
        let open = FolderElement.openTab(in: value(of: node), count: node.children.count) ?? 0
        append("<div class=\"pk-tablist\" role=\"tablist\" aria-label=\"\(HTMLText.escape(label))\">")
        for (index, child) in node.children.enumerated() {
            let selected = index == open
            append(
                "<button type=\"button\" class=\"pk-tab\" role=\"tab\" id=\"\(base)-tab-\(index)\""
                    + " aria-controls=\"\(base)-panel-\(index)\" aria-selected=\"\(selected)\""
                    + " tabindex=\"\(selected ? 0 : -1)\">\(HTMLText.escape(FolderElement.tabLabel(of: child)))</button>"
            )
        }
        append("</div>\n")
        for (index, child) in node.children.enumerated() {
            // A child folder is the panel itself (its id on it); any other child goes inside.
            var isPage = false
            if case .folder(let page) = child.element, !page.showsTabs { isPage = true }
            let pageID = isPage ? child.id.map { " data-id=\"\(HTMLText.escape($0.rawValue))\"" } ?? "" : ""
            append(
                "<div class=\"pk-tabpanel\" role=\"tabpanel\" id=\"\(base)-panel-\(index)\"\(pageID)"
                    + " aria-labelledby=\"\(base)-tab-\(index)\" tabindex=\"0\"\(index == open ? "" : " hidden")>\n"
            )
            if isPage {
                writeChildren(of: child, path: path + [index])
            } else {
                write(child, path: path + [index])
            }
            append("</div>\n")
        }
    }
}
