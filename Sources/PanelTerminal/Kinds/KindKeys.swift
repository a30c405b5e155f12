import PanelKit

/// The keys-and-mouse part of a kind: what the arrows, space and enter, a click and the wheel
/// do to a focused node of the kind in the live terminal.
///
/// Each element type adopts it in `Kinds/<Kind>+Keys.swift`; the reducer reaches it through
/// ``ValueStep``, which opens the element's kind (``ElementKindBody``), never through a switch
/// over the kinds. The defaults are a kind that does nothing with keys or the mouse. A kind
/// without the part does nothing either (and fails the kind-parts test).
///
/// ```swift
/// extension ToggleElement: KindKeys {
///     func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size) -> PanelValue? {
///         .bool(direction > 0)
///     }
/// }
/// ```
protocol KindKeys: ElementKind {
    /// The value one step away from `value` in `direction` (-1 left, +1 right), or `nil` when
    /// the control does not move that way. Not yet canonical: the state clamps and snaps it.
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size) -> PanelValue?

    /// The value one step away in `direction` when the arrows move part `part` of the control
    /// (a point's axis, chosen by ``part(for:)``); for a control of one part,
    /// ``nextValue(from:direction:size:)``.
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size, part: Int) -> PanelValue?

    /// The part of the control (its index and name) the key `character` makes the arrows move
    /// (`x`, `y`, `z`: a point's axes), or `nil` for a control of one part.
    func part(for character: Character) -> (index: Int, name: String)?

    /// What left or right (`direction`) does: a step of the value (``nextValue(from:direction:size:)``)
    /// unless the kind says otherwise.
    func arrow(direction: Int) -> KeyAction

    /// What space or enter does on the focused node holding `value`.
    func activation(value: PanelValue?) -> KeyAction

    /// The value at one end (`maximum`: its greatest) for home and end, or `nil`.
    func endValue(maximum: Bool) -> PanelValue?

    /// The value a click or drag at `position` (0…1 along the control, left to right) selects,
    /// or `nil`.
    func value(atPosition position: Double) -> PanelValue?

    /// What a left click on the node does.
    var click: ClickAction { get }

    /// Whether the wheel steps the value (when it has a step) rather than moving the focus.
    var wheelSteps: Bool { get }
}

extension KindKeys {
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size) -> PanelValue? { nil }
    func nextValue(from value: PanelValue?, direction: Int, size: ValueStep.Size, part: Int) -> PanelValue? {
        nextValue(from: value, direction: direction, size: size)
    }
    func part(for character: Character) -> (index: Int, name: String)? { nil }
    func arrow(direction: Int) -> KeyAction { .step }
    func activation(value: PanelValue?) -> KeyAction { .none }
    func endValue(maximum: Bool) -> PanelValue? { nil }
    func value(atPosition position: Double) -> PanelValue? { nil }
    var click: ClickAction { .none }
    var wheelSteps: Bool { true }
}

/// What a key does to the focused node, as its kind says (``KindKeys``).
///
/// ```swift
/// ToggleElement(label: "on").activation(value: .bool(true))   // .set(.bool(false))
/// ```
enum KeyAction: Equatable {
    /// Nothing.
    case none
    /// One step of the value (``KindKeys/nextValue(from:direction:size:)``).
    case step
    /// Stores the value.
    case set(PanelValue)
    /// Folds (`true`) or opens the node.
    case collapse(Bool)
    /// Opens the tab `direction` away from the open one (-1 the previous, +1 the next,
    /// wrapping) of a folder shown as tabs.
    case selectTab(Int)
    /// Presses the node (an action).
    case trigger
    /// Opens the line editor on the value as text.
    case editText
    /// Shows a hint on the status line.
    case hint(String)
}

/// What a left click does to a node, as its kind says (``KindKeys/click``).
///
/// ```swift
/// SliderElement(label: "x", scale: .range(minimum: 0, maximum: 1, step: nil)).click   // .drag
/// ```
enum ClickAction: Equatable {
    /// Focuses it only.
    case none
    /// Focuses it and presses it as space does.
    case press
    /// Focuses it and starts a drag along it (``KindKeys/value(atPosition:)``).
    case drag
}

/// The reducer's questions to a node's kind, answered through its ``KindKeys`` (an unknown kind,
/// or one without the part, does nothing).
struct KeysOf: ElementKindBody {
    enum Question {
        case next(value: PanelValue?, direction: Int, size: ValueStep.Size, part: Int)
        case part(Character)
        case arrow(direction: Int)
        case activation(value: PanelValue?)
        case end(maximum: Bool)
        case position(Double)
        case click
        case wheel
    }

    enum Answer {
        case value(PanelValue?)
        case action(KeyAction)
        case click(ClickAction)
        case flag(Bool)
        case part((index: Int, name: String)?)
    }

    let question: Question

    func visit<Kind: ElementKind>(_ element: Kind) -> Answer {
        guard let part = Kind.self as? any KindKeys.Type else { return visitNone() }
        return answer(element, as: part)
    }

    private func answer<Part: KindKeys>(_ element: some ElementKind, as part: Part.Type) -> Answer {
        let element = element as! Part
        switch question {
        case .next(let value, let direction, let size, let part):
            return .value(element.nextValue(from: value, direction: direction, size: size, part: part))
        case .part(let character):
            return .part(element.part(for: character))
        case .arrow(let direction): return .action(element.arrow(direction: direction))
        case .activation(let value): return .action(element.activation(value: value))
        case .end(let maximum): return .value(element.endValue(maximum: maximum))
        case .position(let position): return .value(element.value(atPosition: position))
        case .click: return .click(element.click)
        case .wheel: return .flag(element.wheelSteps)
        }
    }

    func visitUnknown(_ element: UnknownElement) -> Answer { visitNone() }

    private func visitNone() -> Answer {
        switch question {
        case .next, .end, .position: .value(nil)
        case .arrow, .activation: .action(.none)
        case .click: .click(.none)
        case .wheel: .flag(false)
        case .part: .part(nil)
        }
    }
}
