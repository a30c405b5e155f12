import ConstraintSolver
import PanelKit
import Testing

@Suite struct ConstraintLayoutTests {
    static let reference = LayoutRef("a")

    /// A fixed box `a` at (10, 5) 20×4 in a 100×50 screen, and `b` constrained by `body`.
    func place(_ body: @escaping (ConstraintAnchors) -> [LayoutConstraint]) throws -> (
        a: LayoutRect, b: LayoutRect
    ) {
        let screen = Screen {
            Box().ref(ConstraintLayoutTests.reference).constraints { c in
                c.leading == c.parent.leading + 10
                c.top == c.parent.top + 5
                c.width == 20
                c.height == 4
            }
            Box().id("b").constraints(body)
        }
        let result = try layout(screen, 100, 50)
        return (try #require(result.exactFrame(for: "a")), try #require(result.exactFrame(for: "b")))
    }

    @Test(arguments: ["leading", "trailing", "centerX", "top", "bottom", "centerY"])
    func everyPositionAnchor(name: String) throws {
        let attribute = try #require(AnchorAttribute(named: name))
        let a = ConstraintLayoutTests.reference
        let horizontal = ["leading", "trailing", "centerX"].contains(name)
        let frames = try place { c in
            let mine = AnchorExpression(LayoutAnchor(.this, attribute))
            let theirs = AnchorExpression(LayoutAnchor(.node(a.id), attribute))
            var out: [LayoutConstraint] = [(mine == theirs + 3).constraint]
            out +=
                horizontal
                ? [(c.top == c.parent.top).constraint] : [(c.leading == c.parent.leading).constraint]
            out += [(c.width == 6).constraint, (c.height == 2).constraint]
            return out
        }
        #expect(abs(value(attribute, frames.b) - (value(attribute, frames.a) + 3)) < 1e-9)
    }

    @Test(arguments: ["width", "height"])
    func everySizeAnchorWithAMultiplier(name: String) throws {
        let attribute = try #require(AnchorAttribute(named: name))
        let a = ConstraintLayoutTests.reference
        let frames = try place { c in
            let mine = AnchorExpression(LayoutAnchor(.this, attribute))
            let theirs = AnchorExpression(LayoutAnchor(.node(a.id), attribute))
            return [
                (mine == theirs * 0.5 + 1).constraint, (c.top == c.parent.top).constraint,
                (c.leading == c.parent.leading).constraint,
            ]
        }
        #expect(abs(value(attribute, frames.b) - (value(attribute, frames.a) * 0.5 + 1)) < 1e-9)
    }

    @Test func everyRelation() throws {
        let pinned: (ConstraintAnchors) -> [LayoutConstraint] = { c in
            [(c.top == c.parent.top).constraint, (c.leading == c.parent.leading).constraint]
        }
        let atLeast = try place { c in
            pinned(c) + [(c.width >= 30).constraint, (c.width == 10).priority(.weak).constraint]
        }
        #expect(atLeast.b.width == 30)
        let atMost = try place { c in
            pinned(c) + [(c.width <= 8).constraint, (c.width == 20).priority(.weak).constraint]
        }
        #expect(atMost.b.width == 8)
        let equal = try place { c in pinned(c) + [(c.width == 12).constraint] }
        #expect(equal.b.width == 12)
        let relative = try place { c in
            pinned(c) + [
                (c.trailing <= ConstraintLayoutTests.reference.leading - 2).constraint,
                (c.width == 50).priority(.weak).constraint,
            ]
        }
        #expect(relative.b.maxX == 8)
    }

    @Test(arguments: [
        (LayoutPriority.strong, LayoutPriority.weak, 50.0), (.weak, .strong, 30.0), (.medium, .weak, 50.0),
        (.strong, .medium, 50.0), (300, 260, 50.0), (260, 300, 30.0), (999, 750, 50.0), (100, 60, 50.0),
    ])
    func priorityDecidesBetweenConflictingPreferences(
        first: LayoutPriority, second: LayoutPriority, expected: Double
    )
        throws
    {
        let frames = try place { c in
            [
                (c.top == c.parent.top).constraint, (c.leading == c.parent.leading).constraint,
                (c.width == 50).priority(first).constraint, (c.width == 30).priority(second).constraint,
            ]
        }
        #expect(abs(frames.b.width - expected) < 1e-9)
    }

    @Test func namedPrioritiesAreAutoLayoutNumbers() {
        #expect(LayoutPriority(1000).strength == .required)
        #expect(LayoutPriority(750).strength == .strong)
        #expect(LayoutPriority(500).strength == .medium)
        #expect(LayoutPriority(250).strength == .weak)
        #expect(abs(LayoutPriority(375).strength.value - 31.622_776_601_683_793) < 1e-9)
        #expect(LayoutPriority(999).strength < Strength(value: 1e9))
        #expect(LayoutPriority(1).strength > Strength(value: 0))
    }

    @Test func theIssueExampleWithAPosition() throws {
        let header = LayoutRef("header")
        let screen = Screen {
            Box("Profile").ref(header).constraints { c in
                c.top == c.parent.top
                c.leading == c.parent.leading + 1
                c.trailing == c.parent.trailing - 1
                c.height == 3
            }
            Box("Details").id("details").constraints { c in
                c.top == header.bottom + 1
                c.leading == header.leading
                c.width >= 20
                (c.width == c.parent.width * 0.5).priority(.weak)
            }
        }
        let wide = try layout(screen, 80, 24)
        #expect(wide.frame(for: "header") == rect(1, 0, 78, 3))
        #expect(wide.frame(for: "details")?.x == 1)
        #expect(wide.frame(for: "details")?.y == 4)
        #expect(wide.frame(for: "details")?.width == 40)
        let narrow = try layout(screen, 30, 24)
        #expect(narrow.frame(for: "details")?.width == 20)
    }

    @Test func intrinsicSizeFillsInWhatConstraintsLeaveOut() throws {
        let result = try layout(
            Screen {
                Text("hello").id("t").constraints { c in
                    c.centerX == c.parent.centerX
                    c.centerY == c.parent.centerY
                }
            }, 80, 24)
        #expect(result.exactFrame(for: "t") == LayoutRect(x: 37.5, y: 11.5, width: 5, height: 1))
        #expect(result.frame(for: "t") == rect(38, 12, 5, 1))
    }

    @Test func aChildWithoutConstraintsFillsTheScreen() throws {
        let result = try layout(
            Screen {
                VStack { Text("x") }.id("fill")
            }, 30, 10)
        #expect(result.frame(for: "fill") == rect(0, 0, 30, 10))
    }

    @Test func scaledLeftSidesAreNormalised() throws {
        let frames = try place { c in
            [
                (c.width * 2 == c.parent.width).constraint, (c.top == c.parent.top).constraint,
                (c.leading * -1 >= c.parent.leading - 7).constraint,
                (c.leading == 20).priority(.weak).constraint,
            ]
        }
        #expect(frames.b.width == 50)
        #expect(frames.b.x == 7)
    }

    @Test func aScreenInsideAStackIsOffset() throws {
        let result = try layout(
            VStack {
                Text("title")
                Screen {
                    Box().id("inner").constraints { c in
                        c.leading == c.parent.leading + 2
                        c.top == c.parent.top + 1
                        c.width == 5
                        c.height == 2
                    }
                }.padding(1)
            }, 20, 10)
        #expect(result.frame(for: "inner") == rect(3, 3, 5, 2))
    }

    @Test func constraintsAreCarriedAsData() throws {
        let node = Box().id("b").constraints { c in
            (c.width == c.parent.width * 0.5 + 2).priority(.weak)
        }.node
        #expect(node.constraints.map(\.description) == ["this.width == parent.width * 0.5 + 2 @weak"])
        let decoded = try LayoutConstraint(panelValue: node.constraints[0].panelValue)
        #expect(decoded == node.constraints[0])
    }
}
