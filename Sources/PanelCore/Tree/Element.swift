/// What a node is: its kind and kind-specific properties.
///
/// Controls (``slider(_:)``, ``toggle(_:)``, …) hold a value in the values map under the
/// node's id; containers (``panel(_:)``, ``folder(_:)``, stacks, boxes, screens) hold
/// children; ``unknown(_:)`` keeps a kind from a newer version intact.
///
/// Backends switch over this enum. New kinds are added as new cases in later versions, so
/// a backend outside this package should keep a `default:` branch (rendering the node as
/// its children, as for ``unknown(_:)``).
///
/// ```swift
/// let element = Element.slider(SliderElement(label: "speed", scale: .stops(DiscreteStops([0.5, 1, 2]))))
/// element.kind    // "slider"
/// element.label   // "speed"
/// ```
public enum Element: Hashable, Sendable {
    /// The root of a tuning panel.
    case panel(PanelElement)
    /// A collapsible group of controls.
    case folder(FolderElement)
    /// A numeric slider.
    case slider(SliderElement)
    /// An on/off switch.
    case toggle(ToggleElement)
    /// A text field.
    case textField(TextFieldElement)
    /// A hex colour well.
    case colorPicker(ColorPickerElement)
    /// A choice among options.
    case picker(PickerElement)
    /// A spring editor.
    case springEditor(SpringEditorElement)
    /// A transition editor.
    case transitionEditor(TransitionEditorElement)
    /// An action button.
    case button(ButtonElement)
    /// A vertical, horizontal or depth stack.
    case stack(StackElement)
    /// Flexible space.
    case spacer(SpacerElement)
    /// Static text.
    case text(TextElement)
    /// A horizontal rule.
    case divider
    /// A bordered, optionally titled container.
    case box(BoxElement)
    /// The root of a constraint layout.
    case screen(ScreenElement)
    /// A dialog drawn over its root when presented.
    case dialog(DialogElement)
    /// A root point that dialogs inside it cover.
    case dialogRoot(DialogRootElement)
    /// The root of a store's panels: inline, or a bottom drawer.
    case panelRoot(PanelRootElement)
    /// A draggable button that snaps to its parent's edges.
    case floatingButton(FloatingButtonElement)
    /// A kind this version does not know.
    case unknown(UnknownElement)

    /// Every kind this version knows, as written in JSON.
    public static let knownKinds: [String] = [
        "panel", "folder", "slider", "toggle", "textField", "colorPicker", "picker", "springEditor",
        "transitionEditor", "button", "stack", "spacer", "text", "divider", "box", "screen",
        "dialog", "dialogRoot", "panelRoot", "floatingButton",
    ]

    /// The kind as written in JSON: `slider`, `folder`, …, or an unknown node's own kind.
    ///
    /// Inlinable so that a backend reading a node in place (the JSON writer) does not copy
    /// the element to ask.
    @inlinable
    public var kind: String {
        switch self {
        case .panel: "panel"
        case .folder: "folder"
        case .slider: "slider"
        case .toggle: "toggle"
        case .textField: "textField"
        case .colorPicker: "colorPicker"
        case .picker: "picker"
        case .springEditor: "springEditor"
        case .transitionEditor: "transitionEditor"
        case .button: "button"
        case .stack: "stack"
        case .spacer: "spacer"
        case .text: "text"
        case .divider: "divider"
        case .box: "box"
        case .screen: "screen"
        case .dialog: "dialog"
        case .dialogRoot: "dialogRoot"
        case .panelRoot: "panelRoot"
        case .floatingButton: "floatingButton"
        case .unknown(let unknown): unknown.kind
        }
    }

    /// Whether this kind holds a value in the values map.
    ///
    /// ```swift
    /// Element.toggle(ToggleElement(label: "on")).holdsValue   // true
    /// Element.button(ButtonElement(label: "go")).holdsValue   // false
    /// ```
    public var holdsValue: Bool {
        switch self {
        case .slider, .toggle, .textField, .colorPicker, .picker, .springEditor, .transitionEditor: true
        case .dialog, .floatingButton: true
        case .panelRoot(let root): root.mode == .drawer
        default: false
        }
    }

