import PanelCore
import PanelLayout

/// Where the floating button and the drawer's picker tabs are drawn, so that a frontend that
/// takes clicks (the live terminal) finds them where the painter put them.
///
/// ```swift
/// let frame = OverlayPlacement.floatingButtonFrame(
///     button, value: values["dial.fab"], in: area, measure: measure, sanitizer: sanitizer)
/// ```
package enum OverlayPlacement {
    /// The floating button's size in cells: its label and a border with a space each side.
    package static func floatingButtonSize(
        _ button: FloatingButtonElement, measure: DisplayWidth, sanitizer: Sanitizer
    ) -> OverlaySize {
        FloatingButtonElement.cellSize(labelColumns: measure.columns(of: sanitizer.cleanLine(button.label)))
    }

    /// The cells of the floating button in `area`: at the place `value` holds (a
    /// ``FloatingButtonPlacement``: fractions of its travel and its edges), else at its corner.
    package static func floatingButtonFrame(
        _ button: FloatingButtonElement, value: PanelValue?, in area: CellRect, measure: DisplayWidth,
        sanitizer: Sanitizer
    ) -> CellRect {
        let size = floatingButtonSize(button, measure: measure, sanitizer: sanitizer)
        let snapping = FloatingButtonSnapping(button: size)
        let bounds = OverlaySize(width: Double(area.width), height: Double(area.height))
        var position = snapping.initial(button.corner, in: bounds)
        if let value, let placement = try? FloatingButtonPlacement(panelValue: value) {
            position = snapping.position(at: placement, in: bounds)
        }
        return CellRect(
            x: area.x + Int(position.x.rounded()), y: area.y + Int(position.y.rounded()),
            width: Int(size.width), height: Int(size.height))
    }

    /// The picker's tabs on the drawer's top row, from `column`: each panel's text (the
    /// selected one in brackets), the column it starts at and its width in cells.
    package static func pickerTabs(
        _ panels: [Node], selected: Node, from column: Int, measure: DisplayWidth, sanitizer: Sanitizer
    ) -> [(panel: Node, text: String, column: Int, width: Int)] {
        var column = column
        var tabs: [(panel: Node, text: String, column: Int, width: Int)] = []
        for panel in panels {
            let name = panel.element.label ?? panel.id.map { String($0.name) } ?? panel.kind
            let text = panel == selected ? "[" + name + "]" : " " + name + " "
            let width = measure.columns(of: sanitizer.cleanLine(text))
            tabs.append((panel, text, column, width))
            column += width + 1
        }
        return tabs
    }
}
