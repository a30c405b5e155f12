import PanelCore
import PanelLayout
import Testing

@Suite struct StackLayoutTests {
    @Test(arguments: [(HorizontalAlignment.leading, 0, 0), (.center, 3, 4), (.trailing, 6, 8)])
    func verticalStackAlignments(alignment: HorizontalAlignment, wideX: Int, narrowX: Int) throws {
        let result = try layout(
            .vstack(alignment: alignment, [.text("abcd", id: "wide"), .text("ab", id: "narrow")]), 10, 5)
        #expect(result.frame(for: "wide") == rect(wideX, 0, 4, 1))
        #expect(result.frame(for: "narrow") == rect(narrowX, 1, 2, 1))
    }

    @Test(arguments: [(VerticalAlignment.top, 0, 0), (.center, 2, 1), (.bottom, 4, 2)])
    func horizontalStackAlignments(alignment: VerticalAlignment, shortY: Int, tallY: Int) throws {
        let result = try layout(
            .hstack(
                alignment: alignment,
                [.text("ab", id: "short"), .vstack(id: "tall", [.text("x"), .text("y"), .text("z")])]),
            10, 5)
        #expect(result.frame(for: "short") == rect(0, shortY, 2, 1))
        #expect(result.frame(for: "tall") == rect(2, tallY, 1, 3))
    }

    @Test func depthStackAlignments() throws {
        let horizontal: [(HorizontalAlignment, Int)] = [(.leading, 0), (.center, 3), (.trailing, 6)]
        let vertical: [(VerticalAlignment, Int)] = [(.top, 0), (.center, 2), (.bottom, 4)]
        for (h, x) in horizontal {
            for (v, y) in vertical {
                let result = try layout(
                    .zstack(
                        horizontalAlignment: h, verticalAlignment: v,
                        [
                            .divider(modifiers: Modifiers(frame: FrameModifier(width: 10, height: 5))),
                            .text("abcd", id: "t"),
                        ]), 10, 5)
                #expect(result.frame(for: "t") == rect(x, y, 4, 1), "\(h) \(v)")
            }
        }
    }

    @Test func spacingAndSpacerTakeTheRest() throws {
        let result = try layout(
            .hstack(spacing: 1, [.text("ab", id: "a"), .spacer(id: "gap"), .text("cd", id: "b")]), 20, 1)
        #expect(result.frame(for: "a") == rect(0, 0, 2, 1))
        #expect(result.frame(for: "gap") == rect(3, 0, 14, 0))  // a spacer has no height in a row
        #expect(result.frame(for: "b") == rect(18, 0, 2, 1))
    }

    @Test func equalSharesRoundAtTheEdges() throws {
        let result = try layout(.hstack([.spacer(), .spacer(), .spacer()]), 10, 1)
        #expect(result.exactFrame(at: [1])?.width == 10.0 / 3)
        #expect(result.frame(at: [0]) == rect(0, 0, 3, 0))
        #expect(result.frame(at: [1]) == rect(3, 0, 4, 0))
        #expect(result.frame(at: [2]) == rect(7, 0, 3, 0))
    }

    @Test func dividerIsARowInAColumnAndAColumnInARow() throws {
        let column = try layout(.vstack([.text("ab"), .divider(id: "rule")]), 12, 4)
        #expect(column.frame(for: "rule") == rect(0, 1, 12, 1))
        let row = try layout(.hstack([.text("ab"), .divider(id: "rule")]), 12, 4)
        #expect(row.frame(for: "rule") == rect(2, 0, 1, 4))
    }

    @Test func paddingBorderAndFrames() throws {
        let result = try layout(
            .vstack([
                .text("hi", id: "padded", modifiers: Modifiers(padding: EdgeInsets(all: 1), border: .single)),
                .text("a", id: "fixed", modifiers: Modifiers(frame: FrameModifier(width: 7))),
                .text("abc", id: "min", modifiers: Modifiers(frame: FrameModifier(minWidth: 5))),
                .text("a", id: "grows", modifiers: Modifiers(frame: FrameModifier(maxWidth: 8))),
                .text("abcdef", id: "capped", modifiers: Modifiers(frame: FrameModifier(maxWidth: 3))),
                .text("a", id: "tall", modifiers: Modifiers(frame: FrameModifier(height: 2))),
            ]), 20, 20)
        #expect(result.frame(for: "padded") == rect(0, 0, 6, 5))
        #expect(result.frame(for: "fixed") == rect(0, 5, 7, 1))
        #expect(result.frame(for: "min") == rect(0, 6, 5, 1))
        #expect(result.frame(for: "grows") == rect(0, 7, 8, 1))
        #expect(result.frame(for: "capped") == rect(0, 8, 3, 1))
        #expect(result.frame(for: "tall") == rect(0, 9, 1, 2))
    }

    @Test func boxesHoldTheirContentInsideTheBorder() throws {
        let result = try layout(.vstack([.box("Title", id: "box", [.text("x", id: "inside")])]), 20, 10)
        #expect(result.frame(for: "box") == rect(0, 0, 9, 3))
        #expect(result.frame(for: "inside") == rect(1, 1, 1, 1))
    }

