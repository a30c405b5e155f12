import PanelKit
import TestDocuments
import Testing

@Suite struct BuilderTests {
    enum Mode { case simple, advanced, expert }

    private func ids(_ state: PanelState<Card>) -> [String] {
        state.root.allNodes.compactMap { $0.id?.rawValue }
    }

    @Test func ifAndElse() {
        for flag in [true, false] {
            let state = PanelState("P", initial: Card()) {
                if flag {
                    Toggle("isEnabled", \.isEnabled)
                }
                if !flag {
                    Button("a")
                } else {
                    Button("b")
                }
            }
            #expect(ids(state) == (flag ? ["isEnabled", "b"] : ["a"]))
        }
    }

    @Test func ifLetAndSwitch() {
        let unit: String? = "pt"
        for mode in [Mode.simple, .advanced, .expert] {
            let state = PanelState("P", initial: Card()) {
                if let unit {
                    Slider("cornerRadius", \.cornerRadius, in: 0...48, unit: unit)
                }
                switch mode {
                case .simple: Button("simple")
                case .advanced: Button("advanced")
                case .expert:
                    Button("expert")
                    Button("expert2")
                }
            }
            let expected: [String] =
                switch mode {
                case .simple: ["cornerRadius", "simple"]
                case .advanced: ["cornerRadius", "advanced"]
                case .expert: ["cornerRadius", "expert", "expert2"]
                }
            #expect(ids(state) == expected)
        }
    }

    @Test func forLoopsAndAvailabilityWithoutAChildLimit() {
        let state = PanelState("P", initial: Card()) {
            for index in 0..<300 {
                Button("b\(index)")
            }
            if #available(macOS 15, *) {
                Folder("new") {
                    for index in 0..<3 { Button("n\(index)") }
                }
            }
        }
        let all = ids(state)
        #expect(all.count == 304)
        #expect(all.first == "b0" && all[299] == "b299")
        #expect(all.suffix(4) == ["new", "new.n0", "new.n1", "new.n2"])
    }

    @Test func foldersNestIds() {
        let state = PanelState("P", initial: Card()) {
            Folder("a") {
                Folder("b") {
                    Slider("cornerRadius", \.cornerRadius, in: 0...48)
                }
            }
        }
        #expect(ids(state) == ["a", "a.b", "a.b.cornerRadius"])
        #expect(state.valueMap["a.b.cornerRadius"] == 24)
    }
}
