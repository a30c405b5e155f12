import PanelCore
import TestSupport
import Testing

@_spi(Internals) @testable import PanelText

@Suite struct RendererTests {
    func document(_ children: [Node], values: [NodeID: PanelValue] = [:]) -> PanelDocument {
        PanelDocument(root: ControlSet.node("p", .panel(PanelElement(title: "P")), children), values: values)
    }

    @Test(arguments: [20, 40, 80, 120])
    func asciiOutputIsSevenBitPrintable(width: Int) throws {
        var documents = [ControlSet.document]
        documents += PyteOracleTests.payloads.map(PyteOracleTests.hostileDocument)
        documents.append(
            document([ControlSet.node("e", .text(TextElement("👩‍💻🇯🇵 e\u{301} ｶﾞ 한 \u{1F3F3}\u{FE0F}\u{200D}🌈")))])
        )
        for document in documents {
            let text = try ASCIIRenderer(width: width).render(document)
            #expect(text.utf8.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x0A })
            // Every line is exactly as wide as the canvas or shorter (trailing spaces trimmed), and
            // the borders line up: each line of the panel ends in its right border.
            for line in text.split(separator: "\n") {
                #expect(line.utf8.count <= width)
                #expect(line.last == "|" || line.last == "+")
            }
        }
    }

    @Test func nonASCIIBecomesOneQuestionMarkPerColumn() throws {
        let doc = document([ControlSet.node("e", .text(TextElement("日本 é 👩‍💻 x")))])
        let text = try ASCIIRenderer(width: 30).render(doc)
        #expect(text.contains("| ???? ? ?? x"))
    }

    @Test func longLabelsTruncateOnAGraphemeBoundary() throws {
        let slider = ControlSet.node(
            "s",
            .slider(
                SliderElement(
                    label: "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}",
                    scale: .range(minimum: 0, maximum: 1, step: nil))))
        let short = ControlSet.node("t", .toggle(ToggleElement(label: "ab")))
        let canvas = try ANSIRenderer(width: 20).canvas(for: document([slider, short]))
        let line = canvas.plainText().split(separator: "\n")[1]
        // Label column: 40% of the 16 inner columns = 6, minus the gap: 5 columns, "é" x4 + "…".
        #expect(line.hasPrefix("│ e\u{301}e\u{301}e\u{301}e\u{301}… "))
        let ascii = try ASCIIRenderer(width: 20).render(document([slider, short]))
        #expect(ascii.split(separator: "\n")[1].hasPrefix("| ??... "))
    }

    @Test func rightToLeftSlidersAreMirrored() throws {
        func bar(_ direction: DiscreteStops.Direction) throws -> String {
            let slider = ControlSet.node(
                "s",
                .slider(
                    SliderElement(
                        label: "S", scale: .range(minimum: 0, maximum: 10, step: 1), direction: direction)))
            let line = try ASCIIRenderer(width: 40).render(document([slider], values: ["s": 2])).split(
                separator: "\n")[1]
            let open = line.firstIndex(of: "[")!
            let close = line.firstIndex(of: "]")!
            return String(line[line.index(after: open)..<close])
        }
        let ltr = try bar(.leftToRight)
        let rtl = try bar(.rightToLeft)
        #expect(String(ltr.reversed()) == rtl)
        #expect(ltr.hasPrefix("=") && ltr.hasSuffix("-"))
        #expect(rtl.hasPrefix("-") && rtl.hasSuffix("="))
    }

    @Test func unknownNodesRenderChildrenOrLabelAndValue() throws {
        let withChildren = ControlSet.node(
            "u", .unknown(UnknownElement(kind: "carousel", properties: [:])),
            [ControlSet.node("u.t", .toggle(ToggleElement(label: "Inner")))])
        let leaf = ControlSet.node(
            "v", .unknown(UnknownElement(kind: "gauge", properties: ["label": "Load", "value": 3])))
        let text = try ASCIIRenderer(width: 30).render(document([withChildren, leaf]))
        #expect(text.contains("| Inner [ ] off"))
        #expect(text.contains("| Load: 3 "))
        let text2 = try ASCIIRenderer(width: 30).render(document([withChildren], values: ["u.t": true]))
        #expect(text2.contains("[x] on"))
    }

