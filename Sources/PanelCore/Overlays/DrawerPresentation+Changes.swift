/// The changes of a drawer's state, written once for the panel state that owns it (the
/// drawer's entry in its values map).
extension DrawerPresentation {
    /// Opens the drawer at the medium detent, scrolled to the top; `false` (and nothing
    /// changes) when it is open.
    ///
    /// ```swift
    /// var drawer = DrawerPresentation()
    /// drawer.open()   // true: presented at .medium
    /// ```
    @discardableResult
    package mutating func open() -> Bool {
        guard !isPresented else { return false }
        isPresented = true
        detent = .medium
        scroll = 0
        return true
    }

    /// Closes the drawer for `reason`; `false` (and nothing changes) when it is closed.
    ///
    /// ```swift
    /// var drawer = DrawerPresentation(isPresented: true)
    /// drawer.close(.escape)   // true
    /// ```
    @discardableResult
    package mutating func close(_ reason: DismissalReason) -> Bool {
        guard isPresented else { return false }
        isPresented = false
        dismissal = reason
        return true
    }

    /// Shows the panel `panel`, scrolled to the top when it is another one.
    ///
    /// ```swift
    /// var drawer = DrawerPresentation(scroll: 4)
    /// drawer.select("shadow")   // scroll 0
    /// ```
    package mutating func select(_ panel: NodeID) {
        if selected != panel { scroll = 0 }
        selected = panel
    }

    /// Scrolls the content by `rows` (down when positive), stopping at the top and at
    /// `scrollLimit` even when the sum overflows.
    ///
    /// ```swift
    /// var drawer = DrawerPresentation(scroll: 2)
    /// drawer.scroll(by: -5)   // scroll 0
    /// ```
    package mutating func scroll(by rows: Int) {
        let (sum, overflow) = scroll.addingReportingOverflow(rows)
        scroll = overflow ? (rows > 0 ? Int.max : 0) : sum
    }
}
