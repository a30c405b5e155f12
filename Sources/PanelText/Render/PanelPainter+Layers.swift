import PanelCore
import PanelLayout

/// Layers: what sits above the content (dialogs, the drawer, the floating button), the dim
/// overlay between them and the content, and opaque containers.
extension PanelPainter {
    /// Whether any of `nodes` is an overlay (drawn after its in-flow siblings).
    static func hasOverlays(_ nodes: [Node]) -> Bool {
        nodes.contains { $0.element.isOverlay }
    }

    /// Whether this painter draws without colours or attributes (the ASCII backend).
    var drawsPlain: Bool { theme.title == theme.label }

    /// Draws children of which some are overlays: the others first, in order, then the overlays
    /// (a drawer and floating buttons in tree order, then the presented dialogs from the bottom of
    /// their stack to its top). An open drawer hides its floating button. `widestLabel` is the
    /// shared label column, or `nil` when each child has its own.
    func drawLayered(
        of parent: Node, _ entries: [LayoutEntry], _ index: inout Int, widestLabel: Int?,
        on canvas: inout Canvas
    ) {
        let children = parent.children
        var drawerIsOpen = false
        if case .panelRoot(let root) = parent.element, root.mode == .drawer {
            drawerIsOpen = drawerPresentation(of: parent).isPresented
        }
        var starts: [Int] = []
        starts.reserveCapacity(children.count)
        var cursor = index
        for child in children {
            starts.append(cursor)
            cursor += 1
            skip(child.children, &cursor)
        }
        func drawChild(_ i: Int) {
            var at = starts[i]
            draw(
                children[i], entries, &at, widestLabel: widestLabel ?? labelWidth(of: children[i]),
                on: &canvas)
        }
        var dialogs: [(z: Int, index: Int, overlay: DialogOverlay)] = []
        for (i, child) in children.enumerated() where !child.element.isOverlay { drawChild(i) }
        let area = canvas.clip
        for (i, child) in children.enumerated() where child.element.isOverlay {
            var body = OverlayLayerOf(node: child, painter: self, drawerIsOpen: drawerIsOpen)
            switch child.element.withKind(&body) {
            case .inOrder: drawChild(i)
            case .hidden: break
            case .presented(let z, let overlay): dialogs.append((z, i, overlay))
            }
        }
        for (_, i, overlay) in dialogs.sorted(by: { ($0.z, $0.index) < ($1.z, $1.index) }) {
            applyOverlay(overlay, in: area, on: &canvas)
            drawChild(i)
        }
        index = cursor
    }

    /// A dialog's presentation state from the values map (not presented when absent or
    /// malformed).
    func dialogPresentation(of node: Node) -> DialogPresentation {
        guard let id = node.id, let value = document.values[id] else { return DialogPresentation() }
        return (try? DialogPresentation(panelValue: value)) ?? DialogPresentation()
    }

    /// Draws `overlay` over `area`: ANSI dims every cell (a dark background at an opacity of
    /// 0.5 or more); ASCII fills the blank cells with `.` (below 0.5) or `:`.
    func applyOverlay(_ overlay: DialogOverlay, in area: CellRect, on canvas: inout Canvas) {
        let opacity = overlay.opacity
        guard opacity > 0 else { return }
        if drawsPlain {
            canvas.shade(area, with: opacity < 0.5 ? "." : ":")
            return
        }
        var background: TerminalColor?
        if opacity >= 0.5 {
            switch overlay {
            case .dim(let color, let opacity):
                let scale = { (channel: UInt8) in UInt8((Double(channel) * (1 - opacity)).rounded()) }
                background = .rgb(scale(color.red), scale(color.green), scale(color.blue))
            default:
                background = .rgb(0, 0, 0)
            }
        }
        canvas.dim(area, background: background)
    }
}
