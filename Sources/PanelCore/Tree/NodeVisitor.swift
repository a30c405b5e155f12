/// Walks the tree one node at a time: one method per kind, each falling back to
/// ``defaultVisit(_:)``, so that a walker says only what is particular to the kinds it cares
/// about, and a kind added later (or unknown to this version) gets the default.
///
/// ``visit(_:)`` dispatches on the node's kind. A walker that descends calls
/// ``visit(_:)`` on the children from its ``defaultVisit(_:)`` (or uses
/// ``visitChildren(of:)`` when its result is `Void`).
///
/// ```swift
/// struct SliderCount: NodeVisitor {
///     var count = 0
///     mutating func defaultVisit(_ node: Node) { visitChildren(of: node) }
///     mutating func visitSlider(_ slider: SliderElement, in node: Node) { count += 1 }
/// }
/// var counter = SliderCount()
/// counter.visit(document.root)
/// counter.count   // the number of sliders
/// ```
public protocol NodeVisitor {
    /// What a visit gives.
    associatedtype Result

    /// The visit of a node whose kind has no method of its own in this visitor.
    mutating func defaultVisit(_ node: Node) -> Result

    /// Visits a panel.
    mutating func visitPanel(_ panel: PanelElement, in node: Node) -> Result
    /// Visits a folder.
    mutating func visitFolder(_ folder: FolderElement, in node: Node) -> Result
    /// Visits a slider.
    mutating func visitSlider(_ slider: SliderElement, in node: Node) -> Result
    /// Visits a toggle.
    mutating func visitToggle(_ toggle: ToggleElement, in node: Node) -> Result
    /// Visits a text field.
    mutating func visitTextField(_ field: TextFieldElement, in node: Node) -> Result
    /// Visits a colour picker.
    mutating func visitColorPicker(_ picker: ColorPickerElement, in node: Node) -> Result
    /// Visits a picker.
    mutating func visitPicker(_ picker: PickerElement, in node: Node) -> Result
    /// Visits a spring editor.
    mutating func visitSpringEditor(_ editor: SpringEditorElement, in node: Node) -> Result
    /// Visits a transition editor.
    mutating func visitTransitionEditor(_ editor: TransitionEditorElement, in node: Node) -> Result
    /// Visits a button.
    mutating func visitButton(_ button: ButtonElement, in node: Node) -> Result
    /// Visits a stack.
    mutating func visitStack(_ stack: StackElement, in node: Node) -> Result
    /// Visits a spacer.
    mutating func visitSpacer(_ spacer: SpacerElement, in node: Node) -> Result
    /// Visits a text.
    mutating func visitText(_ text: TextElement, in node: Node) -> Result
    /// Visits a divider.
    mutating func visitDivider(in node: Node) -> Result
    /// Visits a box.
    mutating func visitBox(_ box: BoxElement, in node: Node) -> Result
    /// Visits a screen.
    mutating func visitScreen(_ screen: ScreenElement, in node: Node) -> Result
    /// Visits a dialog.
    mutating func visitDialog(_ dialog: DialogElement, in node: Node) -> Result
    /// Visits a dialog root.
    mutating func visitDialogRoot(_ root: DialogRootElement, in node: Node) -> Result
    /// Visits a panel root.
    mutating func visitPanelRoot(_ root: PanelRootElement, in node: Node) -> Result
    /// Visits a floating button.
    mutating func visitFloatingButton(_ button: FloatingButtonElement, in node: Node) -> Result
    /// Visits a monitor.
    mutating func visitMonitor(_ monitor: MonitorElement, in node: Node) -> Result
    /// Visits a node of a kind this version does not know.
    mutating func visitUnknown(_ unknown: UnknownElement, in node: Node) -> Result
}

extension NodeVisitor {
    /// Visits `node` through the method for its kind.
    ///
    /// ```swift
    /// var counter = SliderCount()
    /// counter.visit(root)
    /// ```
    public mutating func visit(_ node: Node) -> Result {
        switch node.element {
        case .panel(let element): visitPanel(element, in: node)
        case .folder(let element): visitFolder(element, in: node)
        case .slider(let element): visitSlider(element, in: node)
        case .toggle(let element): visitToggle(element, in: node)
        case .textField(let element): visitTextField(element, in: node)
        case .colorPicker(let element): visitColorPicker(element, in: node)
        case .picker(let element): visitPicker(element, in: node)
        case .springEditor(let element): visitSpringEditor(element, in: node)
        case .transitionEditor(let element): visitTransitionEditor(element, in: node)
        case .button(let element): visitButton(element, in: node)
        case .stack(let element): visitStack(element, in: node)
        case .spacer(let element): visitSpacer(element, in: node)
        case .text(let element): visitText(element, in: node)
        case .divider: visitDivider(in: node)
        case .box(let element): visitBox(element, in: node)
        case .screen(let element): visitScreen(element, in: node)
        case .dialog(let element): visitDialog(element, in: node)
        case .dialogRoot(let element): visitDialogRoot(element, in: node)
        case .panelRoot(let element): visitPanelRoot(element, in: node)
        case .floatingButton(let element): visitFloatingButton(element, in: node)
        case .monitor(let element): visitMonitor(element, in: node)
        case .unknown(let element): visitUnknown(element, in: node)
        }
    }

