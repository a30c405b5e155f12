import PanelCore
import PanelLayout

/// Draws laid out nodes into a ``Canvas``: frames, headers, labels and every control, for either
/// backend (the glyphs and theme decide how it looks).
///
/// ```swift
/// let painter = PanelPainter(document: document, glyphs: .unicode, theme: .ansi)
/// let canvas = painter.paint(width: 80)
/// ```
final class PanelPainter {
    let document: PanelDocument
    let glyphs: RenderGlyphs
    let theme: RenderTheme
    let measure: DisplayWidth
    let sanitizer: Sanitizer

    /// A painter for one document (a class, so the layout's visitor does not copy it per node).
    init(
        document: PanelDocument, glyphs: RenderGlyphs, theme: RenderTheme, measure: DisplayWidth,
        sanitizer: Sanitizer
    ) {
        self.document = document
        self.glyphs = glyphs
        self.theme = theme
        self.measure = measure
        self.sanitizer = sanitizer
    }

    /// Lays out and draws the whole document at `width` columns.
    func paint(width: Int) -> Canvas {
        let layout = ColumnLayout(measure: measure)
        let height = layout.layout(document.root, width: width) { _ in }
        var canvas = Canvas(width: max(1, width), height: height, measure: measure, sanitizer: sanitizer)
        _ = layout.layout(document.root, width: width) { placement in draw(placement, on: &canvas) }
        return canvas
    }

    private func draw(_ placement: ColumnLayout.Placement, on canvas: inout Canvas) {
        let node = placement.node
        let frame = placement.frame
        guard !frame.isEmpty else { return }
        canvas.pushClip(frame)
        defer { canvas.popClip() }
        let disabled = node.modifiers.isDisabled
        var label = styled(theme.label, node)
        if disabled { label.dim = true }
        switch node.element {
        case .panel, .box, .screen:
            drawContainer(placement, label: label, on: &canvas)
        case .folder(let folder):
            let marker = folder.isCollapsed ? glyphs.folderClosed : glyphs.folderOpen
            var title = theme.title
            if disabled { title.dim = true }
            let next = canvas.draw(marker, column: frame.x, row: frame.y, style: theme.muted)
            drawFitted(
                folder.label, column: next, row: frame.y, width: frame.maxX - next, style: title, on: &canvas)
        case .slider(let slider):
            drawLabel(slider.label, placement, style: label, on: &canvas)
            drawSlider(
                slider, value: number(for: node), in: controlRect(placement), disabled: disabled, on: &canvas)
        case .toggle(let toggle):
            drawLabel(toggle.label, placement, style: label, on: &canvas)
            let isOn = value(for: node)?.bool ?? false
            let rect = controlRect(placement)
            canvas.draw(
                isOn ? glyphs.toggleOn : glyphs.toggleOff, column: rect.x, row: rect.y,
                style: isOn ? theme.accent : theme.muted)
        case .textField(let field):
            drawLabel(field.label, placement, style: label, on: &canvas)
            drawTextField(
                field, text: value(for: node)?.string ?? "", in: controlRect(placement), on: &canvas)
        case .colorPicker(let picker):
            drawLabel(picker.label, placement, style: label, on: &canvas)
            drawColor(value(for: node), in: controlRect(placement), on: &canvas)
        case .picker(let picker):
            drawLabel(picker.label, placement, style: label, on: &canvas)
            drawPicker(picker, selected: value(for: node)?.string, in: controlRect(placement), on: &canvas)
        case .springEditor(let editor):
            drawLabel(editor.label, placement, style: label, on: &canvas)
            let spring = (try? Spring(panelValue: value(for: node) ?? .null)) ?? .default
            drawCurveEditor(
                summary: Self.describe(spring), samples: EasingCurve.samples(for: spring, count: 16),
                in: controlRect(placement), on: &canvas)
        case .transitionEditor(let editor):
            drawLabel(editor.label, placement, style: label, on: &canvas)
            let transition = (try? Transition(panelValue: value(for: node) ?? .null)) ?? .default
            drawCurveEditor(
                summary: Self.describe(transition), samples: EasingCurve.samples(for: transition, count: 16),
                in: controlRect(placement), on: &canvas)
        case .button(let button):
            var style = theme.button
            if disabled { style = theme.muted }
            let text = glyphs.buttonOpen + sanitizer.cleanLine(button.label) + glyphs.buttonClose
            drawFitted(text, column: frame.x, row: frame.y, width: frame.width, style: style, on: &canvas)
        case .stack, .spacer:
            break
        case .text(let text):
            if text.wraps {
                for (offset, line) in measure.wrap(sanitizer.clean(text.text), toColumns: frame.width)
                    .enumerated()
                {
                    canvas.draw(line, column: frame.x, row: frame.y + offset, style: label)
                }
            } else {
                drawFitted(
                    text.text, column: frame.x, row: frame.y, width: frame.width, style: label, on: &canvas)
            }
        case .divider:
            canvas.drawHorizontalLine(
                column: frame.x, row: frame.y, length: frame.width, lines: glyphs.forceLines ?? .single,
                style: theme.border)
        case .unknown(let unknown):
            guard node.children.isEmpty else { return }
            let name = unknown.label ?? node.id.map { String($0.name) } ?? unknown.kind
            let shown = value(for: node) ?? unknown.properties["value"]
            let text = shown.map { name + ": " + Self.describe($0) } ?? name
            drawFitted(text, column: frame.x, row: frame.y, width: frame.width, style: label, on: &canvas)
        }
    }

