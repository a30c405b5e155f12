import PanelCore

/// Hand-written documents used by several test targets.
///
/// ```swift
/// let bytes = try JSONRenderer().encode(Samples.card)
/// ```
package enum Samples {
    /// The slider both samples start with: `radius`, 0…48 pt in steps of 1.
    static let radius = Node(
        id: "radius",
        element: .slider(
            SliderElement(label: "Radius", scale: .range(minimum: 0, maximum: 48, step: 1), unit: "pt")))

    /// A panel with a control of every kind, a folder, and values for every control.
    package static let card: PanelDocument = {
        let root = Node(
            element: .panel(PanelElement(title: "Card")),
            children: [
                radius,
                Node(
                    id: "motion", element: .folder(FolderElement(label: "Motion")),
                    children: [
                        Node(
                            id: "motion.speed",
                            element: .slider(
                                SliderElement(
                                    label: "Speed", scale: .stops(DiscreteStops([0.5, 1, 1.25, 2]))))),
                        Node(
                            id: "motion.spring", element: .springEditor(SpringEditorElement(label: "Spring"))),
                        Node(
                            id: "motion.transition",
                            element: .transitionEditor(TransitionEditorElement(label: "Transition"))),
                        Node(id: "motion.shuffle", element: .button(ButtonElement(label: "Shuffle"))),
                    ]),
                Node(
                    id: "style",
                    element: .picker(
                        PickerElement(label: "Style", options: [Option("glass", label: "Glass"), "solid"]))),
                Node(id: "enabled", element: .toggle(ToggleElement(label: "Enabled"))),
                Node(id: "fill", element: .colorPicker(ColorPickerElement(label: "Fill"))),
                Node(
                    id: "title",
                    element: .textField(TextFieldElement(label: "Title", placeholder: "Untitled"))),
                Node(element: .divider),
                Node(element: .text(TextElement("Framework: PanelKit", wraps: true))),
                Node(
                    element: .box(BoxElement(title: "Layout", border: .rounded)),
                    modifiers: Modifiers(padding: EdgeInsets(all: 1), foreground: "#fa0"),
                    children: [
                        Node(
                            element: .stack(StackElement(axis: .horizontal, spacing: 1)),
                            children: [
                                Node(element: .text(TextElement("left"))),
                                Node(element: .spacer(SpacerElement(minLength: 2))),
                            ])
                    ]),
                Node(
                    element: .screen(ScreenElement(title: "Preview")),
                    children: [
                        Node(
                            id: "badge", element: .text(TextElement("New")),
                            constraints: [
                                LayoutConstraint(
                                    first: LayoutAnchor(.this, .trailing), relation: .equal,
                                    second: LayoutAnchor(.parent, .trailing), constant: -2, priority: .strong)
                            ])
                    ]),
                Node(
                    id: "gain",
                    element: .unknown(
                        UnknownElement(kind: "knob", properties: ["label": "Gain", "detents": 12]))),
            ])
        return PanelDocument(
            root: root,
            values: [
                "radius": 12, "motion.speed": 1.25, "motion.spring": Spring.default.panelValue,
                "motion.transition": Transition.default.panelValue, "style": "glass", "enabled": true,
                "fill": "#FF8800",
                "title": "Hello \"world\"", "gain": 0.5,
            ])
    }()

    /// One node of every kind, with modifiers, constraints and extras, for coding tests; the
    /// kinds that give their own samples (``KindSample``) after the hand-written ones.
    package static let everyKind: Node = {
        var root = handWrittenKinds
        root.children += ownSamples
        return root
    }()

    /// The kinds written out here, before each kind gave its own samples.
    static let handWrittenKinds: Node = Node(
        element: .panel(PanelElement(title: "Card")),
        children: [
            radius,
            Node(
                id: "speed",
                element: .slider(
                    SliderElement(
                        label: "speed", scale: .stops(DiscreteStops([0.5, 1, 2])), direction: .rightToLeft,
                        isInteger: false))),
            Node(
                id: "count",
                element: .slider(
                    SliderElement(
                        label: "count", scale: .range(minimum: 1, maximum: 9, step: nil), isInteger: true))),
            Node(
                id: "on", element: .toggle(ToggleElement(label: "on")), modifiers: Modifiers(isDisabled: true)
            ),
            Node(id: "title", element: .textField(TextFieldElement(label: "title", placeholder: "Title"))),
            Node(id: "fill", element: .colorPicker(ColorPickerElement(label: "fill"))),
            Node(
                id: "style",
                element: .picker(
                    PickerElement(label: "style", options: [Option("glass", label: "Glass"), "solid"]))),
            Node(
                id: "motion", element: .folder(FolderElement(label: "motion", isCollapsed: true)),
                children: [
                    Node(id: "motion.spring", element: .springEditor(SpringEditorElement(label: "spring"))),
                    Node(
                        id: "motion.transition",
                        element: .transitionEditor(TransitionEditorElement(label: "transition"))),
                    Node(id: "motion.shuffle", element: .button(ButtonElement(label: "shuffle"))),
                    Node(
                        id: "motion.fps",
                        element: .monitor(
                            MonitorElement(label: "fps", unit: "Hz", precision: 1, graph: .fixed(0, 120)))),
                    Node(
                        id: "motion.delay",
                        element: .numberField(
                            NumberFieldElement(
                                label: "delay", minimum: 0, step: 0.05, precision: 2, unit: "s"))),
                    Node(
                        id: "motion.window",
                        element: .rangeSlider(
                            RangeSliderElement(label: "window", minimum: 0, maximum: 1, step: 0.05))),
                    Node(
                        id: "motion.layers",
                        element: .multiSelect(MultiSelectElement(label: "layers", options: ["grid", "axes"]))),
                    Node(
                        id: "motion.offset",
                        element: .point(
                            PointElement(
                                label: "offset",
                                axes: [
                                    .init("x", minimum: -10, maximum: 10, step: 0.5),
                                    .init("y", minimum: -10, maximum: 10, step: 0.5),
                                ], unit: "px"))),
                ]),
            Node(
                id: "layers", element: .dialogRoot(DialogRootElement()),
                children: [
                    Node(
                        id: "layers.confirm",
                        element: .dialog(
                            DialogElement(
                                title: "Delete?", message: "This cannot be undone.", placement: .bottom,
                                overlay: .blur(.dark), dismissOnOutsideTap: false, animation: .default,
                                transition: .default)),
                        children: [
                            Node(
                                id: "layers.confirm.cancel",
                                element: .button(ButtonElement(label: "Cancel", role: .cancel))),
                            Node(
                                id: "layers.confirm.delete",
                                element: .button(ButtonElement(label: "Delete", role: .destructive))),
                        ]),
                    Node(
                        id: "layers.dial",
                        element: .panelRoot(
                            PanelRootElement(mode: .drawer, position: .topLeft, storageID: "card")),
                        children: [
                            Node(
                                id: "layers.dial.fab",
                                element: .floatingButton(
                                    FloatingButtonElement(label: "tune", corner: .topLeft)))
                        ]),
                ]),
            Node(
                id: "screen", element: .screen(ScreenElement(title: "Profile")),
                children: [
                    Node(
                        id: "header", element: .box(BoxElement(title: "Profile", border: .rounded)),
                        modifiers: Modifiers(
                            padding: EdgeInsets(all: 1), frame: FrameModifier(minWidth: 10, maxHeight: 5),
                            border: .double,
                            foreground: "#FFFFFF", background: "#11223380", isHidden: true),
                        constraints: [
                            LayoutConstraint(
                                first: LayoutAnchor(.this, .top), relation: .equal,
                                second: LayoutAnchor(.parent, .top)),
                            LayoutConstraint(
                                first: LayoutAnchor(.this, .width), relation: .lessThanOrEqual,
                                second: LayoutAnchor(.parent, .width), multiplier: 0.5, constant: -2,
                                priority: .weak),
                            LayoutConstraint(
                                first: LayoutAnchor(.this, .height), relation: .greaterThanOrEqual,
                                constant: 3, priority: 600),
                        ],
                        children: [
                            Node(
                                element: .stack(
                                    StackElement(
                                        axis: .horizontal, spacing: 2, horizontalAlignment: .center,
                                        verticalAlignment: .bottom)),
                                children: [
                                    Node(element: .text(TextElement("Name", wraps: true))),
                                    Node(element: .spacer(SpacerElement(minLength: 1))),
                                    Node(element: .divider),
                                ])
                        ]),
                    Node(
                        id: "details", element: .box(BoxElement()),
                        constraints: [
                            LayoutConstraint(
                                first: LayoutAnchor(.this, .top), relation: .equal,
                                second: LayoutAnchor(.node("header"), .bottom),
                                constant: 1)
                        ]),
                ]),
            Node(
                id: "future",
                element: .unknown(
                    UnknownElement(kind: "knob", properties: ["label": "gain", "detents": [1, 2]])),
                children: [Node(id: "future.inner", element: .toggle(ToggleElement(label: "inner")))]),
        ],
        extras: ["haptics": true])
}
