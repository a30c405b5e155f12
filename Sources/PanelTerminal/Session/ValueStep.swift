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

    /// The hint shown when space or enter is pressed on a control the arrows adjust.
    static let adjustHint = "← → adjust, shift fine, [ ] coarse"

    /// Asks `node`'s kind a question of its ``KindKeys``.
    private static func ask(_ node: Node, _ question: KeysOf.Question) -> KeysOf.Answer {
        var body = KeysOf(question: question)
        return node.element.withKind(&body)
    }

    /// The value one step away in `direction` (-1 left, +1 right) of the control's part `part`
    /// (a point's axis), or `nil` when the control does not move that way. The result is not
    /// yet canonical: the state clamps and snaps it.
    static func next(
        for node: Node, from value: PanelValue?, direction: Int, size: Size, part: Int = 0
    ) -> PanelValue? {
        guard
            case .value(let next) = ask(
                node, .next(value: value, direction: direction, size: size, part: part))
        else {
            return nil
        }
        return next
    }

    /// The part of `node` (its index and name) the key `character` makes the arrows move, or
    /// `nil` when the control has no such part.
    static func part(of node: Node, for character: Character) -> (index: Int, name: String)? {
        guard case .part(let part) = ask(node, .part(character)) else { return nil }
        return part
    }

    /// What left or right does to `node`.
    static func arrow(for node: Node, direction: Int) -> KeyAction {
        guard case .action(let action) = ask(node, .arrow(direction: direction)) else { return .none }
        return action
    }

    /// What space or enter does to `node`, holding `value`.
    static func activation(for node: Node, value: PanelValue?) -> KeyAction {
        guard case .action(let action) = ask(node, .activation(value: value)) else { return .none }
        return action
    }

    /// What a left click does to `node`.
    static func click(for node: Node) -> ClickAction {
        guard case .click(let action) = ask(node, .click) else { return .none }
        return action
    }

    /// Whether the wheel over `node` steps its value (rather than moving the focus).
    static func wheelSteps(_ node: Node) -> Bool {
        guard case .flag(let steps) = ask(node, .wheel) else { return false }
        return steps && next(for: node, from: nil, direction: 1, size: .normal) != nil
    }

    /// A spring's or transition's value with its duration one step on (0.05 s, fine 0.01 s,
    /// coarse 0.25 s), or `nil` without one.
    static func nextDuration(of value: PanelValue?, direction: Int, size: Size) -> PanelValue? {
        guard case .object(var object)? = value, let duration = object["duration"]?.number else {
            return nil
        }
        let amount = size == .fine ? 0.01 : size == .coarse ? 0.25 : 0.05
        object["duration"] = .number(max(0, ((duration + Double(direction) * amount) * 100).rounded() / 100))
        return .object(object)
    }

    /// The value at one end (`home`: minimum, `end`: maximum) of a slider, or `nil`.
    static func end(for node: Node, maximum: Bool) -> PanelValue? {
        guard case .value(let value) = ask(node, .end(maximum: maximum)) else { return nil }
        return value
    }

    /// The value a click or drag at `position` (0…1 along the bar, left to right) selects.
    static func value(for node: Node, atPosition position: Double) -> PanelValue? {
        guard case .value(let value) = ask(node, .position(position)) else { return nil }
        return value
    }
}
