import Testing

@testable import PanelText

@Suite struct ColorDepthTests {
    func detect(_ option: ColorDepth?, _ environment: [String: String], tty: Bool = true) -> ColorDepth {
        ColorDepth.detect(option: option, environment: environment, isTerminal: tty)
    }

    func detect(_ environment: [String: String], tty: Bool = true) -> ColorDepth {
        detect(nil, environment, tty: tty)
    }

    @Test func precedence() {
        #expect(detect(.trueColor, ["NO_COLOR": "1"], tty: false) == .trueColor)
        #expect(detect(["NO_COLOR": "1", "FORCE_COLOR": "3"]) == .none)
        #expect(detect(["NO_COLOR": "", "TERM": "xterm-256color"]) == .palette256)
        #expect(detect(["FORCE_COLOR": "0", "COLORTERM": "truecolor"]) == .none)
        #expect(detect(["FORCE_COLOR": "1"], tty: false) == .sixteen)
        #expect(detect(["FORCE_COLOR": "", "COLORTERM": "24bit"], tty: false) == .trueColor)
        #expect(detect(["FORCE_COLOR": "2"], tty: false) == .palette256)
        #expect(detect(["FORCE_COLOR": "3", "TERM": "dumb"], tty: false) == .trueColor)
        #expect(detect(["FORCE_COLOR": "true", "TERM": "dumb"]) == .sixteen)
        #expect(detect(["COLORTERM": "truecolor"], tty: false) == .none)
        #expect(detect(["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
        #expect(detect(["COLORTERM": "truecolor", "TERM": "xterm-256color"]) == .trueColor)
        #expect(detect(["TERM": "screen-256color"]) == .palette256)
        #expect(detect(["TERM": "xterm"]) == .sixteen)
        #expect(detect([:]) == .sixteen)
    }

    @Test func downsamplingPicksTheNearestColour() {
        // Exact cube and gray entries map to themselves.
        #expect(ColorDepth.palette256.downsample(red: 255, green: 0, blue: 0) == 196)
        #expect(ColorDepth.palette256.downsample(red: 255, green: 135, blue: 0) == 208)
        #expect(ColorDepth.palette256.downsample(red: 128, green: 128, blue: 128) == 244)
        #expect(ColorDepth.palette256.downsample(red: 0, green: 0, blue: 0) == 16)
        #expect(ColorDepth.sixteen.downsample(red: 250, green: 10, blue: 10) == 9)
        #expect(ColorDepth.sixteen.downsample(red: 0, green: 190, blue: 200) == 6)
        #expect(ColorDepth.trueColor.downsample(red: 1, green: 2, blue: 3) == nil)
        // Brute force: no palette entry is nearer than the chosen one.
        for value in stride(from: 0, through: 255, by: 51) {
            let chosen = ColorDepth.palette256.downsample(
                red: UInt8(value), green: 40, blue: UInt8(255 - value))!
            let c = ColorDepth.paletteRGB(chosen)
            let best =
                (value - c.0) * (value - c.0) + (40 - c.1) * (40 - c.1) + (255 - value - c.2)
                * (255 - value - c.2)
            for index in 16...255 {
                let o = ColorDepth.paletteRGB(UInt8(index))
                let d =
                    (value - o.0) * (value - o.0) + (40 - o.1) * (40 - o.1) + (255 - value - o.2)
                    * (255 - value - o.2)
                #expect(d >= best)
            }
        }
    }

    @Test func sgrPerDepth() {
        let style = TextStyle(foreground: .rgb(255, 135, 0), bold: true)
        #expect(StyleEncoder(depth: .trueColor).sgr(style) == "\u{1B}[0;1;38;2;255;135;0m")
        #expect(StyleEncoder(depth: .palette256).sgr(style) == "\u{1B}[0;1;38;5;208m")
        // Nearest of the 16: yellow (205,205,0) at distance 7400 beats bright yellow (14400) and red.
        #expect(StyleEncoder(depth: .sixteen).sgr(style) == "\u{1B}[0;1;33m")
        #expect(StyleEncoder(depth: .none).sgr(style) == "\u{1B}[0;1m")
        #expect(StyleEncoder(depth: .sixteen).sgr(TextStyle(background: .standard(4))) == "\u{1B}[0;44m")
        #expect(StyleEncoder(depth: .sixteen).sgr(TextStyle(foreground: .palette(196))) == "\u{1B}[0;91m")
        #expect(TerminalColor(hex: "#0af") == .rgb(0, 170, 255))
        #expect(TerminalColor(hex: "#FF880080") == .rgb(255, 136, 0))
        #expect(TerminalColor(hex: "nope") == nil)
    }
}
