import PanelCore
import PanelLayout

/// The painting part of a kind: how a node of the kind draws itself (not its children) in its
/// frame, and what its children's drawing needs to know about it.
///
/// Each element type adopts it in `Kinds/<Kind>+Painting.swift`; ``PanelPainter`` reaches it
/// through the element's kind (``ElementKindBody``), never through a switch over the kinds. A
/// kind without it is drawn as an unknown one (and fails the kind-parts test).
///
/// ```swift
/// extension SpacerElement: KindPainting {
///     func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas) {}
/// }
/// ```
protocol KindPainting: ElementKind {
    /// Draws `node`, of this kind, at `place` (its children are drawn after, by the painter).
    func paint(_ node: Node, at place: PaintPlace, with painter: PanelPainter, on canvas: inout Canvas)

    /// Whether the kind draws its own border (with its title) and puts its background colour
    /// behind everything drawn in its frame: panels, boxes, screens and dialogs. Any other node
    /// with a border modifier gets a plain box around its frame, and carries its background in
    /// its own text's style.
    var drawsOwnFrame: Bool { get }

    /// Whether the node's children may overlap each other (a depth stack, a screen) or what
    /// lies below (an overlay's own content), so that containers among them clear their
    /// interior first.
    var overlapsChildren: Bool { get }

    /// How the node's children are drawn: in one column sharing a label column, each with its
    /// own (a row, a screen), or not at all (a collapsed folder).
    var childLabels: ChildLabels { get }

    /// How `node`, an overlay of this kind, is drawn over its parent's content (a drawer being
    /// open there or not): in tree order unless the kind says otherwise.
    func overlayLayer(of node: Node, painter: PanelPainter, drawerIsOpen: Bool) -> OverlayLayer
}

extension KindPainting {
    var drawsOwnFrame: Bool { false }
    var overlapsChildren: Bool { false }
    var childLabels: ChildLabels { .shared }
    func overlayLayer(of node: Node, painter: PanelPainter, drawerIsOpen: Bool) -> OverlayLayer { .inOrder }
}

/// How an overlay is drawn over its parent's content (``KindPainting/overlayLayer(of:painter:drawerIsOpen:)``).
///
/// ```swift
/// OverlayLayer.presented(z: 1, overlay: .dim(.black, opacity: 0.5))
/// ```
enum OverlayLayer {
    /// With the other overlays, in tree order (a drawer, a floating button).
    case inOrder
    /// Not drawn now (a dialog not presented, a floating button under an open drawer).
    case hidden
    /// Above everything, in the order of `z`, over its `overlay` (a presented dialog).
    case presented(z: Int, overlay: DialogOverlay)
}

/// An overlay's ``OverlayLayer``, through its kind's painting part (an unknown kind: in order).
struct OverlayLayerOf: ElementKindBody {
    let node: Node
    let painter: PanelPainter
    let drawerIsOpen: Bool

    func visit<Kind: ElementKind>(_ element: Kind) -> OverlayLayer {
        guard let part = Kind.self as? any KindPainting.Type else { return .inOrder }
        return layer(element, as: part)
    }

    private func layer<Part: KindPainting>(_ element: some ElementKind, as part: Part.Type) -> OverlayLayer {
        (element as! Part).overlayLayer(of: node, painter: painter, drawerIsOpen: drawerIsOpen)
    }

    func visitUnknown(_ element: UnknownElement) -> OverlayLayer { .inOrder }
}

/// How a node's children are drawn, as its kind says (``KindPainting/childLabels``).
///
/// ```swift
/// StackElement(axis: .horizontal, spacing: 1).childLabels   // .own
/// ```
enum ChildLabels {
    /// In a column whose controls share one label column.
    case shared
    /// Side by side or placed freely: each child has its own label column.
    case own
    /// Not drawn (a collapsed folder).
    case hidden
}

/// Where a node is drawn: its frame, its content frame (inside its border and padding), its
/// row (label and control columns) and the style of its label text.
///
/// ```swift
/// painter.drawLabel(slider.label, place.row, style: place.label, on: &canvas)
/// ```
struct PaintPlace {
    /// The node's frame.
    var frame: CellRect
    /// The frame inside the node's border and padding.
    var content: CellRect
    /// The content frame as a control's row: a label column and a control column.
    var row: PanelPainter.Row
    /// The style of the node's label (dimmed when disabled).
    var label: TextStyle
    /// Whether the node is disabled.
    var isDisabled: Bool
}

/// What ``KindPainting`` says about an element, opened through its kind: the questions
/// `PanelPainter` asks before drawing a node's children.
struct PaintingTraits: ElementKindBody {
    struct Traits {
        var drawsOwnFrame = false
        var overlapsChildren = false
        var childLabels = ChildLabels.shared
    }

    func visit<Kind: ElementKind>(_ element: Kind) -> Traits {
        guard let part = Kind.self as? any KindPainting.Type else { return Traits() }
        return traits(of: element, as: part)
    }

    private func traits<Part: KindPainting>(of element: some ElementKind, as part: Part.Type) -> Traits {
        let element = element as! Part
        return Traits(
            drawsOwnFrame: element.drawsOwnFrame, overlapsChildren: element.overlapsChildren,
            childLabels: element.childLabels)
    }

    func visitUnknown(_ element: UnknownElement) -> Traits { Traits() }
}

/// Draws one node (not its children) through its kind's ``KindPainting``; an unknown kind (or
/// one without the part) as its label and value.
struct PaintOwn: ElementKindBody {
    let node: Node
    let place: PaintPlace
    let painter: PanelPainter
    /// The canvas of the call that runs this body (alive and exclusive for its whole run).
    let canvas: UnsafeMutablePointer<Canvas>

    func visit<Kind: ElementKind>(_ element: Kind) {
        guard let part = Kind.self as? any KindPainting.Type else {
            return painter.drawUnknown(
                node, kind: Kind.kind, label: element.nodeLabel, at: place, on: &canvas.pointee)
        }
        paint(element, as: part)
    }

    private func paint<Part: KindPainting>(_ element: some ElementKind, as part: Part.Type) {
        (element as! Part).paint(node, at: place, with: painter, on: &canvas.pointee)
    }

    func visitUnknown(_ element: UnknownElement) {
        painter.drawUnknown(
            node, kind: element.kind, label: element.label, at: place, on: &canvas.pointee,
            properties: element.properties)
    }
}
