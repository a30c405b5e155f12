/// Something that can appear in a layout body: a stack, text, box, screen, a panel root, or
/// an item returned by a layout modifier.
///
/// Every layout element is plain data: ``node`` is the neutral tree node it stands for.
/// The modifiers below return a ``LayoutItem`` with the change applied; they may be written
/// in any order (the layout applies frame, then border, then padding).
///
/// ```swift
/// let header = LayoutRef("header")
/// let screen = Screen {
///     Box("Profile").ref(header).padding(1).constraints { c in
///         c.top == c.parent.top
///         c.leading == c.parent.leading
///         c.trailing == c.parent.trailing
///     }
/// }
/// ```
public protocol LayoutContent {
    /// The tree node this content stands for.
    var node: Node { get }
}

extension LayoutContent {
    private func modified(_ change: (inout Node) -> Void) -> LayoutItem {
        var node = self.node
        change(&node)
        return LayoutItem(node)
    }

    /// Adds `length` cells of space inside the node on every side (paddings add up).
    ///
    /// ```swift
    /// Text("Hello").padding()      // 1 cell
    /// Box { Text("Hi") }.padding(2)
    /// ```
    public func padding(_ length: Int = 1) -> LayoutItem {
        padding(EdgeInsets(all: length))
    }

    /// Adds `horizontal` cells on the leading and trailing sides and `vertical` rows on top
    /// and bottom.
    ///
    /// ```swift
    /// Text("Hello").padding(horizontal: 2, vertical: 0)
    /// ```
    public func padding(horizontal: Int, vertical: Int) -> LayoutItem {
        padding(EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
    }

    /// Adds space inside the node, side by side.
    ///
    /// ```swift
    /// Text("Hello").padding(EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0))
    /// ```
    public func padding(_ insets: EdgeInsets) -> LayoutItem {
        modified { node in
            let old = node.modifiers.padding ?? EdgeInsets()
            node.modifiers.padding = EdgeInsets(
                top: old.top + insets.top, leading: old.leading + insets.leading,
                bottom: old.bottom + insets.bottom,
                trailing: old.trailing + insets.trailing)
        }
    }

    /// Fixes the width, the height, or both, in cells.
    ///
    /// ```swift
    /// Text("Name").frame(width: 12)
    /// Box("Avatar").frame(width: 8, height: 4)
    /// ```
    public func frame(width: Int? = nil, height: Int? = nil) -> LayoutItem {
        modified { node in
            var frame = node.modifiers.frame ?? FrameModifier()
            if let width { frame.width = width }
            if let height { frame.height = height }
            node.modifiers.frame = frame
        }
    }

    /// Bounds the width and height. In a stack, a maximum larger than the content's size
    /// lets the node grow up to it (`.frame(maxWidth: 1000)` fills a column).
    ///
    /// ```swift
    /// Text("Value").frame(minWidth: 10, maxWidth: 30)
    /// ```
    public func frame(
        minWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil, maxHeight: Int? = nil
    )
        -> LayoutItem
    {
        modified { node in
            var frame = node.modifiers.frame ?? FrameModifier()
            if let minWidth { frame.minWidth = minWidth }
            if let maxWidth { frame.maxWidth = maxWidth }
            if let minHeight { frame.minHeight = minHeight }
            if let maxHeight { frame.maxHeight = maxHeight }
            node.modifiers.frame = frame
        }
    }

    /// Draws a border inside the frame (1 cell on every side).
    ///
    /// ```swift
    /// Text("Note").border(.rounded)
    /// ```
    public func border(_ style: BorderStyle = .single) -> LayoutItem {
        modified { $0.modifiers.border = style }
    }

    /// Gives the node an id: constraints can refer to it and the layout result finds its
    /// frame by it.
    ///
    /// ```swift
    /// Text("Title").id("title")
    /// ```
    public func id(_ id: NodeID) -> LayoutItem {
        modified { $0.id = id }
    }

    /// Gives the node the reference's name as its id, so that other nodes' constraints can
    /// use the reference's anchors (UIViewKit's `ibOutlet`).
    ///
    /// ```swift
    /// let header = LayoutRef("header")
    /// Box("Profile").ref(header)
    /// ```
    public func ref(_ reference: LayoutRef) -> LayoutItem {
        modified { $0.id = reference.id }
    }

    /// Hides the node: it takes no space (`true` by default).
    ///
    /// ```swift
    /// Text("Debug").hidden(!showsDebug)
    /// ```
    public func hidden(_ isHidden: Bool = true) -> LayoutItem {
        modified { $0.modifiers.isHidden = isHidden }
    }

    /// Adds constraints that place the node inside its screen, read like UIViewKit's
    /// `ibAttributes`: `c` is the node's own anchors, `c.parent` the screen's, and a
    /// ``LayoutRef`` names another child of the screen.
    ///
    /// ```swift
    /// Box("Details").constraints { c in
    ///     c.top == header.bottom + 1
    ///     c.width >= 20
    ///     (c.width == c.parent.width * 0.5).priority(.weak)
    /// }
    /// ```
    public func constraints(@ConstraintBuilder _ body: (ConstraintAnchors) -> [LayoutConstraint])
        -> LayoutItem
    {
        let added = body(ConstraintAnchors())
        return modified { $0.constraints += added }
    }
}
