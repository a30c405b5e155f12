/// How a key moves a control's value: the next value of a slider, picker, toggle, spring or
/// transition one step to the left or right, by a fine, normal or coarse amount.
///
/// A slider with a range moves by its step (a hundredth of its range without one); fine is a
/// tenth of that (never below the step: the state snaps to it), coarse ten times. A slider with
/// stops moves to the next stop (coarse: to the end). A right-to-left slider moves the way the
/// arrow points. Pickers cycle their options; toggles go off (left) or on (right); springs and
/// transitions change their duration by 0.05 s (fine 0.01 s, coarse 0.25 s).
///
/// ```swift
/// ValueStep.next(for: slider, from: 4, direction: 1, size: .normal)   // 5 for a step of 1
/// ```
enum ValueStep {
    /// The amount of one step.
    enum Size: Sendable {
        case fine, normal, coarse
    }

    /// The value one step away in `direction` (-1 left, +1 right), or `nil` when the control
    /// does not move that way. The result is not yet canonical: the state clamps and snaps it.
    static func next(for node: Node, from value: PanelValue?, direction: Int, size: Size) -> PanelValue? {
        var step = NextValue(value: value, direction: direction, size: size)
        return step.visit(node)
    }

    /// One step of each kind that moves; every other kind (and one unknown here) does not.
    private struct NextValue: NodeVisitor {
        let value: PanelValue?
        let direction: Int
        let size: Size

        func defaultVisit(_ node: Node) -> PanelValue? { nil }

        func visitSlider(_ slider: SliderElement, in node: Node) -> PanelValue? {
            let sign = Double(slider.direction == .rightToLeft ? -direction : direction)
            let current = value?.number ?? slider.bounds?.minimum ?? 0
            switch slider.scale {
            case .range(let minimum, let maximum, let step):
                let base = step ?? (maximum - minimum) / 100
                let amount: Double
                switch size {
                case .fine: amount = step ?? base / 10
                case .normal: amount = base
                case .coarse: amount = base * 10
                }
                return .number(min(max(current + sign * amount, minimum), maximum))
            case .stops(let stops):
                guard let index = stops.nearestIndex(to: current), !stops.values.isEmpty else { return nil }
                let target =
                    size == .coarse
                    ? (sign > 0 ? stops.count - 1 : 0) : min(max(index + Int(sign), 0), stops.count - 1)
                return .number(stops.values[target])
            }
        }

        func visitPicker(_ picker: PickerElement, in node: Node) -> PanelValue? {
            guard !picker.options.isEmpty else { return nil }
            let current = picker.options.firstIndex { $0.value == value?.string } ?? 0
            let next = (current + direction + picker.options.count) % picker.options.count
            return .string(picker.options[next].value)
        }

        func visitToggle(_ toggle: ToggleElement, in node: Node) -> PanelValue? {
            .bool(direction > 0)
        }

        func visitSpringEditor(_ editor: SpringEditorElement, in node: Node) -> PanelValue? {
            nextDuration()
        }

        func visitTransitionEditor(_ editor: TransitionEditorElement, in node: Node) -> PanelValue? {
            nextDuration()
        }

        /// A spring's or transition's value with its duration one step on.
        private func nextDuration() -> PanelValue? {
            guard case .object(var object)? = value, let duration = object["duration"]?.number else {
                return nil
            }
            let amount = size == .fine ? 0.01 : size == .coarse ? 0.25 : 0.05
            object["duration"] = .number(
                max(0, ((duration + Double(direction) * amount) * 100).rounded() / 100))
            return .object(object)
        }
    }

    /// The value at one end (`home`: minimum, `end`: maximum) of a slider, or `nil`.
    static func end(for node: Node, maximum: Bool) -> PanelValue? {
        guard case .slider(let slider) = node.element, let bounds = slider.bounds else { return nil }
        return .number(maximum ? bounds.maximum : bounds.minimum)
    }

    /// The value a click or drag at `position` (0…1 along the bar, left to right) selects.
    static func value(for node: Node, atPosition position: Double) -> PanelValue? {
        guard case .slider(let slider) = node.element else { return nil }
        switch slider.scale {
        case .range(let minimum, let maximum, _):
            let fraction = slider.direction == .rightToLeft ? 1 - position : position
            return .number(minimum + fraction * (maximum - minimum))
        case .stops(let stops):
            return stops.value(atPosition: position, direction: slider.direction).map(PanelValue.number)
        }
    }
}
