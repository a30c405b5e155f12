import PanelCore
import PanelLayout

extension PanelPainter {
    /// Draws a monitor's value in its control column: for a graph, the sweeping sparkline, then
    /// the current value and the graph's scale (muted); otherwise the value alone.
    func drawMonitor(_ monitor: MonitorElement, node: Node, in control: CellRect, on canvas: inout Canvas) {
        let reading = node.id.flatMap { document.samples[$0] }
        let current = monitor.text(of: reading?.current)
        var valueStyle = theme.value
        if case .boolean(true)? = reading?.current { valueStyle = theme.accent }
        guard let scale = monitor.scale(for: reading?.history ?? []) else {
            _ = drawFitted(
                current, column: control.x, row: control.y, width: control.width, style: valueStyle,
                on: &canvas)
            return
        }
        let dash = glyphs.ellipsis == "..." ? ".." : "–"
        let range = " " + monitor.numberText(scale.minimum) + dash + monitor.numberText(scale.maximum)
        let currentWidth = measure.columns(of: current)
        let rangeWidth = measure.columns(of: range)
        // The graph takes what the texts leave, at least 4 cells (else the texts alone).
        var graphWidth = control.width - currentWidth - 1 - rangeWidth
        var showsRange = true
        if graphWidth < 4 {
            graphWidth = control.width - currentWidth - 1
            showsRange = false
        }
        var column = control.x
        if graphWidth >= 4 {
            let levels = Sparkline.levels(
                of: reading?.history ?? [], recorded: reading?.recorded ?? 0, scale: scale, width: graphWidth,
                levels: glyphs.curveLevels.count)
            column = canvas.draw(
                Sparkline.text(levels, glyphs: glyphs.curveLevels), column: column, row: control.y,
                style: theme.accent)
            column += 1
        }
        column = drawFitted(
            current, column: column, row: control.y, width: control.maxX - column, style: valueStyle,
            on: &canvas)
        if showsRange, graphWidth >= 4 {
            _ = drawFitted(
                range, column: column, row: control.y, width: control.maxX - column, style: theme.muted,
                on: &canvas)
        }
    }
}