    /// Returns `defaultVisit(node)`; implement it to handle panel nodes.
    ///
    /// ```swift
    /// mutating func visitPanel(_ panel: PanelElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitPanel(_ panel: PanelElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle folder nodes.
    ///
    /// ```swift
    /// mutating func visitFolder(_ folder: FolderElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitFolder(_ folder: FolderElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle slider nodes.
    ///
    /// ```swift
    /// mutating func visitSlider(_ slider: SliderElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitSlider(_ slider: SliderElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle toggle nodes.
    ///
    /// ```swift
    /// mutating func visitToggle(_ toggle: ToggleElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitToggle(_ toggle: ToggleElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle textField nodes.
    ///
    /// ```swift
    /// mutating func visitTextField(_ field: TextFieldElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitTextField(_ field: TextFieldElement, in node: Node) -> Result {
        defaultVisit(node)
    }
    /// Returns `defaultVisit(node)`; implement it to handle colorPicker nodes.
    ///
    /// ```swift
    /// mutating func visitColorPicker(_ picker: ColorPickerElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitColorPicker(_ picker: ColorPickerElement, in node: Node) -> Result {
        defaultVisit(node)
    }
    /// Returns `defaultVisit(node)`; implement it to handle picker nodes.
    ///
    /// ```swift
    /// mutating func visitPicker(_ picker: PickerElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitPicker(_ picker: PickerElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle springEditor nodes.
    ///
    /// ```swift
    /// mutating func visitSpringEditor(_ editor: SpringEditorElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitSpringEditor(_ editor: SpringEditorElement, in node: Node) -> Result {
        defaultVisit(node)
    }
    /// Returns `defaultVisit(node)`; implement it to handle transitionEditor nodes.
    ///
    /// ```swift
    /// mutating func visitTransitionEditor(_ editor: TransitionEditorElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitTransitionEditor(_ editor: TransitionEditorElement, in node: Node) -> Result {
        defaultVisit(node)
    }
    /// Returns `defaultVisit(node)`; implement it to handle button nodes.
    ///
    /// ```swift
    /// mutating func visitButton(_ button: ButtonElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitButton(_ button: ButtonElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle stack nodes.
    ///
    /// ```swift
    /// mutating func visitStack(_ stack: StackElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitStack(_ stack: StackElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle spacer nodes.
    ///
    /// ```swift
    /// mutating func visitSpacer(_ spacer: SpacerElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitSpacer(_ spacer: SpacerElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle text nodes.
    ///
    /// ```swift
    /// mutating func visitText(_ text: TextElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitText(_ text: TextElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle divider nodes.
    ///
    /// ```swift
    /// mutating func visitDivider(in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitDivider(in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle box nodes.
    ///
    /// ```swift
    /// mutating func visitBox(_ box: BoxElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitBox(_ box: BoxElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle screen nodes.
    ///
    /// ```swift
    /// mutating func visitScreen(_ screen: ScreenElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitScreen(_ screen: ScreenElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle dialog nodes.
    ///
    /// ```swift
    /// mutating func visitDialog(_ dialog: DialogElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitDialog(_ dialog: DialogElement, in node: Node) -> Result { defaultVisit(node) }
    /// Returns `defaultVisit(node)`; implement it to handle dialogRoot nodes.
    ///
    /// ```swift
    /// mutating func visitDialogRoot(_ root: DialogRootElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitDialogRoot(_ root: DialogRootElement, in node: Node) -> Result {
        defaultVisit(node)
    }
    /// Returns `defaultVisit(node)`; implement it to handle panelRoot nodes.
    ///
    /// ```swift
    /// mutating func visitPanelRoot(_ root: PanelRootElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitPanelRoot(_ root: PanelRootElement, in node: Node) -> Result {
        defaultVisit(node)
    }
    /// Returns `defaultVisit(node)`; implement it to handle floatingButton nodes.
    ///
    /// ```swift
    /// mutating func visitFloatingButton(_ button: FloatingButtonElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitFloatingButton(_ button: FloatingButtonElement, in node: Node) -> Result {
        defaultVisit(node)
    }
    /// Returns `defaultVisit(node)`; implement it to handle monitor nodes.
    ///
    /// ```swift
    /// mutating func visitMonitor(_ monitor: MonitorElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitMonitor(_ monitor: MonitorElement, in node: Node) -> Result {
        defaultVisit(node)
    }
    /// Returns `defaultVisit(node)`; implement it to handle unknown nodes.
    ///
    /// ```swift
    /// mutating func visitUnknown(_ unknown: UnknownElement, in node: Node) -> Int { 1 }
    /// ```
    public mutating func visitUnknown(_ unknown: UnknownElement, in node: Node) -> Result {
        defaultVisit(node)
    }
}

extension NodeVisitor where Result == Void {
    /// Visits each child of `node` in order: the usual ``defaultVisit(_:)`` of a walker that
    /// looks at the whole tree.
    ///
    /// ```swift
    /// mutating func defaultVisit(_ node: Node) { visitChildren(of: node) }
    /// ```
    public mutating func visitChildren(of node: Node) {
        for child in node.children { visit(child) }
    }
}
