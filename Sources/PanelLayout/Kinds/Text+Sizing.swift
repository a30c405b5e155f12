import PanelCore

extension TextElement: KindSizing {
    /// Its widest line; what does not fit is cut with an ellipsis (a long word in a wrapping
    /// text is broken over lines): a text may shrink to 1 column, where only the ellipsis shows.
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        let ideal = Double(pass.wrap.lineWidth(text))
        return Extent(min: min(ideal, 1), ideal: ideal, max: ideal)
    }

    /// Its lines at `width` (wrapped on words when it asks to), at least one.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        let lines =
            wraps
            ? pass.wrap.lineCount(text, width: width)
            : text.split(separator: "\n", omittingEmptySubsequences: false).count
        return .fixed(Double(max(1, lines)))
    }
}
