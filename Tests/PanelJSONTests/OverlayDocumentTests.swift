import PanelKit
import TestSupport
import Testing

/// Dialogs, the drawer and the floating button in JSON: nodes with their properties, state in
/// the values map, a round trip, and a sample for the schema check and the Python frontend.
@Suite struct OverlayDocumentTests {
    static var document: PanelDocument {
        let dialogs = DialogPresenter()
        let confirm = dialogs.binding("confirm")
        confirm.isPresented = true
        let tree = VStack {
            Text("Card preview")
                .dialog(
                    isPresented: confirm, title: "Delete photo?", message: "This cannot be undone.",
                    placement: .center, overlay: .blur(.dark), shouldDismissOnTapOutside: false,
                    animation: .default
                ) {
                    DialogButton("Cancel", role: .cancel)
                    DialogButton("Delete", role: .destructive)
                }
            PanelRoot(position: .bottomLeft, storageID: "card-preview") {
                Box("Card") { Text("controls") }
            }
        }
        .setupDialogs()
        .node
        var values = dialogs.values(for: tree)
        values["dial"] = DrawerPresentation(isPresented: false, detent: .medium).panelValue
        values["dial.fab"] = FloatingButtonPlacement(x: 0, y: 1, edges: [.left, .bottom]).panelValue
        return PanelDocument(root: tree, values: ValueMap(values, inTreeOrderOf: tree))
    }

    @Test func overlaysRoundTripWithTheirState() throws {
        let document = Self.document
        let bytes = try JSONRenderer().encode(document)
        #expect(try TreeDecoder().decode(bytes: bytes) == document)
        EmittedJSON.save(try JSONRenderer(style: .pretty).encode(document), group: "samples", name: "dialog")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""confirm":{"presented":true,"z":1}"#))
        #expect(text.contains(#""kind":"dialogRoot""#))
        #expect(text.contains(#""overlay":{"style":"dark","type":"blur"}"#))
        #expect(text.contains(#""label":"Cancel","role":"cancel""#))
        #expect(text.contains(#""dial.fab":{"edges":["left","bottom"],"x":0,"y":1}"#))
    }

    @Test func malformedStateIsRefusedWithItsPath() throws {
        var value = Self.document.panelValue
        guard case .object(var object) = value, case .object(var values)? = object["values"] else {
            Issue.record("no values")
            return
        }
        values["confirm"] = ["presented": true, "z": 0]
        values["dial.fab"] = ["x": 1, "y": 1, "edges": ["left", "right"]]
        object["values"] = .object(values)
        object["format"] = "panelkit"
        object["version"] = 1
        value = .object(object)
        #expect {
            try TreeDecoder().decode(value: value)
        } throws: { error in
            let text = "\(error)"
            return text.contains("$.values.confirm: member \"z\"") && text.contains("dial.fab")
                && text.contains("opposite edges")
        }
    }
}
