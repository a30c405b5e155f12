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
    public var leading: AnchorExpression { anchor(.leading) }
    /// The right edge.
    public var trailing: AnchorExpression { anchor(.trailing) }
    /// The top edge.
    public var top: AnchorExpression { anchor(.top) }
    /// The bottom edge.
    public var bottom: AnchorExpression { anchor(.bottom) }
    /// The horizontal centre.
    public var centerX: AnchorExpression { anchor(.centerX) }
    /// The vertical centre.
    public var centerY: AnchorExpression { anchor(.centerY) }
    /// The width.
    public var width: AnchorExpression { anchor(.width) }
    /// The height.
    public var height: AnchorExpression { anchor(.height) }
}
