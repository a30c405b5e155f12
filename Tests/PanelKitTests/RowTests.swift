import PanelKit
import Synchronization
import Testing

/// `Row { … }` puts panel controls side by side: a horizontal stack in the tree, drawn in one
/// line by the text backends, written and read back as JSON.
@Suite struct RowTests {
    struct Model: Codable, Equatable, Sendable {
        var gain = 1.0
        var isOn = true
    }

    static func actionsPanel(onAction: (@Sendable (String) -> Void)? = nil) -> PanelState<Model> {
        PanelState("Actions", initial: Model()) {
            Slider("gain", \.gain, in: 0...2)
            Folder("actions") {
                Row {
                    Button("apply")
                    Button("cancel")
                    Button("reset")
                }
                Toggle("isOn", \.isOn)
            }
        } onAction: { path in
            onAction?(path)
        }
    }

    @Test func aRowIsAHorizontalStackWithoutAnIdAndKeepsItsControlsIds() throws {
        let folder = try #require(Self.actionsPanel().root.children.last)
        let row = try #require(folder.children.first)
        #expect(row.id == nil)
        #expect(
            row.element == .stack(StackElement(axis: .horizontal, spacing: 1, verticalAlignment: .center)))
        #expect(row.children.map(\.id) == ["actions.apply", "actions.cancel", "actions.reset"])
        #expect(Self.actionsPanel().validationReport.isEmpty)
    }

    @Test func theControlsOfARowWorkAsAnywhereElse() throws {
        let delivered = Mutex<[String]>([])
        let state = Self.actionsPanel { path in delivered.withLock { $0.append(path) } }
        try state.trigger("actions.cancel")
        #expect(delivered.withLock { $0 } == ["actions.cancel"])
        struct Toggles: Codable, Equatable, Sendable {
            var a = false
            var b = true
        }
        let toggles = PanelState("T", initial: Toggles()) {
            Row(spacing: 3) {
                Toggle("a", \.a)
                Toggle("b", \.b)
            }
        }
        #expect(try toggles.set(true, for: "a") == true)
        #expect(toggles.values.a)
        #expect(toggles.valueMap.count == 2)
    }

    @Test func theTextBackendsDrawARowOnOneLine() throws {
        // Checked by eye: the three buttons sit on one line, one cell apart, indented under
        // the open folder.
        let ascii = try ASCIIRenderer(width: 40).render(Self.actionsPanel().document)
        #expect(ascii.split(separator: "\n").contains("|   [ apply ] [ cancel ] [ reset ]     |"))
        let ansi = try ANSIRenderer(width: 40, colorDepth: .none).render(Self.actionsPanel().document)
        let line = try #require(ansi.split(separator: "\n").first { $0.contains("apply") })
        #expect(line.contains("cancel") && line.contains("reset"))
    }

    @Test func aRowRoundTripsThroughJSON() throws {
        let document = Self.actionsPanel().document
        let json = try JSONRenderer().render(document)
        #expect(
            json.contains(
                #"{"kind":"stack","axis":"horizontal","spacing":1,"verticalAlignment":"center","children":[{"kind":"button","id":"actions.apply""#
            ))
        #expect(try TreeDecoder().decode(json) == document)
    }
}
