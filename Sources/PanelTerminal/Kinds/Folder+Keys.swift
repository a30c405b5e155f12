import PanelKit

extension FolderElement: KindKeys {
    /// Left folds it, right opens it.
    func arrow(direction: Int) -> KeyAction { .collapse(direction < 0) }

    /// Space or enter: folds or opens it.
    func activation(value: PanelValue?) -> KeyAction { .collapse(!isCollapsed) }

    var click: ClickAction { .press }
}
