/// The screen as laid out: the panel painted at the screen's width and the tree it shows, held
/// once, by reference. The ``ScreenCache`` repaints it in place, and each ``LiveContext`` it
/// hands the reducer reads it through the same reference: a context that held a copy of the
/// painting would cost a retain of each of its parts to make and a release of each to let go
/// (three contexts a key), and the first repaint after it would copy the canvas whole.
///
/// ```swift
/// let layout = ScreenLayout(painted: painted, tree: tree)
/// layout.painted.set(7, for: "size")   // in place
/// ```
final class ScreenLayout {
    /// The panel painted at the screen's width, with the values it shows.
    var painted: PaintedDocument
    /// The tree shown (folders and filter applied), with its focus order.
    var tree: LiveTree

    init(painted: PaintedDocument, tree: LiveTree) {
        self.painted = painted
        self.tree = tree
    }
}