    /// The text that names this node for a person: a control's label, a panel's or box's
    /// title, a text's content; `nil` when there is none.
    public var label: String? {
        switch self {
        case .panel(let panel): panel.title
        case .folder(let folder): folder.label
        case .slider(let slider): slider.label
        case .toggle(let toggle): toggle.label
        case .textField(let field): field.label
        case .colorPicker(let picker): picker.label
        case .picker(let picker): picker.label
        case .springEditor(let editor): editor.label
        case .transitionEditor(let editor): editor.label
        case .button(let button): button.label
        case .text(let text): text.text
        case .box(let box): box.title
        case .screen(let screen): screen.title
        case .dialog(let dialog): dialog.title
        case .floatingButton(let button): button.label
        case .stack, .spacer, .divider, .dialogRoot, .panelRoot: nil
        case .unknown(let unknown): unknown.label
        }
    }

    /// The kind-specific properties in their primitive form (the members of the node's JSON
    /// object besides `kind`, `id`, `modifiers`, `constraints` and `children`).
    ///
    /// ```swift
    /// Element.toggle(ToggleElement(label: "on")).properties   // ["label": "on"]
    /// ```
    public var properties: [String: PanelValue] {
        switch self {
        case .panel(let element): element.properties
        case .folder(let element): element.properties
        case .slider(let element): element.properties
        case .toggle(let element): element.properties
        case .textField(let element): element.properties
        case .colorPicker(let element): element.properties
        case .picker(let element): element.properties
        case .springEditor(let element): element.properties
        case .transitionEditor(let element): element.properties
        case .button(let element): element.properties
        case .stack(let element): element.properties
        case .spacer(let element): element.properties
        case .text(let element): element.properties
        case .divider: [:]
        case .box(let element): element.properties
        case .screen(let element): element.properties
        case .dialog(let element): element.properties
        case .dialogRoot(let element): element.properties
        case .panelRoot(let element): element.properties
        case .floatingButton(let element): element.properties
        case .unknown(let element): element.properties
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
    public init(kind: String, reading reader: inout PropertyReader, name: String) {
        switch kind {
        case "panel": self = .panel(PanelElement(reading: &reader, name: name))
        case "folder": self = .folder(FolderElement(reading: &reader, name: name))
        case "slider": self = .slider(SliderElement(reading: &reader, name: name))
        case "toggle": self = .toggle(ToggleElement(reading: &reader, name: name))
        case "textField": self = .textField(TextFieldElement(reading: &reader, name: name))
        case "colorPicker": self = .colorPicker(ColorPickerElement(reading: &reader, name: name))
        case "picker": self = .picker(PickerElement(reading: &reader, name: name))
        case "springEditor": self = .springEditor(SpringEditorElement(reading: &reader, name: name))
        case "transitionEditor":
            self = .transitionEditor(TransitionEditorElement(reading: &reader, name: name))
        case "button": self = .button(ButtonElement(reading: &reader, name: name))
        case "stack": self = .stack(StackElement(reading: &reader, name: name))
        case "spacer": self = .spacer(SpacerElement(reading: &reader, name: name))
        case "text": self = .text(TextElement(reading: &reader, name: name))
        case "divider": self = .divider
        case "box": self = .box(BoxElement(reading: &reader, name: name))
        case "screen": self = .screen(ScreenElement(reading: &reader, name: name))
        case "dialog": self = .dialog(DialogElement(reading: &reader, name: name))
        case "dialogRoot": self = .dialogRoot(DialogRootElement(reading: &reader, name: name))
        case "panelRoot": self = .panelRoot(PanelRootElement(reading: &reader, name: name))
        case "floatingButton": self = .floatingButton(FloatingButtonElement(reading: &reader, name: name))
        default:
            let properties = reader.unread
            for key in properties.keys { _ = reader.value(key) }
            self = .unknown(UnknownElement(kind: kind, properties: properties))
        }
    }
}
