import PanelKit
import Testing

/// A drawer inside a `.setupDialogs()` root, and a dialog over an open drawer.
@Suite struct DrawerInDialogRootTests {
    struct Particles: Codable, Equatable, Sendable {
        var speed = 4.0
        var gravity = 9.0
    }

    static func document(drawerOpen: Bool, dialog: Bool) -> PanelDocument {
        let dialogs = DialogPresenter()
        let confirm = dialogs.binding("confirm")
        confirm.isPresented = dialog
        let particles = PanelState("Particles", initial: Particles(), store: nil) {
            Slider("speed", \.speed, in: 0...10, step: 1)
            Slider("gravity", \.gravity, in: -20...20, step: 1)
        }
        let host = PanelHost(panels: [particles.panel]) {
            VStack {
                Box("Preview") { Text("content") }
                    .dialog(isPresented: confirm, title: "Reset?", message: "Every value goes back.") {
                        DialogButton("Cancel", role: .cancel)
                    }
                PanelRoot(defaultOpen: drawerOpen, storageID: "particles")
            }
            .setupDialogs()
        }
        let document = host.document
        var values = document.values
        for (id, value) in dialogs.values(for: document.root) { values.updateValue(value, for: id) }
        return withExtendedLifetime(particles) { PanelDocument(root: document.root, values: values) }
    }

    func lines(_ document: PanelDocument, height: Int? = nil) throws -> [String] {
        try ASCIIRenderer(width: 40, height: height).render(document).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
    }

    @Test func anOpenDrawerInASetupDialogsRootIsASheetAtTheRootsBottom() throws {
        let document = Self.document(drawerOpen: true, dialog: false)
        // The drawer is the root's, after its content and before its dialogs.
        #expect(document.root.kind == "dialogRoot")
        #expect(document.root.children.map(\.kind) == ["stack", "panelRoot", "dialog"])
        for height in [nil, 14] {
            let rows = try lines(document, height: height)
            let count = height ?? 8
            #expect(rows.count == count)
            // The whole panel, full width, in the last rows, with its values.
            #expect(rows[count - 4] == "+ Particles ---------------------------+")
            #expect(rows[count - 3].hasPrefix("| speed   [") && rows[count - 3].hasSuffix("4 |"))
            #expect(rows[count - 2].hasPrefix("| gravity [") && rows[count - 2].hasSuffix("9 |"))
            #expect(rows[count - 1] == "+--------------------------------------+")
            // The content is still drawn (dimmed) above it.
            #expect(rows[0].hasPrefix("+.Preview.+"))
        }
    }

    @Test func aDialogOpensOverTheOpenDrawer() throws {
        let document = Self.document(drawerOpen: true, dialog: true)
        let rows = try lines(document, height: 14)
        let card = try #require(rows.firstIndex { $0.contains("+ Reset? ") })
        // The card is whole, over the drawer's sheet (which is drawn under it, dimmed).
        #expect(rows[card + 1].contains("| Every value goes back. |"))
        #expect(rows[card + 3].contains("[ Cancel ] |"))
        #expect(rows[card + 4].contains("+------------------------+"))
        #expect(rows[10].hasPrefix("+.Parti|"))
        #expect(rows[13] == "+--------------------------------------+")
    }

    @Test func aClosedDrawerLeavesTheContentAndItsButton() throws {
        let document = Self.document(drawerOpen: false, dialog: false)
        let rows = try lines(document, height: 14)
        #expect(rows[0] == "+ Preview +")
        #expect(!rows.joined().contains("Particles"))
        #expect(rows[12].contains("| tune |"))
    }
}
