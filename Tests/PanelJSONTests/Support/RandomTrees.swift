import PanelCore
import TestDocuments
import TestSupport

/// Generates random, valid documents with nodes of every kind, modifiers, constraints, kept
/// unknown properties, unknown kinds and values of every type, for round-trip tests.
struct RandomTrees {
    var random: SplitMix64
    private var nextID = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let controlKinds = [
        "slider", "toggle", "textField", "colorPicker", "picker", "springEditor", "transitionEditor",
        "button", "floatingButton", "monitor", "numberField", "rangeSlider", "multiSelect", "point",
    ]
    static let containerKinds = [
        "panel", "folder", "stack", "box", "screen", "dialog", "dialogRoot", "panelRoot",
    ]
    /// The kinds without children: those written out here, then those that give their own
    /// samples (``KindSample``), which the trees pick from.
    static let leafKinds = ["spacer", "text", "divider"] + sampledKinds.keys.sorted()
    /// The samples of the kinds that give their own, by kind.
    static let sampledKinds: [String: [Node]] = Dictionary(
        grouping: Samples.ownSamples, by: { $0.kind })
    static let unknownKinds = ["knob", "future.gauge", "chart"]

    mutating func document(maxDepth: Int = 4) -> PanelDocument {
        var values: [NodeID: PanelValue] = [:]
        let root = node(kind: "panel", depth: 0, maxDepth: maxDepth, values: &values)
        return PanelDocument(root: root, values: values)
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }

