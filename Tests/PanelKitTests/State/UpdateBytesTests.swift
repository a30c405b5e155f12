import Testing

@testable import PanelKit

/// `PanelState.update` finds what its body changed by the model's bytes: against the plain
/// answer (every value read and compared), under random changes of a model that spans several
/// blocks of the comparison.
@Suite struct UpdateBytesTests {
    struct Ten: Codable, Equatable, Sendable {
        var v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0, v5 = 0.0, v6 = 0.0, v7 = 0.0, v8 = 0.0, v9 = 0.0
        static var paths: [WritableKeyPath<Ten, Double>] {
            [\.v0, \.v1, \.v2, \.v3, \.v4, \.v5, \.v6, \.v7, \.v8, \.v9]
        }
    }

    struct Model: Codable, Equatable, Sendable {
        var flag = false
        var a = Ten(), b = Ten(), c = Ten(), d = Ten(), e = Ten(), f = Ten()
        var name = "x"
        static var tens: [WritableKeyPath<Model, Ten>] { [\.a, \.b, \.c, \.d, \.e, \.f] }
        static var leaves: [WritableKeyPath<Model, Double>] {
            tens.flatMap { ten in Ten.paths.map { ten.appending(path: $0) } }
        }
    }

    @Test func theChangedBindingsAreTheOnesWhoseValuesChanged() throws {
        let leaves = Model.leaves
        let state = PanelState("Bytes", initial: Model(), store: nil) {
            Toggle("flag", \.flag)
            for (index, path) in leaves.enumerated() {
                Slider("s\(index)", path, in: 0...1000, step: 1)
            }
            TextField("name", \.name)
        }
        let mirror = state.mirror
        #expect(mirror.watch.unwatched == ["name"])
        #expect(mirror.watch.spans.count == leaves.count + 1)
        var random: UInt64 = 11
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        for round in 0..<300 {
            var before = mirror.model
            var expected: Set<NodeID> = ["name"]
            for _ in 0..<next(6) {
                let index = next(leaves.count)
                let value = Double(next(1000))
                if mirror.model[keyPath: leaves[index]] != value { expected.insert(NodeID("s\(index)")) }
                mirror.model[keyPath: leaves[index]] = value
                if before[keyPath: leaves[index]] == value { expected.remove(NodeID("s\(index)")) }
            }
            if round.isMultiple(of: 7) {
                mirror.model.flag.toggle()
                expected.insert("flag")
            }
            #expect(Set(mirror.touched(since: &before)) == expected, "round \(round)")
            // Back through the state, so the values follow.
            let model = mirror.model
            mirror.model = before
            state.update { $0 = model }
            #expect(state.values == model)
            #expect(state.valueMap["s0"] == .number(model.a.v0))
        }
    }
}
