import PanelCore
import Testing

@Suite struct ValidationTests {
    private func slider(_ id: NodeID, _ scale: SliderElement.Scale, integer: Bool = false) -> Node {
        Node(id: id, element: .slider(SliderElement(label: id.rawValue, scale: scale, isInteger: integer)))
    }

    @Test func collectsEveryProblemIntoOneReport() {
        let tree = Node(
            element: .panel(PanelElement(title: "Broken")),
            children: [
                slider("a", .range(minimum: 10, maximum: 2, step: 1)),
                slider("b", .range(minimum: 0, maximum: 1, step: 0)),
                slider("c", .range(minimum: 0, maximum: .infinity, step: nil)),
                slider("d", .range(minimum: 5, maximum: 5, step: .nan)),
                Node(id: "e", element: .picker(PickerElement(label: "e", options: []))),
                Node(id: "f", element: .picker(PickerElement(label: "f", options: ["x", "y", "x"]))),
                Node(id: "a", element: .toggle(ToggleElement(label: "again"))),
                Node(element: .toggle(ToggleElement(label: "anonymous"))),
                Node(id: "bad id", element: .button(ButtonElement(label: "x"))),
            ])
        let report = TreeValidator().validate(tree)
        #expect(
            report.problems.map(\.description) == [
                "a: min 10 is greater than max 2",
                "b: step must be greater than 0, got 0",
                "c: range bounds must be finite, got 0.0...inf",
                "d: range is empty (min equals max, 5)",
                "d: step must be finite, got nan",
                "e: picker has no options",
                "f: option value \"x\" appears twice",
                "a: duplicate id \"a\" at $.root.children[6] (first used at $.root.children[0])",
                "$.root.children[7]: a toggle needs an id",
                "bad id: malformed id \"bad id\": names must be non-empty, without spaces or control characters",
            ])
    }

    @Test func everyRepeatedPickerOptionIsReportedForShortAndLongLists() {
        // Few options and many, each repeat once per later occurrence, in order; Swift strings
        // that are equal (the Kelvin sign and K) are one value.
        for count in [4, 16, 17, 40] {
            var values = (0..<count).map { "v\($0)" }
            values[count - 1] = "v0"
            values[count - 2] = "v0"
            values[1] = "K"
            values.append("\u{212A}")
            let picker = Node(
                id: "p",
                element: .picker(PickerElement(label: "p", options: values.map { .init(stringLiteral: $0) })))
            let report = TreeValidator().validate(
                Node(element: .panel(PanelElement(title: "P")), children: [picker]))
            #expect(
                report.problems.map(\.description) == [
                    "p: option value \"v0\" appears twice", "p: option value \"v0\" appears twice",
                    "p: option value \"\u{212A}\" appears twice",
                ], "\(count) options")
        }
    }

    @Test func jsonPathsNameNestedPlaces() {
        let folder = { (id: NodeID, children: [Node]) in
            Node(id: id, element: .folder(FolderElement(label: id.rawValue)), children: children)
        }
        let tree = Node(
            element: .panel(PanelElement(title: "P")),
            children: [
                folder(
                    "f",
                    [
                        Node(element: .divider), Node(element: .divider),
                        slider("x", .range(minimum: 0, maximum: 1, step: nil)),
                    ]),
                folder(
                    "g",
                    [
                        Node(id: "x", element: .toggle(ToggleElement(label: "x"))),
                        Node(element: .toggle(ToggleElement(label: "t"))),
                    ]),
            ])
        #expect(
            TreeValidator(pathStyle: .json).validate(tree).problems.map(\.description) == [
                #"$.root.children[0].children[2].id: id "x" is inside folder "f" but does not start with "f."; did you mean "f.x"?"#,
                #"$.root.children[1].children[0].id: duplicate id "x" (first used at $.root.children[0].children[2])"#,
                #"$.root.children[1].children[0].id: id "x" is inside folder "g" but does not start with "g."; did you mean "g.x"?"#,
                "$.root.children[1].children[1].id: a toggle needs an id",
            ])
        #expect(
            TreeValidator().validate(tree).problems.map(\.description) == [
                #"x: id "x" is inside folder "f" but does not start with "f."; did you mean "f.x"?"#,
                #"x: duplicate id "x" at $.root.children[1].children[0] (first used at $.root.children[0].children[2])"#,
                #"x: id "x" is inside folder "g" but does not start with "g."; did you mean "g.x"?"#,
                "$.root.children[1].children[1]: a toggle needs an id",
            ])
    }

    /// Ids compare as Swift strings do: an id spelled with the Kelvin sign (U+212A) is the id
    /// "K" spelled another way, so the second is a duplicate, whichever comes first.
    @Test func canonicallyEquivalentIdsAreOneId() {
        for (first, second) in [("K", "\u{212A}"), ("\u{212A}", "K")] {
            let tree = Node(
                element: .panel(PanelElement(title: "Ids")),
                children: [
                    Node(id: NodeID(first), element: .toggle(ToggleElement(label: "one"))),
                    Node(id: NodeID(second), element: .toggle(ToggleElement(label: "two"))),
                ])
            #expect(
                TreeValidator(pathStyle: .json).validate(tree).problems.map(\.description) == [
                    "$.root.children[1].id: duplicate id \"\(second)\" (first used at $.root.children[0])"
                ])
        }
    }

    @Test func jsonPathStyleNamesTheProperty() {
        let tree = Node(
            element: .panel(PanelElement(title: "P")),
            children: [
                Node(id: "x", element: .toggle(ToggleElement(label: "x"))),
                Node(id: "y", element: .toggle(ToggleElement(label: "y"))),
                Node(id: "z", element: .toggle(ToggleElement(label: "z"))),
                slider("r", .range(minimum: 10, maximum: 2, step: nil)),
            ])
        let report = TreeValidator(pathStyle: .json).validate(tree)
        #expect(report.description == "$.root.children[3].range: min 10 is greater than max 2")
    }

    @Test func valuesOutsideTheirControlAreReported() {
        let tree = Node(
            element: .panel(PanelElement(title: "P")),
            children: [
                slider("radius", .range(minimum: 0, maximum: 48, step: 1)),
                slider("speed", .stops(DiscreteStops([0.5, 1, 2]))),
                slider("half", .range(minimum: 0, maximum: 1, step: 0.25)),
                Node(id: "style", element: .picker(PickerElement(label: "style", options: ["glass"]))),
                Node(id: "on", element: .toggle(ToggleElement(label: "on"))),
                Node(id: "fine", element: .toggle(ToggleElement(label: "fine"))),
            ])
        let values: [NodeID: PanelValue] = [
            "radius": 60, "speed": 1.1, "half": 0.3, "style": "solid", "on": "yes", "fine": true,
        ]
        let report = TreeValidator().validate(PanelDocument(root: tree, values: values))
        #expect(
            report.problems.map(\.description) == [
                "radius: value 60 is outside the range 0...48",
                "speed: value 1.1 is not one of the stops [0.5, 1, 2] (shows as 1)",
                "half: value 0.3 is not on a step (nearest is 0.25)",
                "style: \"solid\" is not one of the options (\"glass\")",
                "on: expected a boolean, got string \"yes\"",
            ])
    }
}
