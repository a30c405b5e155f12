import Synchronization
import TestDocuments
import Testing

@testable import PanelKit

/// A drawer's presentation through its one owner, the panel state: the host's binding, the
/// dismissals observers hear, a drag of the sheet, and scrolling kept within the size a
/// backend draws it at.
@Suite struct PanelDrawerTests {
    struct Model: Codable, Equatable, Sendable { var a = 1.0 }

    /// A panel whose tree is the drawer root `dial` over two panels, `card` and `shadow`.
    static func panel(defaultOpen: Bool = false) -> Panel {
        let card = PanelState("Card", initial: Model(), store: nil) { Slider("a", \.a, in: 0...2) }
        let shadow = PanelState("Shadow", initial: Model(), store: nil) { Slider("a", \.a, in: 0...2) }
        let tree = PanelRoot(defaultOpen: defaultOpen, storageID: "drawer-owner") {
            LayoutItem(card.document.root).id("card")
            LayoutItem(shadow.document.root).id("shadow")
        }.node
        return Panel(PanelDocument(root: tree))
    }

    /// Every dismissal the observers of a panel hear (an open drawer's state becoming closed),
    /// oldest first, with the drawer's id and the reason.
    final class Dismissals: Sendable {
        private let seen = Mutex<[Dismissal]>([])

        func record(_ change: PanelChange) {
            guard let old = try? DrawerPresentation(panelValue: change.oldValue), old.isPresented,
                let new = try? DrawerPresentation(panelValue: change.newValue), !new.isPresented,
                let reason = new.dismissal
            else { return }
            seen.withLock { $0.append(Dismissal(id: change.id, reason: reason)) }
        }

        var all: [Dismissal] { seen.withLock { $0 } }
    }

    @Test func hostBindingOpensAtMediumAndUserDismissalsWriteBack() throws {
        let host = PanelHost(PanelRoot(storageID: "binding"), store: PanelStore())
        let dismissals = Dismissals()
        let observation = host.layout.onChange { dismissals.record($0) }
        defer { observation.cancel() }
        #expect(!host.isPresented)
        host.isPresented = true
        #expect(host.presentation(of: "dial") == DrawerPresentation(isPresented: true, detent: .medium))
        try host.changeDrawer("dial", .detent(.tall))
        try host.changeDrawer("dial", .close(.outsideTap))
        #expect(!host.isPresented)
        host.isPresented = true
        #expect(host.presentation(of: "dial")?.detent == .medium)
        host.isPresented = false
        #expect(dismissals.all.map(\.reason) == [.outsideTap, .code])
    }

    @Test func defaultOpenStartsAtMedium() throws {
        let host = PanelHost(PanelRoot(defaultOpen: true, storageID: "open"), store: PanelStore())
        #expect(host.presentation(of: "dial") == DrawerPresentation(isPresented: true, detent: .medium))
        let panel = Self.panel(defaultOpen: true)
        let revision = panel.revision
        #expect(
            try panel.changeDrawer("dial", .open) == DrawerPresentation(isPresented: true, detent: .medium))
        #expect(panel.revision == revision, "a drawer open by default is open already")
    }

    @Test func dragsSettleOrDismiss() throws {
        let panel = Self.panel(defaultOpen: true)
        let dismissals = Dismissals()
        let observation = panel.onChange { dismissals.record($0) }
        defer { observation.cancel() }
        let geometry = DrawerGeometry(rootHeight: 24, contentHeight: 40, panelCount: 2, detent: .medium)
        #expect(Panel.DrawerChange.settling(draggedTo: 20, in: geometry) == .detent(.tall))
        #expect(try panel.changeDrawer("dial", .settling(draggedTo: 20, in: geometry)).detent == .tall)
        #expect(Panel.DrawerChange.settling(draggedTo: 2, in: geometry) == .close(.drag))
        #expect(try !panel.changeDrawer("dial", .settling(draggedTo: 2, in: geometry)).isPresented)
        #expect(dismissals.all == [Dismissal(id: "dial", reason: .drag)])
    }

    /// The scroll offset stays within what the drawer shows when it scrolls, when the detent
    /// shows more rows, and starts at the top for another panel or on opening again. The state
    /// keeps any offset of 0 or more; a backend clamps it to the size it draws at and writes
    /// the clamped offset back, as the live terminal does.
    @Test func scrollingStaysClampedThroughDetentsAndPanels() throws {
        let panel = Self.panel(defaultOpen: true)
        func state() throws -> DrawerPresentation {
            try DrawerPresentation(panelValue: panel.value(for: "dial") ?? .null)
        }
        func scroll(by rows: Int, in geometry: DrawerGeometry) throws -> Int {
            let scrolled = try panel.changeDrawer("dial", .scrollBy(rows)).scroll
            return try panel.changeDrawer("dial", .scrollTo(geometry.clampedScroll(scrolled))).scroll
        }
        let medium = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
        #expect(medium.contentRows == 9 && medium.maxScroll == 21)
        #expect(try scroll(by: 5, in: medium) == 5)
        #expect(try scroll(by: -9, in: medium) == 0)
        #expect(try scroll(by: 100, in: medium) == 21)
        #expect(try scroll(by: .max, in: medium) == 21)
        // Tall shows 19 rows of 30: at most 11 hidden.
        var tall = medium
        tall.detent = try panel.changeDrawer("dial", .detent(.tall)).detent
        try panel.changeDrawer("dial", .scrollTo(tall.clampedScroll(state().scroll)))
        #expect(try state().detent == .tall && state().scroll == 11)
        #expect(medium.scroll(0, revealing: 12..<13) == 4)
        #expect(medium.scroll(10, revealing: 12..<13) == 10)
        #expect(medium.scroll(10, revealing: 2..<4) == 2)
        #expect(try panel.changeDrawer("dial", .select("shadow")).scroll == 0)
        _ = try scroll(by: 3, in: tall)
        try panel.changeDrawer("dial", .close(.escape))
        #expect(try panel.changeDrawer("dial", .open).scroll == 0)
    }

    @Test func panelRootInlineAndDrawerTrees() {
        let one = PanelState("One", initial: Model()) { Slider("a", \.a, in: 0...2) }
        let inline = PanelRoot(mode: .inline) { one.document.root }.node
        #expect(inline.children.map(\.kind) == ["panel"])
        #expect(!inline.element.isOverlay)
        let drawer = PanelRoot(position: .topLeft, storageID: "card") { one.document.root }.node
        #expect(drawer.children.map(\.kind) == ["panel", "floatingButton"])
        #expect(drawer.children[1].id == "dial.fab")
        #expect(drawer.element.isOverlay)
        let hidden = PanelRoot(showsFAB: false) { one.document.root }.node
        #expect(hidden.children.map(\.kind) == ["panel"])
    }
}
