/// A node whose anchors constraints can name: the node being constrained (`c`), its parent
/// (`c.parent`) or another node (a ``LayoutRef``).
///
/// ```swift
/// Box("Details").constraints { c in
///     c.top == header.bottom + 1      // header is a LayoutRef
///     c.leading == c.parent.leading
/// }
/// ```
public protocol LayoutAnchorProviding {
    /// Which node the anchors belong to.
    var anchorTarget: LayoutAnchor.Target { get }
}

extension LayoutAnchorProviding {
    private func anchor(_ attribute: AnchorAttribute) -> AnchorExpression {
        AnchorExpression(LayoutAnchor(anchorTarget, attribute))
    }

    /// The left edge.
    ///
    /// ```swift
    /// c.leading == c.parent.leading + 1
    /// ```
    public var leading: AnchorExpression { anchor(.leading) }
    /// The right edge.
    ///
    /// ```swift
    /// c.trailing == c.parent.trailing - 1
    /// ```
    public var trailing: AnchorExpression { anchor(.trailing) }
    /// The top edge.
    ///
    /// ```swift
    /// c.top == header.bottom + 1
    /// ```
    public var top: AnchorExpression { anchor(.top) }
    /// The bottom edge.
    ///
    /// ```swift
    /// c.bottom <= c.parent.bottom
    /// ```
    public var bottom: AnchorExpression { anchor(.bottom) }
    /// The horizontal centre.
    ///
    /// ```swift
    /// c.centerX == c.parent.centerX
    /// ```
    public var centerX: AnchorExpression { anchor(.centerX) }
    /// The vertical centre.
    ///
    /// ```swift
    /// c.centerY == c.parent.centerY
    /// ```
    public var centerY: AnchorExpression { anchor(.centerY) }
    /// The width.
    ///
    /// ```swift
    /// c.width == c.parent.width * 0.5
    /// ```
    public var width: AnchorExpression { anchor(.width) }
    /// The height.
    ///
    /// ```swift
    /// c.height >= 3
    /// ```
    public var height: AnchorExpression { anchor(.height) }
}
