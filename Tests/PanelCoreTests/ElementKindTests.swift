import TestDocuments
import Testing

@testable import PanelCore

/// Each kind's one description (`ElementKind`) agrees with itself: what it writes is what it
/// names, in the order the writer promises, and reads back as the same element.
@Suite struct ElementKindTests {
    /// Every kind at least once, with every property set away from its default somewhere.
    static let samples: [Element] =
        Samples.everyKind.allNodes.map(\.element) + [
            .floatingButton(FloatingButtonElement(label: "tune", corner: .bottomLeft, storageID: "main")),
            .folder(FolderElement(label: "open")), .folder(FolderElement(label: "tabs", showsTabs: true)),
            .monitor(
                MonitorElement(
                    label: "fps", type: .text, unit: "Hz", precision: 1, graph: .fixed(0, 120), capacity: 60)),
            .numberField(
                NumberFieldElement(
                    label: "timeout", minimum: 0, maximum: 60, step: 0.5, precision: 1, unit: "s",
                    isInteger: true)),
            .rangeSlider(
                RangeSliderElement(
                    label: "spawn", minimum: 0, maximum: 10, step: 1, unit: "s", isInteger: true, precision: 1
                )),
            .slider(
                SliderElement(label: "gain", scale: .range(minimum: 0, maximum: 1, step: nil), precision: 3)),
            .multiSelect(
                MultiSelectElement(
                    label: "layers", options: ["grid", Option("axes", label: "Axes")], minCount: 1,
                    maxCount: 2)),
            .point(
                PointElement(
                    label: "light",
                    axes: [
                        .init("x", minimum: -1, maximum: 1, step: 0.5, precision: 1),
                        .init("y", minimum: -1, maximum: 1), .init("depth", minimum: 0, maximum: 9),
                    ], unit: "m", isLocked: true, isInteger: true)),
        ]

    @Test func everyKnownKindHasOneDescriptionInOrder() {
        #expect(Element.knownKinds == Element.kindTypes.map { $0.kind })
        #expect(Set(Element.knownKinds).count == Element.knownKinds.count)
        for type in Element.kindTypes {
            #expect(
                type.propertyNames
                    == type.propertyNames.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) },
                "\(type.kind): property names are not sorted")
            #expect(Set(type.propertyNames).isDisjoint(with: Node.reservedKeys), "\(type.kind)")
        }
    }

    @Test func writesOnlyTheNamesItKnowsInTheirOrder() {
        var written: [String: Set<String>] = [:]
        for element in ElementKindTests.samples {
            guard let names = Element.propertyNames(ofKind: element.kind) else { continue }
            var recorder = KeyRecorder()
            element.writeProperties(to: &recorder)
            #expect(
                recorder.keys == recorder.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) },
                "\(element.kind) writes \(recorder.keys)")
            #expect(Set(recorder.keys).isSubset(of: names), "\(element.kind) writes \(recorder.keys)")
            #expect(Set(recorder.keys) == Set(element.properties.keys))
            written[element.kind, default: []].formUnion(recorder.keys)
        }
        for type in Element.kindTypes {
            // Every name is written by some sample (a slider's `step` and `stops` by two).
            #expect(written[type.kind] == Set(type.propertyNames), "\(type.kind)")
        }
    }

    @Test func readsBackWhatItWrites() {
        for element in ElementKindTests.samples {
            var reader = PropertyReader(element.properties, path: "$")
            let read = Element(kind: element.kind, reading: &reader, name: "x")
            #expect(reader.problems.isEmpty, "\(element.kind): \(reader.problems)")
            #expect(read == element)
            #expect(reader.unread.isEmpty)
        }
    }

    /// The kinds drawn as a label and a control and reached by focus are the ones that say so
    /// (the layout and the live terminal ask the kind instead of listing kinds).
    @Test func labelledControlsAreTheEditableRows() {
        let expected: Set<String> = [
            "slider", "toggle", "textField", "colorPicker", "picker", "springEditor", "transitionEditor",
            "numberField", "rangeSlider", "multiSelect", "point",
        ]
        var seen: Set<String> = []
        // The kinds written out here; one that gives its own samples answers in its own tests.
        let ownKinds = Set(Samples.ownSamples.map(\.kind))
        for element in ElementKindTests.samples where !ownKinds.contains(element.kind) {
            #expect(element.isLabelledControl == expected.contains(element.kind), "\(element.kind)")
            seen.insert(element.kind)
        }
        #expect(seen.isSuperset(of: expected))
        #expect(!Element.unknown(UnknownElement(kind: "knob", properties: [:])).isLabelledControl)
    }

    @Test func relabelsControlsFoldersAndPanelsOnly() {
        #expect(Element.toggle(ToggleElement(label: "on")).relabeled("Enabled").label == "Enabled")
        #expect(Element.panel(PanelElement(title: "a")).relabeled("b").label == "b")
        #expect(Element.text(TextElement("a")).relabeled("b").label == "a")
        #expect(Element.divider.relabeled("b") == .divider)
    }
}

/// Records the keys an element writes, in order.
private struct KeyRecorder: PropertyWriter {
    var keys: [String] = []
    mutating func write(_ key: StaticString, string: String) { keys.append(key.description) }
    mutating func write(_ key: StaticString, number: Double) { keys.append(key.description) }
    mutating func write(_ key: StaticString, bool: Bool) { keys.append(key.description) }
    mutating func write(_ key: StaticString, numbers: [Double]) { keys.append(key.description) }
    mutating func write(_ key: StaticString, options: [Option]) { keys.append(key.description) }
    mutating func write(_ key: StaticString, value: PanelValue) { keys.append(key.description) }
    mutating func write(name: String, value: PanelValue) { keys.append(name) }
    mutating func write(_ key: StaticString, objects count: Int, _ body: (inout KeyRecorder, Int) -> Void) {
        keys.append(key.description)
    }
}
