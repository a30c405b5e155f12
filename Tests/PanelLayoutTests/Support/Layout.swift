import PanelCore
import PanelLayout

/// Lays a tree out at a size with a fresh engine.
func layout(_ root: Node, _ width: Int, _ height: Int) throws -> LayoutResult {
    try LayoutEngine().layout(root, in: CellSize(width: width, height: height))
}

/// The layout error's text, or `nil` when the layout succeeds.
func layoutError(_ root: Node, _ width: Int = 80, _ height: Int = 24) -> String? {
    do {
        _ = try LayoutEngine().layout(root, in: CellSize(width: width, height: height))
        return nil
    } catch {
        return error.description
    }
}

func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> CellRect {
    CellRect(x: x, y: y, width: width, height: height)
}

/// The value of an anchor attribute in an exact frame.
func value(_ attribute: AnchorAttribute, _ frame: LayoutRect) -> Double {
    switch attribute {
    case .leading: frame.x
    case .trailing: frame.maxX
    case .centerX: frame.x + frame.width / 2
    case .width: frame.width
    case .top: frame.y
    case .bottom: frame.maxY
    case .centerY: frame.y + frame.height / 2
    default: frame.height
    }
}
