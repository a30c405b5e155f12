import PanelKit
import Testing

@Suite struct LayoutErrorTests {
    @Test func conflictingRequiredConstraintsAreNamedAsWritten() {
        let screen = Screen {
            Box().id("details").constraints { c in
                c.top == c.parent.top
                c.leading == c.parent.leading
                c.width >= 40
                c.width == 30
            }
        }
        #expect(
            layoutError(screen)
                == "unsatisfiable constraints: details: this.width == 30 conflicts with details: this.width >= 40"
        )
    }

    @Test func aConflictAcrossNodesListsExactlyTheConstraintsInvolved() {
        let a = LayoutRef("a")
        let screen = Screen {
            Box().ref(a).constraints { c in
                c.top == c.parent.top
                c.leading == c.parent.leading
                c.width == 10
                c.height == 3
            }
            Box().id("b").constraints { c in
                c.top == a.bottom + 1
                c.leading == a.trailing
                c.width == a.width * 2
                c.trailing <= c.parent.trailing
                c.width == 25
            }
        }
        #expect(
            layoutError(screen)
                == "unsatisfiable constraints: b: this.width == 25 conflicts with a: this.width == 10, b: this.width == a.width * 2"
        )
    }

    @Test func ambiguousPositionsNameTheNodeAndTheMissingAnchors() {
        let header = LayoutRef("header")
        // The issue's example as written: "Details" has no horizontal position.
        let screen = Screen {
            Box("Profile").ref(header).constraints { c in
                c.top == c.parent.top
                c.leading == c.parent.leading + 1
                c.trailing == c.parent.trailing - 1
                c.height == 3
            }
            Box("Details").constraints { c in
                c.top == header.bottom + 1
                c.width >= 20
                (c.width == c.parent.width * 0.5).priority(.weak)
            }
            Box().id("floating").constraints { c in
                c.width == 3
                c.leading >= c.parent.leading
            }
        }
        #expect(
            layoutError(screen) == """
                node box at [1]: horizontal position is ambiguous (no leading, trailing or centerX constraint)
                node "floating": horizontal position is ambiguous (only inequalities on leading, trailing or centerX; add an == constraint, at any priority)
                node "floating": vertical position is ambiguous (no top, bottom or centerY constraint)
                """)
    }

    @Test func unknownReferencesAreReportedByName() {
        let typo = LayoutRef("hedaer")
        let screen = Screen {
            Box().id("header").constraints { c in
                c.top == c.parent.top
                c.leading == c.parent.leading
            }
            Box().id("details").constraints { c in
                c.top == typo.bottom + 1
                c.leading == c.parent.leading
            }
        }
        #expect(
            layoutError(screen)
                == "node \"details\": this.top == hedaer.bottom + 1 refers to unknown node \"hedaer\"")
    }

    @Test func referencesOutsideTheScreenAreReported() {
        let title = LayoutRef("title")
        let tree = VStack {
            Text("Title").ref(title)
            Screen {
                Box().id("b").constraints { c in
                    c.top == title.bottom
                    c.leading == c.parent.leading
                }
            }
        }
        #expect(
            layoutError(tree)
                == "node \"b\": this.top == title.bottom refers to node \"title\", which is not a child of the same screen"
        )
    }

    @Test func constraintsOutsideAScreenAreReported() {
        let tree = VStack {
            Text("Title").id("title").constraints { c in c.top == c.parent.top }
        }
        #expect(
            layoutError(tree)
                == "node \"title\" has constraints but is not a child of a screen; only a screen's children are placed by constraints"
        )
    }

    @Test func aConstraintThatDoesNotInvolveItsNodeIsAnError() {
        // The issue's example: a constraint between the parent and "x", written in "y"'s block.
        let x = LayoutRef("x")
        let screen = Screen {
            Box().ref(x).constraints { c in
                c.top == c.parent.top
                c.leading == c.parent.leading
                c.width == 10
            }
            Box().id("y").constraints { c in
                c.top == x.bottom
                c.leading == x.trailing
                c.parent.leading == x.trailing
            }
        }
        #expect(
            layoutError(screen)
                == "node \"y\": parent.leading == x.trailing does not involve the node itself; a node's constraints must place that node (write it in the block of a node it involves)"
        )
        // Naming the node by its own id counts as involving it.
        let y = LayoutRef("y")
        let byID = Screen {
            Box().ref(y).constraints { c in
                y.top == c.parent.top
                c.parent.leading == y.leading
            }
        }
        #expect(layoutError(byID) == nil)
    }

    @Test func aLeftSideScaledByZeroIsInvalid() {
        let screen = Screen {
            Box().id("b").constraints { c in
                c.top == c.parent.top
                c.leading == c.parent.leading
                c.width * 0 == 5
            }
        }
        #expect(layoutError(screen)?.hasPrefix("node \"b\": this.width == nan is invalid") == true)
    }

    @Test func requiredConstraintsThatDoNotFitTheScreenAreReported() throws {
        let screen = Screen {
            Box().id("wide").constraints { c in
                c.top == c.parent.top
                c.leading == c.parent.leading
                c.trailing <= c.parent.trailing
                c.width == 100
            }
        }
        #expect(
            layoutError(screen, 80, 24)
                == "screen screen at []: required constraints need 100x24, more than its 80x24")
        #expect(layoutError(screen, 120, 24) == nil)
    }

    @Test func errorsCollectEveryProblem() throws {
        let screen = Screen {
            Box().id("a").constraints { c in c.top == LayoutRef("x").top }
            Box().id("b").constraints { c in c.leading == LayoutRef("y").leading }
        }
        do {
            _ = try LayoutEngine().layout(screen.node, in: CellSize(width: 10, height: 10))
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
        var node = Box().id("b").node
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
