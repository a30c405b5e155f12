import PanelKit

extension HTMLWriter {
    /// Writes one node by its kind.
    mutating func writeElement(_ node: Node, path: [Int], context: NodeContext) {
        let disabled = context.isDisabled ? " disabled" : ""
        switch node.element {
        case .panel(let panel):
            append(
                "<section\(context.attributes("pk-panel")) aria-label=\"\(HTMLText.escape(panel.title))\">\n")
            append("<h1>\(HTMLText.escape(panel.title))</h1>\n")
            writeChildren(of: node, path: path)
            append("</section>\n")
        case .folder(let folder):
            append("<details\(context.attributes("pk-folder"))\(folder.isCollapsed ? "" : " open")>\n")
            append("<summary>\(HTMLText.escape(folder.label))</summary>\n<div class=\"pk-children\">\n")
            if folder.showsTabs {
                writeTabs(of: node, label: folder.label, path: path, context: context)
            } else {
                writeChildren(of: node, path: path)
            }
            append("</div>\n</details>\n")
        case .slider(let slider):
            writeSlider(slider, node: node, context: context)
        case .toggle(let toggle):
            let isOn = value(of: node)?.bool ?? false
            writeRow(toggle.label, context: context) { id in
                "<input type=\"checkbox\" role=\"switch\" id=\"\(id)\"\(isOn ? " checked" : "") disabled>"
                    + "<output for=\"\(id)\">\(isOn ? "on" : "off")</output>"
            }
        case .textField(let field):
            let text = value(of: node)?.string ?? ""
            let placeholder = field.placeholder.map { " placeholder=\"\(HTMLText.escape($0))\"" } ?? ""
            writeRow(field.label, context: context) { id in
                "<input type=\"text\" id=\"\(id)\" value=\"\(HTMLText.escape(text))\"\(placeholder) disabled><span></span>"
            }
        case .colorPicker(let picker):
            writeColor(picker, node: node, context: context)
        case .picker(let picker):
            let selected = value(of: node)?.string
            writeRow(picker.label, context: context) { id in
                var select = "<select id=\"\(id)\" disabled>"
                for option in picker.options {
                    let mark = option.value == selected ? " selected" : ""
                    select +=
                        "<option value=\"\(HTMLText.escape(option.value))\"\(mark)>\(HTMLText.escape(option.label))</option>"
                }
                return select + "</select><span></span>"
            }
        case .springEditor(let editor):
            let spring = (try? Spring(panelValue: value(of: node) ?? .null)) ?? .default
            writeCurve(
                editor.label, summary: ValueText.describe(spring),
                samples: EasingCurve.samples(for: spring, count: 24), context: context)
        case .transitionEditor(let editor):
            let transition = (try? Transition(panelValue: value(of: node) ?? .null)) ?? .default
            writeCurve(
                editor.label, summary: ValueText.describe(transition),
                samples: EasingCurve.samples(for: transition, count: 24), context: context)
        case .button(let button):
            append(
                "<div\(context.attributes("pk-button-row"))><button type=\"button\" class=\"pk-button\"\(disabled)>"
                    + "\(HTMLText.escape(button.label))</button></div>\n")
        case .stack(let stack):
            let axis =
                stack.axis == .horizontal
                ? "pk-horizontal" : stack.axis == .vertical ? "pk-vertical" : "pk-depth"
            let gap =
                stack.spacing == 0
                ? ""
                : "gap:calc(\(stack.spacing) * var(\(stack.axis == .horizontal ? "--pk-cell-width" : "--pk-cell-height")) / 2);"
            let inner = NodeContext(
                node: node, isDisabled: context.isDisabled, extraStyle: context.extraStyle + gap,
                extraClass: context.extraClass)
            append("<div\(inner.attributes("pk-stack \(axis)"))>\n")
            writeChildren(of: node, path: path)
            append("</div>\n")
        case .spacer:
            append("<div\(context.attributes("pk-spacer"))></div>\n")
        case .text(let text):
            let style = text.wraps ? "" : "white-space:pre;"
            let inner = NodeContext(
                node: node, isDisabled: context.isDisabled, extraStyle: context.extraStyle + style,
                extraClass: context.extraClass)
            append("<p\(inner.attributes("pk-text"))>\(HTMLText.escape(text.text))</p>\n")
        case .divider:
            append("<hr\(context.attributes("pk-divider"))>\n")
        case .box(let box):
            append("<fieldset\(context.attributes("pk-box pk-border-\(box.border.name)"))>\n")
            if let title = box.title { append("<legend>\(HTMLText.escape(title))</legend>\n") }
            writeChildren(of: node, path: path)
            append("</fieldset>\n")
        case .screen(let screen):
            writeScreen(screen, node: node, path: path, context: context)
        case .dialog(let dialog):
            // A snapshot shows a dialog only while it is presented, where it stands in the tree.
            let presented =
                (try? DialogPresentation(panelValue: value(of: node) ?? .null))?.isPresented ?? false
            guard presented else { return }
            let label = dialog.title ?? node.id.map { String($0.name) } ?? "dialog"
            append(
                "<div\(context.attributes("pk-dialog")) role=\"dialog\" aria-label=\"\(HTMLText.escape(label))\">\n"
            )
            if let title = dialog.title { append("<h2>\(HTMLText.escape(title))</h2>\n") }
            if let message = dialog.message {
                append("<p class=\"pk-text\">\(HTMLText.escape(message))</p>\n")
            }
            writeChildren(of: node, path: path)
            append("</div>\n")
        case .dialogRoot, .panelRoot:
            append("<div\(context.attributes("pk-root-layer"))>\n")
            writeChildren(of: node, path: path)
            append("</div>\n")
        case .floatingButton(let button):
            append(
                "<div\(context.attributes("pk-button-row"))><button type=\"button\" class=\"pk-button pk-floating\"\(disabled)>"
                    + "\(HTMLText.escape(button.label))</button></div>\n")
        case .monitor(let monitor):
            writeMonitor(monitor, node: node, context: context)
        case .numberField(let field):
            writeNumberField(field, node: node, context: context)
        case .rangeSlider(let range):
            writeRangeSlider(range, node: node, context: context)
        case .point(let point):
            writePoint(point, node: node, context: context)
        case .multiSelect(let select):
            let chosen = Set(MultiSelectElement.chosen(in: value(of: node)) ?? [])
            writeRow(select.label, context: context) { id in
                var group =
                    "<span role=\"group\" id=\"\(id)\" aria-label=\"\(HTMLText.escape(select.label))\">"
                for (index, option) in select.options.enumerated() {
                    let mark = chosen.contains(option.value) ? " checked" : ""
                    group +=
                        "<label><input type=\"checkbox\" id=\"\(id)-\(index)\" value=\"\(HTMLText.escape(option.value))\"\(mark) disabled> "
                        + "\(HTMLText.escape(option.label))</label>"
                }
                return group + "</span><output for=\"\(id)\">\(chosen.count)/\(select.options.count)</output>"
            }
        case .unknown(let unknown):
            writeUnknown(kind: unknown.kind, label: unknown.label, node: node, path: path, context: context)
        @unknown default:
            writeUnknown(kind: node.kind, label: node.element.label, node: node, path: path, context: context)
        }
    }

