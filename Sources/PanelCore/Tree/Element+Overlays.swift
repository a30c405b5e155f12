extension Element {
    /// Whether this kind sits above its parent's content instead of in it: a dialog, a
    /// floating button, and a panel root in drawer mode. An overlay takes no space among its
    /// siblings; it covers its parent's content frame and is drawn after the content.
    ///
    /// ```swift
    /// Element.dialog(DialogElement()).isOverlay          // true
    /// Element.text(TextElement(text: "hi")).isOverlay    // false
    /// ```
    @inlinable
    package var isOverlay: Bool {
        switch self {
        case .dialog, .floatingButton: true
        case .panelRoot(let root): root.mode == .drawer
        default: false
        }
    }
}
