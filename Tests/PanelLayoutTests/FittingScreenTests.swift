import PanelCore
import PanelLayout
import Testing

/// A screen laid out at its fitting height holds every frame the solver gives its children:
/// the rows its children would take one below the other are only where the search starts.
@Suite struct FittingScreenTests {
    static let bio =
        "Writes the first program for an engine that does not exist yet, and notes on what it could do."

    /// A profile card: an avatar box, a name beside it, a wrapping bio below the name, and a row
    /// of buttons below both the bio and the avatar (preferably right below the bio).
    static let profile = Node.screen(
        title: "Profile",
        [
            .box(
                id: "avatar",
                constraints: [
                    "this.top == parent.top + 1", "this.leading == parent.leading + 2", "this.width == 10",
                    "this.height == 5",
                ],
                [.text("o_o")]),
            .text(
                "Ada Lovelace", id: "name",
                constraints: ["this.top == avatar.top", "this.leading == avatar.trailing + 2"]),
            .text(
                bio, wraps: true, id: "bio",
                constraints: [
                    "this.top == name.bottom + 1", "this.leading == name.leading",
                    "this.trailing == parent.trailing - 2",
                ]),
            Node(
                id: "buttons", element: .box(BoxElement()),
                constraints: [
                    constraint("this.top >= bio.bottom + 1"), constraint("this.top >= avatar.bottom + 1"),
                    constraint("this.top == bio.bottom + 1 @weak"),
                    constraint("this.leading == avatar.leading"),
                ],
                children: [
                    .hstack(
                        spacing: 1,
                        [
                            Node(id: "follow", element: .button(ButtonElement(label: "Follow"))),
                            Node(id: "message", element: .button(ButtonElement(label: "Message"))),
                        ])
                ]),
        ])

    /// The lowest bottom edge of any frame, in rows from the top.
    static func lowestBottom(_ result: LayoutResult) -> Int {
        result.entries.map { $0.frame.y + $0.frame.height }.max() ?? 0
    }

    @Test(arguments: [40, 80, 120])
    func theFittingHeightHoldsEverySolvedFrame(width: Int) throws {
        let engine = LayoutEngine()
        let fitted = try engine.layout(FittingScreenTests.profile, width: width)
        let buttons = try #require(fitted.frame(for: "buttons"))
        let bio = try #require(fitted.frame(for: "bio"))
        let avatar = try #require(fitted.frame(for: "avatar"))
        #expect(buttons.y >= bio.y + bio.height + 1)
        #expect(buttons.y >= avatar.y + avatar.height + 1)
        #expect(buttons.height == 3)
        // Every frame ends above the screen's bottom edge (the title takes the first row).
        #expect(FittingScreenTests.lowestBottom(fitted) <= fitted.size.height)
        #expect(buttons.y + buttons.height == fitted.size.height)
        #expect(
            LayoutEngine().fittingHeight(of: FittingScreenTests.profile, width: width) == fitted.size.height)
        // The same frames as a layout at that height given explicitly.
        let given = try LayoutEngine().layout(FittingScreenTests.profile, in: fitted.size)
        #expect(given.entries == fitted.entries)
    }

    @Test func aChildThatNoHeightHoldsDoesNotGrowTheScreenInVain() throws {
        // Tied below the bottom edge, the text is below at every height: the layout keeps the
        // height first estimated rather than growing by the text's height each round.
        let screen = Node.screen([
            .text(
                "first", id: "first",
                constraints: ["this.top == parent.top", "this.leading == parent.leading"]),
            .text(
                "below", id: "below",
                constraints: ["this.top == parent.bottom", "this.leading == parent.leading"]),
        ])
        let engine = LayoutEngine()
        let fitted = try engine.layout(screen, width: 20)
        #expect(fitted.size.height == 2)
        #expect(fitted.frame(for: "below") == rect(0, 2, 5, 1))
        #expect(try engine.layout(screen, width: 20) == fitted)
        #expect(engine.fittingHeight(of: screen, width: 20) == 2)
    }

    @Test func aScreenInAStackGrowsWithTheStack() throws {
        // The stack gives the screen the rows it grows by (it is its only flexible child).
        let stack = Node.vstack([
            .text("Header", id: "header"), FittingScreenTests.profile, .text("Footer", id: "footer"),
        ])
        let fitted = try LayoutEngine().layout(stack, width: 40)
        let buttons = try #require(fitted.frame(for: "buttons"))
        let footer = try #require(fitted.frame(for: "footer"))
        #expect(buttons.y + buttons.height <= footer.y)
        #expect(footer.y + 1 == fitted.size.height)
    }

    @Test func aScreenWhoseChildrenStackStillFitsTheirRows() throws {
        // Children without constraints fill the screen: the fitting height is still the
        // rows they take one below the other, as before.
        let screen = Node.screen([.text("one"), .text("two")])
        #expect(LayoutEngine().fittingHeight(of: screen, width: 20) == 2)
    }
}
