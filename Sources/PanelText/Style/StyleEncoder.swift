import Synchronization

/// Writes SGR (Select Graphic Rendition) escape sequences for styles at one colour depth, and caches
/// them per (style, depth): the only place in PanelText that writes escape sequences for styles.
///
/// Each sequence starts from a reset (`ESC [ 0 ; … m`), so it never depends on the style before it.
/// RGB colours are downsampled with `downsample(red:green:blue:)`; at ``ColorDepth/none``
/// colours are dropped and attributes kept.
///
/// ```swift
/// let encoder = StyleEncoder(depth: .sixteen)
/// encoder.sgr(TextStyle(foreground: .standard(1), bold: true)) // "\u{1B}[0;1;31m"
/// ```
package final class StyleEncoder: Sendable {
    /// The colour depth the sequences are written for.
    ///
    /// ```swift
    /// StyleEncoder(depth: .trueColor).depth // .trueColor
    /// ```
    package let depth: ColorDepth
    private let cache = Mutex<[TextStyle: [UInt8]]>([:])

    /// Creates an encoder for one colour depth.
    ///
    /// ```swift
    /// let encoder = StyleEncoder(depth: .palette256)
    /// ```
    package init(depth: ColorDepth) {
        self.depth = depth
    }

    /// The SGR sequence for a style, as text.
    ///
    /// ```swift
    /// StyleEncoder(depth: .trueColor).sgr(.plain) // "\u{1B}[0m"
    /// ```
    package func sgr(_ style: TextStyle) -> String {
        String(decoding: bytes(style), as: UTF8.self)
    }

    /// The SGR sequence for a style, as UTF-8 bytes (cached).
    ///
    /// ```swift
    /// let reset = StyleEncoder(depth: .sixteen).bytes(.plain) // ESC [ 0 m
    /// ```
    package func bytes(_ style: TextStyle) -> [UInt8] {
        if let cached = cache.withLock({ $0[style] }) { return cached }
        let encoded = Array(encode(style).utf8)
        cache.withLock { $0[style] = encoded }
        return encoded
    }

    private func encode(_ style: TextStyle) -> String {
        var parts = ["0"]
        if style.bold { parts.append("1") }
        if style.dim { parts.append("2") }
        if style.italic { parts.append("3") }
        if style.underline { parts.append("4") }
        if style.inverse { parts.append("7") }
        if let foreground = style.foreground, let code = colorCode(foreground, background: false) {
            parts.append(code)
        }
        if let background = style.background, let code = colorCode(background, background: true) {
            parts.append(code)
        }
        return "\u{1B}[" + parts.joined(separator: ";") + "m"
    }

    private func colorCode(_ color: TerminalColor, background: Bool) -> String? {
        let extended = background ? "48" : "38"
        func standard(_ index: UInt8) -> String {
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + Int(index % 8))
        }
        switch (color.kind, depth.level) {
        case (_, .none): return nil
        case (.standard(let index), _): return standard(index)
        case (.palette(let index), .sixteen):
            if index < 16 { return standard(index) }
            let rgb = ColorDepth.paletteRGB(index)
            return standard(depth.downsample(red: UInt8(rgb.0), green: UInt8(rgb.1), blue: UInt8(rgb.2))!)
        case (.palette(let index), _): return "\(extended);5;\(index)"
        case (.rgb(let r, let g, let b), .trueColor): return "\(extended);2;\(r);\(g);\(b)"
        case (.rgb(let r, let g, let b), .palette256):
            return "\(extended);5;\(depth.downsample(red: r, green: g, blue: b)!)"
        case (.rgb(let r, let g, let b), .sixteen):
            return standard(depth.downsample(red: r, green: g, blue: b)!)
        }
    }
}