    /// A row: the label, then the control markup `control(id)` makes for the control's HTML id.
    mutating func writeRow(_ label: String, context: NodeContext, control: (String) -> String) {
        let id = context.elementID ?? "pk-anonymous-\(output.utf8.count)"
        append(
            "<div\(context.attributes("pk-row"))><label for=\"\(id)\">\(HTMLText.escape(label))</label>"
                + "\(control(id))</div>\n")
    }

    private mutating func writeSlider(_ slider: SliderElement, node: Node, context: NodeContext) {
        let bounds = slider.bounds ?? (0, 1)
        let current = value(of: node)?.number ?? bounds.minimum
        let text = ValueText.sliderValue(current, of: slider)
        writeRow(slider.label, context: context) { id in
            var step = "any"
            var list = ""
            var datalist = ""
            switch slider.scale {
            case .range(_, _, let rangeStep?): step = HTMLText.number(rangeStep)
            case .range: break
            case .stops(let stops):
                list = " list=\"\(id)-stops\""
                datalist =
                    "<datalist id=\"\(id)-stops\">"
                    + stops.values.map { "<option value=\"\(HTMLText.number($0))\"></option>" }.joined()
                    + "</datalist>"
            }
            let direction = slider.direction == .rightToLeft ? " dir=\"rtl\"" : ""
            return
                "<input type=\"range\" id=\"\(id)\" min=\"\(HTMLText.number(bounds.minimum))\" max=\"\(HTMLText.number(bounds.maximum))\" "
                + "step=\"\(step)\" value=\"\(HTMLText.number(current))\"\(list)\(direction) aria-valuetext=\"\(HTMLText.escape(text))\" disabled>"
                + datalist + "<output for=\"\(id)\">\(HTMLText.escape(text))</output>"
        }
    }

