import PanelCore
import Testing

@testable import PanelText

/// Random trees with awkward structure and values, at awkward widths: rendering never crashes, the
/// ASCII backend stays 7-bit, and the ANSI backend writes no escape but SGR.
@Suite struct RobustnessTests {
    /// A small deterministic generator (64-bit LCG), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }

    static let strings = [
        "", "x", "Speed", "日本語のラベル", "e\u{301}e\u{301}", "\u{1B}[2J", "\u{9B}31m", "\u{202E}abc", "a\nb",
        String(repeating: "long ", count: 40), "👩‍💻", "\u{0}\u{7F}",
    ]
    static let numbers: [Double] = [0, 1, -1, 0.5, 1e300, -1e300, .nan, .infinity, -.infinity, 3.25]

    func element(_ g: inout Generator, id: String) -> Element {
        let label = g.pick(Self.strings)
        switch g.next(14) {
        case 0:
            return .slider(
                SliderElement(
                    label: label,
                    scale: .range(
                        minimum: g.pick(Self.numbers), maximum: g.pick(Self.numbers),
                        step: g.pick([nil, 0, -1, 0.1])),
                    unit: g.pick([nil, label]), direction: g.pick([.leftToRight, .rightToLeft]),
                    isInteger: g.next(2) == 0))
        case 1:
            return .slider(
                SliderElement(
                    label: label, scale: .stops(DiscreteStops(g.pick([[], [1], [1, 2, 3], [0, 1e300]]))),
                    direction: g.pick([.leftToRight, .rightToLeft])))
        case 2: return .toggle(ToggleElement(label: label))
        case 3: return .textField(TextFieldElement(label: label, placeholder: g.pick([nil, label])))
        case 4: return .colorPicker(ColorPickerElement(label: label))
        case 5:
            return .picker(
                PickerElement(
                    label: label,
                    options: g.pick([[], [Option(label)], [Option("a"), Option("b", label: label)]])))
        case 6: return .springEditor(SpringEditorElement(label: label))
        case 7: return .transitionEditor(TransitionEditorElement(label: label))
        case 8: return .button(ButtonElement(label: label))
        case 9: return .text(TextElement(label, wraps: g.next(2) == 0))
        case 10: return .divider
        case 11: return .spacer(SpacerElement(minLength: g.pick([0, 1, 3])))
        case 12: return .unknown(UnknownElement(kind: "future", properties: ["label": .string(label)]))
        default: return .toggle(ToggleElement(label: label))
        }
    }

    func tree(_ g: inout Generator, depth: Int, id: String, values: inout [NodeID: PanelValue]) -> Node {
        let containers: [Element] = [
            .panel(PanelElement(title: g.pick(Self.strings))),
            .box(BoxElement(title: g.pick([nil, "Box"]), border: .heavy)),
            .folder(FolderElement(label: g.pick(Self.strings), isCollapsed: g.next(3) == 0)),
            .stack(StackElement(axis: g.pick([.vertical, .horizontal]), spacing: g.pick([0, 1, -2]))),
            .screen(ScreenElement(title: "S")), .unknown(UnknownElement(kind: "group", properties: [:])),
        ]
        var modifiers = Modifiers()
        if g.next(5) == 0 { modifiers.isDisabled = true }
        if g.next(9) == 0 { modifiers.isHidden = true }
        if g.next(6) == 0 { modifiers.padding = EdgeInsets(all: g.pick([-3, 0, 1, 50])) }
        if g.next(6) == 0 {
            modifiers.frame = FrameModifier(width: g.pick([nil, 0, 3, -1]), height: g.pick([nil, 0, 2]))
        }
        if g.next(6) == 0 { modifiers.background = "#336699" }
        if depth > 0 && g.next(3) == 0 {
            let children = (0..<g.next(4)).map {
                tree(&g, depth: depth - 1, id: "\(id).\($0)", values: &values)
            }
            return Node(id: NodeID(id), element: g.pick(containers), modifiers: modifiers, children: children)
        }
        let candidates: [PanelValue] = [
            .number(g.pick(Self.numbers)), .string(g.pick(Self.strings)), .bool(true), .null, .array([1, 2]),
            "#FF00FF", Spring.physics(stiffness: 0, damping: -1, mass: 0).panelValue,
            Transition.easing(duration: -1, bezier: Bezier(2, -5, -1, 9)).panelValue,
        ]
        if g.next(3) > 0 { values[NodeID(id)] = g.pick(candidates) }
        return Node(id: NodeID(id), element: element(&g, id: id), modifiers: modifiers)
    }

    @Test func randomTreesRenderSafelyAtAnyWidth() throws {
        var g = Generator(state: 2026)
        for round in 0..<100 {
            var values: [NodeID: PanelValue] = [:]
            let children = (0..<(1 + g.next(6))).map {
                tree(&g, depth: 3, id: "n\(round).\($0)", values: &values)
            }
            let document = PanelDocument(
                root: Node(id: "root", element: .panel(PanelElement(title: "R")), children: children),
                values: values)
            for width in [1, 2, 3, 5, 8, 13, 40] {
                let ascii = try ASCIIRenderer(width: width).render(document)
                #expect(
                    ascii.utf8.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x0A },
                    "round \(round) width \(width)")
                let ansi = try ANSIRenderer(width: width, colorDepth: .trueColor).render(document)
                var rest = Substring(ansi)
                while let escape = rest.firstIndex(of: "\u{1B}") {
                    rest = rest[rest.index(after: escape)...]
                    let sgr = rest.prefix { $0 == "[" || $0 == ";" || ("0"..."9").contains($0) }
                    #expect(
                        sgr.first == "[" && rest.dropFirst(sgr.count).first == "m",
                        "round \(round) width \(width)")
                }
                for line in ansi.split(separator: "\n") {
                    #expect(
                        DisplayWidth.standard.columns(
                            of: Sanitizer.unicode.clean(line.replacing(/\x1B\[[0-9;]*m/, with: ""))) <= width)
                }
            }
        }
    }
}
