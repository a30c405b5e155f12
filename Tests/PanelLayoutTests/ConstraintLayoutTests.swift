import ConstraintSolver
import PanelCore
import PanelLayout
import Testing

@Suite struct ConstraintLayoutTests {
    /// A fixed box `a` at (10, 5) 20×4 in a 100×50 screen, and `b` constrained by `constraints`.
    func place(_ constraints: [LayoutConstraint]) throws -> (a: LayoutRect, b: LayoutRect) {
        var b = Node.box(id: "b")
        b.constraints = constraints
        let screen = Node.screen([
            .box(
                id: "a",
                constraints: [
                    "this.leading == parent.leading + 10", "this.top == parent.top + 5", "this.width == 20",
                    "this.height == 4",
                ]),
            b,
        ])
        let result = try layout(screen, 100, 50)
        return (try #require(result.exactFrame(for: "a")), try #require(result.exactFrame(for: "b")))
    }

    /// `place` with constraints written as text.
    func place(_ constraints: String...) throws -> (a: LayoutRect, b: LayoutRect) {
        try place(constraints.map { constraint($0) })
    }

    @Test(arguments: ["leading", "trailing", "centerX", "top", "bottom", "centerY"])
    func everyPositionAnchor(name: String) throws {
        let attribute = try #require(AnchorAttribute(named: name))
        let horizontal = ["leading", "trailing", "centerX"].contains(name)
        var constraints = [
            LayoutConstraint(
                first: LayoutAnchor(.this, attribute), relation: .equal,
                second: LayoutAnchor(.node("a"), attribute), constant: 3)
        ]
        constraints += [constraint(horizontal ? "this.top == parent.top" : "this.leading == parent.leading")]
        constraints += [constraint("this.width == 6"), constraint("this.height == 2")]
        let frames = try place(constraints)
        #expect(abs(value(attribute, frames.b) - (value(attribute, frames.a) + 3)) < 1e-9)
    }

    @Test(arguments: ["width", "height"])
    func everySizeAnchorWithAMultiplier(name: String) throws {
        let attribute = try #require(AnchorAttribute(named: name))
        let frames = try place([
            LayoutConstraint(
                first: LayoutAnchor(.this, attribute), relation: .equal,
                second: LayoutAnchor(.node("a"), attribute), multiplier: 0.5, constant: 1),
            constraint("this.top == parent.top"), constraint("this.leading == parent.leading"),
        ])
        #expect(abs(value(attribute, frames.b) - (value(attribute, frames.a) * 0.5 + 1)) < 1e-9)
    }

    @Test func everyRelation() throws {
        let pinned = ["this.top == parent.top", "this.leading == parent.leading"]
        let atLeast = try place(
            (pinned + ["this.width >= 30", "this.width == 10 @weak"]).map { constraint($0) })
        #expect(atLeast.b.width == 30)
        let atMost = try place(
            (pinned + ["this.width <= 8", "this.width == 20 @weak"]).map { constraint($0) })
        #expect(atMost.b.width == 8)
        let equal = try place((pinned + ["this.width == 12"]).map { constraint($0) })
        #expect(equal.b.width == 12)
        let relative = try place(
            (pinned + ["this.trailing <= a.leading - 2", "this.width == 50 @weak"]).map { constraint($0) })
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
        let frames = try place([
            constraint("this.top == parent.top"), constraint("this.leading == parent.leading"),
            LayoutConstraint(
                first: LayoutAnchor(.this, .width), relation: .equal, constant: 50, priority: first),
            LayoutConstraint(
                first: LayoutAnchor(.this, .width), relation: .equal, constant: 30, priority: second),
        ])
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
        let screen = Node.screen([
            IssueExample.header,
            IssueExample.details(id: "details", horizontal: ["this.leading == header.leading"]),
        ])
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
            .screen([
                .text(
                    "hello", id: "t",
                    constraints: ["this.centerX == parent.centerX", "this.centerY == parent.centerY"])
            ]), 80, 24)
        #expect(result.exactFrame(for: "t") == LayoutRect(x: 37.5, y: 11.5, width: 5, height: 1))
        #expect(result.frame(for: "t") == rect(38, 12, 5, 1))
    }

    @Test func aChildWithoutConstraintsFillsTheScreen() throws {
        let result = try layout(.screen([.vstack(id: "fill", [.text("x")])]), 30, 10)
        #expect(result.frame(for: "fill") == rect(0, 0, 30, 10))
    }

    /// `c.width * 2 == c.parent.width` and `c.leading * -1 >= c.parent.leading - 7` as the
    /// layout DSL normalises them (the DSL's side is in `LayoutDSLTests`).
    @Test func normalisedScaledLeftSidesAreLaidOut() throws {
        let frames = try place(
            "this.width == parent.width * 0.5", "this.top == parent.top",
            "this.leading <= parent.leading * -1 + 7", "this.leading == 20 @weak")
        #expect(frames.b.width == 50)
        #expect(frames.b.x == 7)
    }

    @Test func aScreenInsideAStackIsOffset() throws {
        let result = try layout(
            .vstack([
                .text("title"),
                .screen(
                    modifiers: Modifiers(padding: EdgeInsets(all: 1)),
                    [
                        .box(
                            id: "inner",
                            constraints: [
                                "this.leading == parent.leading + 2", "this.top == parent.top + 1",
                                "this.width == 5", "this.height == 2",
                            ])
                    ]),
            ]), 20, 10)
        #expect(result.frame(for: "inner") == rect(3, 3, 5, 2))
    }
}
