import PanelKit

extension FolderElement: KindKeys {
    /// Left folds it, right opens it; on a folder shown as tabs they open the previous and
    /// next tab (wrapping).
    func arrow(direction: Int) -> KeyAction { showsTabs ? .selectTab(direction) : .collapse(direction < 0) }

    /// Space or enter: folds or opens it.
    func activation(value: PanelValue?) -> KeyAction { .collapse(!isCollapsed) }

    var click: ClickAction { .press }
}
