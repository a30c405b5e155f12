import PanelCore

/// Where one screen's children were placed in a layout: what a re-layout of the same tree at
/// another size compares the new solution with, to leave alone every child that did not move.
struct ScreenPlacement {
    /// How a child is placed again when its frame moves.
    enum Replacing: UInt8 {
        /// A visible node without children (and not a screen): its one entry is rewritten.
        case leaf
        /// An overlay: placed again over the screen's inner area whatever its solved frame.
        case overlay
        /// Anything else: its subtree is placed again.
        case subtree
    }

    /// The screen's inner top-left corner (children's frames are relative to it).
    var x: Double
    var y: Double
    /// Each child's solved frame, relative to the inner corner.
    var frames: [LayoutRect] = []
    /// How many entries each child's subtree recorded (the child's own and its descendants').
    var entryCounts: [Int] = []
    /// How each child is placed again.
    var replacing: [Replacing] = []

    /// How `node`, a screen's child, is placed again when its frame moves.
    static func replacing(_ node: Node) -> Replacing {
        if node.element.isOverlay { return .overlay }
        if case .screen = node.element { return .subtree }
        return node.children.isEmpty && !node.modifiers.isHidden ? .leaf : .subtree
    }
}
