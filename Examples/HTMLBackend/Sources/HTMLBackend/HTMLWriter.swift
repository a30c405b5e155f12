import PanelKit

/// Writes the markup of a tree, node by node, into one string.
struct HTMLWriter {
    /// The current values, by id.
    let values: ValueMap
    /// The monitors' readings (the document's `samples` member), by id.
    let samples: [NodeID: MonitorReading]
    /// The frames when the tree holds a screen: solved, or the layout's error.
    let layout: Result<LayoutResult, LayoutError>?
    /// The markup so far.
    private(set) var output = ""

    init(
        values: ValueMap, samples: [NodeID: MonitorReading] = [:], layout: Result<LayoutResult, LayoutError>?
    ) {
        self.values = values
        self.samples = samples
        self.layout = layout
    }

    mutating func append(_ text: String) {
        output += text
    }

    /// Writes a node (nothing when it is hidden) at `path`, with `extraStyle` from its
    /// placement in a screen.
    mutating func write(_ node: Node, path: [Int], extraStyle: String = "", extraClass: String = "") {
        // Visibility and disabled rules are evaluated over the document's values.
        if node.modifiers.isHidden(for: values) { return }
        let context = NodeContext(
            node: node, isDisabled: node.modifiers.isDisabled(for: values), extraStyle: extraStyle,
            extraClass: extraClass)
        writeElement(node, path: path, context: context)
    }

    /// Writes every child of `node` that is not hidden.
    mutating func writeChildren(of node: Node, path: [Int]) {
        for (index, child) in node.children.enumerated() {
            write(child, path: path + [index])
        }
    }

    /// Writes the children of a screen placed by their frames, relative to the screen's
    /// frame; returns `false` (writing nothing) when there are no frames to place them by.
    mutating func writePlacedChildren(of screen: Node, path: [Int]) -> Bool {
        guard case .success(let result)? = layout, let origin = result.frame(at: path) else { return false }
        for (index, child) in screen.children.enumerated() {
            guard let frame = result.frame(at: path + [index]) else { continue }
            let style =
                "left:calc(\(frame.x - origin.x) * var(--pk-cell-width));top:calc(\(frame.y - origin.y) * var(--pk-cell-height));"
                + "width:calc(\(frame.width) * var(--pk-cell-width));height:calc(\(frame.height) * var(--pk-cell-height));"
            write(child, path: path + [index], extraStyle: style, extraClass: "pk-placed")
        }
        return true
    }

    /// The current value of a node, if it has an id and a value.
    func value(of node: Node) -> PanelValue? {
        node.id.flatMap { values[$0] }
    }
}

/// What every element's opening tag carries: id, classes, inline style from modifiers and
/// placement, disabled state.
struct NodeContext {
    let node: Node
    /// Disabled by the node's modifier or its rule over the current values.
    let isDisabled: Bool
    let extraStyle: String
    let extraClass: String

    /// The HTML id of the node's control (`pk-motion-spring`), or `nil` for an anonymous node.
    var elementID: String? { node.id.map { HTMLText.elementID(for: $0.rawValue) } }

    /// ` id="…" class="…" style="…" data-kind="…" data-id="…"` for an element with `baseClass`.
    func attributes(_ baseClass: String, idSuffix: String = "-node") -> String {
        var classes = [baseClass]
        if !extraClass.isEmpty { classes.append(extraClass) }
        if isDisabled { classes.append("pk-disabled") }
        var out = ""
        if let elementID { out += " id=\"\(elementID)\(idSuffix)\"" }
        out += " class=\"\(classes.joined(separator: " "))\""
        let style = extraStyle + modifierStyle
        if !style.isEmpty { out += " style=\"\(HTMLText.escape(style))\"" }
        out += " data-kind=\"\(HTMLText.escape(node.kind))\""
        if let id = node.id { out += " data-id=\"\(HTMLText.escape(id.rawValue))\"" }
        return out
    }

    /// Inline CSS for padding, frame sizes and colours.
    var modifierStyle: String {
        let modifiers = node.modifiers
        var out = ""
        if let padding = modifiers.padding {
            out +=
                "padding:calc(\(padding.top) * var(--pk-cell-height) / 2) calc(\(padding.trailing) * var(--pk-cell-width)) "
                + "calc(\(padding.bottom) * var(--pk-cell-height) / 2) calc(\(padding.leading) * var(--pk-cell-width));"
        }
        if let frame = modifiers.frame {
            let sizes: [(String, Int?, String)] = [
                ("width", frame.width, "--pk-cell-width"), ("min-width", frame.minWidth, "--pk-cell-width"),
                ("max-width", frame.maxWidth, "--pk-cell-width"),
                ("height", frame.height, "--pk-cell-height"),
                ("min-height", frame.minHeight, "--pk-cell-height"),
                ("max-height", frame.maxHeight, "--pk-cell-height"),
            ]
            for (property, cells, unit) in sizes {
                if let cells { out += "\(property):calc(\(cells) * var(\(unit)));" }
            }
        }
        if let foreground = modifiers.foreground { out += "color:\(foreground.description);" }
        if let background = modifiers.background { out += "background:\(background.description);" }
        if let border = modifiers.border {
            out +=
                "border:\(border == .double ? "3px double" : border == .heavy ? "2px solid" : "1px solid") currentColor;"
            if border == .rounded { out += "border-radius:8px;" }
        }
        return out
    }
}
