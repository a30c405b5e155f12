import PanelCore

/// Hand-written documents used by several tests.
enum Samples {
    /// A panel with a control of every kind, a folder, and values for every control.
    static let card: PanelDocument = {
        let root = Node(
            element: .panel(PanelElement(title: "Card")),
            children: [
                Node(
                    id: "radius",
                    element: .slider(
                        SliderElement(
                            label: "Radius", scale: .range(minimum: 0, maximum: 48, step: 1), unit: "pt"))),
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
}
