import PanelCore
import PanelLayout

/// Draws a laid out tree into a ``Canvas``: frames, headers, labels and every control, for either
/// backend (the glyphs and theme decide how it looks).
///
/// The frames come from `PanelLayout`'s `LayoutEngine` (with this painter's display width as its
/// measure, kept between renders by the renderer's ``LayoutCache``), which owns every size and position, the panel row model included (`RowModel`). The
/// painter only draws into them: a container's content is clipped to its content frame, and the
/// one thing it works out itself is the label column that sibling controls share.
///
/// ```swift
/// let painter = PanelPainter(document: document, glyphs: .unicode, theme: .ansi, measure: .standard,
///     sanitizer: .unicode)
/// let canvas = try painter.paint(width: 80, height: nil, showsFrames: false, cache: LayoutCache())
/// ```
final class PanelPainter {
    let document: PanelDocument
    let glyphs: RenderGlyphs
    let theme: RenderTheme
    let measure: DisplayWidth
    let sanitizer: Sanitizer
    /// The slider's glyphs as cell contents (knob, filled, filled tick, empty, tick), worked out
    /// once per painter rather than once per slider.
    let sliderCells: (knob: UInt32, filled: UInt32, filledTick: UInt32, empty: UInt32, tick: UInt32)
    /// Whether what is drawn now may lie over something drawn before (inside a depth stack, a
    /// screen or an overlay), so that containers clear their interior first (opaque layers).
    var mayOverlap = false
    /// With frames shown: the cells of every border's bottom line as drawn (by canvas index), so
    /// that frame names may go on a border but never over content drawn on it later.
    var borderLines: [Int: Cell]?

    /// A painter for one document (a class, so the recursive walk does not copy it per node).
    convenience init(
        document: PanelDocument, glyphs: RenderGlyphs, theme: RenderTheme, measure: DisplayWidth,
        sanitizer: Sanitizer
    ) {
        self.init(
            resolved: document.resolvingRules(),  // visibleWhen / disabledWhen, as shown now
            glyphs: glyphs, theme: theme, measure: measure, sanitizer: sanitizer)
    }

    /// A painter for a document whose rules are already resolved (see
    /// `PanelDocument.resolvingRules()`): no walk of the tree.
    init(
        resolved document: PanelDocument, glyphs: RenderGlyphs, theme: RenderTheme, measure: DisplayWidth,
        sanitizer: Sanitizer
    ) {
        self.document = document
        self.glyphs = glyphs
        self.theme = theme
        self.measure = measure
        self.sanitizer = sanitizer
        func cell(_ glyph: Character) -> UInt32 { glyph.unicodeScalars.first?.value ?? 0x20 }
        sliderCells = (
            cell(glyphs.sliderKnob), cell(glyphs.sliderFilled), cell(glyphs.sliderFilledTick),
            cell(glyphs.sliderEmpty), cell(glyphs.sliderTick)
        )
    }

