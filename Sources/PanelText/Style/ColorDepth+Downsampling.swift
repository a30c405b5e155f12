extension ColorDepth {
    /// The RGB values xterm uses for the 16 standard colours (the reference for downsampling).
    static let standardRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six channel levels of the xterm 6×6×6 colour cube (palette entries 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of a 256-colour palette entry (xterm's palette).
    ///
    /// ```swift
    /// ColorDepth.paletteRGB(196) // (255, 0, 0)
    /// ```
    static func paletteRGB(_ index: UInt8) -> (Int, Int, Int) {
        switch index {
        case 0..<16:
            let c = standardRGB[Int(index)]
            return (Int(c.0), Int(c.1), Int(c.2))
        case 16..<232:
            let i = Int(index) - 16
            return (cubeLevels[i / 36], cubeLevels[i / 6 % 6], cubeLevels[i % 6])
        default:
            let gray = 8 + 10 * (Int(index) - 232)
            return (gray, gray, gray)
        }
    }

    /// The colour index an RGB colour becomes at this depth: a palette index (16–255) for
    /// ``palette256``, a standard colour (0–15) for ``sixteen``; `nil` for ``trueColor`` and ``none``.
    ///
    /// The method: the candidate with the smallest squared Euclidean distance in RGB, ties to the
    /// lowest index. For ``palette256`` the candidates are the cube and the gray ramp (16–255, whose
    /// values are fixed, unlike 0–15 which themes change); for ``sixteen`` the xterm values of the 16
    /// standard colours.
    ///
    /// ```swift
    /// ColorDepth.palette256.downsample(red: 255, green: 136, blue: 0) // 208
    /// ```
    package func downsample(red: UInt8, green: UInt8, blue: UInt8) -> UInt8? {
        let range: ClosedRange<Int>
        switch level {
        case .sixteen: range = 0...15
        case .palette256: range = 16...255
        default: return nil
        }
        let r = Int(red)
        let g = Int(green)
        let b = Int(blue)
        var best = range.lowerBound
        var bestDistance = Int.max
        for index in range {
            let c = Self.paletteRGB(UInt8(index))
            let distance = (c.0 - r) * (c.0 - r) + (c.1 - g) * (c.1 - g) + (c.2 - b) * (c.2 - b)
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return UInt8(best)
    }
}
