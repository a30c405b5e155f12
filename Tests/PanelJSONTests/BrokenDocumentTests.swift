import Foundation
import PanelCore
import TestSupport
import Testing

@testable import PanelJSON

/// The hand-broken documents in `Broken/` (excluded from the test target's sources): each
/// must be refused by the decoder (here) and by
/// the JSON Schema (the CI check runs Python `jsonschema` over the same files), and the
/// decoder must name the place that is broken.
@Suite struct BrokenDocumentTests {
    static let folder = PackageRoot.url("Tests/PanelJSONTests/Broken")

    static let expectedPaths: [String: String] = [
        "missing-format": "$.format", "wrong-format": "$.format", "newer-major-version": "$.version",
        "version-as-string": "$.version", "negative-minor": "$.minor", "missing-root": "$.root",
        "root-not-object": "$.root",
        "node-missing-kind": "$.root.children[0].kind", "kind-not-string": "$.root.children[0].kind",
        "slider-range-three-numbers": "$.root.children[0].range",
        "slider-range-and-stops": "$.root.children[0]",
        "slider-without-scale": "$.root.children[0]", "slider-step-with-stops": "$.root.children[0].step",
        "slider-step-zero": "$.root.children[0].step",
        "picker-options-not-array": "$.root.children[0].options",
        "picker-without-options": "$.root.children[0].options",
        "toggle-label-number": "$.root.children[0].label",
        "toggle-without-id": "$.root.children[0].id", "children-not-array": "$.root.children",
        "constraint-missing-relation": "$.root.children[0].constraints[0]",
        "constraint-priority-too-high": "$.root.children[0].constraints[0].priority",
        "anchor-bad-node": "$.root.children[0].constraints[0].first.node",
        "modifier-bad-colour": "$.root.children[0].modifiers.foreground",
        "padding-not-whole": "$.root.children[0].modifiers.padding.top",
        "stack-unknown-axis": "$.root.children[0].axis",
        "id-with-space": "$.root.children[0].id", "values-not-object": "$.values",
        "value-wrong-type": "$.values.on",
        "value-bad-spring": "$.values.s", "value-bad-transition": "$.values.t",
        "accessibility-role-number": "$.root.children[0].accessibility.role",
        "accessibility-without-label": "$.root.children[0].accessibility.label",
        "point-one-axis": "$.root.children[0].axes",
        "point-axis-range-one-number": "$.root.children[0].axes[1].range",
    ]

    @Test func everyBrokenDocumentIsRefusedAtItsPath() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(Set(files.map { String($0.dropLast(5)) }) == Set(Self.expectedPaths.keys))
        for file in files.sorted() {
            let name = String(file.dropLast(5))
            let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(file)))
            do {
                _ = try TreeDecoder().decode(bytes: bytes)
                Issue.record("\(file) was accepted")
            } catch {
                #expect(error.problems.map(\.path).contains(Self.expectedPaths[name]!), "\(file): \(error)")
            }
        }
    }
}
