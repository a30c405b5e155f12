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
/// ```
public struct DrawerGeometry: Hashable, Sendable {
    /// Rows left above the tall drawer.
    public static let tallGap = 2

    /// The root's height.
    public var rootHeight: Int
    /// The rows the selected panel wants.
    public var contentHeight: Int
    /// How many panels are active.
    public var panelCount: Int
    /// The detent the drawer rests at.
    public var detent: DrawerDetent

    /// Creates the geometry.
    ///
    /// ```swift
    /// DrawerGeometry(rootHeight: 40, contentHeight: 8, panelCount: 1, detent: .tall)
    /// ```
    public init(rootHeight: Int, contentHeight: Int, panelCount: Int, detent: DrawerDetent) {
        self.rootHeight = max(0, rootHeight)
        self.contentHeight = max(0, contentHeight)
        self.panelCount = max(0, panelCount)
        self.detent = detent
    }

    /// Whether the header shows a picker of panels (more than one is active).
    public var showsPicker: Bool { panelCount > 1 }

    /// The rows around the content: two borders and the picker row when shown.
    public var chromeRows: Int { 2 + (showsPicker ? 1 : 0) }

    /// The most rows the sheet may take at its detent.
    public var cap: Int {
        let medium = rootHeight / 2
        let tall = max(medium, rootHeight - Self.tallGap)
        return min(rootHeight, detent == .tall ? tall : medium)
    }

    /// The sheet's height: its content and chrome, at most ``cap``.
    public var sheetHeight: Int { min(cap, chromeRows + contentHeight) }

    /// The content rows that show.
    public var contentRows: Int { max(0, sheetHeight - chromeRows) }

    /// Whether the content is longer than the rows that show (it scrolls).
    public var isScrolling: Bool { contentHeight > contentRows }

    /// The detent a drag that ends at `rows` of sheet height settles at, or `nil` when it
    /// went below half the medium height (a drag down that dismisses the drawer).
    ///
    /// ```swift
    /// DrawerGeometry(rootHeight: 24, contentHeight: 40, panelCount: 1, detent: .medium)
    ///     .settle(draggedTo: 20)   // .tall
    /// ```
    public func settle(draggedTo rows: Int) -> DrawerDetent? {
        var medium = self
        medium.detent = .medium
        var tall = self
        tall.detent = .tall
        if rows < medium.cap / 2 { return nil }
        return abs(rows - tall.cap) < abs(rows - medium.cap) ? .tall : .medium
    }
}