    private mutating func writeColor(_ picker: ColorPickerElement, node: Node, context: NodeContext) {
        let color =
            (try? HexColor(panelValue: value(of: node) ?? .null)) ?? HexColor(red: 0, green: 0, blue: 0)
        let alpha = Double(color.alpha) / 255
        let opaque = HexColor(red: color.red, green: color.green, blue: color.blue).description.lowercased()
        let alphaText = color.isOpaque ? "" : " \(Int((alpha * 100).rounded()))%"
        writeRow(picker.label, context: context) { id in
            "<span class=\"pk-color\"><span class=\"pk-swatch\" style=\"--pk-color:\(color.description)\"></span> "
                + "<input type=\"color\" id=\"\(id)\" value=\"\(opaque)\" disabled></span>"
                + "<output for=\"\(id)\">\(HTMLText.escape(color.description))\(alphaText)</output>"
        }
    }

    private mutating func writeCurve(
        _ label: String, summary: String, samples: [Double], context: NodeContext
    ) {
        let finite = samples.map { $0.isFinite ? $0 : 1 }
        let low = min(0, finite.min() ?? 0)
        let high = max(1, finite.max() ?? 1)
        let count = max(1, finite.count - 1)
        let points = finite.enumerated().map { index, sample in
            let x = 100 * Double(index) / Double(count)
            let y = 40 - 40 * (sample - low) / (high - low)
            return "\(HTMLText.number((x * 10).rounded() / 10)),\(HTMLText.number((y * 10).rounded() / 10))"
        }
        let svg =
            "<svg viewBox=\"0 0 100 40\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"\(HTMLText.escape(summary))\">"
            + "<polyline points=\"\(points.joined(separator: " "))\" vector-effect=\"non-scaling-stroke\"/></svg>"
        let id = context.elementID ?? "pk-anonymous-\(output.utf8.count)"
        append(
            "<div\(context.attributes("pk-row"))><span class=\"pk-label\" id=\"\(id)\">\(HTMLText.escape(label))</span>"
                + "<span class=\"pk-curve\" aria-labelledby=\"\(id)\">\(svg)</span><output>\(HTMLText.escape(summary))</output></div>\n"
        )
    }

    /// A monitor as it was when the document was written: its current reading and, for a
    /// graph, its recent history as a line of block elements (with its min and max in the
    /// spoken text, which is also the row's accessible name).
    /// A number field: a spin button holding the number (with its precision), its bounds
    /// given to assistive technology, its unit after it.
    private mutating func writeNumberField(_ field: NumberFieldElement, node: Node, context: NodeContext) {
        let number = value(of: node)?.number ?? 0
        let digits = field.text(for: number, unit: false)
        let unit = field.unit.map { " " + $0 } ?? ""
        var bounds = ""
        if let minimum = field.minimum { bounds += " aria-valuemin=\"\(HTMLText.number(minimum))\"" }
        if let maximum = field.maximum { bounds += " aria-valuemax=\"\(HTMLText.number(maximum))\"" }
        writeRow(field.label, context: context) { id in
            "<input type=\"text\" inputmode=\"decimal\" role=\"spinbutton\" id=\"\(id)\" value=\"\(HTMLText.escape(digits))\""
                + " aria-valuenow=\"\(HTMLText.number(number))\" aria-valuetext=\"\(HTMLText.escape(digits + unit))\"\(bounds) disabled>"
                + "<output for=\"\(id)\">\(HTMLText.escape(unit.isEmpty ? "" : String(unit.dropFirst())))</output>"
        }
    }

    /// A range slider: its two ends as sliders of their own (each bounded by the other, as the
    /// multi-thumb slider pattern says) in a group named by the label, the pair after them.
    private mutating func writeRangeSlider(_ range: RangeSliderElement, node: Node, context: NodeContext) {
        let ends = RangeSliderElement.ends(of: value(of: node)) ?? (range.minimum, range.maximum)
        let text = range.text(lower: ends.lower, upper: ends.upper)
        let step = range.step.map(HTMLText.number) ?? "any"
        func end(_ name: String, _ value: Double, _ low: Double, _ high: Double, id: String) -> String {
            "<input type=\"range\" id=\"\(id)-\(name)\" min=\"\(HTMLText.number(range.minimum))\" max=\"\(HTMLText.number(range.maximum))\""
                + " step=\"\(step)\" value=\"\(HTMLText.number(value))\" aria-label=\"\(HTMLText.escape(range.label)) \(name)\""
                + " aria-valuemin=\"\(HTMLText.number(low))\" aria-valuemax=\"\(HTMLText.number(high))\" disabled>"
        }
        writeRow(range.label, context: context) { id in
            "<span role=\"group\" id=\"\(id)\" aria-label=\"\(HTMLText.escape(range.label))\">"
                + end("lower", ends.lower, range.minimum, ends.upper, id: id)
                + end("upper", ends.upper, ends.lower, range.maximum, id: id)
                + "</span><output for=\"\(id)\">\(HTMLText.escape(text))</output>"
        }
    }

