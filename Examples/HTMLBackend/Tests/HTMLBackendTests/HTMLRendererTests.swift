import HTMLBackend
import PanelKit
import Testing

@Suite struct HTMLRendererTests {
    /// The markup of the element whose `data-id` is `id`, up to the end of its opening line.
    private func line(_ html: String, id: String) -> String? {
        html.split(separator: "\n").first { $0.contains("data-id=\"\(id)\"") }.map(String.init)
    }

    @Test func everyVisibleNodeWithAnIDIsOnThePageOnce() throws {
        let document = try Fixture.document("kitchen-sink")
        let html = HTMLRenderer().render(document)
        for node in document.root.allNodes {
            guard let id = node.id else { continue }
            let count = html.components(separatedBy: "data-id=\"\(id.rawValue)\"").count - 1
            #expect(count == (node.modifiers.isHidden ? 0 : 1), "\(id)")
        }
        #expect(!html.contains("never shown"))
    }

    /// A monitor is shown as it was when the document was written: its current reading, its
    /// recent history as a line of blocks (lowest to highest on the monitor's scale), and the
    /// spoken text with min and max as the reading's accessible name.
    @Test func monitorsShowTheirReadingAndHistory() throws {
        var document = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "Sim")),
                children: [
                    Node(
                        id: "fps",
                        element: .monitor(
                            MonitorElement(label: "fps", unit: "Hz", precision: 1, graph: .fixed(0, 120)))),
                    Node(id: "phase", element: .monitor(MonitorElement(label: "phase", type: .text))),
                ]))
        document.samples["fps"] = MonitorReading(history: [0, 60, 120], recorded: 3)
        document.samples["phase"] = MonitorReading(current: .text("<running>"))
        let html = HTMLRenderer().render(document)
        let fps = try #require(line(html, id: "fps"))
        #expect(fps.contains(">120.0 Hz</output>"))
        #expect(fps.contains("aria-label=\"fps 120.0 Hz, min 0.0 Hz, max 120.0 Hz\""))
        #expect(fps.contains(">▁▅█</span>"))
        #expect(try #require(line(html, id: "phase")).contains(">&lt;running&gt;</output>"))
        let markdown = MarkdownRenderer().render(document)
        #expect(markdown.contains("- **fps**: 120.0 Hz, min 0.0 Hz, max 120.0 Hz"))
    }

    /// The new controls show their values as the text backends do: a number field its number
    /// with its precision and unit (a spin button with its bounds).
    @Test func newKindsShowTheirValues() throws {
        let document = PanelDocument(
            root: Node(
                element: .panel(PanelElement(title: "Job")),
                children: [
                    Node(
                        id: "timeout",
                        element: .numberField(
                            NumberFieldElement(
                                label: "timeout", minimum: 0, maximum: 60, precision: 2, unit: "s"))),
                    Node(
                        id: "spawn",
                        element: .rangeSlider(
                            RangeSliderElement(label: "spawn", minimum: 0, maximum: 10, step: 0.5, unit: "s"))
                    ),
                    Node(
                        id: "layers",
                        element: .multiSelect(
                            MultiSelectElement(
                                label: "layers", options: ["grid", Option("axes", label: "<Axes>")]))),
                    Node(
                        id: "offset",
                        element: .point(
                            PointElement(
                                label: "offset",
                                axes: [
                                    .init("x", minimum: -10, maximum: 10, step: 0.5),
                                    .init("y", minimum: -10, maximum: 10, step: 0.5),
                                ], unit: "px"))),
                ]),
            values: ["timeout": 2.5, "spawn": [2, 8.5], "layers": ["axes"], "offset": [8, -3]])
        let html = HTMLRenderer().render(document)
        let timeout = try #require(line(html, id: "timeout"))
        #expect(timeout.contains("role=\"spinbutton\""), "\(timeout)")
        #expect(timeout.contains("value=\"2.50\""), "\(timeout)")
        #expect(
            timeout.contains("aria-valuetext=\"2.50 s\" aria-valuemin=\"0\" aria-valuemax=\"60\""),
            "\(timeout)")
        let spawn = try #require(line(html, id: "spawn"))
        #expect(
            spawn.contains("aria-label=\"spawn lower\" aria-valuemin=\"0\" aria-valuemax=\"8.5\""), "\(spawn)"
        )
        #expect(
            spawn.contains("aria-label=\"spawn upper\" aria-valuemin=\"2\" aria-valuemax=\"10\""), "\(spawn)")
        #expect(spawn.contains(">2.0 – 8.5 s</output>"), "\(spawn)")
        let markdown = MarkdownRenderer().render(document)
        #expect(markdown.contains("- **timeout**: 2.50 s"), "\(markdown)")
        #expect(markdown.contains("- **spawn**: 2.0 – 8.5 s"), "\(markdown)")
        let layers = try #require(line(html, id: "layers"))
        #expect(layers.contains("value=\"grid\" disabled> grid</label>"), "\(layers)")
        #expect(layers.contains("value=\"axes\" checked disabled> &lt;Axes&gt;</label>"), "\(layers)")
        #expect(markdown.contains("- **layers**: \\<Axes\\>"), "\(markdown)")
        let offset = try #require(line(html, id: "offset"))
        #expect(
            offset.contains(
                "min=\"-10\" max=\"10\" step=\"0.5\" value=\"-3\" aria-label=\"offset y\" disabled>"),
            "\(offset)")
        #expect(offset.contains(">x 8.0, y −3.0 px</output>"), "\(offset)")
        #expect(markdown.contains("- **offset**: x 8.0, y −3.0 px"), "\(markdown)")
    }

    /// A folder shown as tabs: a tab list with the open tab selected (the value 1: Shadow),
    /// a panel per tab labelled by its tab, the closed one hidden.
    @Test func aTabsFolderIsATabListAndPanels() throws {
        let html = HTMLRenderer().render(try Fixture.document("kitchen-sink"))
        let list = try #require(html.split(separator: "\n").first { $0.contains("role=\"tablist\"") })
        #expect(list.contains("aria-label=\"look\""), "\(list)")
        #expect(list.contains("aria-selected=\"false\" tabindex=\"-1\">Fill</button>"), "\(list)")
        #expect(list.contains("aria-selected=\"true\" tabindex=\"0\">Shadow</button>"), "\(list)")
        let fill = try #require(line(html, id: "look.fill"))
        #expect(fill.contains("role=\"tabpanel\"") && fill.hasSuffix(" hidden>"), "\(fill)")
        let shadow = try #require(line(html, id: "look.shadow"))
        #expect(shadow.contains("aria-labelledby=\"pk-look-tab-1\" tabindex=\"0\">"), "\(shadow)")
    }

    @Test func aPageIsSelfContained() throws {
        let html = HTMLRenderer().render(try Fixture.document("card"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<title>Card</title>"))
        #expect(html.contains("<style>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("href=\"http"))
        #expect(!html.contains("src="))
    }

    @Test func hostileTextIsEscaped() throws {
        let html = HTMLRenderer().renderBody(try Fixture.document("kitchen-sink"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;"))
        #expect(HTMLText.escape("a\u{1B}[31m\u{85}b") == "a\u{FFFD}[31m\u{FFFD}b")
        #expect(HTMLText.elementID(for: "a.b c\"<") == "pk-a-b-c--")
    }

    @Test func slidersCarryRangeStepStopsAndTheirValueText() throws {
        let html = HTMLRenderer().renderBody(try Fixture.document("kitchen-sink"))
        let radius = try #require(line(html, id: "radius"))
        #expect(
            radius.contains(
                "type=\"range\" id=\"pk-radius\" min=\"0\" max=\"48\" step=\"0.5\" value=\"12.5\""))
        #expect(radius.contains("<output for=\"pk-radius\">12.5 pt</output>"))
        let speed = try #require(line(html, id: "speed"))
        #expect(speed.contains("list=\"pk-speed-stops\" dir=\"rtl\""))
        #expect(
            speed.contains(
                "<datalist id=\"pk-speed-stops\"><option value=\"0.5\"></option><option value=\"1\"></option>"
                    + "<option value=\"1.25\"></option><option value=\"2\"></option></datalist>"))
    }

    @Test func controlsShowTheirValues() throws {
        let html = HTMLRenderer().renderBody(try Fixture.document("kitchen-sink"))
        #expect(try #require(line(html, id: "on")).contains("role=\"switch\" id=\"pk-on\" checked disabled"))
        #expect(try #require(line(html, id: "name")).contains("value=\"Ada\" placeholder=\"Name\""))
        let tint = try #require(line(html, id: "tint"))
        #expect(tint.contains("--pk-color:#3366FF80"))
        #expect(tint.contains("value=\"#3366ff\""))
        #expect(tint.contains("#3366FF80 50%"))
        #expect(
            try #require(line(html, id: "style")).contains("<option value=\"solid\" selected>Solid</option>"))
        let spring = try #require(line(html, id: "motion.spring"))
        #expect(spring.contains("<output>stiffness 200.0 damping 20.0 mass 1.00</output>"))
        #expect(spring.contains("<polyline points=\"0,40 "))
        #expect(try #require(line(html, id: "motion")).contains("<details") == true)
        #expect(try #require(line(html, id: "motion")).contains(" open") == false)
        #expect(
            try #require(line(html, id: "locked")).contains("class=\"pk-button\" disabled>locked</button>"))
    }

    @Test func unknownKindsRenderAsTheirChildrenWithANote() throws {
        let html = HTMLRenderer().renderBody(try Fixture.document("kitchen-sink"))
        #expect(
            html.contains(
                "<p class=\"pk-note\">unknown kind “gauge”, shown as its contents</p>\n<p class=\"pk-text\">load: 0.75</p>"
            ))
        #expect(html.contains("unknown kind “carousel”"))
        #expect(html.contains("data-id=\"pages.first\""))
    }

    @Test func screenChildrenArePlacedByTheLayoutFrames() throws {
        let document = try Fixture.document("kitchen-sink")
        let html = HTMLRenderer(width: 80).renderBody(document)
        // The frames as the layout engine solves them, relative to the screen.
        let result = try LayoutEngine().layout(document.root, width: 80)
        let screen = try #require(result.frame(for: "profile"))
        for id: NodeID in ["header", "caption"] {
            let frame = try #require(result.frame(for: id))
            let style =
                "left:calc(\(frame.x - screen.x) * var(--pk-cell-width));top:calc(\(frame.y - screen.y) * var(--pk-cell-height));"
                + "width:calc(\(frame.width) * var(--pk-cell-width));height:calc(\(frame.height) * var(--pk-cell-height));"
            #expect(try #require(line(html, id: id.rawValue)).contains(style), "\(id)")
        }
        // Checked by hand: the header fills the row under the title, 3 rows high; the caption
        // is one row below it, 4 columns in.
        #expect(
            try #require(line(html, id: "caption")).contains(
                "left:calc(4 * var(--pk-cell-width));top:calc(5 * "))
    }

    @Test func aScreenWhoseLayoutFailsFlowsAndSaysWhy() throws {
        let conflicting = Node(
            id: "screen", element: .screen(ScreenElement(title: "broken")),
            children: [
                Node(
                    id: "a", element: .text(TextElement("a")),
                    constraints: [
                        LayoutConstraint(
                            first: LayoutAnchor(.this, .width), relation: .equal, constant: 3),
                        LayoutConstraint(
                            first: LayoutAnchor(.this, .width), relation: .equal, constant: 5),
                    ])
            ])
        let html = HTMLRenderer().renderBody(PanelDocument(root: conflicting))
        #expect(html.contains("class=\"pk-screen pk-flow\""))
        #expect(html.contains("<p class=\"pk-layout-note\">laid out by CSS: "))
        #expect(html.contains("data-id=\"a\""))
    }
}

