import PanelCore

/// The sizing part of a kind: the widths and heights a node of the kind may take, the frame it
/// draws around its content, and where its children go.
///
/// Each element type adopts it in `Kinds/<Kind>+Sizing.swift`; ``LayoutPass`` reaches it
/// through the element's kind (``ElementKindBody``), never through a switch over the kinds. The
/// defaults are a control's: one row, as wide as its label plus ``RowModel/controlColumns``,
/// children (if any) in a vertical stack. A kind without the part is laid out as an unknown
/// one (and fails the kind-parts test).
///
/// ```swift
/// extension ToggleElement: KindSizing {}
/// ```
protocol KindSizing: ElementKind {
    /// The width `node` (of this kind) may take for its content, inside its insets, in the
    /// context of its parent stack's axis (`nil` outside a stack).
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent

    /// The height `node` may take for its content at the inner `width`.
    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent

    /// Places the children of `node` in its inner rectangle `inner` (the node's path is `path`).
    func placeChildren(of node: Node, in inner: LayoutRect, path: [Int], pass: LayoutPass)

    /// Places `node`, an overlay of this kind, over `area` (its parent's content frame).
    func placeOverlay(_ node: Node, over area: LayoutRect, path: [Int], pass: LayoutPass)

    /// The rows a control of this kind takes (1 unless it says otherwise).
    var rows: Int { get }

    /// The frame the kind draws around its content, besides a border modifier.
    var frameStyle: FrameStyle { get }
}

extension KindSizing {
    func contentWidth(of node: Node, axis: Axis?, in pass: LayoutPass) -> Extent {
        LayoutPass.control(pass.wrap.measure(nodeLabel ?? Self.kind))
    }

    func contentHeight(of node: Node, width: Double, axis: Axis?, in pass: LayoutPass) -> Extent {
        .fixed(Double(rows))
    }

    func placeChildren(of node: Node, in inner: LayoutRect, path: [Int], pass: LayoutPass) {
        pass.placeStack(node.children, in: inner, path: path, stack: StackElement(axis: .vertical))
    }

    func placeOverlay(_ node: Node, over area: LayoutRect, path: [Int], pass: LayoutPass) {
        pass.record(node, path, area)
        for (i, child) in node.children.enumerated() {
            pass.recordCollapsed(child, path + [i], x: area.x, y: area.y)
        }
    }

    var rows: Int { 1 }
    var frameStyle: FrameStyle { FrameStyle() }
}

/// The frame a kind draws around its content (``KindSizing/frameStyle``): what
/// ``RowModel/insets(of:)`` adds up.
///
/// ```swift
/// PanelElement(title: "Card").frameStyle   // bordered and padded
/// ```
struct FrameStyle {
    /// A border, 1 cell a side (panels, boxes, dialogs).
    var isBordered = false
    /// A panel's own padding inside its border, left and right (panels, dialogs).
    var isPadded = false
    /// A title on a row of its own, when there is no border to write it in (a titled screen).
    var hasTitleRow = false
}

/// The layout's questions to a node's kind, one case each, answered through its ``KindSizing``
/// (an unknown kind, or one without the part, by the unknown kind's rules).
struct Sizing: ElementKindBody {
    enum Question {
        case width(axis: Axis?)
        case height(width: Double, axis: Axis?)
        case placeChildren(inner: LayoutRect, path: [Int])
        case placeOverlay(area: LayoutRect, path: [Int])
        case rows
        case frameStyle
    }

    enum Answer {
        case extent(Extent)
        case rows(Int)
        case frameStyle(FrameStyle)
        case done
    }

    let node: Node
    let question: Question
    let pass: LayoutPass?

    func visit<Kind: ElementKind>(_ element: Kind) -> Answer {
        guard let part = Kind.self as? any KindSizing.Type else { return visitUnknown(nil) }
        return answer(element, as: part)
    }

    private func answer<Part: KindSizing>(_ element: some ElementKind, as part: Part.Type) -> Answer {
        let element = element as! Part
        switch question {
        case .width(let axis): return .extent(element.contentWidth(of: node, axis: axis, in: pass!))
        case .height(let width, let axis):
            return .extent(element.contentHeight(of: node, width: width, axis: axis, in: pass!))
        case .placeChildren(let inner, let path):
            element.placeChildren(of: node, in: inner, path: path, pass: pass!)
            return .done
        case .placeOverlay(let area, let path):
            element.placeOverlay(node, over: area, path: path, pass: pass!)
            return .done
        case .rows: return .rows(element.rows)
        case .frameStyle: return .frameStyle(element.frameStyle)
        }
    }

    func visitUnknown(_ element: UnknownElement) -> Answer { visitUnknown(Optional(element)) }

    /// An unknown node: as its children in a vertical stack, or without any as one row of
    /// `label: value` text.
    private func visitUnknown(_ element: UnknownElement?) -> Answer {
        switch question {
        case .width:
            let visible = pass!.inFlow(node.children)
            return .extent(
                visible.isEmpty
                    ? LayoutPass.control(pass!.wrap.measure(node.element.label ?? node.kind))
                    : LayoutPass.combineMax(visible.map { pass!.widthExtent($0, axis: .vertical) }))
        case .height(let width, _):
            return .extent(
                node.children.isEmpty
                    ? .fixed(1) : pass!.stackHeight(node.children, axis: .vertical, spacing: 0, width: width))
        case .placeChildren(let inner, let path):
            pass!.placeStack(node.children, in: inner, path: path, stack: StackElement(axis: .vertical))
            return .done
        case .placeOverlay(let area, let path):
            pass!.record(node, path, area)
            for (i, child) in node.children.enumerated() {
                pass!.recordCollapsed(child, path + [i], x: area.x, y: area.y)
            }
            return .done
        case .rows: return .rows(1)
        case .frameStyle: return .frameStyle(FrameStyle())
        }
    }
}

extension Sizing.Answer {
    /// The extent answered (zero for any other answer).
    var extent: Extent {
        guard case .extent(let extent) = self else { return .zero }
        return extent
    }
}
