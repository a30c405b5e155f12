import Testing

@testable import PanelText

@Suite struct DisplayWidthTests {
    let width = DisplayWidth.standard

    /// Every code point against `wcwidth.wcwidth` (fixture runs `FIRST LAST WIDTH`, -1 = control).
    @Test func everyCodePointMatchesWcwidth() throws {
        let text = try Fixtures.text("wcwidth-codepoints.txt")
        var checked = 0
        var mismatches: [String] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            let first = UInt32(fields[0], radix: 16)!
            let last = UInt32(fields[1], radix: 16)!
            let expected = Int(fields[2])!
            for value in first...last {
                guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
                checked += 1
                let ours = DisplayWidth.isControl(scalar) ? -1 : width.columns(of: scalar)
                // wcwidth gives NUL 0; for us it is a control the sanitiser replaces.
                if ours != expected && !(value == 0 && ours == -1) {
                    mismatches.append(String(value, radix: 16))
                }
            }
        }
        #expect(checked == 0x11_0000 - 0x800)
        #expect(mismatches.isEmpty, "differ from wcwidth: \(mismatches.prefix(20))")
    }

    /// Thousands of sequences against `wcwidth.wcswidth`; where they differ, the difference must be
    /// one of the documented grapheme-cluster rules.
    @Test func sequencesMatchWcswidthOrDocumentedRule() throws {
        let text = try Fixtures.text("wcwidth-sequences.txt")
        var equal = 0
        var byRule: [String: Int] = [:]
        var unexplained: [String] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            let scalars = fields[0].split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars)
            let expected = Int(fields[1])!
            let ours = width.columns(of: string)
            if ours == expected {
                equal += 1
                continue
            }
            let values = scalars.map(\.value)
            let rule: String?
            if values.count >= 2 && values[1] == 0xFE0E && ours == 1 && string.count == 1 {
                rule = "VS15 text presentation"
            } else if values.contains(0x20E3) && ours == 2 && string.count == 1 {
                rule = "keycap"
            } else if values.contains(0x200D) && ours == 2 && string.count == 1 {
                rule = "ZWJ sequence"
            } else if values.contains(where: { (0x1F3FB...0x1F3FF).contains($0) }) && ours == 2
                && string.count == 1
            {
                rule = "modifier sequence"
            } else {
                rule = nil
            }
            if let rule {
                byRule[rule, default: 0] += 1
            } else {
                unexplained.append("\(fields[0]) (\(fields[2])): ours \(ours), wcswidth \(expected)")
            }
        }
        #expect(equal > 6_000)
        #expect(unexplained.isEmpty, "\(unexplained.count) unexplained: \(unexplained.prefix(10))")
        // The documented differences do occur in the fixture set (so the rules above are exercised).
        #expect(byRule["VS15 text presentation", default: 0] > 0)
        #expect(byRule["keycap", default: 0] > 0)
    }

    @Test(arguments: [
        ("a", 1), ("日本", 4), ("e\u{301}", 1), ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("ｶ", 1),
        ("ｶﾞ", 2), ("Ａ", 2), ("🇯🇵", 2), ("🇯", 1), ("👩‍💻", 2), ("👨‍👩‍👧‍👦", 2), ("❤\u{200D}🔥", 2),
        ("👍🏽", 2), ("☝🏻", 2), ("1\u{20E3}", 2), ("1\u{FE0F}\u{20E3}", 2), ("⌚\u{FE0E}", 1),
        ("⌚", 2), ("☺\u{FE0F}", 2), ("☺", 1), ("\u{200B}", 0), ("±", 1),
    ])
    func clusterRules(text: String, columns: Int) {
        #expect(
            width.columns(of: text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func ambiguousIsConfigurable() {
        let wide = DisplayWidth(ambiguousIsWide: true)
        #expect(wide.columns(of: "±") == 2)
        #expect(wide.columns(of: "α①") == 4)
        #expect(wide.columns(of: "e\u{300}") == 1)  // U+0300 is ambiguous but a combining mark: stays 0
        #expect(wide.columns(of: "abc") == 3)
        #expect(DisplayWidth.standard.columns(of: "α①") == 2)
    }

    @Test func unicodeVersionIsPinned() {
        #expect(DisplayWidth.unicodeVersion == "15.0.0")
    }
}
