/// The drawer's height and what fits in it, as pure arithmetic over rows (DialKit's
/// content-sized drawer with `medium` and `tall` states).
///
/// The sheet has chrome around its content: its top and bottom border and, when several
/// panels are active, a picker row. At the `medium` detent it may take half the root's height,
/// at `tall` all but ``tallGap`` rows (left for tapping outside); short content makes the
/// sheet shorter (content-sized), long content scrolls inside the cap.
///
/// ```swift
/// let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
/// drawer.sheetHeight     // 12
/// drawer.showsPicker     // true
/// drawer.isScrolling     // true
/// drawer.contentRows     // 9
/// drawer.maxScroll       // 21
/// drawer.clampedScroll(40)                       // 21
/// drawer.scroll(3, revealing: 14..<15)           // 6: row 14 is the window's last
/// ```
package struct DrawerGeometry: Hashable, Sendable {
    /// Rows left above the tall drawer.
    ///
    /// ```swift
    /// DrawerGeometry(rootHeight: 24, contentHeight: 60, panelCount: 1, detent: .tall).cap   // 22
    /// ```
    package static let tallGap = 2

    /// The root's height.
    ///
    /// ```swift
    /// let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
    /// drawer.rootHeight   // 24
    /// ```
    package var rootHeight: Int
    /// The rows the selected panel wants.
    ///
    /// ```swift
    /// let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
    /// drawer.contentHeight   // 30
    /// ```
    package var contentHeight: Int
    /// How many panels are active.
    ///
    /// ```swift
    /// let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
    /// drawer.panelCount   // 2: the picker row shows
    /// ```
    package var panelCount: Int
    /// The detent the drawer rests at.
    ///
    /// ```swift
    /// var drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
    /// drawer.detent = .tall
    /// ```
    package var detent: DrawerDetent

    /// Creates the geometry.
    ///
    /// ```swift
    /// DrawerGeometry(rootHeight: 40, contentHeight: 8, panelCount: 1, detent: .tall)
    /// ```
    package init(rootHeight: Int, contentHeight: Int, panelCount: Int, detent: DrawerDetent) {
        self.rootHeight = max(0, rootHeight)
        self.contentHeight = max(0, contentHeight)
        self.panelCount = max(0, panelCount)
        self.detent = detent
    }

    /// Whether the header shows a picker of panels (more than one is active).
    ///
    /// ```swift
    /// let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
    /// drawer.showsPicker   // true
    /// ```
    package var showsPicker: Bool { panelCount > 1 }

    /// The rows around the content: two borders and the picker row when shown.
    ///
    /// ```swift
    /// let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
    /// drawer.chromeRows   // 3: two borders and the picker
    /// ```
    package var chromeRows: Int { 2 + (showsPicker ? 1 : 0) }

    /// The most rows the sheet may take at its detent.
    ///
    /// ```swift
    /// let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
    /// drawer.cap   // 12: half the root
    /// ```
    package var cap: Int {
        let medium = rootHeight / 2
        let tall = max(medium, rootHeight - Self.tallGap)
        return min(rootHeight, detent == .tall ? tall : medium)
    }

    /// The sheet's height: its content and chrome, at most ``cap``.
    ///
    /// ```swift
    /// let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
    /// drawer.sheetHeight   // 12
    /// ```
    package var sheetHeight: Int { min(cap, chromeRows + contentHeight) }

    /// The content rows that show.
    ///
    /// ```swift
    /// let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
    /// drawer.contentRows   // 9
    /// ```
    package var contentRows: Int { max(0, sheetHeight - chromeRows) }

    /// Whether the content is longer than the rows that show (it scrolls).
    ///
    /// ```swift
    /// let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
    /// drawer.isScrolling   // true
    /// ```
    package var isScrolling: Bool { contentHeight > contentRows }

    /// The furthest the content scrolls: the rows that do not fit (0 when it all shows).
    ///
    /// ```swift
    /// let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
    /// drawer.maxScroll   // 21
    /// ```
    package var maxScroll: Int { max(0, contentHeight - contentRows) }

    /// `offset` kept within `0...maxScroll`, as it must be after the content or the detent
    /// changed.
    ///
    /// ```swift
    /// DrawerGeometry(rootHeight: 24, contentHeight: 12, panelCount: 1, detent: .tall).clampedScroll(5)   // 0
    /// ```
    package func clampedScroll(_ offset: Int) -> Int {
        min(max(0, offset), maxScroll)
    }

    /// The scroll offset that shows the content rows `rows` (a focused control) with the least
    /// movement from `offset`: unchanged when they show already, else just enough to bring
    /// them in (their top when they are taller than the window).
    ///
    /// ```swift
    /// DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 1, detent: .medium)
    ///     .scroll(0, revealing: 12..<13)   // 3
    /// ```
    package func scroll(_ offset: Int, revealing rows: Range<Int>) -> Int {
        var offset = clampedScroll(offset)
        if rows.upperBound > offset + contentRows { offset = rows.upperBound - contentRows }
        if rows.lowerBound < offset { offset = rows.lowerBound }
        return clampedScroll(offset)
    }

    /// The detent a drag that ends at `rows` of sheet height settles at, or `nil` when it
    /// went below half the medium height (a drag down that dismisses the drawer).
    ///
    /// ```swift
    /// DrawerGeometry(rootHeight: 24, contentHeight: 40, panelCount: 1, detent: .medium)
    ///     .settle(draggedTo: 20)   // .tall
    /// ```
    package func settle(draggedTo rows: Int) -> DrawerDetent? {
        var medium = self
        medium.detent = .medium
        var tall = self
        tall.detent = .tall
        if rows < medium.cap / 2 { return nil }
        return abs(rows - tall.cap) < abs(rows - medium.cap) ? .tall : .medium
    }
}
