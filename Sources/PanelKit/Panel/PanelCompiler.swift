/// Turns the items a panel builder collected into the neutral tree and a table of value
/// bindings keyed by full id.
struct PanelCompiler<Model> {
    /// The compiled tree, a `panel` node whose title is the panel's name.
    let root: Node
    /// How to read and write each control's value, by id.
    let bindings: [NodeID: ValueBinding<Model>]
    /// Every control's id in tree order.
    let order: [NodeID]
    /// The monitors bound to the model, in tree order.
    let monitors: [(id: NodeID, binding: MonitorBinding<Model>)]

    init(title: String, items: [PanelItem<Model>]) {
        var bindings: [NodeID: ValueBinding<Model>] = [:]
        var order: [NodeID] = []
        var monitors: [(id: NodeID, binding: MonitorBinding<Model>)] = []
        func compile(_ item: PanelItem<Model>, in parent: NodeID?) -> Node {
            // A nameless item (a `Row`) has no id; its children's ids are its parent's.
            if item.isGrouping {
                return Node(
                    element: item.element, modifiers: item.modifiers,
                    children: item.children.map { compile($0, in: parent) })
            }
            let id = parent.map { $0.appending(item.name) } ?? NodeID(item.name)
            if let monitor = item.monitor { monitors.append((id, monitor)) }
            if let binding = item.binding, bindings[id] == nil {
                bindings[id] = binding
                order.append(id)
            }
            var modifiers = item.modifiers
            // Earlier names are relative to the folder, as the name is.
            if let parent, !modifiers.renamedFrom.isEmpty {
                modifiers.renamedFrom = modifiers.renamedFrom.map { parent.appending($0.rawValue) }
            }
            return Node(
                id: id, element: item.element, modifiers: modifiers,
                children: item.children.map { compile($0, in: id) })
        }
        root = Node(element: .panel(PanelElement(title: title)), children: items.map { compile($0, in: nil) })
        self.bindings = bindings
        self.order = order
        self.monitors = monitors
    }
}