    @Test func hiddenNodesAndCollapsedFoldersShowNothingInside() throws {
        let hidden = Node(
            id: "h", element: .toggle(ToggleElement(label: "Secret")), modifiers: Modifiers(isHidden: true))
        let folder = ControlSet.node(
            "f", .folder(FolderElement(label: "More", isCollapsed: true)),
            [ControlSet.node("f.x", .toggle(ToggleElement(label: "Inside")))])
        let text = try ASCIIRenderer(width: 30).render(document([hidden, folder]))
        #expect(!text.contains("Secret") && !text.contains("Inside"))
        #expect(text.contains("| > More"))
    }

    @Test func textWrapsOnWordsWhenAsked() throws {
        let wrapped = ControlSet.node("t", .text(TextElement("one two three four five six", wraps: true)))
        let text = try ASCIIRenderer(width: 16).render(document([wrapped]))
        // 16 columns leave 12 inside the border and its padding.
        #expect(
            text == "+ P -----------+\n| one two      |\n| three four   |\n| five six     |\n+--------------+"
        )
    }

    @Test func aContainersBackgroundGoesBehindItsChildren() throws {
        let color = HexColor(red: 0x10, green: 0x20, blue: 0x30)
        let toggle = ControlSet.node("t", .toggle(ToggleElement(label: "On")))
        for children in [[toggle], []] {
            let panel = Node(
                id: "p", element: .panel(PanelElement(title: "P")), modifiers: Modifiers(background: color),
                children: children)
            let canvas = try ANSIRenderer(width: 12, colorDepth: .trueColor).canvas(
                for: PanelDocument(root: panel))
            // The border, the label, the gap after it and the empty room all carry the colour.
            for column in [0, 2, 4, 10] {
                #expect(canvas.style(column: column, row: 1).background == .rgb(0x10, 0x20, 0x30))
            }
        }
    }

    @Test func oneSliderChangeCostsFewerThan64Bytes() throws {
        let sliders = (0..<200).map { index in
            ControlSet.node(
                "s\(index)",
                .slider(
                    SliderElement(label: "Slider \(index)", scale: .range(minimum: 0, maximum: 1, step: 0.01))
                ))
        }
        var values: [NodeID: PanelValue] = [:]
        for index in 0..<200 { values[NodeID("s\(index)")] = .number(0.5) }
        let renderer = ANSIRenderer(width: 80, colorDepth: .trueColor)
        let before = try renderer.canvas(for: document(sliders, values: values))
        values["s150"] = .number(0.53)
        let (bytes, after) = try renderer.update(from: before, to: document(sliders, values: values))
        #expect(
            bytes.count < 64,
            "\(bytes.count) bytes: \(Snapshot.escaped(String(decoding: bytes, as: UTF8.self)))")
        #expect(after.plainText() != before.plainText())
        // The same update at every depth stays small too.
        for depth in [ColorDepth.none, .sixteen, .palette256] {
            let other = ANSIRenderer(width: 80, colorDepth: depth)
            #expect(try other.update(from: before, to: document(sliders, values: values)).bytes.count < 64)
        }
    }

    @Test func diffAppliedToTheOldScreenGivesTheNewScreen() throws {
        guard Oracle.isEnabled else { return }
        var values = ControlSet.document.values
        let renderer = ANSIRenderer(width: 80, colorDepth: .palette256)
        let before = try renderer.canvas(for: ControlSet.document)
        values["speed"] = 1.5
        values["enabled"] = false
        values["title"] = "Changed 世界 title"
        let next = PanelDocument(root: ControlSet.document.root, values: values)
        let (update, after) = try renderer.update(from: before, to: next)
        let full = ScreenDiff.bytes(from: nil, to: before, encoder: renderer.encoder)
        let screen = try PyteScreen.feed(
            String(decoding: full + update, as: UTF8.self), columns: 80, rows: after.height)
        let expected = after.plainText().split(separator: "\n", omittingEmptySubsequences: false)
        for row in 0..<after.height {
            #expect(
                String(screen.lines[row].reversed().drop { $0 == " " }.reversed()) == String(expected[row]))
        }
    }
}
