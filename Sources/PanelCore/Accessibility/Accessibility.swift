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
public enum Accessibility {
    /// The information for `node` holding `value` (its default when `nil`); `nil` for layout
    /// nodes that assistive technology skips (stacks, spacers, dividers).
    public static func info(for node: Node, value: PanelValue?) -> AccessibilityInfo? {
        let value = value ?? node.element.defaultValue
        let label = node.element.label ?? node.id.map { String($0.name) } ?? node.kind
        switch node.element {
        case .slider(let slider):
            let number = value?.number ?? slider.bounds?.minimum ?? 0
            let text = PanelValue.format(number) + (slider.unit.map { " " + $0 } ?? "")
            let (up, down) = neighbours(of: number, in: slider)
            return AccessibilityInfo(
                role: .slider, label: label, hint: "Adjustable: increment or decrement to the next value",
                valueText: text, increment: up.map { .number($0) }, decrement: down.map { .number($0) })
        case .toggle:
            return AccessibilityInfo(
                role: .toggle, label: label, hint: "Double tap to switch",
                valueText: value?.bool == true ? "on" : "off")
        case .textField:
            return AccessibilityInfo(
                role: .textField, label: label, hint: "Editable text", valueText: value?.string)
        case .colorPicker:
            return AccessibilityInfo(
                role: .colorWell, label: label, hint: "A colour", valueText: value?.string)
        case .picker(let picker):
            let selected = picker.options.first { $0.value == value?.string }
            return AccessibilityInfo(
                role: .picker, label: label, hint: "Choose one of \(picker.options.count) options",
                valueText: selected?.label ?? value?.string)
        case .springEditor:
            let text = value.map { value in
                (try? Spring(panelValue: value)).map(ValueText.describe) ?? value.description
            }
            return AccessibilityInfo(
                role: .group, label: label, hint: "Animation parameters", valueText: text)
        case .transitionEditor:
            let text = value.map { value in
                (try? Transition(panelValue: value)).map(ValueText.describe) ?? value.description
            }
            return AccessibilityInfo(
                role: .group, label: label, hint: "Animation parameters", valueText: text)
        case .button(let button):
            let hint: String? =
                switch button.role {
                case .some(.cancel): "Dismisses the dialog"
                case .some(.destructive): "Cannot be undone"
                default: nil
                }
            return AccessibilityInfo(role: .button, label: label, hint: hint)
        case .floatingButton:
            return AccessibilityInfo(role: .button, label: label, hint: "Opens the panel; drag to move")
        case .dialog(let dialog):
            return AccessibilityInfo(
                role: .dialog, label: dialog.title ?? label, description: dialog.message,
                initialFocus: initialFocus(inDialog: node))
        case .panel, .folder, .box, .screen, .panelRoot, .dialogRoot:
            return AccessibilityInfo(role: .group, label: label)
        case .text(let text):
            return AccessibilityInfo(role: .text, label: text.text)
        case .stack, .spacer, .divider, .unknown:
            return nil
        }
    }

    /// The button that takes the focus when `dialog` appears: a `cancel` button, else the
    /// first button without a role, else the first button; `nil` when it has none.
    ///
    /// ```swift
    /// Accessibility.initialFocus(inDialog: confirm)   // "confirm.cancel"
    /// ```
    public static func initialFocus(inDialog dialog: Node) -> NodeID? {
        var cancel: NodeID?
        var plain: NodeID?
        var any: NodeID?
        for node in dialog.allNodes {
            guard case .button(let button) = node.element, let id = node.id else { continue }
            any = any ?? id
            if button.role == .cancel { cancel = cancel ?? id }
            if button.role == nil { plain = plain ?? id }
        }
        return cancel ?? plain ?? any
    }

    /// The information for every node with an id in `document`, by id.
    ///
    /// ```swift
    /// Accessibility.describe(document)["cornerRadius"]?.valueText   // "24 pt"
    /// ```
    public static func describe(_ document: PanelDocument) -> [NodeID: AccessibilityInfo] {
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
            // As the slider stores them: the stops themselves, rounded by an integer slider.
            guard slider.isInteger else {
                return (stops.values.first { $0 > number }, stops.values.last { $0 < number })
            }
            let up = stops.values.lazy.map(slider.canonicalNumber).first { $0 > number }
            let down = stops.values.reversed().lazy.map(slider.canonicalNumber).first { $0 < number }
            return (up, down)
        case .range(let minimum, let maximum, let step):
            var delta = step ?? (maximum - minimum) / 100
            // An integer slider moves by whole numbers at least.
            if slider.isInteger { delta = max(delta, 1).rounded(.up) }
            guard delta > 0, delta.isFinite else { return (nil, nil) }
            // A move that the slider's rounding would undo is no move.
            let up = slider.canonicalNumber(min(maximum, number + delta))
            let down = slider.canonicalNumber(max(minimum, number - delta))
            return (up > number ? up : nil, down < number ? down : nil)
        }
    }
}
