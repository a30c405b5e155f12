import Synchronization

/// The live state of a drawer panel root (DialKit's `DialRoot` in drawer mode): open or
/// closed, its detent, the panel its picker shows, and every dismissal with its reason.
///
/// `isPresented` is the host's binding (DialKit's `isPresented:`): setting it to `true`
/// opens the drawer at the medium detent, `false` dismisses it (reason `code`), and user
/// dismissals (an outside tap, Escape, a drag down) write `false` back because this is the one
/// source of truth.
///
/// ```swift
/// let drawer = DrawerState(defaultOpen: false)
/// drawer.isPresented = true          // host opens it: medium
/// drawer.setDetent(.tall)
/// drawer.scroll(by: 3, geometry: geometry)
/// drawer.drag(to: 3, geometry: geometry)   // below half the medium height: dismissed (drag)
/// drawer.isPresented                 // false
/// ```
public final class DrawerState: Sendable {
    private struct Storage {
        var presentation: DrawerPresentation
        var dismissals: [Dismissal] = []
    }

    /// The drawer's id in the tree.
    public let id: NodeID
    private let storage: Mutex<Storage>

    /// Creates the state, open at the medium detent when `defaultOpen`.
    ///
    /// ```swift
    /// DrawerState(id: "dial", defaultOpen: true)
    /// ```
    public init(id: NodeID = "dial", defaultOpen: Bool = false) {
        self.id = id
        storage = Mutex(Storage(presentation: DrawerPresentation(isPresented: defaultOpen)))
    }

    /// The state for the values map.
    public var presentation: DrawerPresentation { storage.withLock { $0.presentation } }

    /// Every dismissal so far, oldest first.
    public var dismissals: [Dismissal] { storage.withLock { $0.dismissals } }

    /// Whether the drawer is open: the host's binding.
    public var isPresented: Bool {
        get { storage.withLock { $0.presentation.isPresented } }
        set {
            if newValue { open() } else { dismiss(reason: .code) }
        }
    }

    /// Opens the drawer at the medium detent, scrolled to the top (a tap on the floating
    /// button, or the host).
    public func open() {
        storage.withLock { _ = $0.presentation.open() }
    }

    /// Dismisses the drawer for `reason`; `nil` when it was closed.
    ///
    /// ```swift
    /// drawer.dismiss(reason: .outsideTap)
    /// ```
    @discardableResult
    public func dismiss(reason: DismissalReason) -> Dismissal? {
        storage.withLock { storage in
            guard storage.presentation.close(reason) else { return nil }
            let dismissal = Dismissal(id: id, reason: reason)
            storage.dismissals.append(dismissal)
            return dismissal
        }
    }

    /// Moves the open drawer to `detent`; with the `geometry` it is drawn at, the scroll offset
    /// is clamped to what the new detent shows.
    ///
    /// ```swift
    /// drawer.setDetent(.tall, geometry: geometry)
    /// ```
    public func setDetent(_ detent: DrawerDetent, geometry: DrawerGeometry? = nil) {
        storage.withLock { storage in
            storage.presentation.detent = detent
            if var geometry {
                geometry.detent = detent
                storage.presentation.scroll = geometry.clampedScroll(storage.presentation.scroll)
            }
        }
    }

    /// Shows the panel `id` (the picker's choice), scrolled to the top when it is another one.
    public func select(_ panel: NodeID) {
        storage.withLock { storage in
            storage.presentation.select(panel)
        }
    }

    /// Scrolls the content by `rows` (down when positive), kept within what `geometry` (the
    /// drawer as drawn) can show; returns the new offset.
    ///
    /// ```swift
    /// drawer.scroll(by: geometry.contentRows, geometry: geometry)   // a page down
    /// ```
    @discardableResult
    public func scroll(by rows: Int, geometry: DrawerGeometry) -> Int {
        storage.withLock { storage in
            storage.presentation.scroll(by: rows)
            storage.presentation.scroll = geometry.clampedScroll(storage.presentation.scroll)
            return storage.presentation.scroll
        }
    }

    /// A drag of the sheet ends at `rows` of height: it settles at the nearer detent, or is
    /// dismissed (reason `drag`) below half the medium height.
    ///
    /// ```swift
    /// drawer.drag(to: 20, geometry: DrawerGeometry(rootHeight: 24, contentHeight: 40, panelCount: 1, detent: .medium))
    /// ```
    @discardableResult
    public func drag(to rows: Int, geometry: DrawerGeometry) -> DrawerDetent? {
        guard let detent = geometry.settle(draggedTo: rows) else {
            dismiss(reason: .drag)
            return nil
        }
        setDetent(detent)
        return detent
    }
}
