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

    /// `text` wrapped on words at `columns` columns as the layout wraps it: the one rule
    /// (``TextWrap``) on the text as written, measured as it will be drawn, so that a wrapping
    /// text is drawn in exactly the rows the layout gave it (each line is cleaned when drawn).
    func wrappedLines(_ text: String, columns: Int) -> [String] {
        TextWrap(measure: Self.layoutMeasure(measure, sanitizer)).lines(text, columns: columns)
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
        let traits = Self.traits(of: node)
        if node.modifiers.isHidden || frame.isEmpty || node.children.isEmpty {
            if !node.modifiers.isHidden && !frame.isEmpty {
                drawOwn(
                    node, frame: frame, widestLabel: widestLabel, drawsOwnFrame: traits.drawsOwnFrame,
                    on: &canvas)
                applyBackground(of: node, in: frame, drawsOwnFrame: traits.drawsOwnFrame, on: &canvas)
            }
            skip(node.children, &index)
            return
        }
        drawOwn(
            node, frame: frame, widestLabel: widestLabel, drawsOwnFrame: traits.drawsOwnFrame, on: &canvas)
        // Children: a column of them shares one label column; in a row or on a screen each has its own.
        var shared = 0
        let column: Bool
        switch traits.childLabels {
        case .shared: column = true
        case .own: column = false
        case .hidden:
            skip(node.children, &index)
            return
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
        mayOverlap = overlapped || traits.overlapsChildren
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
        applyBackground(of: node, in: frame, drawsOwnFrame: traits.drawsOwnFrame, on: &canvas)
    }

    /// What `node`'s kind says about its painting (``KindPainting``).
    static func traits(of node: Node) -> PaintingTraits.Traits {
        var body = PaintingTraits()
        return node.element.withKind(&body)
    }

    /// A panel's, box's or screen's background colour (a kind that ``KindPainting/drawsOwnFrame``),
    /// put behind everything drawn in its frame (after its children, so that their text keeps the
    /// colour behind it). Other nodes carry their background in their own text's style.
    func applyBackground(of node: Node, in frame: CellRect, drawsOwnFrame: Bool, on canvas: inout Canvas) {
        guard drawsOwnFrame, let background = node.modifiers.background, theme.title != theme.label else {
            return
        }
        canvas.applyBackground(Self.color(background), in: frame)
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

    /// Draws one node (not its children) in its frame, through its kind's ``KindPainting``.
    func drawOwn(
        _ node: Node, frame: CellRect, widestLabel: Int, drawsOwnFrame: Bool, on canvas: inout Canvas
    ) {
        canvas.pushClip(frame)
        defer { canvas.popClip() }
        let content = RowModel.contentFrame(of: node, in: frame)
        let row = Row(
            frame: content,
            labelWidth: RowModel.labelColumnWidth(widestLabel: widestLabel, width: content.width))
        let disabled = node.modifiers.isDisabled
        var label = styled(theme.label, node)
        if disabled { label.dim = true }
        if let border = node.modifiers.border, !drawsOwnFrame {
            // A `.border()` on a text, a stack or a control: the layout left a cell for it on
            // every side; containers and dialogs draw theirs with their title.
            canvas.drawBox(frame, lines: glyphs.forceLines ?? LineSet(border), style: theme.border)
        }
        let place = PaintPlace(frame: frame, content: content, row: row, label: label, isDisabled: disabled)
        withUnsafeMutablePointer(to: &canvas) { canvas in
            var body = PaintOwn(node: node, place: place, painter: self, canvas: canvas)
            node.element.withKind(&body)
        }
    }

    /// A node of a kind this painter does not know: its children, or without any its label (its
    /// id's last component, else its kind) and its value.
    func drawUnknown(
        _ node: Node, kind: String, label: String?, at place: PaintPlace, on canvas: inout Canvas,
        properties: [String: PanelValue] = [:]
    ) {
        guard node.children.isEmpty else { return }
        let name = label ?? node.id.map { String($0.name) } ?? kind
        let shown = value(for: node) ?? properties["value"]
        let text = shown.map { name + ": " + ValueText.describe($0) } ?? name
        let content = place.content
        drawFitted(
            text, column: content.x, row: content.y, width: content.width, style: place.label, on: &canvas)
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

    /// A panel's, box's, screen's or dialog's frame: its border with its title on it (in
    /// `lines`, else the glyphs' panel lines; a border modifier's style wins), or its title row.
    func drawContainer(_ node: Node, at place: PaintPlace, lines: LineSet?, on canvas: inout Canvas) {
        let title = node.element.label
        var frameLines = lines.map { glyphs.forceLines ?? $0 } ?? glyphs.panelLines
        if let border = node.modifiers.border { frameLines = glyphs.forceLines ?? LineSet(border) }
        var titleStyle = theme.title
        titleStyle.foreground = place.label.foreground ?? titleStyle.foreground
        if node.modifiers.isDisabled { titleStyle.dim = true }
        if RowModel.isBordered(node) {
            canvas.drawBox(
                place.frame, lines: frameLines, style: theme.border, title: title, titleStyle: titleStyle)
            recordBorderLine(place.frame, canvas)
        } else if RowModel.hasTitleRow(node), let title {
            let content = place.content
            drawFitted(
                title, column: content.x, row: content.y - 1, width: content.width, style: titleStyle,
                on: &canvas)
        }
    }

    /// Draws a control's label in its row's label column.
    func drawLabel(_ text: String, _ row: Row, style: TextStyle, on canvas: inout Canvas) {
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
