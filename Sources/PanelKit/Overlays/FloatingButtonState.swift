import Synchronization

/// The live state of one floating button: where it is in its bounds, a drag in progress, and
/// the remembered position (through a ``FloatingButtonPositionFile``, per storage id). The rules are
/// `FloatingButtonSnapping`'s; this class keeps their results and saves each release.
///
/// ```swift
/// let fab = FloatingButtonState(button: OverlaySize(width: 8, height: 3), corner: .bottomRight,
///     storageID: "card-preview", file: positions)
/// fab.resize(to: OverlaySize(width: 80, height: 24))   // at its remembered place, or its corner
/// fab.beginDrag()
/// fab.drag(by: OverlaySize(width: -40, height: -10))
/// fab.release(predictedOffset: OverlaySize(width: -30, height: 0))   // snaps left, saves
/// fab.position.panelValue   // the value for the values map
/// ```
public final class FloatingButtonState: Sendable {
    private struct Storage {
        var bounds = OverlaySize(width: 0, height: 0)
        var position: FloatingButtonPosition
        var dragStart: FloatingButtonPosition?
        var saveProblem: String?
    }

    /// The snapping rules for this button's size.
    public let snapping: FloatingButtonSnapping
    /// The corner it starts in when nothing is remembered.
    public let corner: ScreenCorner
    /// The key its position is remembered under.
    public let storageID: String?
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
    public var position: FloatingButtonPosition { storage.withLock { $0.position } }

    /// Why the last save failed (a corrupt file is never overwritten), or `nil`.
    public var saveProblem: String? { storage.withLock { $0.saveProblem } }

    /// New bounds: the button stays pinned to its edges (the article's `snap(newBounds:)`).
    ///
    /// ```swift
    /// fab.resize(to: OverlaySize(width: 120, height: 40))
    /// ```
    @discardableResult
    public func resize(to bounds: OverlaySize) -> FloatingButtonPosition {
        storage.withLock { storage in
            storage.bounds = bounds
            storage.position = snapping.pinned(storage.position, in: bounds)
            return storage.position
        }
    }

    /// A drag begins: the position it started from is kept, so the grab offset holds.
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

    /// The drag ends: the button snaps from its predicted end, and the position is saved
    /// under the storage id (a failure is kept in `saveProblem`; the button still moves).
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
