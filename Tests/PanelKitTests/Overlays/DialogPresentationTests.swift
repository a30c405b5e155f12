import Foundation
import Synchronization
import TestDocuments
import Testing

@testable import PanelKit

@Suite struct DialogPresentationTests {
    /// Dismissals heard by `onDismiss`.
    final class Heard: Sendable {
        let log = Mutex<[Dismissal]>([])
        var all: [Dismissal] { log.withLock { $0 } }
    }

    func tree(_ dialogs: DialogPresenter, confirm: PresentationBinding) -> Node {
        VStack {
            Text("Content")
                .dialog(isPresented: confirm, title: "Delete?", message: "This cannot be undone.") {
                    DialogButton("Cancel", role: .cancel)
                    DialogButton("Delete", role: .destructive)
                }
        }
        .setupDialogs()
        .node
    }

    func itemTree(_ item: DialogItemBinding<MyDialog>) -> Node {
        VStack {
            Text("Content")
        }
        .dialog(item: item) {
            switch $0 {
            case .top(let message): Text(message)
            case .center(let message): Text(message)
            case .bottom(let message): Text(message)
            }
        }
        .setupDialogs()
        .node
    }

    @Test func theThreePlacementsAndBothOverlaysComeFromTheItem() throws {
        let dialogs = DialogPresenter()
        let item = dialogs.item(MyDialog.self)
        let expected: [(MyDialog, DialogPlacement, DialogOverlay)] = [
            (.top(message: "t"), .top, .dim("#000000", opacity: 0.5)),
            (.center(message: "c"), .center, .blur(.dark)),
            (.bottom(message: "b"), .bottom, .dim("#000000", opacity: 0.5)),
        ]
        for (value, placement, overlay) in expected {
            item.wrappedValue = value
            let root = itemTree(item)
            let node = try #require(root.node(withID: NodeID(value.id)))
            guard case .dialog(let dialog) = node.element else {
                Issue.record("not a dialog")
                return
            }
            #expect(dialog.placement == placement)
            #expect(dialog.overlay == overlay)
            #expect(!dialog.dismissOnOutsideTap)
            #expect(dialogs.presented == [NodeID(value.id)])
        }
    }

