import PanelKit
import Testing

@Suite struct LayoutDSLTests {
    @Test func buildersTakeControlFlow() {
        let showsFooter = false
        let compact = true
        let node = VStack(spacing: 1) {
            Text("title")
            if compact {
                Text("compact")
            } else {
                Text("regular")
            }
            if showsFooter {
                Text("footer")
            }
            for name in ["a", "b"] {
                Text(name)
            }
            Divider()
        }.node
        #expect(
            node.children.map { $0.element.label ?? $0.kind } == ["title", "compact", "a", "b", "divider"])
        #expect(node.element == .stack(StackElement(axis: .vertical, spacing: 1)))
    }

    @Test func elementsBecomeTheirNodes() {
        #expect(
            HStack(spacing: 2, alignment: .bottom) {}.node.element
                == .stack(StackElement(axis: .horizontal, spacing: 2, verticalAlignment: .bottom)))
        #expect(
            ZStack {}.node.element
                == .stack(
                    StackElement(axis: .depth, horizontalAlignment: .center, verticalAlignment: .center)))
        #expect(Spacer(minLength: 3).node.element == .spacer(SpacerElement(minLength: 3)))
        #expect(Text("hi", wraps: true).node.element == .text(TextElement("hi", wraps: true)))
        #expect(Box("T", border: .rounded).node.element == .box(BoxElement(title: "T", border: .rounded)))
        #expect(Screen("S") {}.node.element == .screen(ScreenElement(title: "S")))
    }

    @Test func modifiersSetTheNodesModifiers() {
        let node = Text("x").padding(1).padding(horizontal: 2, vertical: 0).frame(width: 10).frame(
            maxHeight: 4
        )
        .border(.double).id("x").hidden().node
        #expect(node.modifiers.padding == EdgeInsets(top: 1, leading: 3, bottom: 1, trailing: 3))
        #expect(node.modifiers.frame == FrameModifier(width: 10, maxHeight: 4))
        #expect(node.modifiers.border == .double)
        #expect(node.modifiers.isHidden)
        #expect(node.id == "x")
        let ref: LayoutRef = "header"
        #expect(Box().ref(ref).node.id == "header")
    }

    @Test func constraintBlocksReadLikeTheIssue() {
        let header = LayoutRef("header")
        let node = Box("Details").constraints { c in
            c.top == header.bottom + 1
            c.width >= 20
            c.height <= c.parent.height - 2
            (c.width == c.parent.width * 0.5).priority(.weak)
            (c.centerX == 0.5 * c.parent.width).priority(600)
        }.node
        #expect(
            node.constraints.map(\.description) == [
                "this.top == header.bottom + 1", "this.width >= 20", "this.height <= parent.height - 2",
                "this.width == parent.width * 0.5 @weak", "this.centerX == parent.width * 0.5 @600",
            ])
    }

    @Test func panelTreesAreLayoutChildren() throws {
        struct Model: Codable, Equatable, Sendable { var on = true }
        let state = PanelState("Settings", initial: Model()) { Toggle("on", \.on) }
        let screen = Screen {
            // A panel's tree (its structure) placed as a node; live panels go through a PanelHost.
            LayoutItem(state.document.root).frame(width: 30).constraints { c in
                c.top == c.parent.top
                c.trailing == c.parent.trailing
            }
        }
        #expect(screen.node.children[0].kind == "panel")
        let result = try LayoutEngine().layout(screen.node, in: CellSize(width: 80, height: 24))
        #expect(result.frame(at: [0]) == CellRect(x: 50, y: 0, width: 30, height: 3))
        // Inside the border and the panel's column of padding on each side.
        #expect(result.frame(for: "on") == CellRect(x: 52, y: 1, width: 26, height: 1))
    }

    @Test func constraintsAreCarriedAsData() throws {
        let node = Box().id("b").constraints { c in
            (c.width == c.parent.width * 0.5 + 2).priority(.weak)
        }.node
        #expect(node.constraints.map(\.description) == ["this.width == parent.width * 0.5 + 2 @weak"])
        let decoded = try LayoutConstraint(panelValue: node.constraints[0].panelValue)
        #expect(decoded == node.constraints[0])
    }

    /// The layout of what these become is checked in `ConstraintLayoutTests`.
    @Test func scaledLeftSidesAreNormalised() {
        let node = Box().id("b").constraints { c in
            c.width * 2 == c.parent.width
            c.top == c.parent.top
            c.leading * -1 >= c.parent.leading - 7
            (c.leading == 20).priority(.weak)
        }.node
        #expect(
            node.constraints.map(\.description) == [
                "this.width == parent.width * 0.5", "this.top == parent.top",
                "this.leading <= parent.leading * -1 + 7", "this.leading == 20 @weak",
            ])
    }

    /// The error this gives is checked in `LayoutErrorTests`.
    @Test func aLeftSideScaledByZeroIsNotANumber() throws {
        let node = Box().id("b").constraints { c in c.width * 0 == 5 }.node
        let constraint = try #require(node.constraints.first)
        #expect(constraint.description == "this.width == nan")
        #expect(constraint.multiplier.isNaN && constraint.constant.isNaN && constraint.second == nil)
    }
}