    /// A point: a number input per axis (its range and step, named by the label and the axis)
    /// in a group named by the label, the point's text after them (`x 12, y −3 px`).
    private mutating func writePoint(_ point: PointElement, node: Node, context: NodeContext) {
        let numbers =
            point.numbers(of: value(of: node))
            ?? point.axes.map { min(max(0, $0.minimum), $0.maximum) }
        writeRow(point.label, context: context) { id in
            var group = "<span role=\"group\" id=\"\(id)\" aria-label=\"\(HTMLText.escape(point.label))\">"
            for (index, axis) in point.axes.enumerated() where index < numbers.count {
                let step = axis.step.map(HTMLText.number) ?? "any"
                group +=
                    "<input type=\"number\" id=\"\(id)-\(index)\" min=\"\(HTMLText.number(axis.minimum))\" max=\"\(HTMLText.number(axis.maximum))\""
                    + " step=\"\(step)\" value=\"\(HTMLText.number(numbers[index]))\""
                    + " aria-label=\"\(HTMLText.escape(point.label)) \(HTMLText.escape(axis.name))\" disabled>"
            }
            return group + "</span><output for=\"\(id)\">\(HTMLText.escape(point.text(of: numbers)))</output>"
        }
    }

    private mutating func writeMonitor(_ monitor: MonitorElement, node: Node, context: NodeContext) {
        let reading = node.id.flatMap { samples[$0] }
        let spoken = monitor.spokenText(reading)
        var graph = ""
        if let history = reading?.history, !history.isEmpty, let scale = monitor.scale(for: history) {
            let blocks = Array("▁▂▃▄▅▆▇█")
            let span = scale.maximum - scale.minimum
            let bars = history.suffix(40).map { value -> Character in
                guard span > 0, value.isFinite else { return blocks[0] }
                let level = ((value - scale.minimum) / span * Double(blocks.count - 1)).rounded()
                return blocks[Int(Swift.min(Swift.max(level, 0), Double(blocks.count - 1)))]
            }
            graph = " <span class=\"pk-graph\" aria-hidden=\"true\">\(String(bars))</span>"
        }
        let current = HTMLText.escape(monitor.text(of: reading?.current))
        writeRow(monitor.label, context: context) { id in
            "<output id=\"\(id)\" class=\"pk-monitor\" aria-label=\"\(HTMLText.escape(spoken))\">\(current)</output>"
                + graph
        }
    }

    private mutating func writeScreen(_ screen: ScreenElement, node: Node, path: [Int], context: NodeContext)
    {
        // The layout keeps the screen's first row for its title.
        let title = screen.title.map { "<h2 class=\"pk-screen-title\">\(HTMLText.escape($0))</h2>\n" } ?? ""
        var heightStyle = ""
        if case .success(let result)? = layout, let frame = result.frame(at: path) {
            heightStyle =
                "height:calc(\(frame.height) * var(--pk-cell-height));width:calc(\(frame.width) * var(--pk-cell-width));"
        }
        if !heightStyle.isEmpty {
            let inner = NodeContext(
                node: node, isDisabled: context.isDisabled, extraStyle: context.extraStyle + heightStyle,
                extraClass: context.extraClass)
            append("<div\(inner.attributes("pk-screen")) role=\"group\">\n" + title)
            _ = writePlacedChildren(of: node, path: path)
        } else {
            append("<div\(context.attributes("pk-screen pk-flow")) role=\"group\">\n" + title)
            if case .failure(let error)? = layout {
                append(
                    "<p class=\"pk-layout-note\">laid out by CSS: \(HTMLText.escape(error.description))</p>\n"
                )
            }
            writeChildren(of: node, path: path)
        }
        append("</div>\n")
    }

    private mutating func writeUnknown(
        kind: String, label: String?, node: Node, path: [Int], context: NodeContext
    ) {
        append("<div\(context.attributes("pk-unknown")) role=\"group\">\n")
        append("<p class=\"pk-note\">unknown kind “\(HTMLText.escape(kind))”, shown as its contents</p>\n")
        if node.children.isEmpty {
            let name = label ?? node.id.map { String($0.name) } ?? kind
            let shown = value(of: node).map { ": " + ValueText.describe($0) } ?? ""
            append("<p class=\"pk-text\">\(HTMLText.escape(name + shown))</p>\n")
        } else {
            writeChildren(of: node, path: path)
        }
        append("</div>\n")
    }
}
