import PanelCore

/// A document with every node kind and the interesting variants of each control, for snapshots and
/// the terminal oracle.
enum ControlSet {
    static func node(
        _ id: String, _ element: Element, _ children: [Node] = [], modifiers: Modifiers = Modifiers()
    ) -> Node {
        Node(id: NodeID(id), element: element, modifiers: modifiers, children: children)
    }

    static var document: PanelDocument {
        let controls: [Node] = [
            node(
                "speed",
                .slider(
                    SliderElement(
                        label: "Speed", scale: .range(minimum: 0, maximum: 2, step: 0.01), unit: "x"))),
            node(
                "opacity",
                .slider(SliderElement(label: "Opacity", scale: .range(minimum: 0, maximum: 1, step: nil)))),
            node(
                "count",
                .slider(
                    SliderElement(
                        label: "Count", scale: .range(minimum: 0, maximum: 10, step: 1), isInteger: true))),
            node(
                "size",
                .slider(
                    SliderElement(
                        label: "Size", scale: .stops(DiscreteStops([8, 12, 16, 24, 32])), unit: "px"))),
            node(
                "reverse",
                .slider(
                    SliderElement(
                        label: "Reverse", scale: .stops(DiscreteStops([0, 25, 50, 75, 100])), unit: "%",
                        direction: .rightToLeft))),
            node(
                "rtl",
                .slider(
                    SliderElement(
                        label: "RTL range", scale: .range(minimum: 0, maximum: 100, step: 5),
                        direction: .rightToLeft))),
            node("enabled", .toggle(ToggleElement(label: "Enabled"))),
            node("loop", .toggle(ToggleElement(label: "Loop"))),
            node("accent", .colorPicker(ColorPickerElement(label: "Accent"))),
            node(
                "easing",
                .picker(
                    PickerElement(
                        label: "Easing",
                        options: [
                            Option("linear", label: "Linear"), Option("in", label: "Ease in"),
                            Option("out", label: "Ease out"),
                        ]))),
            node("spring", .springEditor(SpringEditorElement(label: "Spring"))),
            node("physics", .springEditor(SpringEditorElement(label: "Physics"))),
            node("enter", .transitionEditor(TransitionEditorElement(label: "Enter"))),
            node("exit", .transitionEditor(TransitionEditorElement(label: "Exit"))),
            node("title", .textField(TextFieldElement(label: "Title"))),
            node(
                "subtitle", .textField(TextFieldElement(label: "Subtitle", placeholder: "Optional subtitle"))),
            node(
                "advanced",
                .folder(FolderElement(label: "Advanced")),
                [
                    node(
                        "advanced.long",
                        .slider(
                            SliderElement(
                                label: "A label far too long for its column, cut with an ellipsis",
                                scale: .range(minimum: -1, maximum: 1, step: 0.1)))),
                    node("advanced.cjk", .toggle(ToggleElement(label: "日本語のラベル"))),
                    node(
                        "advanced.note",
                        .text(
                            TextElement("Text wraps on words when asked to, even in a folder.", wraps: true))),
                    node("advanced.divider", .divider),
                    node(
                        "advanced.off",
                        .slider(
                            SliderElement(label: "Disabled", scale: .range(minimum: 0, maximum: 1, step: 0.1))
                        ), modifiers: Modifiers(isDisabled: true)),
                ]),
            node(
                "hidden", .folder(FolderElement(label: "Collapsed folder", isCollapsed: true)),
                [node("hidden.x", .toggle(ToggleElement(label: "Unseen")))]),
            node(
                "row", .stack(StackElement(axis: .horizontal, spacing: 2)),
                [
                    node("row.reset", .button(ButtonElement(label: "Reset"))),
                    node("row.save", .button(ButtonElement(label: "Save preset"))),
                ]),
            node(
                "notes", .box(BoxElement(title: "Notes", border: .double)),
                [
                    node("notes.text", .text(TextElement("A box with a double border and a title.")))
                ], modifiers: Modifiers(padding: EdgeInsets(leading: 1, trailing: 1))),
            node("gap", .spacer(SpacerElement(minLength: 1))),
            node(
                "gauge",
                .unknown(UnknownElement(kind: "gauge", properties: ["label": "Gauge (unknown kind)"]))),
        ]
        let root = node("motion", .panel(PanelElement(title: "Motion & colour")), controls)
        let values: [NodeID: PanelValue] = [
            "speed": 1, "opacity": 0.35, "count": 7, "size": 16, "reverse": 25, "rtl": 30, "enabled": true,
            "loop": false, "accent": "#FF8800", "easing": "out",
            "spring": Spring.time(duration: 0.35, bounce: 0.24).panelValue,
            "physics": Spring.physics(stiffness: 200, damping: 12, mass: 1).panelValue,
            "enter": Transition.easing(duration: 0.3, bezier: .standard).panelValue,
            "exit": Transition.spring(.time(duration: 0.5, bounce: 0.1)).panelValue,
            "title": "Hello 世界", "advanced.long": 0.5, "advanced.cjk": true, "advanced.off": 0.3,
            "gauge": 42,
        ]
        return PanelDocument(root: root, values: values)
    }
}