@Suite struct HTMLOverlayTests {
    let document = PanelDocument(
        root: Node(
            id: "root", element: .dialogRoot(DialogRootElement()),
            children: [
                Node(id: "body", element: .text(TextElement("behind"))),
                Node(
                    id: "confirm",
                    element: .dialog(DialogElement(title: "Delete?", message: "It cannot be undone.")),
                    children: [Node(id: "confirm.ok", element: .button(ButtonElement(label: "Delete")))]),
                Node(id: "later", element: .dialog(DialogElement(title: "Not now"))),
                Node(id: "fab", element: .floatingButton(FloatingButtonElement(label: "Tune"))),
            ]),
        values: [
            "confirm": DialogPresentation(isPresented: true, z: 1).panelValue, "later": ["presented": false],
        ])

    @Test func aPresentedDialogShowsAndAnotherDoesNot() {
        let html = HTMLRenderer().renderBody(document)
        #expect(
            html.contains(
                "role=\"dialog\" aria-label=\"Delete?\">\n<h2>Delete?</h2>\n<p class=\"pk-text\">It cannot be undone.</p>"
            ))
        #expect(html.contains("data-id=\"confirm.ok\""))
        #expect(!html.contains("Not now"))
        #expect(html.contains("class=\"pk-button pk-floating\">Tune</button>"))
    }

    @Test func theOutlineNamesDialogsAndTheFloatingButton() {
        #expect(
            MarkdownRenderer().render(document) == """
                - behind
                - **Delete?** (dialog, presented)
                  It cannot be undone.
                  - \\[Delete\\] (button)
                - **Not now** (dialog)
                - \\[Tune\\] (floating button)

                """)
    }
}