    /// Text with the characters that make JSON writers and readers stumble.
    mutating func text() -> String {
        let pieces = [
            "speed", "Card", "é", "日本", "😀", "👩‍👩‍👧", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}",
            "\u{85}", "\u{2028}", "a b", "", "'", "<>", "\u{FEFF}", "𝄞", "0", "-1e5",
        ]
        var out = ""
        for _ in 0..<int(0...4) { out += pick(pieces) }
        return out
    }

    /// A finite number of a random form: whole, short decimal, tiny, huge or any bit pattern.
    mutating func number() -> Double {
        switch int(0...5) {
        case 0: return Double(int(-1000...1000))
        case 1: return Double(int(-100_000...100_000)) / 100
        case 2: return Double(int(1...9)) * 1e-300
        case 3: return Double(int(-9...9)) * 1e300
        case 4: return Double(int(-(1 << 53)...(1 << 53)))
        default:
            while true {
                let candidate = Double(bitPattern: random.next())
                if candidate.isFinite { return candidate }
            }
        }
    }

    mutating func value(depth: Int = 0) -> PanelValue {
        switch int(0...(depth > 2 ? 3 : 5)) {
        case 0: return .null
        case 1: return .bool(chance(0.5))
        case 2: return .number(number())
        case 3: return .string(text())
        case 4: return .array((0..<int(0...3)).map { _ in value(depth: depth + 1) })
        default:
            var object: [String: PanelValue] = [:]
            for _ in 0..<int(0...3) { object[text()] = value(depth: depth + 1) }
            return .object(object)
        }
    }

    /// A fresh id; inside a folder, under the folder's id (as the validator requires).
    mutating func id(in folder: NodeID? = nil) -> NodeID {
        nextID += 1
        let stems = ["speed", "motion", "é", "日本", "x-y", "a_b", "😀"]
        let stem = pick(stems)
        let name = chance(0.3) ? "\(stem).n\(nextID)" : "\(stem)\(nextID)"
        return NodeID(folder.map { $0.rawValue + "." + name } ?? name)
    }

    mutating func color() -> HexColor {
        HexColor(
            red: UInt8(int(0...255)), green: UInt8(int(0...255)), blue: UInt8(int(0...255)),
            alpha: chance(0.5) ? 255 : UInt8(int(0...255)))
    }

    mutating func spring() -> Spring {
        chance(0.5)
            ? .time(duration: Double(int(1...300)) / 100, bounce: Double(int(-99...100)) / 100)
            : .physics(
                stiffness: Double(int(1...1000)), damping: Double(int(0...100)) / 4,
                mass: Double(int(1...40)) / 4)
    }

    mutating func transition() -> Transition {
        if chance(0.5) { return .spring(spring()) }
        let bezier = Bezier(
            Double(int(0...100)) / 100, Double(int(-100...200)) / 100, Double(int(0...100)) / 100,
            Double(int(-100...200)) / 100)
        return .easing(duration: Double(int(1...200)) / 100, bezier: bezier)
    }

    mutating func modifiers() -> Modifiers {
        var modifiers = Modifiers()
        if chance(0.4) {
            modifiers.padding = EdgeInsets(
                top: int(0...3), leading: int(0...3), bottom: int(0...3), trailing: int(0...3))
        }
        if chance(0.4) {
            modifiers.frame = FrameModifier(
                width: chance(0.5) ? int(1...80) : nil, height: chance(0.5) ? int(1...20) : nil,
                minWidth: chance(0.3) ? int(0...10) : nil, maxWidth: chance(0.3) ? int(10...100) : nil,
                minHeight: chance(0.3) ? int(0...5) : nil, maxHeight: chance(0.3) ? int(5...50) : nil)
        }
        if chance(0.3) { modifiers.border = pick([.single, .rounded, .heavy, .double]) }
        if chance(0.3) { modifiers.foreground = color() }
        if chance(0.3) { modifiers.background = color() }
        modifiers.isDisabled = chance(0.2)
        modifiers.isHidden = chance(0.2)
        return modifiers
    }

    mutating func anchor() -> LayoutAnchor {
        let attributes: [AnchorAttribute] = [
            .leading, .trailing, .top, .bottom, .centerX, .centerY, .width, .height,
        ]
        let target: LayoutAnchor.Target = pick([.this, .parent, .node(NodeID("other\(int(0...9))"))])
        return LayoutAnchor(target, pick(attributes))
    }

    mutating func constraint() -> LayoutConstraint {
        let priorities: [LayoutPriority] = [
            .required, .strong, .medium, .weak, LayoutPriority(Double(int(1...1000))),
        ]
        return LayoutConstraint(
            first: anchor(), relation: pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
            second: chance(0.7) ? anchor() : nil, multiplier: chance(0.5) ? 1 : number(),
            constant: chance(0.5) ? 0 : number(), priority: pick(priorities))
    }

    mutating func element(kind: String) -> Element {
        switch kind {
        case "panel": return .panel(PanelElement(title: text()))
        case "folder": return .folder(FolderElement(label: text(), isCollapsed: chance(0.3)))
        case "slider":
            let scale: SliderElement.Scale
            if chance(0.5) {
                let low = chance(0.5) ? Double(int(-100...100)) : Double(int(-1000...1000)) / 100
                let high = low + Double(int(1...500)) / (chance(0.5) ? 1 : 10)
                let step: Double? = chance(0.5) ? nil : pick([0.01, 0.05, 0.1, 0.25, 1, 2, 5])
                scale = .range(minimum: low, maximum: high, step: step)
            } else {
                scale = .stops(DiscreteStops((0..<int(0...6)).map { _ in Double(int(-100...100)) / 4 }))
            }
            return .slider(
                SliderElement(
                    label: text(), scale: scale, unit: chance(0.5) ? pick(["pt", "%", "s", "°"]) : nil,
                    direction: chance(0.3) ? .rightToLeft : .leftToRight, isInteger: chance(0.2)))
        case "toggle": return .toggle(ToggleElement(label: text()))
        case "textField":
            return .textField(TextFieldElement(label: text(), placeholder: chance(0.5) ? text() : nil))
        case "colorPicker": return .colorPicker(ColorPickerElement(label: text()))
        case "picker":
            let count = int(1...5)
            let options = (0..<count).map { index in
                chance(0.5) ? Option("option\(index)") : Option(value: "v\(index)\(text())", label: text())
            }
            return .picker(PickerElement(label: text(), options: options))
        case "springEditor": return .springEditor(SpringEditorElement(label: text()))
        case "transitionEditor": return .transitionEditor(TransitionEditorElement(label: text()))
        case "button":
            return .button(
                ButtonElement(label: text(), role: chance(0.5) ? nil : pick([.cancel, .destructive])))
        case "dialog":
            return .dialog(
                DialogElement(
                    title: chance(0.5) ? text() : nil, message: chance(0.5) ? text() : nil,
                    placement: pick([.top, .center, .bottom]),
                    overlay: pick([
                        .none, .default, .dim(color(), opacity: Double(int(0...10)) / 10), .blur(.dark),
                    ]),
                    dismissOnOutsideTap: chance(0.5), dismissOnEscape: chance(0.5),
                    animation: chance(0.5) ? spring() : nil, transition: chance(0.5) ? transition() : nil))
        case "dialogRoot": return .dialogRoot(DialogRootElement())
        case "panelRoot":
            return .panelRoot(
                PanelRootElement(
                    mode: pick([.inline, .drawer]),
                    position: pick([.topLeft, .topRight, .bottomLeft, .bottomRight]),
                    defaultOpen: chance(0.5), showsFAB: chance(0.5), storageID: text()))
        case "floatingButton":
            return .floatingButton(
                FloatingButtonElement(
                    label: text(), corner: pick([.topLeft, .bottomRight]),
                    storageID: chance(0.5) ? text() : nil))
        case "monitor":
            let graph: MonitorElement.Graph? = pick([nil, .automatic, .fixed(0, Double(int(1...120)))])
            return .monitor(
                MonitorElement(
                    label: text(), type: graph == nil ? pick([.number, .text, .boolean]) : .number,
                    unit: chance(0.5) ? text() : nil, precision: chance(0.5) ? int(0...3) : nil, graph: graph,
                    capacity: pick([MonitorElement.defaultCapacity, int(2...1000)])))
        case "numberField":
            let minimum: Double? = chance(0.5) ? Double(int(-100...100)) : nil
            return .numberField(
                NumberFieldElement(
                    label: text(), minimum: minimum,
                    maximum: chance(0.5) ? (minimum ?? 0) + Double(int(0...500)) : nil,
                    step: chance(0.5) ? pick([0.01, 0.1, 0.25, 1, 5]) : nil,
                    precision: chance(0.5) ? int(0...4) : nil,
                    unit: chance(0.5) ? text() : nil, isInteger: chance(0.3)))
        case "rangeSlider":
            let low = Double(int(-100...100)) / (chance(0.5) ? 1 : 10)
            return .rangeSlider(
                RangeSliderElement(
                    label: text(), minimum: low, maximum: low + Double(int(1...500)),
                    step: chance(0.5) ? pick([0.05, 0.1, 1, 5]) : nil, unit: chance(0.5) ? text() : nil,
                    isInteger: chance(0.3)))
        case "multiSelect":
            let count = int(1...5)
            let options = (0..<count).map { index in
                chance(0.5) ? Option("option\(index)") : Option(value: "v\(index)\(text())", label: text())
            }
            return .multiSelect(
                MultiSelectElement(
                    label: text(), options: options, minCount: chance(0.3) ? int(0...count) : nil,
                    maxCount: chance(0.3) ? int(count...6) : nil))
        case "point":
            let axes = ["x", "y", "z"].prefix(int(2...3)).map { name in
                let low = Double(int(-100...100)) / (chance(0.5) ? 1 : 10)
                return PointElement.Axis(
                    name, minimum: low, maximum: low + Double(int(1...500)),
                    step: chance(0.5) ? pick([0.05, 0.1, 1, 5]) : nil,
                    precision: chance(0.3) ? int(0...4) : nil)
            }
            return .point(
                PointElement(
                    label: text(), axes: axes, unit: chance(0.5) ? text() : nil, isLocked: chance(0.3),
                    isInteger: chance(0.3)))
        case "stack":
            return .stack(
                StackElement(
                    axis: pick([.vertical, .horizontal, .depth]), spacing: int(0...3),
                    horizontalAlignment: pick([.leading, .center, .trailing]),
                    verticalAlignment: pick([.top, .center, .bottom])))
        case "spacer": return .spacer(SpacerElement(minLength: int(0...3)))
        case "text": return .text(TextElement(text(), wraps: chance(0.5)))
        case "divider": return .divider
        case "box":
            return .box(
                BoxElement(
                    title: chance(0.5) ? text() : nil, border: pick([.single, .rounded, .heavy, .double])))
        case "screen": return .screen(ScreenElement(title: chance(0.5) ? text() : nil))
        case _ where Self.sampledKinds[kind] != nil:
            return pick(Self.sampledKinds[kind]!).element
        default:
            var properties: [String: PanelValue] = [:]
            if chance(0.7) { properties["label"] = .string(text()) }
            for index in 0..<int(0...3) { properties["p\(index)\(text())"] = value() }
            for key in Node.reservedKeys { properties[key] = nil }
            return .unknown(UnknownElement(kind: kind, properties: properties))
        }
    }

    /// A value that `element` holds canonically, or `nil` for kinds that hold none.
    mutating func controlValue(for element: Element) -> PanelValue? {
        let candidate: PanelValue
        switch element {
        case .slider(let slider):
            let bounds = slider.bounds ?? (0, 1)
            let raw = bounds.minimum + (bounds.maximum - bounds.minimum) * Double(int(0...100)) / 100
            candidate = .number(slider.canonicalNumber(raw))
        case .toggle: candidate = .bool(chance(0.5))
        case .textField: candidate = .string(text())
        case .colorPicker: candidate = color().panelValue
        case .picker(let picker): candidate = .string(pick(picker.options).value)
        case .springEditor: candidate = spring().panelValue
        case .transitionEditor: candidate = transition().panelValue
        case .dialog:
            candidate =
                DialogPresentation(
                    isPresented: chance(0.5), z: int(1...3), dismissal: chance(0.5) ? .escape : nil
                ).panelValue
        case .panelRoot(let root) where root.mode == .drawer:
            candidate =
                DrawerPresentation(
                    isPresented: chance(0.5), detent: pick([.medium, .tall]),
                    selected: chance(0.5) ? "card" : nil
                ).panelValue
        case .floatingButton:
            candidate =
                FloatingButtonPlacement(
                    x: Double(int(0...20)) / 20, y: Double(int(0...20)) / 20,
                    edges: pick([[], [.left], [.right, .bottom]])
                ).panelValue
        case .unknown: return chance(0.5) ? .number(number()) : .string(text())
        case _ where Self.sampledKinds[element.kind] != nil:
            guard let value = element.defaultValue else { return nil }
            candidate = value
        default: return nil
        }
        return element.valueProblem(candidate) == nil ? candidate : nil
    }

    mutating func node(
        kind: String, depth: Int, maxDepth: Int, values: inout [NodeID: PanelValue], folder: NodeID? = nil
    ) -> Node {
        let element = element(kind: kind)
        let needsID = element.needsID
        var node = Node(id: needsID || chance(0.3) ? id(in: folder) : nil, element: element)
        var inner = folder
        if case .folder = element, let id = node.id { inner = id }
        if chance(0.3) { node.modifiers = modifiers() }
        if chance(0.2) { node.constraints = (0..<int(1...3)).map { _ in constraint() } }
        if case .unknown = element {
        } else if chance(0.2) {
            for index in 0..<int(1...2) { node.extras["extra\(index)\(text())"] = value() }
        }
        if let id = node.id, chance(0.8), let value = controlValue(for: element) { values[id] = value }
        let holdsChildren = Self.containerKinds.contains(kind) || Self.unknownKinds.contains(kind)
        if holdsChildren && depth < maxDepth {
            for _ in 0..<int(0...5) {
                let roll = int(0...9)
                let childKind: String
                if roll < 5 {
                    childKind = pick(Self.controlKinds)
                } else if roll < 7 {
                    childKind = pick(Self.containerKinds)
                } else if roll < 9 {
                    childKind = pick(Self.leafKinds)
                } else {
                    childKind = pick(Self.unknownKinds)
                }
                node.children.append(
                    self.node(
                        kind: childKind, depth: depth + 1, maxDepth: maxDepth, values: &values, folder: inner)
                )
            }
        }
        return node
    }
}
