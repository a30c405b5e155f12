import PanelCore
import PanelLayout
import Testing

@Suite struct LayoutErrorTests {
    @Test func conflictingRequiredConstraintsAreNamedAsWritten() {
        let screen = Node.screen([
            .box(
                id: "details",
                constraints: [
                    "this.top == parent.top", "this.leading == parent.leading", "this.width >= 40",
                    "this.width == 30",
                ])
        ])
        #expect(
            layoutError(screen)
                == "unsatisfiable constraints: details: this.width == 30 conflicts with details: this.width >= 40"
        )
    }

    @Test func aConflictAcrossNodesListsExactlyTheConstraintsInvolved() {
        let screen = Node.screen([
            .box(
                id: "a",
                constraints: [
                    "this.top == parent.top", "this.leading == parent.leading", "this.width == 10",
                    "this.height == 3",
                ]),
            .box(
                id: "b",
                constraints: [
                    "this.top == a.bottom + 1", "this.leading == a.trailing", "this.width == a.width * 2",
                    "this.trailing <= parent.trailing", "this.width == 25",
                ]),
        ])
        #expect(
            layoutError(screen)
                == "unsatisfiable constraints: b: this.width == 25 conflicts with a: this.width == 10, b: this.width == a.width * 2"
        )
    }

    @Test func ambiguousPositionsNameTheNodeAndTheMissingAnchors() {
        // The issue's example as written: "Details" has no horizontal position.
        let screen = Node.screen([
            IssueExample.header, IssueExample.details(horizontal: []),
            .box(id: "floating", constraints: ["this.width == 3", "this.leading >= parent.leading"]),
        ])
        #expect(
            layoutError(screen) == """
                node box at [1]: horizontal position is ambiguous (no leading, trailing or centerX constraint)
                node "floating": horizontal position is ambiguous (only inequalities on leading, trailing or centerX; add an == constraint, at any priority)
                node "floating": vertical position is ambiguous (no top, bottom or centerY constraint)
                """)
    }

    @Test func unknownReferencesAreReportedByName() {
        let screen = Node.screen([
            .box(id: "header", constraints: ["this.top == parent.top", "this.leading == parent.leading"]),
            .box(
                id: "details",
                constraints: ["this.top == hedaer.bottom + 1", "this.leading == parent.leading"]),
        ])
        #expect(
            layoutError(screen)
                == "node \"details\": this.top == hedaer.bottom + 1 refers to unknown node \"hedaer\"")
    }

    @Test func referencesOutsideTheScreenAreReported() {
        let tree = Node.vstack([
            .text("Title", id: "title"),
            .screen([
                .box(id: "b", constraints: ["this.top == title.bottom", "this.leading == parent.leading"])
            ]),
        ])
        #expect(
            layoutError(tree)
                == "node \"b\": this.top == title.bottom refers to node \"title\", which is not a child of the same screen"
        )
    }

    @Test func constraintsOutsideAScreenAreReported() {
        let tree = Node.vstack([.text("Title", id: "title", constraints: ["this.top == parent.top"])])
        #expect(
            layoutError(tree)
                == "node \"title\" has constraints but is not a child of a screen; only a screen's children are placed by constraints"
        )
    }

    @Test func aConstraintThatDoesNotInvolveItsNodeIsAnError() {
        // The issue's example: a constraint between the parent and "x", written in "y"'s block.
        let screen = Node.screen([
            .box(
                id: "x",
                constraints: ["this.top == parent.top", "this.leading == parent.leading", "this.width == 10"]),
            .box(
                id: "y",
                constraints: [
                    "this.top == x.bottom", "this.leading == x.trailing", "parent.leading == x.trailing",
                ]),
        ])
        #expect(
            layoutError(screen)
                == "node \"y\": parent.leading == x.trailing does not involve the node itself; a node's constraints must place that node (write it in the block of a node it involves)"
        )
        // Naming the node by its own id counts as involving it.
        let byID = Node.screen([
            .box(id: "y", constraints: ["y.top == parent.top", "parent.leading == y.leading"])
        ])
        #expect(layoutError(byID) == nil)
    }

    /// `c.width * 0 == 5` as the layout DSL writes it (the DSL's side is in `LayoutDSLTests`).
    @Test func aLeftSideScaledByZeroIsInvalid() {
        var box = Node.box(
            id: "b", constraints: ["this.top == parent.top", "this.leading == parent.leading"])
        box.constraints.append(
            LayoutConstraint(
                first: LayoutAnchor(.this, .width), relation: .equal, multiplier: .nan, constant: .nan))
        #expect(layoutError(.screen([box]))?.hasPrefix("node \"b\": this.width == nan is invalid") == true)
    }

    @Test func requiredConstraintsThatDoNotFitTheScreenAreReported() throws {
        let screen = Node.screen([
            .box(
                id: "wide",
                constraints: [
                    "this.top == parent.top", "this.leading == parent.leading",
                    "this.trailing <= parent.trailing",
                    "this.width == 100",
                ])
        ])
        #expect(
            layoutError(screen, 80, 24)
                == "screen screen at []: required constraints need 100x24, more than its 80x24")
        #expect(layoutError(screen, 120, 24) == nil)
    }

    @Test func errorsCollectEveryProblem() throws {
        let screen = Node.screen([
            .box(id: "a", constraints: ["this.top == x.top"]),
            .box(id: "b", constraints: ["this.leading == y.leading"]),
        ])
        do {
            _ = try LayoutEngine().layout(screen, in: CellSize(width: 10, height: 10))
            Issue.record("expected an error")
        } catch {
            #expect(error.problems.count == 4)  // two unknown names, one missing axis each
            #expect(
                error.problems.contains(
                    .unknownReference("x", node: "\"a\"", constraint: "this.top == x.top")))
            #expect(
                error.problems.contains(
                    .unknownReference("y", node: "\"b\"", constraint: "this.leading == y.leading")))
        }
    }

    @Test func decodedTreesWithBadNumbersDoNotCrash() throws {
        var node = Node.box(id: "b")
        node.constraints = [
            LayoutConstraint(first: LayoutAnchor(.this, .top), relation: .equal, constant: .infinity),
            LayoutConstraint(first: LayoutAnchor(.this, .leading), relation: .equal, constant: 0),
        ]
        let screen = Node(element: .screen(ScreenElement()), children: [node])
        #expect(throws: LayoutError.self) {
            _ = try LayoutEngine().layout(screen, in: CellSize(width: 10, height: 10))
        }
    }
}
