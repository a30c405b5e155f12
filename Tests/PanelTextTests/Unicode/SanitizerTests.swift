import Testing

@testable import PanelText

@Suite struct SanitizerTests {
    @Test func controlsBecomeVisibleStandIns() {
        #expect(Sanitizer.unicode.clean("a\u{1B}[2Jb") == "a␛[2Jb")
        #expect(Sanitizer.ascii.clean("a\u{1B}[2Jb") == "a^[[2Jb")
        #expect(Sanitizer.unicode.clean("\u{7}\u{0}\u{7F}") == "␇␀␡")
        #expect(Sanitizer.ascii.clean("\u{7}\u{0}\u{7F}") == "^G^@^?")
        #expect(Sanitizer.unicode.clean("x\u{9B}31m") == "x<9B>31m")
        #expect(Sanitizer.ascii.clean("\u{80}\u{9F}") == "<80><9F>")
        #expect(Sanitizer.unicode.clean("line\nnext") == "line\nnext")
        #expect(Sanitizer.unicode.cleanLine("line\nnext") == "line next")
        #expect(Sanitizer.unicode.clean("\r\n") == "␍\n")
    }

    @Test func bidiControlsAreRemoved() {
        #expect(Sanitizer.unicode.clean("abc\u{202E}def\u{2066}g\u{2069}\u{200F}") == "abcdefg")
    }

    @Test func everyControlIsReplacedInBothModes() {
        for value in UInt32(0)...0x10FF {
            guard let scalar = Unicode.Scalar(value), value != 0x0A else { continue }
            for sanitizer in [Sanitizer.unicode, .ascii] {
                let cleaned = sanitizer.clean(String(scalar))
                #expect(!cleaned.unicodeScalars.contains { DisplayWidth.isControl($0) }, "U+\(value)")
                if sanitizer.asciiOnly && (value < 0x20 || (0x7F...0x9F).contains(value)) {
                    #expect(cleaned.utf8.allSatisfy { (0x20...0x7E).contains($0) })
                }
            }
        }
    }

    @Test func standInsKeepAlignment() {
        // The cleaned text is measured as it is drawn: one column per control picture.
        let cleaned = Sanitizer.unicode.clean("\u{1B}\u{7}")
        #expect(DisplayWidth.standard.columns(of: cleaned) == 2)
        #expect(DisplayWidth.standard.columns(of: Sanitizer.ascii.clean("\u{1B}")) == 2)
    }

    @Test func cleanTextIsReturnedUnchanged() {
        #expect(Sanitizer.unicode.clean("Speed 速度 🚀") == "Speed 速度 🚀")
    }
}