    /// The layout's text measure: display columns of the text as it will be drawn (sanitised).
    static func layoutMeasure(_ measure: DisplayWidth, _ sanitizer: Sanitizer) -> (String) -> Int {
        { text in
            var plain = true
            for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
                plain = false
                break
            }
            return plain ? text.utf8.count : measure.columns(of: sanitizer.cleanLine(text))
        }
    }

    /// Lays out the whole document at `width` columns and `height` rows (its fitting height when
    /// `nil`), through the renderer's `cache`, and draws it; with `showsFrames`, outlines every frame and writes its id or kind.
    ///
    /// Throws the layout's `LayoutError` when the tree cannot be laid out.
    func paint(width: Int, height: Int?, showsFrames: Bool, cache: LayoutCache) throws -> Canvas {
        let width = max(1, width)
        let result = try cache.layout(
            document.root, width: width, height: height, measure: measure, sanitizer: sanitizer)
        return paint(result, showsFrames: showsFrames)
    }

    /// Draws the document into the frames of `result` (its layout).
    func paint(_ result: LayoutResult, showsFrames: Bool) -> Canvas {
        var canvas = Canvas(
            width: result.size.width, height: result.size.height, measure: measure, sanitizer: sanitizer)
        var outlined: [Cell] = []
        if showsFrames {
            outlineFrames(result, on: &canvas)
            outlined = canvas.cells
            borderLines = [:]
        }
        var index = 0
        draw(document.root, result.entries, &index, widestLabel: labelWidth(of: document.root), on: &canvas)
        if showsFrames { nameFrames(result, outlined: outlined, on: &canvas) }
        return canvas
    }

    // MARK: - Walking the tree

    /// Draws `node` in the frame of `entries[index]` and then its children, whose entries follow
    /// in depth-first order; `widestLabel` is the widest label of the label column it shares.
    func draw(
        _ node: Node, _ entries: [LayoutEntry], _ index: inout Int, widestLabel: Int, on canvas: inout Canvas
    ) {
        guard index < entries.count else { return }
        let frame = entries[index].frame
        index += 1
        if node.modifiers.isHidden || frame.isEmpty || node.children.isEmpty {
            if !node.modifiers.isHidden && !frame.isEmpty {
                drawOwn(node, frame: frame, widestLabel: widestLabel, on: &canvas)
                applyBackground(of: node, in: frame, on: &canvas)
            }
            skip(node.children, &index)
            return
        }
        drawOwn(node, frame: frame, widestLabel: widestLabel, on: &canvas)
        // Children: a column of them shares one label column; in a row or on a screen each has its own.
        var shared = 0
        var column = true
        switch node.element {
        case .stack(let stack): column = stack.axis != .horizontal
        case .screen: column = false
        case .folder(let folder) where folder.isCollapsed:
            skip(node.children, &index)
            return
        default: break
        }
        if column {
            node.children.withUnsafeBufferPointer { children in
                for i in children.indices where !children[i].modifiers.isHidden {
                    shared = max(shared, labelWidth(of: children[i]))
                }
            }
        }
        canvas.pushClip(RowModel.contentFrame(of: node, in: frame))
        let overlapped = mayOverlap
        mayOverlap = overlapped || Self.overlapsChildren(node)
        if Self.hasOverlays(node.children) {
            drawLayered(of: node, entries, &index, widestLabel: column ? shared : nil, on: &canvas)
        } else {
            // Through a buffer pointer: its elements are borrowed where an array's would be copied.
            node.children.withUnsafeBufferPointer { children in
                for i in children.indices {
                    draw(
                        children[i], entries, &index,
                        widestLabel: column ? shared : labelWidth(of: children[i]), on: &canvas)
                }
            }
        }
        mayOverlap = overlapped
        canvas.popClip()
        applyBackground(of: node, in: frame, on: &canvas)
    }

    /// A panel's, box's or screen's background colour, put behind everything drawn in its frame
    /// (after its children, so that their text keeps the colour behind it). Other nodes carry
    /// their background in their own text's style.
    func applyBackground(of node: Node, in frame: CellRect, on canvas: inout Canvas) {
        guard let background = node.modifiers.background, theme.title != theme.label else { return }
        switch node.element {
        case .panel, .box, .screen, .dialog: canvas.applyBackground(Self.color(background), in: frame)
        default: break
        }
    }

    /// Moves `index` past the entries of `nodes` and their descendants.
    func skip(_ nodes: [Node], _ index: inout Int) {
        for node in nodes {
            index += 1
            skip(node.children, &index)
        }
    }

    /// The display width of a control's label (0 for anything without a label column).
    func labelWidth(of node: Node) -> Int {
        guard RowModel.hasLabelColumn(node.element), let label = node.element.label else { return 0 }
        return measure.columns(of: label)
    }

    /// Draws one node (not its children) in its frame.
    func drawOwn(_ node: Node, frame: CellRect, widestLabel: Int, on canvas: inout Canvas) {
        canvas.pushClip(frame)
        defer { canvas.popClip() }
        let content = RowModel.contentFrame(of: node, in: frame)
        let row = Row(
            frame: content,
            labelWidth: RowModel.labelColumnWidth(widestLabel: widestLabel, width: content.width))
        let disabled = node.modifiers.isDisabled
        var label = styled(theme.label, node)
        if disabled { label.dim = true }
        if let border = node.modifiers.border, !Self.drawsOwnBorder(node.element) {
            // A `.border()` on a text, a stack or a control: the layout left a cell for it on
            // every side; containers and dialogs draw theirs with their title.
            canvas.drawBox(frame, lines: glyphs.forceLines ?? LineSet(border), style: theme.border)
        }
        switch node.element {
        case .panel, .box, .screen:
            if mayOverlap { canvas.fill(frame) }
            drawContainer(node, frame: frame, content: content, label: label, on: &canvas)
        case .dialog, .dialogRoot, .panelRoot, .floatingButton:
            drawLayer(node, frame: frame, content: content, label: label, on: &canvas)
        case .folder(let folder):
            let marker = folder.isCollapsed ? glyphs.folderClosed : glyphs.folderOpen
            var title = theme.title
            if disabled { title.dim = true }
            let next = canvas.draw(marker, column: content.x, row: content.y, style: theme.muted)
            drawFitted(
                folder.label, column: next, row: content.y, width: content.maxX - next, style: title,
                on: &canvas)
        case .slider(let slider):
            drawLabel(slider.label, row, style: label, on: &canvas)
            guard let number = value(for: node)?.number else {
                return drawUnreadable(value(for: node), in: row.control, on: &canvas)
            }
            drawSlider(slider, value: number, in: row.control, disabled: disabled, on: &canvas)
        case .toggle(let toggle):
            drawLabel(toggle.label, row, style: label, on: &canvas)
            guard let isOn = value(for: node)?.bool else {
                return drawUnreadable(value(for: node), in: row.control, on: &canvas)
            }
            canvas.draw(
                isOn ? glyphs.toggleOn : glyphs.toggleOff, column: row.control.x, row: row.control.y,
                style: isOn ? theme.accent : theme.muted)
        case .textField(let field):
            drawLabel(field.label, row, style: label, on: &canvas)
            guard let text = value(for: node)?.string else {
                return drawUnreadable(value(for: node), in: row.control, on: &canvas)
            }
            drawTextField(field, text: text, in: row.control, on: &canvas)
        case .colorPicker(let picker):
            drawLabel(picker.label, row, style: label, on: &canvas)
            guard let color = try? HexColor(panelValue: value(for: node) ?? .null) else {
                return drawUnreadable(value(for: node), in: row.control, on: &canvas)
            }
            drawColor(color, in: row.control, on: &canvas)
        case .picker(let picker):
            drawLabel(picker.label, row, style: label, on: &canvas)
            drawPicker(picker, selected: value(for: node), in: row.control, on: &canvas)
        case .springEditor(let editor):
            drawLabel(editor.label, row, style: label, on: &canvas)
            guard let spring = try? Spring(panelValue: value(for: node) ?? .null) else {
                return drawUnreadable(value(for: node), in: row.control, on: &canvas)
            }
            drawCurveEditor(
                summary: ValueText.describe(spring), samples: EasingCurve.samples(for: spring, count: 16),
                in: row.control, on: &canvas)
        case .transitionEditor(let editor):
            drawLabel(editor.label, row, style: label, on: &canvas)
            guard let transition = try? Transition(panelValue: value(for: node) ?? .null) else {
                return drawUnreadable(value(for: node), in: row.control, on: &canvas)
            }
            drawCurveEditor(
                summary: ValueText.describe(transition),
                samples: EasingCurve.samples(for: transition, count: 16),
                in: row.control, on: &canvas)
        case .button(let button):
            var style = theme.button
            if disabled { style = theme.muted }
            let text = glyphs.buttonOpen + sanitizer.cleanLine(button.label) + glyphs.buttonClose
            drawFitted(
                text, column: content.x, row: content.y, width: content.width, style: style, on: &canvas)
        case .stack, .spacer:
            break
        case .text(let text):
            drawText(text, in: content, style: label, on: &canvas)
        case .divider:
            if content.width >= content.height {
                canvas.drawHorizontalLine(
                    column: content.x, row: content.y, length: content.width,
                    lines: glyphs.forceLines ?? .single,
                    style: theme.border)
            } else {
                canvas.drawVerticalLine(
                    column: content.x, row: content.y, length: content.height,
                    lines: glyphs.forceLines ?? .single, style: theme.border)
            }
        case .monitor(let monitor):
            drawLabel(monitor.label, row, style: label, on: &canvas)
            drawMonitor(monitor, node: node, in: row.control, on: &canvas)
        case .unknown(let unknown):
            guard node.children.isEmpty else { return }
            let name = unknown.label ?? node.id.map { String($0.name) } ?? unknown.kind
            let shown = value(for: node) ?? unknown.properties["value"]
            let text = shown.map { name + ": " + ValueText.describe($0) } ?? name
            drawFitted(
                text, column: content.x, row: content.y, width: content.width, style: label, on: &canvas)
        }
    }

    /// Whether an element draws its border itself, with its title (panels, boxes, screens,
    /// dialogs); any other node with a border modifier gets a plain box around its frame.
    static func drawsOwnBorder(_ element: Element) -> Bool {
        switch element {
        case .panel, .box, .screen, .dialog: true
        default: false
        }
    }

    // MARK: - Containers and labels

    /// A row's content frame and the width of its label column.
    struct Row {
        var frame: CellRect
        var labelWidth: Int

        /// The control column (right of the label column).
        var control: CellRect {
            let offset = min(labelWidth, max(0, frame.width - 1))
            return CellRect(
                x: frame.x + offset, y: frame.y, width: frame.width - offset, height: frame.height)
        }
    }

    func drawContainer(
        _ node: Node, frame: CellRect, content: CellRect, label: TextStyle, on canvas: inout Canvas
    ) {
        let title = node.element.label
        var lines = glyphs.panelLines
        if let border = node.modifiers.border {
            lines = glyphs.forceLines ?? LineSet(border)
        } else if case .box(let box) = node.element {
            lines = glyphs.forceLines ?? LineSet(box.border)
        }
        var titleStyle = theme.title
        titleStyle.foreground = label.foreground ?? titleStyle.foreground
        if node.modifiers.isDisabled { titleStyle.dim = true }
        if RowModel.isBordered(node) {
            canvas.drawBox(frame, lines: lines, style: theme.border, title: title, titleStyle: titleStyle)
            recordBorderLine(frame, canvas)
        } else if RowModel.hasTitleRow(node), let title {
            drawFitted(
                title, column: content.x, row: content.y - 1, width: content.width, style: titleStyle,
                on: &canvas)
        }
    }

    private func drawLabel(_ text: String, _ row: Row, style: TextStyle, on canvas: inout Canvas) {
        let width = min(row.labelWidth, row.frame.width) - 1
        guard width > 0 else { return }
        drawFitted(text, column: row.frame.x, row: row.frame.y, width: width, style: style, on: &canvas)
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