@Suite struct HTMLRuleTests {
    /// `detail` is shown only while `advanced` is on; `apply` is disabled while `amount` is 0.
    func document(advanced: Bool, amount: Double) -> PanelDocument {
        var detail = Node(id: "detail", element: .text(TextElement("details")))
        detail.modifiers.visibleWhen = .equals("advanced", true)
        var apply = Node(id: "apply", element: .button(ButtonElement(label: "apply")))
        apply.modifiers.disabledWhen = .lessThanOrEqual("amount", 0)
        let root = Node(
            id: "p", element: .panel(PanelElement(title: "Rules")),
            children: [
                Node(id: "advanced", element: .toggle(ToggleElement(label: "advanced"))),
                Node(
                    id: "amount",
                    element: .slider(
                        SliderElement(label: "amount", scale: .range(minimum: 0, maximum: 1, step: nil)))),
                detail, apply,
            ])
        return PanelDocument(root: root, values: ["advanced": .bool(advanced), "amount": .number(amount)])
    }

    @Test func rulesAreEvaluatedOverTheValues() {
        let off = HTMLRenderer().renderBody(document(advanced: false, amount: 0))
        #expect(!off.contains("data-id=\"detail\""))
        #expect(off.contains("class=\"pk-button\" disabled>apply</button>"))
        let on = HTMLRenderer().renderBody(document(advanced: true, amount: 0.5))
        #expect(on.contains("data-id=\"detail\""))
        #expect(on.contains("class=\"pk-button\">apply</button>"))
        #expect(!MarkdownRenderer().render(document(advanced: false, amount: 0)).contains("details"))
        #expect(
            MarkdownRenderer().render(document(advanced: false, amount: 0)).contains(
                "\\[apply\\] (button) (disabled)"))
    }
}