    // MARK: - Containers and labels

    private func drawContainer(_ placement: ColumnLayout.Placement, label: TextStyle, on canvas: inout Canvas)
    {
        let node = placement.node
        let frame = placement.frame
        let title = node.element.label
        if let background = node.modifiers.background, theme.title != theme.label {
            // Children are already drawn (they are visited first): put the colour behind them.
            canvas.applyBackground(Self.color(background), in: frame)
        }
        var lines = glyphs.panelLines
        if let border = node.modifiers.border {
            lines = glyphs.forceLines ?? LineSet(border)
        } else if case .box(let box) = node.element {
            lines = glyphs.forceLines ?? LineSet(box.border)
        }
        var titleStyle = theme.title
        titleStyle.foreground = label.foreground ?? titleStyle.foreground
        if node.modifiers.isDisabled { titleStyle.dim = true }
        if placement.bordered && frame.width >= 4 {
            canvas.drawBox(frame, lines: lines, style: theme.border, title: title, titleStyle: titleStyle)
        } else if let title, !title.isEmpty {
            drawFitted(
                title, column: frame.x, row: frame.y, width: frame.width, style: titleStyle, on: &canvas)
        }
    }

    private func drawLabel(
        _ text: String, _ placement: ColumnLayout.Placement, style: TextStyle, on canvas: inout Canvas
    ) {
        let width = min(placement.labelWidth, placement.frame.width) - 1
        guard width > 0 else { return }
        drawFitted(
            text, column: placement.frame.x, row: placement.frame.y, width: width, style: style, on: &canvas)
    }

    /// The control column of a row (right of the label column).
    private func controlRect(_ placement: ColumnLayout.Placement) -> CellRect {
        let frame = placement.frame
        let offset = min(placement.labelWidth, max(0, frame.width - 1))
        return CellRect(x: frame.x + offset, y: frame.y, width: frame.width - offset, height: frame.height)
    }

    /// Draws one line cut to `width` columns with the backend's ellipsis.
    @discardableResult
    func drawFitted(
        _ text: String, column: Int, row: Int, width: Int, style: TextStyle, on canvas: inout Canvas
    ) -> Int {
        guard width > 0 else { return column }
        let clean = sanitizer.cleanLine(text)
        let fitted =
            clean.utf8.count <= width || measure.columns(of: clean) <= width
            ? clean : measure.truncate(clean, toColumns: width, ellipsis: glyphs.ellipsis)
        return canvas.draw(fitted, column: column, row: row, style: style)
    }

    // MARK: - Values

    func value(for node: Node) -> PanelValue? {
        if let id = node.id, let value = document.values[id] { return value }
        return node.element.defaultValue
    }

    private func number(for node: Node) -> Double {
        value(for: node)?.number ?? 0
    }

    private func styled(_ base: TextStyle, _ node: Node) -> TextStyle {
        var style = base
        if let foreground = node.modifiers.foreground { style.foreground = Self.color(foreground) }
        if let background = node.modifiers.background { style.background = Self.color(background) }
        return style
    }

    static func color(_ hex: HexColor) -> TerminalColor {
        .rgb(hex.red, hex.green, hex.blue)
    }
}
