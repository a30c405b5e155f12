import PanelCore
import PanelLayout

/// The glyphs used for box outlines, dividers and rules on a ``Canvas``.
///
/// ```swift
/// canvas.drawBox(CellRect(x: 0, y: 0, width: 10, height: 3), lines: .rounded)
/// // ╭────────╮
/// // │        │
/// // ╰────────╯
/// ```
package struct LineSet: Sendable, Hashable {
    let topLeft: Unicode.Scalar
    let topRight: Unicode.Scalar
    let bottomLeft: Unicode.Scalar
    let bottomRight: Unicode.Scalar
    let horizontal: Unicode.Scalar
    let vertical: Unicode.Scalar

    /// Light lines with rounded corners: `╭─╮ │ ╰─╯`.
    ///
    /// ```swift
    /// let border = LineSet.rounded
    /// ```
    package static let rounded = LineSet(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    /// Light lines: `┌─┐ │ └─┘`.
    ///
    /// ```swift
    /// let border = LineSet.single
    /// ```
    package static let single = LineSet(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// Heavy lines: `┏━┓ ┃ ┗━┛`.
    ///
    /// ```swift
    /// let border = LineSet.heavy
    /// ```
    package static let heavy = LineSet(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    /// Double lines: `╔═╗ ║ ╚═╝`.
    ///
    /// ```swift
    /// let border = LineSet.double
    /// ```
    package static let double = LineSet(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
    /// ASCII lines: `+-+ | +-+` (what the ASCII backend uses for every border).
    ///
    /// ```swift
    /// let border = LineSet.ascii
    /// ```
    package static let ascii = LineSet(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")

    /// The line set for a tree's border style (`single`, `rounded`, `heavy`, `double`); unknown
    /// styles draw single lines.
    ///
    /// ```swift
    /// LineSet(PanelCore.BorderStyle.heavy) == .heavy // true
    /// ```
    package init(_ border: PanelCore.BorderStyle) {
        switch border.name {
        case "rounded": self = .rounded
        case "heavy": self = .heavy
        case "double": self = .double
        default: self = .single
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
