import PanelKit
import TestDocuments

/// The scenes the overlay snapshots draw: DDDialog's example (three placements over a column
/// of text), the drawer with two panels, and the floating button.
enum OverlayScenes {
    struct Shadow: Codable, Equatable, Sendable {
        var blur = 12.0
        var opacity = 0.4
    }

    /// The example's content: three "Show … dialog" rows and some text to dim.
    static func content() -> VStack {
        VStack(spacing: 1) {
            Text("DDDialog example")
            Box("Show dialogs") {
                Text("Show top dialog")
                Text("Show center dialog")
                Text("Show bottom dialog")
            }
            Text(
                "Dialogs cover the nearest root that contains their presenter, with the overlay between.",
                wraps: true)
        }
    }

    /// The tree with `item` presented (or none), and the presenter's values.
    static func dialogDocument(_ item: MyDialog?) -> PanelDocument {
        let dialogs = DialogPresenter()
        let dialog = dialogs.item(MyDialog.self)
        dialog.wrappedValue = item
        let tree = content()
            .dialog(item: dialog) {
                switch $0 {
                case .top(let message):
                    DialogCard("Top", message: message) { DialogButton("Dismiss", role: .cancel) }
                case .center(let message):
                    DialogCard("Center", message: message) {
                        DialogButton("Cancel", role: .cancel)
                        DialogButton("Delete", role: .destructive)
                    }
                case .bottom(let message): DialogCard("Bottom", message: message) { DialogButton("OK") }
                }
            }
            .setupDialogs()
            .node
        return PanelDocument(root: tree, values: dialogs.values(for: tree))
    }

    static let card = PanelState("Card", initial: Card()) {
        TextField("title", \.title, placeholder: "Title")
        Slider("cornerRadius", \.cornerRadius, in: 0...48, step: 1, unit: "pt")
        Toggle("isEnabled", \.isEnabled)
        ColorPicker("fill", \.fill)
        Picker("style", \.style, options: ["glass", "solid"])
        Slider("padding", \.padding, in: 0...64, step: 4, unit: "pt")
        Slider("shadow", \.shadow, in: 0...1, step: 0.1)
        SpringEditor("spring", \.spring)
    }

    static let shadow = PanelState("Shadow", initial: Shadow()) {
        Slider("blur", \.blur, in: 0...40, step: 1, unit: "pt")
        Slider("opacity", \.opacity, in: 0...1, step: 0.05)
    }

    /// A preview with a drawer root of two panels, open at `detent` (closed when `nil`) with its
    /// content scrolled by `scroll` rows.
    static func drawerDocument(
        _ detent: DrawerDetent?, corner: ScreenCorner = .bottomRight, scroll: Int = 0
    ) -> PanelDocument {
        let host = PanelHost(panels: [card.panel, shadow.panel]) {
            ZStack(horizontalAlignment: .leading, verticalAlignment: .top) {
                content()
                PanelRoot(position: corner, storageID: "card-preview")
            }
        }
        let tree = host.document.root
        var values = host.document.values
        let drawer = DrawerPresentation(isPresented: detent != nil, detent: detent ?? .medium, scroll: scroll)
        values.updateValue(drawer.panelValue, for: "dial")
        return PanelDocument(root: tree, values: values)
    }
}
