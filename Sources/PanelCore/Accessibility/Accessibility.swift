/// Accessibility as data: ``info(for:value:)`` describes one node, ``describe(_:)`` a whole
/// document (every node with an id), so that a frontend on any platform announces the same
/// things the terminal shows.
///
/// - A slider: role `slider`, its label, its value with its unit (`"24 pt"`), and the values
///   an increment or decrement moves to (the next step, or the next stop; CustomKit's
///   discrete slider), `nil` at either end.
/// - A dialog: role `dialog`, its title as label, its message as description, and its
///   initial focus: the least destructive button (a `cancel` button, else the first default
///   one, a destructive button only when there is nothing else).
///
/// ```swift
/// let info = Accessibility.info(for: node, value: document.values[node.id!])
/// info?.panelValue   // ["role": "slider", "label": "cornerRadius", "valueText": "24 pt", …]
/// ```
package enum Accessibility {
    /// The information for `node` holding `value` (its default when `nil`); `nil` for layout
    /// nodes that assistive technology skips (stacks, spacers, dividers).
    package static func info(for node: Node, value: PanelValue?) -> AccessibilityInfo? {
        withUnsafePointer(to: node) { info(at: $0, value: value) }
    }

    /// The information for the node at `node`, read in place: what ``info(for:value:)``
    /// gives, for a writer walking a tree by pointer.
    package static func info(at node: UnsafePointer<Node>, value: PanelValue?) -> AccessibilityInfo? {
        description(at: node, value: value).map(AccessibilityInfo.init)
    }

    /// What the node's kind says about the node at `node`, its texts not yet written out: what
    /// a writer walking a tree by pointer writes straight to its output.
    package static func description(at node: UnsafePointer<Node>, value: PanelValue?)
        -> AccessibilityDescription?
    {
        var body = AccessibilityBody(node: node, value: value)
        return node.pointee.element.withKind(&body)
    }

    /// The button that takes the focus when `dialog` appears: a `cancel` button, else the
    /// first button without a role, else the first button; `nil` when it has none.
    ///
    /// ```swift
    /// Accessibility.initialFocus(inDialog: confirm)   // "confirm.cancel"
    /// ```
    package static func initialFocus(inDialog dialog: Node) -> NodeID? {
        initialFocus(amongButtonsIn: dialog.children)
    }

    /// ``initialFocus(inDialog:)`` for a dialog whose children are `children` (read in place).
    package static func initialFocus(amongButtonsIn children: borrowing [Node]) -> NodeID? {
        var cancel: NodeID?
        var plain: NodeID?
        var any: NodeID?
        for index in children.indices {
            for node in children[index].allNodes {
                guard case .button(let button) = node.element, let id = node.id else { continue }
                any = any ?? id
                if button.role == .cancel { cancel = cancel ?? id }
                if button.role == nil { plain = plain ?? id }
            }
        }
        return cancel ?? plain ?? any
    }

    /// The information for every node with an id in `document`, by id.
    ///
    /// ```swift
    /// Accessibility.describe(document)["cornerRadius"]?.valueText   // "24 pt"
    /// ```
    package static func describe(_ document: PanelDocument) -> [NodeID: AccessibilityInfo] {
        var out: [NodeID: AccessibilityInfo] = [:]
        for node in document.root.allNodes {
            guard let id = node.id, let info = info(for: node, value: document.values[id]) else { continue }
            out[id] = info
        }
        return out
    }

    /// The values one step up and down from `number` (the next stop, or ± step within the
    /// range; ± 1 % of the range without a step), each as the slider would store it.
    static func neighbours(of number: Double, in slider: SliderElement) -> (up: Double?, down: Double?) {
        switch slider.scale {
        case .stops(let stops):
            return neighbours(of: number, amongStops: stops.values, isInteger: slider.isInteger)
        case .range(let minimum, let maximum, let step):
            var delta = step ?? (maximum - minimum) / 100
            // An integer slider moves by whole numbers at least.
            if slider.isInteger { delta = max(delta, 1).rounded(.up) }
            guard delta > 0, delta.isFinite else { return (nil, nil) }
            let above = min(maximum, number + delta)
            let below = max(minimum, number - delta)
            let up: Double
            let down: Double
            if step == nil, !slider.isInteger {
                // Without a step, a delta above zero means finite bounds in order: the slider
                // only clamps (`SliderRange.canonicalNumber` with bounds and nothing to snap).
                up = Self.clamped(above, minimum, maximum)
                down = Self.clamped(below, minimum, maximum)
            } else {
                // A move that the slider's rounding would undo is no move (its rule, the one
                // `canonicalNumber` follows, worked out once for both moves).
                let rule = SliderRange(
                    minimum: minimum, maximum: maximum, step: step, isInteger: slider.isInteger)
                up = rule.canonicalNumber(above)
                down = rule.canonicalNumber(below)
            }
            return (up > number ? up : nil, down < number ? down : nil)
        }
    }

    /// The stops next above and below `number`, each as the slider stores it (rounded by an
    /// integer slider), in one pass: the stops ascend, and so do their rounded values (each
    /// stop is its own nearest stop), so the first one above `number` ends the search.
    private static func neighbours(of number: Double, amongStops stops: [Double], isInteger: Bool)
        -> (up: Double?, down: Double?)
    {
        var down: Double?
        // By index: an iterator would retain the array (an atomic operation).
        var index = 0
        while index < stops.count {
            var stop = stops[index]
            index &+= 1
            if isInteger {
                stop = stop.rounded()
                if stop == 0 { stop = 0 }
            }
            if stop > number { return (stop, down) }
            if stop < number { down = stop }
        }
        return (nil, down)
    }

    /// `number` within `minimum...maximum` (in order), never `-0`.
    private static func clamped(_ number: Double, _ minimum: Double, _ maximum: Double) -> Double {
        let result = min(max(number, minimum), maximum)
        return result == 0 ? 0 : result
    }
}
