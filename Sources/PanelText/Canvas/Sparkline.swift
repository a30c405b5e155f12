import PanelCore

/// A one-row graph of a monitor's history, in cells of rising height (`▁▂▃▄▅▆▇█`, or a 7-bit
/// ramp for ASCII).
///
/// The graph sweeps like an oscilloscope: sample number *n* sits in column *n* mod width, the
/// newest one followed by a blank gap, older ones to the left of the sweep and the previous
/// pass to its right. Each new sample changes the cell it lands on and the gap, so a moving
/// graph redrawn through the cell diff costs a few cells a frame, not the whole row.
///
/// ```swift
/// let cells = Sparkline.levels(of: [0, 5, 10], recorded: 3, scale: (0, 10), width: 4, levels: 8)
/// // [0, 4, 7, nil]: three samples (lowest, middle, top), then the gap
/// ```
package enum Sparkline {
    /// The level (0 at the bottom, `levels - 1` at the top) of each of `width` cells, `nil` for
    /// a blank one; `history` is oldest first, `recorded` the count of all samples ever.
    package static func levels(
        of history: [Double], recorded: Int, scale: (minimum: Double, maximum: Double), width: Int,
        levels: Int
    ) -> [Int?] {
        guard width > 0, levels > 0 else { return [] }
        var cells = [Int?](repeating: nil, count: width)
        let total = Swift.max(recorded, history.count)
        // The newest `width - 1` samples (one cell is the gap).
        let shown = Swift.min(history.count, width - 1)
        let span = scale.maximum - scale.minimum
        for back in 0..<shown {
            let value = history[history.count - 1 - back]
            let sample = total - 1 - back
            let column = sample % width
            guard value.isFinite else { continue }
            let fraction = span > 0 ? (value - scale.minimum) / span : 0.5
            let clamped = Swift.min(Swift.max(fraction, 0), 1)
            cells[column] = Int((clamped * Double(levels - 1)).rounded())
        }
        return cells
    }

    /// The graph as text: each level as its glyph from `glyphs` (lowest first), blanks as spaces.
    ///
    /// ```swift
    /// Sparkline.text([0, 7, nil], glyphs: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"])   // "▁█ "
    /// ```
    package static func text(_ levels: [Int?], glyphs: [Character]) -> String {
        String(levels.map { level in level.map { glyphs[Swift.min($0, glyphs.count - 1)] } ?? " " })
    }
}
