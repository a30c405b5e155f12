/// The line set used for boxes, dividers and rules.
///
/// ```swift
/// canvas.drawBox(CellRect(x: 0, y: 0, width: 10, height: 3), border: .rounded)
/// // ╭────────╮
/// // │        │
/// // ╰────────╯
/// ```
public struct BorderStyle: Sendable, Hashable {
    let topLeft: Unicode.Scalar
    let topRight: Unicode.Scalar
    let bottomLeft: Unicode.Scalar
    let bottomRight: Unicode.Scalar
    let horizontal: Unicode.Scalar
    let vertical: Unicode.Scalar

    /// Light lines with rounded corners: `╭─╮ │ ╰─╯`.
    ///
    /// ```swift
    /// let border = BorderStyle.rounded
    /// ```
    public static let rounded = BorderStyle(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    /// Light lines: `┌─┐ │ └─┘`.
    ///
    /// ```swift
    /// let border = BorderStyle.single
    /// ```
    public static let single = BorderStyle(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// Heavy lines: `┏━┓ ┃ ┗━┛`.
    ///
    /// ```swift
    /// let border = BorderStyle.heavy
    /// ```
    public static let heavy = BorderStyle(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    /// Double lines: `╔═╗ ║ ╚═╝`.
    ///
    /// ```swift
    /// let border = BorderStyle.double
    /// ```
    public static let double = BorderStyle(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
    /// ASCII lines: `+-+ | +-+` (what the ASCII backend uses for every border).
    ///
    /// ```swift
    /// let border = BorderStyle.ascii
    /// ```
    public static let ascii = BorderStyle(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")

    /// A border by name: `rounded`, `single`, `heavy`, `double` or `ascii`; `nil` for other names.
    ///
    /// ```swift
    /// BorderStyle(named: "heavy") == .heavy // true
    /// ```
    public init?(named name: String) {
        switch name.lowercased() {
        case "rounded": self = .rounded
        case "single", "line", "plain": self = .single
        case "heavy", "thick": self = .heavy
        case "double": self = .double
        case "ascii": self = .ascii
        default: return nil
        }
    }

    init(
        topLeft: Unicode.Scalar, topRight: Unicode.Scalar, bottomLeft: Unicode.Scalar,
        bottomRight: Unicode.Scalar, horizontal: Unicode.Scalar, vertical: Unicode.Scalar
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
