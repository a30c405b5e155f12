import PanelCore

/// The numbers of the panel row model, in one place: how panels, folders and controls are sized
/// and inset. `LayoutEngine` lays trees out by them and the terminal backends draw into the
/// frames it gives, so the two always agree.
///
/// - A panel has a border (1 cell a side) and 1 column of padding left and right inside it; its
///   title is written in the top border. Its children are rows: each takes the panel's whole
///   inner width, one below the other.
/// - A folder is a header row; when open, its children are rows below it, indented by
///   ``folderIndent``.
/// - A control takes ``rows(for:)`` rows: as its kind's sizing says (2 for spring and transition
///   editors: their parameters, then a small curve), 1 for the rest. Across, it prefers its label plus
///   ``controlColumns`` and grows to fill its column.
/// - A button is as wide as its label plus ``buttonChrome``; buttons in a horizontal stack sit
///   side by side.
/// - Sibling controls in a column share a label column: ``labelColumnWidth(widestLabel:width:)``.
/// - A screen with a title (and no border) starts with a title row.
///
/// ```swift
/// RowModel.rows(for: .springEditor(SpringEditorElement(label: "Spring")))   // 2
/// RowModel.labelColumnWidth(widestLabel: 6, width: 76)                      // 7
/// ```
package enum RowModel {
    /// Columns of padding inside a panel's border, left and right.
    ///
    /// ```swift
    /// RowModel.panelPadding   // 1
    /// ```
    package static let panelPadding = 1
    /// Columns an open folder's children are indented by.
    ///
    /// ```swift
    /// RowModel.folderIndent   // 2
    /// ```
    package static let folderIndent = 2
    /// Columns a control prefers beyond its label (a label gap and room for the control).
    ///
    /// ```swift
    /// RowModel.controlColumns   // 12
    /// ```
    package static let controlColumns = 12
    /// Columns a button takes beyond its label (its brackets or padding).
    ///
    /// ```swift
    /// RowModel.buttonChrome   // 4: "[ OK ]"
    /// ```
    package static let buttonChrome = 4
    /// The least number of columns the label column takes when any label is shown.
    ///
    /// ```swift
    /// RowModel.minimumLabelColumn   // 4
    /// ```
    package static let minimumLabelColumn = 4

    /// The rows a control of this kind takes: 2 for spring and transition editors, else 1.
    ///
    /// ```swift
    /// RowModel.rows(for: .toggle(ToggleElement(label: "On")))   // 1
    /// ```
    package static func rows(for element: Element) -> Int {
        var body = Sizing(node: Node(element: element), question: .rows, pass: nil)
        guard case .rows(let rows) = element.withKind(&body) else { return 1 }
        return rows
    }

    /// Whether the node is a control drawn as a label column and a control column.
    ///
    /// ```swift
    /// RowModel.hasLabelColumn(.slider(slider))   // true
    /// RowModel.hasLabelColumn(.button(button))   // false
    /// ```
    package static func hasLabelColumn(_ element: Element) -> Bool {
        if case .monitor = element { return true }  // a row like a control's, never focused
        return element.isLabelledControl
    }

    /// The width of the label column of sibling controls in a column: the widest label plus a
    /// gap of 1, at most 40% of the row's width (but at least ``minimumLabelColumn``).
    ///
    /// ```swift
    /// RowModel.labelColumnWidth(widestLabel: 60, width: 40)   // 16
    /// ```
    package static func labelColumnWidth(widestLabel: Int, width: Int) -> Int {
        min(widestLabel + 1, max(minimumLabelColumn, width * 2 / 5))
    }

    /// Whether the node draws a border: panels, boxes and dialogs always, any node with a border modifier.
    ///
    /// ```swift
    /// RowModel.isBordered(Node(element: .box(BoxElement())))   // true
    /// ```
    package static func isBordered(_ node: Node) -> Bool {
        node.modifiers.border != nil || frameStyle(of: node).isBordered
    }

    /// The frame `node`'s kind draws around its content (its ``KindSizing/frameStyle``).
    static func frameStyle(of node: Node) -> FrameStyle {
        var body = Sizing(node: node, question: .frameStyle, pass: nil)
        guard case .frameStyle(let style) = node.element.withKind(&body) else { return FrameStyle() }
        return style
    }

    /// Whether the node is a screen whose title takes a row of its own (it has a title and no
    /// border to write it in).
    ///
    /// ```swift
    /// RowModel.hasTitleRow(Node(element: .screen(ScreenElement(title: "Profile"))))   // true
    /// ```
    package static func hasTitleRow(_ node: Node) -> Bool {
        node.modifiers.border == nil && frameStyle(of: node).hasTitleRow
    }

    /// The cells between a node's frame and its content, side by side: border, padding (the
    /// padding modifier, and a panel's own), a screen's title row.
    ///
    /// ```swift
    /// RowModel.insets(of: panelNode)   // (top: 1, leading: 2, bottom: 1, trailing: 2)
    /// ```
    package static func insets(of node: Node) -> (top: Int, leading: Int, bottom: Int, trailing: Int) {
        var insets = (top: 0, leading: 0, bottom: 0, trailing: 0)
        if let padding = node.modifiers.padding {
            insets = (
                max(0, padding.top), max(0, padding.leading), max(0, padding.bottom), max(0, padding.trailing)
            )
        }
        let style = frameStyle(of: node)
        if node.modifiers.border != nil || style.isBordered {
            insets.top += 1
            insets.leading += 1
            insets.bottom += 1
            insets.trailing += 1
        }
        if style.isPadded {
            insets.leading += panelPadding
            insets.trailing += panelPadding
        }
        if node.modifiers.border == nil && style.hasTitleRow { insets.top += 1 }
        return insets
    }

    /// The rectangle a node's content goes in, given its frame: the frame less ``insets(of:)``.
    ///
    /// ```swift
    /// RowModel.contentFrame(of: panelNode, in: CellRect(x: 0, y: 0, width: 40, height: 5))   // (2, 1) 36x3
    /// ```
    package static func contentFrame(of node: Node, in frame: CellRect) -> CellRect {
        let insets = insets(of: node)
        return CellRect(
            x: frame.x + insets.leading, y: frame.y + insets.top,
            width: frame.width - insets.leading - insets.trailing,
            height: frame.height - insets.top - insets.bottom)
    }
}
