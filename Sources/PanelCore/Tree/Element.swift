/// What a node is: its kind and kind-specific properties.
///
/// Controls (``slider(_:)``, ``toggle(_:)``, …) hold a value in the values map under the
/// node's id; containers (``panel(_:)``, ``folder(_:)``, stacks, boxes, screens) hold
/// children; ``unknown(_:)`` keeps a kind from a newer version intact.
///
/// Backends switch over this enum. New kinds are added as new cases in later versions, so a
/// backend outside this package should keep a `default:` branch (rendering the node as its
/// children, as for ``unknown(_:)``). Inside the package, each kind's parts are reached through
/// its element type's `ElementKind` conformance and its parts in the other targets (see
/// `withKind(_:)`), never through a switch.
///
/// ```swift
/// let element = Element.slider(SliderElement(label: "speed", scale: .stops(DiscreteStops([0.5, 1, 2]))))
/// element.kind    // "slider"
/// element.label   // "speed"
/// ```
public enum Element: Hashable, Sendable {
    /// The root of a tuning panel.
    ///
    /// ```swift
    /// Node(element: .panel(PanelElement(title: "Card")))
    /// ```
    case panel(PanelElement)
    /// A collapsible group of controls.
    ///
    /// ```swift
    /// Node(element: .folder(FolderElement(label: "motion")))
    /// ```
    case folder(FolderElement)
    /// A numeric slider.
    ///
    /// ```swift
    /// Node(element: .slider(SliderElement(label: "blur", scale: .range(minimum: 0, maximum: 40, step: 1))))
    /// ```
    case slider(SliderElement)
    /// An on/off switch.
    ///
    /// ```swift
    /// Node(element: .toggle(ToggleElement(label: "isEnabled")))
    /// ```
    case toggle(ToggleElement)
    /// A text field.
    ///
    /// ```swift
    /// Node(element: .textField(TextFieldElement(label: "title")))
    /// ```
    case textField(TextFieldElement)
    /// A hex colour well.
    ///
    /// ```swift
    /// Node(element: .colorPicker(ColorPickerElement(label: "tint")))
    /// ```
    case colorPicker(ColorPickerElement)
    /// A choice among options.
    ///
    /// ```swift
    /// Node(element: .picker(PickerElement(label: "style", options: ["glass", "solid"])))
    /// ```
    case picker(PickerElement)
    /// A spring editor.
    ///
    /// ```swift
    /// Node(element: .springEditor(SpringEditorElement(label: "bounce")))
    /// ```
    case springEditor(SpringEditorElement)
    /// A transition editor.
    ///
    /// ```swift
    /// Node(element: .transitionEditor(TransitionEditorElement(label: "appear")))
    /// ```
    case transitionEditor(TransitionEditorElement)
    /// An action button.
    ///
    /// ```swift
    /// Node(element: .button(ButtonElement(label: "reset")))
    /// ```
    case button(ButtonElement)
    /// A vertical, horizontal or depth stack.
    ///
    /// ```swift
    /// Node(element: .stack(StackElement(axis: .vertical, spacing: 1)))
    /// ```
    case stack(StackElement)
    /// Flexible space.
    ///
    /// ```swift
    /// Node(element: .spacer(SpacerElement(minLength: 1)))
    /// ```
    case spacer(SpacerElement)
    /// Static text.
    ///
    /// ```swift
    /// Node(element: .text(TextElement("Hello")))
    /// ```
    case text(TextElement)
    /// A horizontal rule.
    ///
    /// ```swift
    /// Node(element: .divider)
    /// ```
    case divider
    /// A bordered, optionally titled container.
    ///
    /// ```swift
    /// Node(element: .box(BoxElement(title: "Profile")))
    /// ```
    case box(BoxElement)
    /// The root of a constraint layout.
    ///
    /// ```swift
    /// Node(element: .screen(ScreenElement(title: "Profile")))
    /// ```
    case screen(ScreenElement)
    /// A dialog drawn over its root when presented.
    ///
    /// Kept out of line (`indirect`): its payload is twice the size of any other kind's, and
    /// an element is as big as its biggest case, so every node would carry its bytes.
    ///
    /// ```swift
    /// Node(element: .dialog(DialogElement(title: "Delete photo?")))
    /// ```
    indirect case dialog(DialogElement)
    /// A root point that dialogs inside it cover.
    ///
    /// ```swift
    /// Node(element: .dialogRoot(DialogRootElement()))
    /// ```
    case dialogRoot(DialogRootElement)
    /// The root of a store's panels: inline, or a bottom drawer.
    ///
    /// ```swift
    /// Node(element: .panelRoot(PanelRootElement(mode: .drawer)))
    /// ```
    case panelRoot(PanelRootElement)
    /// A draggable button that snaps to its parent's edges.
    ///
    /// ```swift
    /// Node(element: .floatingButton(FloatingButtonElement(label: "+")))
    /// ```
    case floatingButton(FloatingButtonElement)
    /// A read-only value the program shows, optionally as a graph.
    ///
    /// ```swift
    /// Node(element: .monitor(MonitorElement(label: "fps", graph: .fixed(0, 120))))
    /// ```
    case monitor(MonitorElement)
    /// A number typed or stepped, with optional bounds, a step and a precision.
    ///
    /// ```swift
    /// Node(element: .numberField(NumberFieldElement(label: "seed", minimum: 0, step: 1)))
    /// ```
    case numberField(NumberFieldElement)
    /// A lower and an upper end on one track, the lower never above the upper.
    ///
    /// ```swift
    /// Node(element: .rangeSlider(RangeSliderElement(label: "spawn", minimum: 0, maximum: 10)))
    /// ```
    case rangeSlider(RangeSliderElement)
    /// Several options on at once, with an optional minimum and maximum count.
    ///
    /// ```swift
    /// Node(element: .multiSelect(MultiSelectElement(label: "layers", options: ["grid", "axes"])))
    /// ```
    case multiSelect(MultiSelectElement)
    /// A point of two or three numbers, each axis with its own range, step and precision.
    ///
    /// ```swift
    /// Node(element: .point(PointElement(label: "offset", axes: [.init("x", minimum: -1, maximum: 1), .init("y", minimum: -1, maximum: 1)])))
    /// ```
    case point(PointElement)
    /// A kind this version does not know.
    ///
    /// ```swift
    /// Node(element: .unknown(UnknownElement(kind: "chart", properties: ["label": "Sales"])))
    /// ```
    case unknown(UnknownElement)

