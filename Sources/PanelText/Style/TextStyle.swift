/// How a cell looks: foreground and background colour and text attributes.
///
/// The canvas interns styles and stores a small id per cell; the encoder turns each style into an SGR
/// sequence once per colour depth.
///
/// ```swift
/// let label = TextStyle(foreground: .standard(6), bold: true)
/// ```
package struct TextStyle: Sendable, Hashable {
    /// The text colour, or `nil` for the terminal's default.
    ///
    /// ```swift
    /// TextStyle(foreground: .standard(2)).foreground // green
    /// ```
    package var foreground: TerminalColor?
    /// The cell's background colour, or `nil` for the terminal's default.
    ///
    /// ```swift
    /// TextStyle(background: .rgb(0, 0, 64)).background
    /// ```
    package var background: TerminalColor?
    /// Bold (increased intensity).
    ///
    /// ```swift
    /// TextStyle(bold: true).bold // true
    /// ```
    package var bold: Bool
    /// Dim (decreased intensity).
    ///
    /// ```swift
    /// TextStyle(dim: true).dim // true
    /// ```
    package var dim: Bool
    /// Italic.
    ///
    /// ```swift
    /// TextStyle(italic: true).italic // true
    /// ```
    package var italic: Bool
    /// Underlined.
    ///
    /// ```swift
    /// TextStyle(underline: true).underline // true
    /// ```
    package var underline: Bool
    /// Foreground and background swapped.
    ///
    /// ```swift
    /// TextStyle(inverse: true).inverse // true
    /// ```
    package var inverse: Bool

    /// Creates a style; every part defaults to the terminal's default.
    ///
    /// ```swift
    /// let muted = TextStyle(dim: true)
    /// ```
    package init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
        dim: Bool = false, italic: Bool = false, underline: Bool = false, inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.inverse = inverse
    }

    /// The terminal's default look.
    ///
    /// ```swift
    /// TextStyle.plain == TextStyle() // true
    /// ```
    package static let plain = TextStyle()
}
