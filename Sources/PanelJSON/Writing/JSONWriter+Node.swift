import PanelCore

extension JSONWriter {
    /// Writes a node in the fixed member order: `kind`, `id`, the properties (built-in and
    /// kept unknown ones together) sorted by UTF-8 bytes, then `modifiers`, `constraints`
    /// and `children`.
    ///
    /// The properties of each known kind are written straight from the element, without
    /// building the node's `panelValue`; ``write(nodeObject:)`` is the reference form it
    /// must match byte for byte (the tests compare them on random trees).
    ///
    /// ```swift
    /// var writer = JSONWriter()
    /// writer.write(node: Node(id: "on", element: .toggle(ToggleElement(label: "On"))))
    /// // {"kind":"toggle","id":"on","label":"On"}
    /// ```
    public mutating func write(node: Node) {
        var unused: [Dictionary<NodeID, PanelValue>.Index] = []
        write(node: node, findingValuesIn: nil, order: &unused)
    }

    /// Writes a node as ``write(node:)`` does and, when `values` is given, appends to
    /// `order` the index of each node's value in `values`, in tree order (so that the
    /// renderer walks the tree once).
    mutating func write(
        node: Node, findingValuesIn values: [NodeID: PanelValue]?,
        order: inout [Dictionary<NodeID, PanelValue>.Index]
    ) {
        if let values, let id = node.id, let index = values.index(forKey: id) { order.append(index) }
        beginObject()
        writeKey(raw: #""kind":"#)
        write(string: node.kind)
        if let id = node.id {
            writeKey(raw: #""id":"#)
            write(string: id.rawValue)
        }
        if node.extras.isEmpty {
            writeProperties(of: node.element)
        } else {
            var object = node.extras
            for (key, value) in node.element.properties { object[key] = value }
            for key in JSONWriter.sortedKeys(object) where !Node.reservedKeys.contains(key) {
                writeKey(key)
                write(object[key]!)
            }
        }
        if !node.modifiers.isEmpty {
            writeKey(raw: #""modifiers":"#)
            write(node.modifiers.panelValue)
        } else if let kept = node.extras["modifiers"] {
            writeKey(raw: #""modifiers":"#)
            write(kept)
        }
        if !node.constraints.isEmpty {
            writeKey(raw: #""constraints":"#)
            beginArray()
            for constraint in node.constraints {
                nextElement()
                write(constraint.panelValue)
            }
            endArray(isEmpty: false)
        } else if let kept = node.extras["constraints"] {
            writeKey(raw: #""constraints":"#)
            write(kept)
        }
        if !node.children.isEmpty {
            writeKey(raw: #""children":"#)
            beginArray()
            let children = node.children
            for index in children.indices {
                nextElement()
                write(node: children[index], findingValuesIn: values, order: &order)
            }
            endArray(isEmpty: false)
        } else if let kept = node.extras["children"] {
            writeKey(raw: #""children":"#)
            write(kept)
        }
        endObject(isEmpty: false)
    }

    /// Writes a node given in its primitive form (`Node.panelValue`) in the node member order,
    /// its children likewise: the reference the fast ``write(node:)`` is checked against.
    ///
    /// ```swift
    /// writer.write(nodeObject: node.panelValue)
    /// ```
    public mutating func write(nodeObject value: PanelValue) {
        guard case .object(let object) = value else {
            write(value)
            return
        }
        beginObject()
        for key in ["kind", "id"] {
            if let member = object[key] {
                writeKey(key)
                write(member)
            }
        }
        for key in JSONWriter.sortedKeys(object) where !Node.reservedKeys.contains(key) {
            writeKey(key)
            write(object[key]!)
        }
        for key in ["modifiers", "constraints"] {
            if let member = object[key] {
                writeKey(key)
                write(member)
            }
        }
        if let children = object["children"] {
            writeKey("children")
            if case .array(let items) = children {
                beginArray()
                for item in items {
                    nextElement()
                    write(nodeObject: item)
                }
                endArray(isEmpty: items.isEmpty)
            } else {
                write(children)
            }
        }
        endObject(isEmpty: object.isEmpty)
    }

    /// Writes an element's properties in sorted key order, straight from its payload.
    private mutating func writeProperties(of element: Element) {
        switch element {
        case .panel(let panel):
            writeKey(raw: #""title":"#)
            write(string: panel.title)
        case .folder(let folder):
            if folder.isCollapsed {
                writeKey(raw: #""collapsed":"#)
                write(bool: true)
            }
            writeKey(raw: #""label":"#)
            write(string: folder.label)
        case .slider(let slider):
            writeSlider(slider)
        case .toggle(let toggle):
            writeLabel(toggle.label)
        case .textField(let field):
            writeLabel(field.label)
            if let placeholder = field.placeholder {
                writeKey(raw: #""placeholder":"#)
                write(string: placeholder)
            }
        case .colorPicker(let picker):
            writeLabel(picker.label)
        case .picker(let picker):
            writeLabel(picker.label)
            writeKey(raw: #""options":"#)
            beginArray()
            for option in picker.options {
                nextElement()
                beginObject()
                writeKey(raw: #""label":"#)
                write(string: option.label)
                writeKey(raw: #""value":"#)
                write(string: option.value)
                endObject(isEmpty: false)
            }
            endArray(isEmpty: picker.options.isEmpty)
        case .springEditor(let editor):
            writeLabel(editor.label)
        case .transitionEditor(let editor):
            writeLabel(editor.label)
        case .button(let button):
            writeLabel(button.label)
        case .stack(let stack):
            writeKey(raw: #""axis":"#)
            write(string: stack.axis.name)
            if stack.horizontalAlignment != .leading {
                writeKey(raw: #""horizontalAlignment":"#)
                write(string: stack.horizontalAlignment.name)
            }
            if stack.spacing != 0 {
                writeKey(raw: #""spacing":"#)
                write(number: Double(stack.spacing))
            }
            if stack.verticalAlignment != .top {
                writeKey(raw: #""verticalAlignment":"#)
                write(string: stack.verticalAlignment.name)
            }
        case .spacer(let spacer):
            if spacer.minLength != 0 {
                writeKey(raw: #""minLength":"#)
                write(number: Double(spacer.minLength))
            }
        case .text(let text):
            writeKey(raw: #""text":"#)
            write(string: text.text)
            if text.wraps {
                writeKey(raw: #""wraps":"#)
                write(bool: true)
            }
        case .divider:
            break
        case .box(let box):
            if box.border != .single {
                writeKey(raw: #""border":"#)
                write(string: box.border.name)
            }
            if let title = box.title {
                writeKey(raw: #""title":"#)
                write(string: title)
            }
        case .screen(let screen):
            if let title = screen.title {
                writeKey(raw: #""title":"#)
                write(string: title)
            }
        case .unknown(let unknown):
            for key in JSONWriter.sortedKeys(unknown.properties) where !Node.reservedKeys.contains(key) {
                writeKey(key)
                write(unknown.properties[key]!)
            }
        }
    }

    private mutating func writeLabel(_ label: String) {
        writeKey(raw: #""label":"#)
        write(string: label)
    }

    private mutating func writeSlider(_ slider: SliderElement) {
        if slider.direction != .leftToRight {
            writeKey(raw: #""direction":"#)
            write(string: slider.direction.name)
        }
        if slider.isInteger {
            writeKey(raw: #""integer":"#)
            write(bool: true)
        }
        writeLabel(slider.label)
        switch slider.scale {
        case .range(let minimum, let maximum, let step):
            writeKey(raw: #""range":"#)
            beginArray()
            nextElement()
            write(number: minimum)
            nextElement()
            write(number: maximum)
            endArray(isEmpty: false)
            if let step {
                writeKey(raw: #""step":"#)
                write(number: step)
            }
        case .stops(let stops):
            writeKey(raw: #""stops":"#)
            beginArray()
            for value in stops.values {
                nextElement()
                write(number: value)
            }
            endArray(isEmpty: stops.values.isEmpty)
        }
        if let unit = slider.unit {
            writeKey(raw: #""unit":"#)
            write(string: unit)
        }
    }
}
