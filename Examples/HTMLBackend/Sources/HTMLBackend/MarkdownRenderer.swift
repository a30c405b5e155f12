import PanelKit

/// A second backend outside PanelKit: a document as a Markdown outline, for a README, an
/// issue or a review (what each control holds, folders nested).
///
/// The root's title is a heading; each control is a list item `**label**: value`, with the
/// value as the terminal shows it (``ValueText``); folders, boxes and screens are items whose
/// children are indented under them; hidden nodes are left out; a kind this backend does not
/// know is listed as its children. Text from the document is escaped, so a label cannot
/// start a heading or a link.
///
/// ```swift
/// print(MarkdownRenderer().render(document))
/// // # Card
/// //
/// // - **title**: Card
/// // - **cornerRadius**: 24 pt
/// // - **motion**
/// //   - **spring**: time 0.35s bounce 0.24
/// //   - [shuffle] (button)
/// ```
public struct MarkdownRenderer: Renderer, Sendable {
    /// Creates a renderer.
    ///
    /// ```swift
    /// let renderer = MarkdownRenderer()
    /// ```
    public init() {}

    /// The outline, ending with a newline.
    ///
    /// ```swift
    /// let markdown = MarkdownRenderer().render(document)
    /// ```
    public func render(_ document: PanelDocument) -> String {
        var lines: [String] = []
        let root = document.root
        if case .panel(let panel) = root.element {
            lines.append("# " + Self.escape(panel.title))
            lines.append("")
            for child in root.children {
                write(child, depth: 0, values: document.values, samples: document.samples, into: &lines)
            }
        } else {
            write(root, depth: 0, values: document.values, samples: document.samples, into: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func write(
        _ node: Node, depth: Int, values: ValueMap, samples: [NodeID: MonitorReading],
        into lines: inout [String]
    ) {
        if node.modifiers.isHidden(for: values) { return }
        let indent = String(repeating: "  ", count: depth)
        let value = node.id.flatMap { values[$0] }
        let disabled = node.modifiers.isDisabled(for: values) ? " (disabled)" : ""
        var childDepth = depth + 1
        switch node.element {
        case .slider(let slider):
            let text = value?.number.map { ValueText.sliderValue($0, of: slider) } ?? "-"
            lines.append("\(indent)- **\(Self.escape(slider.label))**: \(Self.escape(text))\(disabled)")
        case .springEditor, .transitionEditor, .toggle, .textField, .colorPicker, .picker:
            lines.append(
                "\(indent)- **\(Self.escape(node.element.label ?? ""))**: \(Self.escape(Self.describe(value, of: node.element)))\(disabled)"
            )
        case .numberField(let field):
            let text = value?.number.map { field.text(for: $0) } ?? "-"
            lines.append("\(indent)- **\(Self.escape(field.label))**: \(Self.escape(text))\(disabled)")
        case .rangeSlider(let range):
            let text =
                RangeSliderElement.ends(of: value).map { range.text(lower: $0.lower, upper: $0.upper) } ?? "-"
            lines.append("\(indent)- **\(Self.escape(range.label))**: \(Self.escape(text))\(disabled)")
        case .point(let point):
            let text = point.numbers(of: value).map { point.text(of: $0) } ?? "-"
            lines.append("\(indent)- **\(Self.escape(point.label))**: \(Self.escape(text))\(disabled)")
        case .multiSelect(let select):
            let text = MultiSelectElement.chosen(in: value).map { select.text(for: $0) } ?? "-"
            lines.append("\(indent)- **\(Self.escape(select.label))**: \(Self.escape(text))\(disabled)")
        case .button(let button):
            lines.append("\(indent)- \\[\(Self.escape(button.label))\\] (button)\(disabled)")
        case .monitor(let monitor):
            // The spoken text (reading, min and max) after the label, which is written in bold.
            let spoken = monitor.spokenText(node.id.flatMap { samples[$0] })
            let shown =
                spoken.hasPrefix(monitor.label + " ")
                ? String(spoken.dropFirst(monitor.label.count + 1)) : spoken
            lines.append("\(indent)- **\(Self.escape(monitor.label))**: \(Self.escape(shown))")
        case .text(let text):
            lines.append("\(indent)- \(Self.escape(text.text.split(separator: "\n").joined(separator: " ")))")
        case .divider, .spacer:
            return
        case .stack:
            childDepth = depth
        case .unknown(let unknown):
            if node.children.isEmpty {
                let name = unknown.label ?? node.id.map { String($0.name) } ?? unknown.kind
                let shown = value.map { ": " + ValueText.describe($0) } ?? ""
                lines.append("\(indent)- \(Self.escape(name + shown)) (\(Self.escape(unknown.kind)))")
                return
            }
            childDepth = depth
        case .dialog(let dialog):
            let presented = (try? DialogPresentation(panelValue: value ?? .null))?.isPresented ?? false
            let title = dialog.title ?? node.id.map { String($0.name) } ?? "dialog"
            lines.append("\(indent)- **\(Self.escape(title))** (dialog\(presented ? ", presented" : ""))")
            if let message = dialog.message { lines.append("\(indent)  \(Self.escape(message))") }
        case .floatingButton(let button):
            lines.append("\(indent)- \\[\(Self.escape(button.label))\\] (floating button)")
        case .dialogRoot, .panelRoot:
            childDepth = depth
        case .folder(let folder) where folder.showsTabs:
            // Tabs: the open one named; only its rows follow.
            let open = FolderElement.openTab(in: value, count: node.children.count) ?? 0
            let names = node.children.enumerated().map { index, child in
                let name = Self.escape(FolderElement.tabLabel(of: child))
                return index == open ? "**\(name)**" : name
            }
            lines.append(
                "\(indent)- **\(Self.escape(folder.label))**\(disabled) (tabs: \(names.joined(separator: " | ")))"
            )
            guard open < node.children.count else { return }
            let shown = node.children[open]
            if case .folder(let page) = shown.element, !page.showsTabs {
                for child in shown.children {
                    write(child, depth: depth + 1, values: values, samples: samples, into: &lines)
                }
            } else {
                write(shown, depth: depth + 1, values: values, samples: samples, into: &lines)
            }
            return
        case .panel, .folder, .box, .screen:
            if let label = node.element.label {
                lines.append("\(indent)- **\(Self.escape(label))**\(disabled)")
            } else {
                childDepth = depth
            }
        @unknown default:
            childDepth = depth
        }
        for child in node.children {
            write(child, depth: childDepth, values: values, samples: samples, into: &lines)
        }
    }

    /// A control's value in one line (`-` when it has none).
    private static func describe(_ value: PanelValue?, of element: Element) -> String {
        guard let value else { return "-" }
        switch element {
        case .springEditor:
            return (try? Spring(panelValue: value)).map(ValueText.describe) ?? ValueText.describe(value)
        case .transitionEditor:
            return (try? Transition(panelValue: value)).map(ValueText.describe) ?? ValueText.describe(value)
        case .picker(let picker):
            let label = picker.options.first { $0.value == value.string }?.label
            return label ?? ValueText.describe(value)
        default:
            return ValueText.describe(value)
        }
    }

    /// The text with Markdown's special characters backslash-escaped and line breaks as
    /// spaces, so it stays inline text.
    ///
    /// ```swift
    /// MarkdownRenderer.escape("# *a*")   // "\\# \\*a\\*"
    /// ```
    public static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "(", ")", "#", "+", "-", "!", "|", "~":
                out.append("\\")
                out.append(character)
            case "\n", "\r", "\r\n": out.append(" ")
            default: out.append(character)
            }
        }
        return out
    }
}
