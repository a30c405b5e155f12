import PanelCore
import Testing

/// A spring or transition editor's value is canonical exactly when it is the primitive form of
/// what it reads as (with no member beyond it), and the error for a bad one is the reading's.
@Suite struct AnimationCanonicalFormTests {
    private let springEditor = Element.springEditor(SpringEditorElement(label: "s"))
    private let transitionEditor = Element.transitionEditor(TransitionEditorElement(label: "t"))

    private static let springs: [PanelValue] = [
        ["type": "time", "duration": 0.35, "bounce": 0.24],
        ["type": "time", "duration": 0.35, "bounce": -0.0],
        ["type": "physics", "stiffness": 200, "damping": 20, "mass": 1],
    ]

    private static var transitions: [PanelValue] {
        [["type": "easing", "duration": 0.3, "bezier": [0.4, 0, 0.2, 1]]]
            + springs.map { ["type": "spring", "spring": $0] }
    }

    /// `value` with one more member, at the top or inside its spring.
    private static func extended(_ value: PanelValue, inside: Bool) -> PanelValue {
        guard case .object(var object) = value else { return value }
        if inside, case .object(var spring)? = object["spring"] {
            spring["extra"] = 1
            object["spring"] = .object(spring)
        } else {
            object["extra"] = true
        }
        return .object(object)
    }

    @Test func canonicalSpringsAndTransitionsAreKeptAndExtraMembersDropped() throws {
        for spring in Self.springs {
            #expect(try springEditor.normalized(spring).change == nil)
            #expect(try springEditor.canonicalValue(spring) == spring)
            let longer = Self.extended(spring, inside: false)
            let normalized = try springEditor.normalized(longer)
            #expect(normalized.value == (try Spring(panelValue: spring)).panelValue)
            #expect(normalized.change != nil)
        }
        for transition in Self.transitions {
            #expect(try transitionEditor.normalized(transition).change == nil)
            #expect(try transitionEditor.canonicalValue(transition) == transition)
            for inside in [false, true] {
                let longer = Self.extended(transition, inside: inside)
                if longer == transition { continue }
                let normalized = try transitionEditor.normalized(longer)
                #expect(normalized.value == (try Transition(panelValue: transition)).panelValue)
                #expect(normalized.value != longer)
                #expect(normalized.change != nil)
            }
        }
    }

    @Test func badSpringsAndTransitionsNameTheirProblem() {
        let cases: [(Element, PanelValue, String)] = [
            (springEditor, 3, "expected a spring object, got number 3"),
            (springEditor, ["type": "time", "duration": 0.35], "missing member \"bounce\""),
            (
                springEditor, ["type": "time", "duration": "x", "bounce": 0],
                "member \"duration\": expected a number"
            ),
            (springEditor, ["type": "slow"], "spring \"type\" must be \"time\" or \"physics\""),
            (
                springEditor, ["type": "time", "duration": 0, "bounce": 0],
                "spring duration must be greater than 0"
            ),
            (transitionEditor, ["type": "spring", "spring": 1], "expected a spring object, got number 1"),
            (transitionEditor, ["type": "spring"], "missing member \"spring\""),
            (transitionEditor, ["type": "easing", "duration": 0.3], "missing member \"bezier\""),
            (
                transitionEditor, ["type": "easing", "duration": 0.3, "bezier": [2, 0, 0, 1]],
                "bezier x1 must be in 0...1, got 2"
            ),
            (
                transitionEditor, ["type": "easing", "duration": 0.3, "bezier": [0, 0, 0, "a"]],
                "expected a number"
            ),
            (transitionEditor, ["type": 1], "transition \"type\" must be \"easing\" or \"spring\", got 1"),
        ]
        for (element, value, message) in cases {
            #expect(throws: ValueError.self) { try element.canonicalValue(value) }
            let problem = element.valueProblem(value) ?? ""
            #expect(problem.contains(message), "\(value): \(problem)")
        }
    }
}
