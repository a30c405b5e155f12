/// One node of the neutral tree that every backend and frontend shares.
///
/// A node has a kind and its properties (``element``), a stable ``id`` (the dotted path
/// its author wrote; layout-only nodes may have none), optional ``modifiers``, layout
/// `constraints` and ``children``. A node never holds a control's current value: values
/// live apart, in a ``PanelDocument``'s values map keyed by id.
///
/// Nodes are plain values: `Hashable`, `Sendable` and `Codable`. The JSON form is an object
/// with `kind`, `id`, the kind's properties, and `modifiers`, `constraints` and `children`
/// when present. Properties this version does not know are kept in `extras` and written
/// back, so a tree from a newer minor version passes through unharmed.
///
/// ```swift
/// let node = Node(
///     id: "motion", element: .folder(FolderElement(label: "motion")),
///     children: [Node(id: "motion.shuffle", element: .button(ButtonElement(label: "shuffle")))])
/// node.kind                  // "folder"
/// node.children[0].id        // "motion.shuffle"
/// print(node.dump())
/// ```
public struct Node: Hashable, Sendable {
    /// The stable id, or `nil` for an anonymous layout node.
    ///
    /// ```swift
    /// Node(id: "title", element: .text(TextElement("Hello"))).id   // "title"
    /// ```
    public var id: NodeID?
    /// The kind and its properties.
    ///
    /// ```swift
    /// Node(element: .divider).element   // .divider
    /// ```
    public var element: Element
    /// Presentation settings.
    ///
    /// ```swift
    /// var node = Node(element: .divider)
    /// node.modifiers.padding = EdgeInsets(all: 1)
    /// ```
    public var modifiers: Modifiers
    /// Constraints that place this node (inside a ``ScreenElement`` or another constraint
    /// layout).
    ///
    /// ```swift
    /// Text("Hi").constraints { c in c.top == c.parent.top }.node.constraints.count   // 1
    /// ```
    package var constraints: [LayoutConstraint]
    /// The children, in order.
    ///
    /// ```swift
    /// Node(element: .stack(StackElement(axis: .vertical)), children: [Node(element: .divider)]).children.count   // 1
    /// ```
    public var children: [Node]
    /// Properties this version does not know, kept for a round trip.
    ///
    /// ```swift
    /// Node(element: .divider, extras: ["x-note": "kept"]).extras["x-note"]   // "kept"
    /// ```
    package var extras: [String: PanelValue]

    /// Creates a node.
    ///
    /// ```swift
    /// Node(id: "fill", element: .colorPicker(ColorPickerElement(label: "fill")))
    /// ```
    public init(
        id: NodeID? = nil, element: Element, modifiers: Modifiers = Modifiers(),
        constraints: [LayoutConstraint] = [], children: [Node] = [], extras: [String: PanelValue] = [:]
    ) {
        self.id = id
        self.element = element
        self.modifiers = modifiers
        self.constraints = constraints
        self.children = children
        self.extras = extras
    }

    /// The kind as written in JSON, e.g. `slider`.
    ///
    /// ```swift
    /// Node(element: .divider).kind   // "divider"
    /// ```
    public var kind: String { element.kind }

    /// This node and all its descendants, depth first, parents before children.
    ///
    /// ```swift
    /// tree.allNodes.compactMap(\.id)   // every id in the tree
    /// ```
    public var allNodes: [Node] {
        var out: [Node] = []
        var stack: [Node] = [self]
        while let node = stack.popLast() {
            out.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return out
    }

    /// The first node with this id, searching depth first.
    ///
    /// ```swift
    /// tree.node(withID: "motion.shuffle")?.kind   // "button"
    /// ```
    package func node(withID id: NodeID) -> Node? {
        if self.id == id { return self }
        for child in children {
            if let found = child.node(withID: id) { return found }
        }
        return nil
    }

    /// The deepest nesting below this node (0 for a leaf).
    ///
    /// ```swift
    /// Node(element: .stack(StackElement(axis: .vertical)), children: [Node(element: .divider)]).depth   // 1
    /// ```
    package var depth: Int {
        var deepest = 0
        var stack: [(Node, Int)] = [(self, 0)]
        while let (node, level) = stack.popLast() {
            deepest = max(deepest, level)
            for child in node.children { stack.append((child, level + 1)) }
        }
        return deepest
    }
}