    /// The element type of every kind this version knows, in the order of `knownKinds`: the
    /// registration of the kinds, from which every target finds each kind's parts.
    package static let kindTypes: [any ElementKind.Type] = [
        PanelElement.self, FolderElement.self, SliderElement.self, ToggleElement.self, TextFieldElement.self,
        ColorPickerElement.self, PickerElement.self, SpringEditorElement.self, TransitionEditorElement.self,
        ButtonElement.self, StackElement.self, SpacerElement.self, TextElement.self, DividerElement.self,
        BoxElement.self, ScreenElement.self, DialogElement.self, DialogRootElement.self,
        PanelRootElement.self,
        FloatingButtonElement.self, MonitorElement.self, NumberFieldElement.self,
        RangeSliderElement.self, MultiSelectElement.self, PointElement.self,
    ]

    /// Every kind this version knows, as written in JSON.
    package static let knownKinds: [String] = kindTypes.map { $0.kind }

    /// Runs `body` on the payload with its kind's type known: the one switch over the cases
    /// that everything asking about a kind goes through.
    ///
    /// ```swift
    /// var body = KindName()
    /// element.withKind(&body)
    /// ```
    package func withKind<Body: ElementKindBody>(_ body: inout Body) -> Body.Result {
        withUnsafePointer(to: self) { Element.withKind(at: $0, &body) }
    }

    /// Runs `body` on the payload of the element at `element`, read in place: what
    /// ``withKind(_:)`` does, without first copying the whole element for the call.
    ///
    /// ```swift
    /// withUnsafePointer(to: node.element) { Element.withKind(at: $0, &body) }
    /// ```
    package static func withKind<Body: ElementKindBody>(
        at element: UnsafePointer<Element>, _ body: inout Body
    )
        -> Body.Result
    {
        switch element.pointee {
        case .panel(let element): body.visit(element)
        case .folder(let element): body.visit(element)
        case .slider(let element): body.visit(element)
        case .toggle(let element): body.visit(element)
        case .textField(let element): body.visit(element)
        case .colorPicker(let element): body.visit(element)
        case .picker(let element): body.visit(element)
        case .springEditor(let element): body.visit(element)
        case .transitionEditor(let element): body.visit(element)
        case .button(let element): body.visit(element)
        case .stack(let element): body.visit(element)
        case .spacer(let element): body.visit(element)
        case .text(let element): body.visit(element)
        case .divider: body.visit(DividerElement())
        case .box(let element): body.visit(element)
        case .screen(let element): body.visit(element)
        case .dialog(let element): body.visit(element)
        case .dialogRoot(let element): body.visit(element)
        case .panelRoot(let element): body.visit(element)
        case .floatingButton(let element): body.visit(element)
        case .monitor(let element): body.visit(element)
        case .numberField(let element): body.visit(element)
        case .rangeSlider(let element): body.visit(element)
        case .multiSelect(let element): body.visit(element)
        case .point(let element): body.visit(element)
        case .unknown(let element): body.visitUnknown(element)
        }
    }

    /// How each known kind is read, in the order of `knownKinds`.
    private static let readers: [@Sendable (inout PropertyReader, () -> String) -> Element] = {
        func reader<Kind: ElementKind>(_ type: Kind.Type)
            -> @Sendable (inout PropertyReader, () -> String) -> Element
        {
            { reader, name in Kind.element(reading: &reader, name: name) }
        }
        return kindTypes.map { reader($0) }
    }()

    /// ``knownKinds``, to be found by their bytes.
    private static let knownKindNames = PropertyReader.MemberNames(knownKinds)

