import PanelCore
import Testing

@Suite struct DrawerGeometryTests {
    @Test func mediumIsHalfTheRootAndLongContentScrolls() {
        let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .medium)
        #expect(drawer.cap == 12)
        #expect(drawer.showsPicker)
        #expect(drawer.sheetHeight == 12)
        #expect(drawer.contentRows == 9)
        #expect(drawer.isScrolling)
    }

    @Test func tallLeavesTwoRowsAbove() {
        let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 30, panelCount: 2, detent: .tall)
        #expect(drawer.cap == 22)
        #expect(drawer.sheetHeight == 22)
        #expect(drawer.contentRows == 19)
        #expect(drawer.isScrolling)
    }

    @Test func shortContentSizesTheSheetAndOnePanelHasNoPicker() {
        let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 4, panelCount: 1, detent: .tall)
        #expect(!drawer.showsPicker)
        #expect(drawer.sheetHeight == 6)
        #expect(!drawer.isScrolling)
    }

    @Test func dragsSettleAtTheNearerDetentOrDismiss() {
        let drawer = DrawerGeometry(rootHeight: 24, contentHeight: 40, panelCount: 1, detent: .medium)
        #expect(drawer.settle(draggedTo: 20) == .tall)
        #expect(drawer.settle(draggedTo: 13) == .medium)
        #expect(drawer.settle(draggedTo: 6) == .medium)
        #expect(drawer.settle(draggedTo: 5) == nil)
    }

    @Test func tinyRootsNeverGoNegative() {
        let drawer = DrawerGeometry(rootHeight: 1, contentHeight: -3, panelCount: 3, detent: .tall)
        #expect(drawer.sheetHeight == 0)
        #expect(drawer.contentRows == 0)
    }

    @Test func stateHasAPrimitiveForm() throws {
        let state = DrawerPresentation(isPresented: true, detent: .tall, selected: "shadow")
        #expect(state.panelValue == ["presented": true, "detent": "tall", "selected": "shadow"])
        #expect(try DrawerPresentation(panelValue: state.panelValue) == state)
        #expect(throws: ValueError.self) { try DrawerPresentation(panelValue: ["detent": "huge"]) }
    }
}
