import Synchronization

/// One frontend's view of a floating button: where it is drawn in its bounds and a drag in
/// progress. Its place is the session's (the ``PanelCore/FloatingButtonPlacement`` in the panel's values,
/// changed by ``PanelEdit/moveFloatingButton(_:to:)``): ``place(at:)`` shows it, and a frontend
/// sends the ``placement`` of a released drag as that edit. The rules are
/// `FloatingButtonSnapping`'s; this class keeps their results. Until the session holds a place,
/// the button starts at the position remembered under its storage id (through a
/// ``FloatingButtonPositionFile``, which each release also writes), else at its corner.
///
/// ```swift
/// let fab = FloatingButtonState(button: OverlaySize(width: 8, height: 3), corner: .bottomRight,
///     storageID: "card-preview", file: positions)
/// fab.resize(to: OverlaySize(width: 80, height: 24))   // at its remembered place, or its corner
/// if let value = panel.values["dial.fab"] { fab.place(at: try FloatingButtonPlacement(panelValue: value)) }
/// fab.beginDrag()
/// fab.drag(by: OverlaySize(width: -40, height: -10))
/// fab.release(predictedOffset: OverlaySize(width: -30, height: 0))   // snaps left, saves
/// try panel.moveFloatingButton("dial.fab", to: fab.placement)       // the session's place
/// ```
public final class FloatingButtonState: Sendable {
    private struct Storage {
        var bounds = OverlaySize(width: 0, height: 0)
        var position: FloatingButtonPosition
        /// The place the session holds (or the last release), once known.
        var placement: FloatingButtonPlacement?
        var dragStart: FloatingButtonPosition?
        var saveProblem: String?
    }

    /// The snapping rules for this button's size.
    ///
    /// ```swift
    /// fab.snapping.button   // OverlaySize(width: 8, height: 3)
    /// ```
    package let snapping: FloatingButtonSnapping
    /// The corner it starts in when nothing is remembered.
    ///
    /// ```swift
    /// fab.corner   // .bottomRight
    /// ```
    package let corner: ScreenCorner
    /// The key its position is remembered under.
    ///
    /// ```swift
    /// fab.storageID   // "card-preview"
    /// ```
    package let storageID: String?
    private let file: FloatingButtonPositionFile?
    private let storage: Mutex<Storage>

    /// Creates the state; the position is the remembered one when the file has it, else the
    /// corner (placed when the bounds are first known, by ``resize(to:)``).
    ///
    /// ```swift
    /// FloatingButtonState(button: OverlaySize(width: 8, height: 3), corner: .topLeft)
    /// ```
    public init(
        button: OverlaySize, corner: ScreenCorner, storageID: String? = nil,
        file: FloatingButtonPositionFile? = nil
    ) {
        snapping = FloatingButtonSnapping(button: button)
        self.corner = corner
        self.storageID = storageID
        self.file = file
        let remembered = storageID.flatMap { file?.position(for: $0) }
        let start = remembered ?? snapping.initial(corner, in: OverlaySize(width: 0, height: 0))
        storage = Mutex(Storage(position: start))
    }

    /// Where the button is now.
    ///
    /// ```swift
    /// fab.position.panelValue   // the value for the values map
    /// ```
    public var position: FloatingButtonPosition { storage.withLock { $0.position } }

    /// Where the button is now, as fractions of its travel in its bounds and its edges: the
    /// value the session keeps (see ``PanelEdit/moveFloatingButton(_:to:)``).
    ///
    /// ```swift
    /// try panel.moveFloatingButton("dial.fab", to: fab.placement)
    /// ```
    public var placement: FloatingButtonPlacement {
        storage.withLock { snapping.placement(of: $0.position, in: $0.bounds) }
    }

    /// Whether a drag is in progress (the session's place waits until it is released).
    ///
    /// ```swift
    /// fab.beginDrag()
    /// fab.isDragging   // true
    /// ```
    public var isDragging: Bool { storage.withLock { $0.dragStart != nil } }

    /// Shows the place the session holds: the button moves there in its bounds (pinned to
    /// its edges), and stays there through new bounds. Nothing moves during a drag.
    ///
    /// ```swift
    /// fab.place(at: FloatingButtonPlacement(x: 0, y: 1, edges: [.left, .bottom]))
    /// ```
    @discardableResult
    public func place(at placement: FloatingButtonPlacement) -> FloatingButtonPosition {
        storage.withLock { storage in
            guard storage.dragStart == nil else { return storage.position }
            storage.placement = placement
            storage.position = snapping.position(at: placement, in: storage.bounds)
            return storage.position
        }
    }

    /// Why the last save failed (a corrupt file is never overwritten), or `nil`.
    ///
    /// ```swift
    /// fab.release(predictedOffset: OverlaySize(width: 0, height: 0))
    /// if let problem = fab.saveProblem { print(problem) }
    /// ```
    public var saveProblem: String? { storage.withLock { $0.saveProblem } }

    /// New bounds: the button stays pinned to its edges (the article's `snap(newBounds:)`), at
    /// the same fraction of its travel on an axis without one.
    ///
    /// ```swift
    /// fab.resize(to: OverlaySize(width: 120, height: 40))
    /// ```
    @discardableResult
    public func resize(to bounds: OverlaySize) -> FloatingButtonPosition {
        storage.withLock { storage in
            storage.bounds = bounds
            if storage.dragStart == nil, let placement = storage.placement {
                storage.position = snapping.position(at: placement, in: bounds)
            } else {
                storage.position = snapping.pinned(storage.position, in: bounds)
            }
            return storage.position
        }
    }

    /// A drag begins: the position it started from is kept, so the grab offset holds.
    ///
    /// ```swift
    /// fab.beginDrag()
    /// fab.drag(by: OverlaySize(width: -3, height: 1))
    /// ```
    public func beginDrag() {
        storage.withLock { $0.dragStart = $0.position }
    }

    /// The drag moved by `translation` from where it began.
    ///
    /// ```swift
    /// fab.drag(by: OverlaySize(width: -3, height: 1))
    /// ```
    @discardableResult
    public func drag(by translation: OverlaySize) -> FloatingButtonPosition {
        storage.withLock { storage in
            let start = storage.dragStart ?? storage.position
            storage.dragStart = start
            storage.position = snapping.dragged(from: start, by: translation, in: storage.bounds)
            return storage.position
        }
    }

    /// The drag ends: the button snaps from its predicted end (its ``placement`` is what to
    /// send the session), and the position is saved under the storage id (a failure is kept
    /// in `saveProblem`; the button still moves).
    ///
    /// ```swift
    /// fab.release(predictedOffset: OverlaySize(width: 30, height: 0)).initialVelocity
    /// ```
    @discardableResult
    public func release(predictedOffset: OverlaySize) -> FloatingButtonSnapping.Release {
        let release = storage.withLock { storage in
            let release = snapping.released(
                storage.position, predictedOffset: predictedOffset, in: storage.bounds)
            storage.position = release.position
            storage.placement = snapping.placement(of: release.position, in: storage.bounds)
            storage.dragStart = nil
            return release
        }
        if let file, let storageID {
            var problem: String?
            do {
                try file.save(release.position, for: storageID)
            } catch {
                problem = error.description
            }
            storage.withLock { $0.saveProblem = problem }
        }
        return release
    }
}