    @Test func hiddenNodesTakeNoSpace() throws {
        let result = try layout(
            .vstack(
                spacing: 1,
                [
                    .text("a"), .text("b", id: "gone", modifiers: Modifiers(isHidden: true)),
                    .text("c", id: "c"),
                ]),
            10, 10)
        #expect(result.frame(for: "c") == rect(0, 2, 1, 1))
        #expect(result.frame(for: "gone")?.isEmpty == true)
    }

    @Test func wrappingTextIsAsTallAsItsLines() throws {
        let result = try layout(.vstack([.text("aaa bbb ccc", wraps: true, id: "t")]), 7, 5)
        #expect(result.frame(for: "t") == rect(0, 0, 7, 2))
        let wide = try layout(.vstack([.text("aaa bbb ccc", wraps: true, id: "t")]), 30, 5)
        #expect(wide.frame(for: "t") == rect(0, 0, 11, 1))
    }

    @Test func panelsAreOneRowPerControlInsideABorder() throws {
        let panel = Node(
            element: .panel(PanelElement(title: "Card")),
            children: [
                Node(
                    id: "speed",
                    element: .slider(
                        SliderElement(label: "speed", scale: .range(minimum: 0, maximum: 2, step: nil)))),
                Node(
                    id: "motion", element: .folder(FolderElement(label: "motion")),
                    children: [Node(id: "motion.shuffle", element: .button(ButtonElement(label: "shuffle")))]),
            ])
        let result = try layout(.vstack([panel]), 40, 10)
        // A panel fills its column; its rows take the width inside the border and the panel's
        // column of padding on each side; a folder's rows are indented by 2.
        #expect(result.frame(at: [0]) == rect(0, 0, 40, 5))
        #expect(result.frame(for: "speed") == rect(2, 1, 36, 1))
        #expect(result.frame(for: "motion") == rect(2, 2, 36, 2))
        #expect(result.frame(for: "motion.shuffle") == rect(4, 3, 34, 1))
    }

    @Test func theRowModelSizesEveryKindOfRow() throws {
        let spring = Node(id: "spring", element: .springEditor(SpringEditorElement(label: "Spring")))
        let note = Node(id: "note", element: .text(TextElement("one two three four", wraps: true)))
        let buttons = Node(
            id: "buttons", element: .stack(StackElement(axis: .horizontal, spacing: 2)),
            children: [
                Node(id: "ok", element: .button(ButtonElement(label: "OK"))),
                Node(id: "cancel", element: .button(ButtonElement(label: "Cancel"))),
            ])
        let box = Node(
            id: "box", element: .box(BoxElement(title: "Box")),
            children: [Node(id: "inner", element: .toggle(ToggleElement(label: "Inner")))])
        let panel = Node(
            id: "p", element: .panel(PanelElement(title: "P")), children: [spring, note, buttons, box])
        let engine = LayoutEngine()
        // 2 rows for the spring editor, 2 for the text wrapped at 12 columns, 1 for the buttons,
        // 3 for the box, and the border.
        #expect(engine.fittingHeight(of: panel, width: 16) == 10)
        let result = try engine.layout(panel, in: CellSize(width: 16, height: 10))
        #expect(result.frame(for: "spring") == rect(2, 1, 12, 2))
        #expect(result.frame(for: "note") == rect(2, 3, 12, 2))
        #expect(result.frame(for: "buttons") == rect(2, 5, 12, 1))
        // Buttons are as wide as their label and chrome, side by side.
        #expect(result.frame(for: "ok") == rect(2, 5, 6, 1))
        #expect(result.frame(for: "cancel") == rect(10, 5, 10, 1))
        #expect(result.frame(for: "box") == rect(2, 6, 12, 3))
        // A control fills its column: the box's inside.
        #expect(result.frame(for: "inner") == rect(3, 7, 10, 1))
    }

    @Test func wrappingBreaksLongWordsByDisplayWidth() {
        // Characters above U+2E80 count as two columns here, like CJK in a terminal.
        let wrap = TextWrap(measure: { $0.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 2 : 1) } })
        #expect(wrap.lines("one two three", columns: 7) == ["one two", "three"])
        #expect(wrap.lines("日本語のラベル ok", columns: 5) == ["日本", "語の", "ラベ", "ル ok"])
        #expect(wrap.lineCount("日本語のラベル ok", width: 5) == 4)
        #expect(wrap.lines("a\n\nb", columns: 3) == ["a", "", "b"])
    }

    @Test func textIsMeasuredByTheInjectedFunction() throws {
        let engine = LayoutEngine(measure: { $0.count * 2 })
        let result = try engine.layout(.vstack([.text("ab", id: "t")]), in: CellSize(width: 10, height: 2))
        #expect(result.frame(for: "t") == rect(0, 0, 4, 1))
    }

    @Test func everyNodeHasAFrameByPath() throws {
        let result = try layout(.vstack([.text("a"), .hstack([.text("b"), .text("c")])]), 10, 3)
        #expect(result.entries.map(\.path) == [[], [0], [1], [1, 0], [1, 1]])
        #expect(result.frame(at: [1, 1]) == rect(1, 1, 1, 1))
        #expect(result.frame(at: []) == rect(0, 0, 10, 3))
    }
}
