/// One terminal cell of a ``Canvas``: a grapheme, its display width and a style id.
///
/// A wide grapheme occupies its cell and a *continuation* cell to its right (width 0), which the
/// encoders skip. A single-scalar grapheme is stored inline; a longer cluster is kept in the canvas's
/// cluster table and the cell holds its index.
///
/// ```swift
/// let canvas = Canvas(width: 4, height: 1)
/// canvas.cell(column: 0, row: 0).isContinuation // false
/// ```
struct Cell: Sendable, Hashable {
    static let clusterFlag: UInt32 = 0x8000_0000

    /// The scalar value, or `clusterFlag | index` into the canvas's clusters.
    var content: UInt32
    /// Display columns: 1 or 2, or 0 for the continuation of a wide grapheme.
    ///
    /// ```swift
    /// canvas.cell(column: 0, row: 0).width // 2 for "中"
    /// ```
    var width: UInt8
    /// The index of the cell's style in ``Canvas/styles``.
    ///
    /// ```swift
    /// let style = canvas.styles[Int(canvas.cell(column: 0, row: 0).style)]
    /// ```
    var style: UInt16

    /// A space in the given style.
    static func blank(style: UInt16) -> Cell { Cell(content: 0x20, width: 1, style: style) }

    /// Whether this cell continues the wide grapheme on its left.
    ///
    /// ```swift
    /// var canvas = Canvas(width: 4, height: 1)
    /// canvas.draw("中", column: 0, row: 0)
    /// canvas.cell(column: 1, row: 0).isContinuation // true
    /// ```
    var isContinuation: Bool { width == 0 }

    var isCluster: Bool { content & Self.clusterFlag != 0 }
}