    @Test func itemDrivenPresentationReplacesAndClears() {
        let heard = Heard()
        let dialogs = DialogPresenter { dismissal in heard.log.withLock { $0.append(dismissal) } }
        let item = dialogs.item(MyDialog.self)
        #expect(itemTree(item).node(withID: "top") == nil)
        item.wrappedValue = .top(message: "first")
        #expect(itemTree(item).node(withID: "top") != nil)
        item.wrappedValue = .bottom(message: "second")
        #expect(dialogs.presented == ["bottom"])
        item.wrappedValue = nil
        #expect(dialogs.presented.isEmpty)
        #expect(
            heard.all == [Dismissal(id: "top", reason: .replaced), Dismissal(id: "bottom", reason: .code)])
        // A dismissal from anywhere writes nil back.
        item.wrappedValue = .center(message: "third")
        dialogs.escape(in: itemTree(item))
        #expect(item.wrappedValue == nil)
    }

    @Test func boolDrivenPresentationReadsAndWritesThePresenter() throws {
        let dialogs = DialogPresenter()
        let confirm = dialogs.binding("confirm")
        let root = tree(dialogs, confirm: confirm)
        #expect(dialogs.values(for: root)["confirm"] == ["presented": false])
        confirm.isPresented = true
        #expect(dialogs.values(for: root)["confirm"] == ["presented": true, "z": 1])
        confirm.isPresented = false
        #expect(dialogs.values(for: root)["confirm"] == ["presented": false, "dismissal": "code"])
        // The card: title, message, buttons below the dialog's id with their roles.
        let cancel = try #require(root.node(withID: "confirm.cancel"))
        #expect(cancel.element == .button(ButtonElement(label: "Cancel", role: .cancel)))
    }

    @Test func everyDismissalPathReportsItsReason() {
        let heard = Heard()
        let dialogs = DialogPresenter { dismissal in heard.log.withLock { $0.append(dismissal) } }
        let confirm = dialogs.binding("confirm")
        let root = tree(dialogs, confirm: confirm)

        confirm.isPresented = true
        dialogs.dismiss("confirm")  // from code
        confirm.isPresented = true
        let completed = Mutex(false)
        dialogs.dismiss { completed.withLock { $0 = true } }  // from inside, with a completion
        #expect(completed.withLock { $0 })
        confirm.isPresented = true
        #expect(
            dialogs.press("confirm.cancel", in: root) == .dismissed(Dismissal(id: "confirm", reason: .cancel))
        )
        confirm.isPresented = true
        #expect(dialogs.press("confirm.delete", in: root) == .action("confirm.delete"))
        #expect(confirm.isPresented)
        dialogs.escape(in: root)
        confirm.isPresented = true
        dialogs.outsideTap(in: root)
        #expect(
            heard.all.map(\.reason) == [.code, .presenter, .cancel, .escape, .outsideTap])
        #expect(dialogs.dismissals == heard.all)
        #expect(!confirm.isPresented)
    }

    @Test func rulesCanRefuseEscapeAndOutsideTaps() {
        let dialogs = DialogPresenter()
        let sticky = dialogs.binding("sticky")
        let root = Text("x")
            .dialog(isPresented: sticky, shouldDismissOnTapOutside: false, shouldDismissOnEscape: false) {
                DialogButton("OK")
            }
            .setupDialogs().node
        sticky.isPresented = true
        #expect(dialogs.escape(in: root) == nil)
        #expect(dialogs.outsideTap(in: root) == nil)
        #expect(sticky.isPresented)
        var completion = false
        #expect(dialogs.dismiss(completion: nil) != nil)
        if dialogs.dismiss(completion: nil) == nil { completion = true }
        #expect(completion)
    }

    @Test func stackedDialogsShowTheNewestOnTop() {
        let dialogs = DialogPresenter()
        let first = dialogs.binding("first")
        let second = dialogs.binding("second")
        let root = VStack {
            Text("a").dialog(isPresented: first) { DialogButton("OK") }
            Text("b").dialog(isPresented: second) { DialogButton("OK") }
        }.setupDialogs().node
        first.isPresented = true
        second.isPresented = true
        #expect(dialogs.values(for: root)["first"] == ["presented": true, "z": 1])
        #expect(dialogs.values(for: root)["second"] == ["presented": true, "z": 2])
        dialogs.escape(in: root)
        #expect(dialogs.presented == ["first"])
        #expect(dialogs.values(for: root)["second"] == ["presented": false, "dismissal": "escape"])
    }

    @Test func aDialogCoversTheNearestRootThatContainsItsPresenter() {
        let dialogs = DialogPresenter()
        let inner = dialogs.binding("inner")
        let outer = dialogs.binding("outer")
        let root = VStack {
            Text("title").dialog(isPresented: outer) { DialogButton("OK") }
            Box("tab") {
                Text("inside").dialog(isPresented: inner) { DialogButton("OK") }
            }
            .setupDialogs()
        }
        .setupDialogs()
        .node
        // The outer root: its content, then the outer dialog.
        #expect(root.kind == "dialogRoot")
        #expect(root.children.map(\.kind) == ["stack", "dialog"])
        #expect(root.children[1].id == "outer")
        // The inner root kept its own dialog.
        let innerRoot = root.children[0].children[1]
        #expect(innerRoot.kind == "dialogRoot")
        #expect(innerRoot.children.map(\.kind) == ["box", "dialog"])
        #expect(innerRoot.children[1].id == "inner")
        #expect(innerRoot.children[0].allNodes.allSatisfy { $0.kind != "dialog" })
    }

    @Test func theLeastDestructiveButtonTakesTheInitialFocus() {
        let dialogs = DialogPresenter()
        let root = tree(dialogs, confirm: dialogs.binding("confirm"))
        #expect(Accessibility.initialFocus(inDialog: root.node(withID: "confirm")!) == "confirm.cancel")
    }
}
