/// Presses that last until the mouse button goes up: on a floating button, and on the open
/// drawer's sheet.
///
/// - The button is drawn at its position over the content (its corner until it is moved); a
///   click on it opens its drawer; a drag moves it and, on release, it snaps to the nearest
///   edges (`FloatingButtonSnapping`, from the drag's last movement), and its position is saved
///   under its storage id (`FloatingButtonPositionFile`) and found there on the next run.
/// - The sheet is dragged by its top border, as on a phone: released nearer the tall height it
///   stays tall, nearer the medium height medium, and below half the medium height the drawer
///   is dismissed (reason `drag`), by `DrawerGeometry.settle(draggedTo:)`.
extension LiveReducer.Step {
    /// A left press at a panel cell: on a floating button, it starts a press (a click or a
    /// drag); `false` elsewhere.
    mutating func pressFloatingButton(column: Int, row: Int) -> Bool {
        guard context.topDialog == nil else { return false }
        for button in context.floatingButtons.reversed() {
            guard let frame = context.buttonFrame(button), frame.contains(column: column, row: row) else {
                continue
            }
            effects.append(.button(.begin(button.id)))
            let point = LiveState.Point(column: column, row: row)
            state.buttonDrag = LiveState.ButtonDrag(id: button.id, start: point, last: point, previous: point)
            return true
        }
        return false
    }

    /// The mouse moved with the button held: the floating button follows; `false` without a
    /// press on one.
    mutating func dragFloatingButton(column: Int, row: Int) -> Bool {
        guard var drag = state.buttonDrag, context.placedButtons.contains(drag.id) else { return false }
        let point = LiveState.Point(column: column, row: row)
        guard point != drag.last else { return true }
        drag.previous = drag.last
        drag.last = point
        drag.moved = true
        state.buttonDrag = drag
        effects.append(
            .button(.drag(drag.id, columns: column - drag.start.column, rows: row - drag.start.row)))
        return true
    }

    /// The mouse button went up: a press that did not move opens the drawer, a drag snaps the
    /// button from its last movement and saves the position; `false` without a press on one.
    mutating func releaseFloatingButton() -> Bool {
        guard let drag = state.buttonDrag else { return false }
        state.buttonDrag = nil
        guard context.placedButtons.contains(drag.id) else { return true }
        guard drag.moved else {
            if let button = context.floatingButtons.first(where: { $0.id == drag.id }),
                let drawer = button.drawer
            {
                changeDrawer(drawer, .open, done: "opened the drawer")
            }
            return true
        }
        // A fling: the last movement, carried on a little, is where the snapping aims.
        effects.append(
            .button(
                .release(
                    drag.id, columns: (drag.last.column - drag.previous.column) * 4,
                    rows: (drag.last.row - drag.previous.row) * 4)))
        return true
    }

    /// A left press at a panel cell: on the open drawer's top border it starts a drag of the
    /// sheet; `false` elsewhere.
    mutating func pressSheet(column: Int, row: Int) -> Bool {
        guard context.topDialog == nil, let drawer = context.openDrawer, row == drawer.bodyTop,
            drawer.area.contains(column: column, row: row)
        else { return false }
        state.sheetDrag = LiveState.SheetDrag(
            id: drawer.id, startRow: row, startHeight: drawer.geometry.sheetHeight, row: row)
        return true
    }

    /// The mouse moved with the button held: follows a drag of the sheet; `false` without one.
    mutating func dragSheet(row: Int) -> Bool {
        guard state.sheetDrag != nil else { return false }
        state.sheetDrag?.row = row
        return true
    }

    /// The mouse button went up: a drag of the sheet settles at a detent or dismisses the
    /// drawer; `false` without one.
    mutating func releaseSheet() -> Bool {
        guard let drag = state.sheetDrag else { return false }
        state.sheetDrag = nil
        guard drag.row != drag.startRow, let drawer = context.openDrawer, drawer.id == drag.id else {
            return true
        }
        let height = drag.startHeight + drag.startRow - drag.row
        if let detent = drawer.geometry.settle(draggedTo: height) {
            changeDrawer(drag.id, .detent(detent), done: "drawer: \(detent.name)")
        } else {
            closeDrawer(drag.id, reason: .drag)
        }
        return true
    }
}
