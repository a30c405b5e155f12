import PanelCore

/// One node of every kind, with modifiers, constraints and extras, for coding tests.
enum Fixtures {
    static let everyKind: Node = Node(
        element: .panel(PanelElement(title: "Card")),
        children: [
            Node(
                id: "radius",
                element: .slider(
                    SliderElement(
                        label: "Radius", scale: .range(minimum: 0, maximum: 48, step: 1), unit: "pt"))),
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
