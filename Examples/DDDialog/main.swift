// DDDialog's example, in PanelKit: the `MyDialog` enum (three placements, an overlay per
// case), presented by an optional item over the nearest root, then a Bool-presented dialog and
// every way of dismissing it. Run it with `swift run dddialog-example`
// (`--ansi` draws with colours, `--json` prints the JSON document of the bottom dialog).
import Foundation
import PanelKit

enum MyDialog: Dialog {
    case top(message: String)
    case center(message: String)
    case bottom(message: String)

    var placement: DialogPlacement {
        switch self {
        case .top: return .top
        case .center: return .center
        case .bottom: return .bottom
        }
    }

    var shouldDismissOnTapOutside: Bool {
        false
    }

    var overlay: DialogOverlay {
        switch self {
        case .center: return .effect(.dark)
        default: return .color(.black.opacity(0.5))
        }
    }
}

let dialogs = DialogPresenter { dismissal in
    print("dismissed \(dismissal.id) (\(dismissal.reason))")
}
let dialog = dialogs.item(MyDialog.self)  // DDDialog: @State private var dialog: MyDialog?
let arguments = CommandLine.arguments

func contentView() -> LayoutItem {
    VStack(spacing: 1) {
        Box { Text("Show top dialog") }
        Box { Text("Show center dialog") }
        Box { Text("Show bottom dialog") }
    }
    .dialog(item: dialog) {  // Binding the dialog item for building dialog view
        switch $0 {
        case .top(let message): DialogCard("Top", message: message) { DialogButton("Dismiss", role: .cancel) }
        case .center(let message):
            DialogCard("Center", message: message) { DialogButton("Dismiss", role: .cancel) }
        case .bottom(let message):
            DialogCard("Bottom", message: message) { DialogButton("Dismiss", role: .cancel) }
        }
    }
    .setupDialogs()
}

func show(_ tree: Node) throws {
    let document = PanelDocument(root: tree, values: dialogs.values(for: tree))
    if arguments.contains("--ansi") {
        print(try ANSIRenderer(width: 60, height: 14).render(document))
    } else {
        print(try ASCIIRenderer(width: 60, height: 14).render(document))
    }
}

let examples: [MyDialog] = [
    .top(message: "Example top dialog is showing"),
    .center(message: "Example center dialog is showing"),
    .bottom(message: "Example bottom dialog is showing"),
]
for example in examples {
    dialog.wrappedValue = example  // Button { dialog = .top(message: …) }
    let tree = contentView().node
    if arguments.contains("--json"), case .bottom = example {
        print(
            try JSONRenderer(style: .pretty).render(
                PanelDocument(root: tree, values: dialogs.values(for: tree))))
        exit(0)
    }
    print("dialog = .\(example.id)")
    try show(tree)
    print()
}
// The dialog's cancel button dismisses it; an outside tap does not (shouldDismissOnTapOutside).
let tree = contentView().node
print("outside tap:", dialogs.outsideTap(in: tree).map { "\($0.reason)" } ?? "ignored")
print("press Dismiss:", dialogs.press("bottom.dismiss", in: tree))
print("dialog is now", dialog.wrappedValue.map { "\($0)" } ?? "nil")

// The Bool form: `.dialog(isPresented: $isShowingDialog)`, dismissed from inside with a completion.
let isShowingDialog = dialogs.binding("confirm")
isShowingDialog.isPresented = true
let boolTree = VStack { Box { Text("Show center dialog") } }
    .dialog(isPresented: isShowingDialog, placement: .center) {
        Text("Example bottom dialog is showing")
        DialogButton("Close")
    }
    .setupDialogs().node
try show(boolTree)
dialogs.dismiss { print("completion: after the dismissal") }
print("isShowingDialog =", isShowingDialog.isPresented)
