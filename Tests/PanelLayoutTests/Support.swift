import PanelKit
import Testing

/// Lays out content at a size with a fresh engine.
func layout<Content: LayoutContent>(_ content: Content, _ width: Int, _ height: Int) throws -> LayoutResult {
    try LayoutEngine().layout(content.node, in: CellSize(width: width, height: height))
}

/// The layout error's text, or `nil` when the layout succeeds.
func layoutError<Content: LayoutContent>(_ content: Content, _ width: Int = 80, _ height: Int = 24) -> String?
{
    do {
        _ = try LayoutEngine().layout(content.node, in: CellSize(width: width, height: height))
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

/// A small deterministic random generator (SplitMix64) for generated layouts.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
