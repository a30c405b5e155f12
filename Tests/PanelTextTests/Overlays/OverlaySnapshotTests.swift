import PanelKit
import TestDocuments
import Testing

@testable import PanelText

/// Dialogs at each placement, the drawer at both detents and the floating button in each
/// corner, by both backends at 40 and 80 columns, against committed snapshots (every one
/// checked by eye; re-record with `RECORD_SNAPSHOTS=1`).
@Suite struct OverlaySnapshotTests {
    static let rows = 18

    static let placements: [(String, MyDialog)] = [
        ("top", .top(message: "Example top dialog is showing")),
        ("center", .center(message: "Example center dialog is showing")),
        ("bottom", .bottom(message: "Example bottom dialog is showing")),
    ]

    func check(_ document: PanelDocument, _ name: String, width: Int, rows: Int = rows) throws {
        let ascii = try ASCIIRenderer(width: width, height: rows).render(document)
        try Snapshot.check(ascii, named: "overlay-\(name)-ascii-\(width).txt")
        let ansi = try ANSIRenderer(width: width, height: rows, colorDepth: .palette256).render(document)
        try Snapshot.check(Snapshot.escaped(ansi), named: "overlay-\(name)-ansi-\(width).escaped.txt")
        let plain = try ANSIRenderer(width: width, height: rows).canvas(for: document).plainText()
        try Snapshot.check(plain, named: "overlay-\(name)-ansi-\(width).txt")
    }

    @Test(arguments: [40, 80])
    func dialogAtEachPlacement(width: Int) throws {
        for (name, item) in Self.placements {
            try check(OverlayScenes.dialogDocument(item), "dialog-\(name)", width: width)
        }
    }

    @Test(arguments: [40, 80])
    func drawerAtBothDetents(width: Int) throws {
        try check(OverlayScenes.drawerDocument(.medium), "drawer-medium", width: width)
        try check(OverlayScenes.drawerDocument(.tall), "drawer-tall", width: width)
    }

    /// Long content scrolls: three rows down at medium (rows hidden above and below, the
    /// scroll bar in between), and an offset past the end at tall on a 12-row screen, clamped
    /// to the last window.
    @Test(arguments: [40, 80])
    func drawerScrolled(width: Int) throws {
        try check(OverlayScenes.drawerDocument(.medium, scroll: 3), "drawer-medium-scrolled", width: width)
        try check(
            OverlayScenes.drawerDocument(.tall, scroll: 99), "drawer-tall-scrolled-end", width: width,
            rows: 12)
    }

    @Test(arguments: [40, 80])
    func floatingButtonInEachCorner(width: Int) throws {
        for corner in [ScreenCorner.topLeft, .topRight, .bottomLeft, .bottomRight] {
            try check(OverlayScenes.drawerDocument(nil, corner: corner), "fab-\(corner.name)", width: width)
        }
    }
}
