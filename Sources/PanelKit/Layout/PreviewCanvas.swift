/// The preview's own minimal drawing: a grid of characters, one per cell, with boxes and
/// borders as `+-|`, text (truncated with `...` or wrapped), rules, panel rows, and, for
/// debugging, every frame outlined with `.` and `:` and labelled with its id on its bottom edge.
///
/// Kept in one file so that the preview can switch to the terminal backends' renderers.
struct PreviewCanvas {
    let size: CellSize
    private var grid: [[Character]]

    init(size: CellSize) {
        self.size = size
        grid = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
    }

    /// The rows, trailing spaces kept so that columns line up.
    var lines: [String] { grid.map { String($0) } }

    mutating func draw(_ root: Node, result: LayoutResult, showsFrames: Bool) {
        let outlined = result.entries.filter { $0.frame.width >= 2 && $0.frame.height >= 2 }
        if showsFrames {
            for entry in outlined { outline(entry.frame, horizontal: ".", vertical: ":", corner: "+") }
        }
        draw(root, path: [], result: result)
        guard showsFrames else { return }
        for entry in outlined {
            let name = entry.id?.rawValue ?? entry.kind
            write(name, x: entry.frame.x + 1, y: entry.frame.maxY - 1, limit: entry.frame.maxX - 1)
        }
    }

    private mutating func draw(_ node: Node, path: [Int], result: LayoutResult) {
        guard let frame = result.frame(at: path), !node.modifiers.isHidden, !frame.isEmpty else { return }
        var bordered = node.modifiers.border != nil
        var title: String?
        switch node.element {
        case .box(let box):
            bordered = true
            title = box.title
        case .panel(let panel):
            bordered = true
            title = panel.title
        case .text(let text):
            let inner = inset(frame, node)
            let lines =
                text.wraps
                ? wrap(text.text, width: inner.width) : text.text.split(separator: "\n").map(String.init)
            for (row, line) in lines.enumerated() where row < inner.height {
                write(truncate(line, to: inner.width), x: inner.x, y: inner.y + row, limit: inner.maxX)
            }
        case .divider:
            if frame.width >= frame.height {
                write(String(repeating: "-", count: frame.width), x: frame.x, y: frame.y, limit: frame.maxX)
            } else {
                for row in frame.y..<frame.maxY { put("|", x: frame.x, y: row) }
            }
        case .folder(let folder):
            write(
                (folder.isCollapsed ? "> " : "v ") + folder.label, x: frame.x, y: frame.y, limit: frame.maxX)
        case .button(let button):
            write("[ \(button.label) ]", x: frame.x, y: frame.y, limit: frame.maxX)
        case .stack, .spacer, .screen, .unknown:
            break
        default:
            write(node.element.label ?? node.kind, x: frame.x, y: frame.y, limit: frame.maxX)
        }
        if bordered {
            outline(frame, horizontal: "-", vertical: "|", corner: "+")
            if let title, frame.width > 4 {
                write(
                    " " + truncate(title, to: frame.width - 4) + " ", x: frame.x + 1, y: frame.y,
                    limit: frame.maxX - 1)
            }
        }
        for (i, child) in node.children.enumerated() {
            draw(child, path: path + [i], result: result)
        }
    }

    private func inset(_ frame: CellRect, _ node: Node) -> CellRect {
        let padding = node.modifiers.padding ?? EdgeInsets()
        let border = node.modifiers.border == nil ? 0 : 1
        return CellRect(
            x: frame.x + padding.leading + border, y: frame.y + padding.top + border,
            width: frame.width - padding.horizontal - 2 * border,
            height: frame.height - padding.vertical - 2 * border)
    }

    private func truncate(_ text: String, to width: Int) -> String {
        if text.count <= width { return text }
        if width <= 3 { return String(text.prefix(max(0, width))) }
        return String(text.prefix(width - 3)) + "..."
    }

    private func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private mutating func outline(
        _ frame: CellRect, horizontal: Character, vertical: Character, corner: Character
    ) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        for x in frame.x..<frame.maxX {
            put(horizontal, x: x, y: frame.y)
            put(horizontal, x: x, y: frame.maxY - 1)
        }
        for y in frame.y..<frame.maxY {
            put(vertical, x: frame.x, y: y)
            put(vertical, x: frame.maxX - 1, y: y)
        }
        for (x, y) in [
            (frame.x, frame.y), (frame.maxX - 1, frame.y), (frame.x, frame.maxY - 1),
            (frame.maxX - 1, frame.maxY - 1),
        ] {
            put(corner, x: x, y: y)
        }
    }

    private mutating func write(_ text: String, x: Int, y: Int, limit: Int) {
        var column = x
        for character in text {
            guard column < limit else { return }
            put(character, x: column, y: y)
            column += 1
        }
    }

    private mutating func put(_ character: Character, x: Int, y: Int) {
        guard y >= 0, y < size.height, x >= 0, x < size.width else { return }
        grid[y][x] =
            character.isASCII && !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? true)
            ? character : "?"
    }
}
