import PanelCore
import PanelLayout

/// A document drawn on a canvas together with its layout, so that a change of value repaints
/// only the control that holds it: the live terminal's frame.
///
/// Values are not part of the tree's structure, so a new value never moves a frame: ``set(_:for:)``
/// blanks the control's frame, draws it again with the new value and returns the cells it
/// touched; the rest of the canvas is left alone. The result is exactly what painting the whole
/// document with the new value gives (the tests compare the two). A change of structure (a
/// folder opened, a control added) needs a new `PaintedDocument`.
///
/// ```swift
/// var painted = try ANSIRenderer(width: 80).painted(document)
/// let dirty = painted.set(.number(12), for: "size")   // the slider's row
/// let bytes = ScreenDiff.bytes(from: shown, to: painted.canvas, encoder: encoder)
/// ```
package struct PaintedDocument: Sendable {
    /// The document as drawn: its tree and current values.
    ///
    /// ```swift
    /// painted.document.values["size"]   // 12
    /// ```
    package private(set) var document: PanelDocument
    /// The drawing.
    ///
    /// ```swift
    /// print(painted.canvas.plainText())
    /// ```
    package private(set) var canvas: Canvas
    /// The frames of every node.
    ///
    /// ```swift
    /// painted.layout.frame(for: "size")
    /// ```
    package let layout: LayoutResult

    /// The document as painted: rules (`visibleWhen`, `disabledWhen`) applied for the values.
    /// Resolved once; a change of value re-resolves only the nodes on the changed control's path.
    private var drawn: PanelDocument
    /// Whether the tree has rules at all (without them `drawn` is `document`).
    private let hasRules: Bool
    private let glyphs: RenderGlyphs
    private let theme: RenderTheme
    private let measure: DisplayWidth
    private let sanitizer: Sanitizer
    /// The entry index of every id (its first node) and of every path.
    private let idIndex: [NodeID: Int]
    private let pathIndex: [[Int]: Int]
    /// The shared label column of each container, by path (labels are structure).
    private let labelColumns: [[Int]: Int]
    /// Where each control repainted so far sits, and its control's frame: in a document without
    /// rules the tree (and so every place) stays as laid out, and a key that moves a slider
    /// need not walk down to it twice again.
    private var places: [NodeID: (placement: PanelPainter.Placement, control: CellRect)]

    init(
        document: PanelDocument, glyphs: RenderGlyphs, theme: RenderTheme, measure: DisplayWidth,
        sanitizer: Sanitizer, width: Int, height: Int?, cache: LayoutCache
    ) throws {
        let painter = PanelPainter(
            document: document, glyphs: glyphs, theme: theme, measure: measure, sanitizer: sanitizer)
        let layout = try cache.layout(
            document.root, width: max(1, width), height: height, measure: measure, sanitizer: sanitizer)
        self.document = document
        self.drawn = painter.document
        self.hasRules = document.root.hasRules
        self.layout = layout
        self.canvas = painter.paint(layout, showsFrames: false)
        self.glyphs = glyphs
        self.theme = theme
        self.measure = measure
        self.sanitizer = sanitizer
        var idIndex: [NodeID: Int] = [:]
        var pathIndex: [[Int]: Int] = [:]
        for (index, entry) in layout.entries.enumerated() {
            pathIndex[entry.path] = index
            if let id = entry.id, idIndex[id] == nil { idIndex[id] = index }
        }
        self.idIndex = idIndex
        self.pathIndex = pathIndex
        self.labelColumns = painter.labelColumns()
        self.places = [:]
    }

    /// The frame of the first node with this id, or `nil` (a dictionary lookup).
    ///
    /// ```swift
    /// painted.frame(of: "size")?.y   // the slider's row
    /// ```
    package func frame(of id: NodeID) -> CellRect? {
        idIndex[id].map { layout.entries[$0].frame }
    }

    /// Stores a new value for a control and repaints that control alone. Returns the rectangle
    /// of cells it repainted, or `nil` when no drawn node has this id (the value is still
    /// stored).
    ///
    /// ```swift
    /// let dirty = painted.set(true, for: "isEnabled")
    /// ```
    @discardableResult
    package mutating func set(_ value: PanelValue, for id: NodeID) -> CellRect? {
        document.values[id] = value
        drawn.values[id] = value
        return repaint(id)
    }

    /// Stores a monitor's reading and repaints that monitor alone (see ``set(_:for:)``).
    ///
    /// ```swift
    /// let dirty = painted.set(MonitorReading(history: [59.8]), for: "fps")
    /// ```
    @discardableResult
    package mutating func set(_ reading: MonitorReading, for id: NodeID) -> CellRect? {
        document.samples[id] = reading
        drawn.samples[id] = reading
        return repaint(id)
    }

    /// Repaints the node `id` alone; its rectangle, or `nil` when it is not drawn.
    private mutating func repaint(_ id: NodeID) -> CellRect? {
        guard let index = idIndex[id] else { return nil }
        let path = layout.entries[index].path
        if hasRules {
            Self.resolveRules(on: &drawn.root, from: document.root, along: path[...], values: document.values)
        }
        let painter = self.painter()
        let placement: PanelPainter.Placement
        if let place = places[id] {
            placement = place.placement
        } else {
            guard
                let found = painter.placement(
                    of: path, in: layout, entryIndex: pathIndex, labelColumns: labelColumns)
            else { return nil }
            placement = found
            if !hasRules { places[id] = (found, controlFrame(at: found)) }
        }
        var node = drawn.root
        for step in path { node = node.children[step] }
        guard node.children.isEmpty else {
            // A value on a container: draw everything again (not a case the DSL produces).
            canvas = painter.paint(layout, showsFrames: false)
            return canvas.bounds
        }
        return painter.repaint(node, at: placement, on: &canvas)
    }

    /// The control column of a control (its row right of the shared label column), where its
    /// value is drawn, or `nil` when it is not drawn.
    ///
    /// ```swift
    /// painted.controlFrame(of: "title")?.x   // where the text field starts
    /// ```
    package func controlFrame(of id: NodeID) -> CellRect? {
        if let place = places[id] { return place.control }
        guard let index = idIndex[id] else { return nil }
        let painter = self.painter()
        guard
            let placement = painter.placement(
                of: layout.entries[index].path, in: layout, entryIndex: pathIndex, labelColumns: labelColumns)
        else { return nil }
        return controlFrame(at: placement)
    }

    /// The frame of the control drawn at `placement` (its row less its label column).
    private func controlFrame(at placement: PanelPainter.Placement) -> CellRect {
        var node = document.root
        for step in placement.path { node = node.children[step] }
        let content = RowModel.contentFrame(of: node, in: placement.frame)
        let offset = min(
            RowModel.labelColumnWidth(widestLabel: placement.widestLabel, width: content.width),
            max(0, content.width - 1))
        return CellRect(
            x: content.x + offset, y: content.y, width: content.width - offset, height: content.height)
    }

    /// Where `column` falls on a slider's bar, from 0 (its left end) to 1 (its right end),
    /// clamped; `nil` when `id` is not a drawn slider with a bar. A click or drag at a column
    /// maps to a value through this position (the slider's direction is applied by the caller).
    ///
    /// ```swift
    /// painted.sliderPosition(of: "size", column: mouse.column)   // 0.5 in the middle of the bar
    /// ```
    package func sliderPosition(of id: NodeID, column: Int) -> Double? {
        guard let rect = controlFrame(of: id), let index = idIndex[id] else { return nil }
        var node = document.root
        for step in layout.entries[index].path { node = node.children[step] }
        guard case .slider(let slider) = node.element else { return nil }
        let painter = self.painter()
        let value = document.values[id]?.number ?? 0
        let barWidth = painter.sliderGeometry(slider, value: value, width: rect.width).barWidth
        guard barWidth >= 3 else { return nil }
        let start = rect.x + measure.columns(of: glyphs.sliderOpen)
        return min(max(Double(column - start) / Double(barWidth - 1), 0), 1)
    }

    /// The first node with this id in the drawn tree, or `nil` (a dictionary lookup and a walk
    /// down its path).
    ///
    /// ```swift
    /// painted.node(for: "size")?.kind   // "slider"
    /// ```
    package func node(for id: NodeID) -> Node? {
        guard let index = idIndex[id] else { return nil }
        var node = document.root
        for step in layout.entries[index].path {
            guard step < node.children.count else { return nil }
            node = node.children[step]
        }
        return node
    }

    /// A painter for the document as drawn (its rules already resolved: no walk of the tree).
    private func painter() -> PanelPainter {
        PanelPainter(
            resolved: drawn, glyphs: glyphs, theme: theme, measure: measure, sanitizer: sanitizer)
    }

    /// Applies the rules again to the nodes on `path` (the changed control and its ancestors),
    /// from the tree as written: what a new value can change there without changing the layout.
    /// A rule that now shows or hides another node is a change of structure (a new
    /// `PaintedDocument`).
    private static func resolveRules(
        on resolved: inout Node, from original: Node, along path: ArraySlice<Int>, values: ValueMap
    ) {
        let modifiers = original.modifiers
        if modifiers.visibleWhen != nil || modifiers.disabledWhen != nil {
            resolved.modifiers.isHidden = modifiers.isHidden(for: values)
            resolved.modifiers.isDisabled = modifiers.isDisabled(for: values)
        }
        guard let step = path.first, step < resolved.children.count, step < original.children.count else {
            return
        }
        resolveRules(
            on: &resolved.children[step], from: original.children[step], along: path.dropFirst(),
            values: values)
    }
}
