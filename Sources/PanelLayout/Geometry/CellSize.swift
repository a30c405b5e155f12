/// A size in terminal cells: columns wide, rows high.
///
/// ```swift
/// let screen = CellSize(width: 80, height: 24)
/// screen.description   // "80x24"
/// ```
public struct CellSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    ///
    /// ```swift
    /// CellSize(width: 80, height: 24).width   // 80
    /// ```
    public var width: Int
    /// Rows.
    ///
    /// ```swift
    /// CellSize(width: 80, height: 24).height   // 24
    /// ```
    package var height: Int

    /// Creates a size; negative numbers count as 0.
    ///
    /// ```swift
    /// let size = CellSize(width: 40, height: 12)
    /// ```
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// `WIDTHxHEIGHT`, e.g. `80x24`.
    ///
    /// ```swift
    /// CellSize(width: 80, height: 24).description   // "80x24"
    /// ```
    public var description: String { "\(width)x\(height)" }
}
