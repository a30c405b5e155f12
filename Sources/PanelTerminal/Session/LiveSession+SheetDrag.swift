/// Dragging the open drawer's sheet by its top border, as on a phone: released nearer the tall
/// height it stays tall, nearer the medium height medium, and below half the medium height the
/// drawer is dismissed (reason `drag`), by `DrawerGeometry.settle(draggedTo:)`.
extension LiveSession {
    /// A press on the sheet's top border, until it is released.
    struct SheetDrag: Equatable {
        var id: NodeID
        var startRow: Int
        var startHeight: Int
        var row: Int
    }

    /// A left press at a panel cell: on the open drawer's top border it starts a drag of the
    /// sheet; `false` elsewhere.
    func pressSheet(column: Int, row: Int) -> Bool {
        guard topDialog == nil, let drawer = openDrawer, row == drawer.bodyTop,
            drawer.area.contains(column: column, row: row)
        else { return false }
        sheetDrag = SheetDrag(
            id: drawer.id, startRow: row, startHeight: drawer.geometry.sheetHeight, row: row)
        return true
    }

    /// The mouse moved with the button held: follows a drag of the sheet; `false` without one.
    func dragSheet(row: Int) -> Bool {
        guard sheetDrag != nil else { return false }
        sheetDrag?.row = row
        return true
    }

    /// The mouse button went up: a drag of the sheet settles at a detent or dismisses the
    /// drawer; `false` without one.
    func releaseSheet() -> Bool {
        guard let drag = sheetDrag else { return false }
        sheetDrag = nil
        guard drag.row != drag.startRow, let drawer = openDrawer, drawer.id == drag.id else { return true }
        let height = drag.startHeight + drag.startRow - drag.row
        if let detent = drawer.geometry.settle(draggedTo: height) {
            changeDrawer(drag.id, .detent(detent), done: "drawer: \(detent.name)")
        } else {
            closeDrawer(drag.id, reason: .drag)
        }
        return true
    }
}
