extension DialogOverlay {
    /// A colour overlay, DDDialog's `.color(.black.opacity(0.5))`: the colour's alpha is the
    /// opacity.
    ///
    /// ```swift
    /// DialogOverlay.color(.black.opacity(0.5))   // .dim("#000000", opacity: 0.5)
    /// ```
    public static func color(_ color: HexColor) -> DialogOverlay {
        .dim(
            HexColor(red: color.red, green: color.green, blue: color.blue),
            opacity: (Double(color.alpha) / 255 * 100).rounded() / 100)
    }

    /// A blur overlay, DDDialog's `.effect(.dark)`.
    ///
    /// ```swift
    /// DialogOverlay.effect(.dark)   // .blur(.dark)
    /// ```
    public static func effect(_ style: BlurStyle) -> DialogOverlay {
        .blur(style)
    }
}

extension HexColor {
    /// Black.
    ///
    /// ```swift
    /// HexColor.black.description   // "#000000"
    /// ```
    public static let black = HexColor(red: 0, green: 0, blue: 0)

    /// The same colour at `opacity` (0 to 1), kept in its alpha.
    ///
    /// ```swift
    /// HexColor.black.opacity(0.5).alpha   // 128
    /// ```
    public func opacity(_ opacity: Double) -> HexColor {
        let clamped = opacity.isFinite ? min(1, max(0, opacity)) : 1
        return HexColor(red: red, green: green, blue: blue, alpha: UInt8((clamped * 255).rounded()))
    }
}