    /// The position among ``knownKinds`` of the kind that `item` names, compared byte for
    /// byte; `nil` when it is not a string or not a known kind.
    package static func knownKindIndex(of item: PrimitiveItem) -> Int? {
        guard case .tape(let tape, let index) = item else {
            return item.string.flatMap { knownKinds.firstIndex(of: $0) }
        }
        let entry = tape.entry(at: index)
        guard entry.tag == .string else { return nil }
        return knownKindNames.position(of: tape.view.bytes(of: entry))
    }

    /// The names of the properties `kind` knows, sorted; `nil` for a kind this version does
    /// not know.
    ///
    /// ```swift
    /// Element.propertyNames(ofKind: "toggle")   // ["label"]
    /// ```
    package static func propertyNames(ofKind kind: String) -> [String]? {
        kindTypes.first { $0.kind == kind }?.propertyNames
    }

    /// The kind as written in JSON: `slider`, `folder`, …, or an unknown node's own kind.
    ///
    /// ```swift
    /// Element.toggle(ToggleElement(label: "on")).kind   // "toggle"
    /// ```
    package var kind: String {
        var body = KindName()
        return withKind(&body)
    }

    /// Whether this kind holds a value in the values map.
    ///
    /// ```swift
    /// Element.toggle(ToggleElement(label: "on")).holdsValue   // true
    /// Element.button(ButtonElement(label: "go")).holdsValue   // false
    /// ```
    package var holdsValue: Bool {
        var body = HoldsValue()
        return withKind(&body)
    }

    /// Whether a node of this kind must have an id (see `ElementKind.needsID`).
    ///
    /// ```swift
    /// Element.button(ButtonElement(label: "go")).needsID   // true
    /// Element.text(TextElement(text: "hi")).needsID        // false
    /// ```
    package var needsID: Bool {
        var body = NeedsID()
        return withKind(&body)
    }

    /// Whether this kind is a control a person edits in a row of its own (a label column and
    /// a control column, reached by the keyboard's focus), as its kind describes itself.
    ///
    /// ```swift
    /// Element.toggle(ToggleElement(label: "on")).isLabelledControl   // true
    /// Element.button(ButtonElement(label: "go")).isLabelledControl   // false
    /// ```
    package var isLabelledControl: Bool {
        var body = IsLabelledControl()
        return withKind(&body)
    }

    /// The text that names this node for a person: a control's label, a panel's or box's
    /// title, a text's content; `nil` when there is none.
    ///
    /// ```swift
    /// Element.box(BoxElement(title: "Profile")).label   // "Profile"
    /// Element.divider.label   // nil
    /// ```
    public var label: String? {
        var body = Label()
        return withKind(&body)
    }

    /// The kind-specific properties in their primitive form (the members of the node's JSON
    /// object besides `kind`, `id`, `modifiers`, `constraints` and `children`).
    ///
    /// ```swift
    /// Element.toggle(ToggleElement(label: "on")).properties   // ["label": "on"]
    /// ```
    package var properties: [String: PanelValue] {
        var body = Properties()
        return withKind(&body)
    }

    /// The element with `label` as its label: a control's, a folder's or a panel's title;
    /// other kinds are returned unchanged.
    ///
    /// ```swift
    /// Element.toggle(ToggleElement(label: "on")).relabeled("Enabled").label   // "Enabled"
    /// ```
    package func relabeled(_ label: String) -> Element {
        var body = Relabeled(label: label)
        return withKind(&body)
    }

    /// Writes the kind-specific properties to `writer` in the order of their names' UTF-8
    /// bytes (an unknown kind's as it holds them, leaving out the node's reserved members).
    package func writeProperties<Writer: PropertyWriter>(to writer: inout Writer) {
        withUnsafeMutablePointer(to: &writer) { pointer in
            var body = WriteProperties(writer: pointer)
            withKind(&body)
        }
    }

    /// Reads an element of `kind` from properties; problems go to the reader. An unknown
    /// kind becomes ``unknown(_:)`` holding every property. `name` is the default label (the
    /// last component of the node's id).
    ///
    /// ```swift
    /// var reader = PropertyReader(["label": "on"], path: "$.root")
    /// let element = Element(kind: "toggle", reading: &reader, name: "on")
    /// ```
    package init(kind: String, reading reader: inout PropertyReader, name: String) {
        self.init(kind: kind, knownIndex: nil, reading: &reader, name: name)
    }

    /// Reads an element as ``init(kind:reading:name:)`` does, with the position of `kind`
    /// among ``knownKinds`` when it is known already (`nil`: found here).
    package init(
        kind: String, knownIndex: Int?, reading reader: inout PropertyReader, name: @autoclosure () -> String
    ) {
        // A kind's name is short: comparing it with the twenty known ones costs less than
        // hashing it.
        if let index = knownIndex ?? Element.knownKinds.firstIndex(of: kind) {
            self = Element.readers[index](&reader, name)
        } else {
            let properties = reader.unread
            for key in properties.keys { _ = reader.value(key) }
            self = .unknown(UnknownElement(kind: kind, properties: properties))
        }
    }
}
