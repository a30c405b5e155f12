import Testing

@testable import PanelKit

@Suite struct DrawerStateTests {
    @Test func hostBindingOpensAtMediumAndUserDismissalsWriteBack() {
        let drawer = DrawerState(id: "dial")
        #expect(!drawer.isPresented)
        drawer.isPresented = true
        #expect(drawer.presentation == DrawerPresentation(isPresented: true, detent: .medium))
        drawer.setDetent(.tall)
        drawer.dismiss(reason: .outsideTap)
        #expect(!drawer.isPresented)
        drawer.isPresented = true
        #expect(drawer.presentation.detent == .medium)
        drawer.isPresented = false
        #expect(drawer.dismissals.map(\.reason) == [.outsideTap, .code])
    }

    @Test func defaultOpenStartsAtMedium() {
        #expect(
            DrawerState(defaultOpen: true).presentation
                == DrawerPresentation(isPresented: true, detent: .medium))
    }

    @Test func dragsSettleOrDismiss() {
        let drawer = DrawerState(defaultOpen: true)
        let geometry = DrawerGeometry(rootHeight: 24, contentHeight: 40, panelCount: 2, detent: .medium)
        #expect(drawer.drag(to: 20, geometry: geometry) == .tall)
        #expect(drawer.presentation.detent == .tall)
        #expect(drawer.drag(to: 2, geometry: geometry) == nil)
        #expect(drawer.dismissals == [Dismissal(id: "dial", reason: .drag)])
    }

    /// The scroll offset stays within what the drawer shows when it scrolls, when the detent
    /// shows more rows, and starts at the top for another panel or on opening again.
    @Test func scrollingStaysClampedThroughDetentsAndPanels() {
        let drawer = DrawerState(defaultOpen: true)
        let medium = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
        #expect(medium.contentRows == 9 && medium.maxScroll == 21)
        #expect(drawer.scroll(by: 5, geometry: medium) == 5)
        #expect(drawer.scroll(by: -9, geometry: medium) == 0)
        #expect(drawer.scroll(by: 100, geometry: medium) == 21)
        #expect(drawer.scroll(by: .max, geometry: medium) == 21)
        // Tall shows 19 rows of 30: at most 11 hidden.
        drawer.setDetent(.tall, geometry: medium)
        #expect(drawer.presentation.detent == .tall && drawer.presentation.scroll == 11)
        #expect(medium.scroll(0, revealing: 12..<13) == 4)
        #expect(medium.scroll(10, revealing: 12..<13) == 10)
        #expect(medium.scroll(10, revealing: 2..<4) == 2)
        drawer.select("shadow")
        #expect(drawer.presentation.scroll == 0)
        drawer.scroll(by: 3, geometry: medium)
        drawer.dismiss(reason: .escape)
        drawer.open()
        #expect(drawer.presentation.scroll == 0)
    }

    @Test func panelRootInlineAndDrawerTrees() {
        struct Model: Codable, Equatable, Sendable { var a = 1.0 }
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
