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
        makeUnique()
        var unused = ValueWriter.empty
        withUnsafePointer(to: node) { emit(node: $0, noting: &unused) }
    }

    /// Writes a node as ``write(node:)`` does (the allocation already unique), noting each
    /// id in `values` in tree order (so that the renderer walks the tree once). The node is
    /// passed by pointer so that it is read in place, never copied.
    mutating func emit(node: UnsafePointer<Node>, noting values: inout ValueWriter) {
        beginObject()
        writeKey(raw: #""kind":"#)
        emit(string: node.pointee.element.kind)
        var accessibility: AccessibilityInfo?
        if let id = node.pointee.id {
            let value = values.noteUse(of: id)
            writeKey(raw: #""id":"#)
            emit(string: id.rawValue)
            if values.describesAccessibility {
                accessibility = Accessibility.info(for: node.pointee, value: value)
            }
        }
        let hasExtras = !node.pointee.extras.isEmpty
        if !hasExtras {
            // `accessibility` sorts before every property name of the known kinds.
            if let accessibility {
                writeKey(raw: #""accessibility":"#)
                emit(accessibility: accessibility)
            }
            writeProperties(of: node)
        } else {
            var object = node.pointee.extras
            for (key, value) in node.pointee.element.properties { object[key] = value }
            if let accessibility { object["accessibility"] = accessibility.panelValue }
            for key in JSONWriter.sortedKeys(object) where !Node.reservedKeys.contains(key) {
                writeKey(key)
                emit(object[key]!)
            }
        }
        if !node.pointee.modifiers.isEmpty {
            writeKey(raw: #""modifiers":"#)
            emit(node.pointee.modifiers.panelValue)
        } else if hasExtras, let kept = node.pointee.extras["modifiers"] {
            writeKey(raw: #""modifiers":"#)
            emit(kept)
        }
        if !node.pointee.constraints.isEmpty {
            writeKey(raw: #""constraints":"#)
            beginArray()
            for constraint in node.pointee.constraints {
                nextElement()
                emit(constraint.panelValue)
            }
            endArray(isEmpty: false)
        } else if hasExtras, let kept = node.pointee.extras["constraints"] {
            writeKey(raw: #""constraints":"#)
            emit(kept)
        }
        if !node.pointee.children.isEmpty {
            writeKey(raw: #""children":"#)
            beginArray()
            node.pointee.children.withUnsafeBufferPointer { children in
                guard let first = children.baseAddress else { return }
                for index in children.indices {
                    nextElement()
                    emit(node: first + index, noting: &values)
                }
            }
            endArray(isEmpty: false)
        } else if hasExtras, let kept = node.pointee.extras["children"] {
            writeKey(raw: #""children":"#)
            emit(kept)
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
        makeUnique()
        emit(nodeObject: value)
    }

    private mutating func emit(nodeObject value: PanelValue) {
        guard case .object(let object) = value else {
            emit(value)
            return
        }
        beginObject()
        for key in ["kind", "id"] {
            if let member = object[key] {
                writeKey(key)
                emit(member)
            }
        }
        for key in JSONWriter.sortedKeys(object) where !Node.reservedKeys.contains(key) {
            writeKey(key)
            emit(object[key]!)
        }
        for key in ["modifiers", "constraints"] {
            if let member = object[key] {
                writeKey(key)
                emit(member)
            }
        }
        if let children = object["children"] {
            writeKey("children")
            if case .array(let items) = children {
                beginArray()
                for item in items {
                    nextElement()
                    emit(nodeObject: item)
                }
                endArray(isEmpty: items.isEmpty)
            } else {
                emit(children)
            }
        }
        endObject(isEmpty: object.isEmpty)
    }

    /// Writes an element's properties in sorted key order, straight from its payload.
    private mutating func writeProperties(of node: UnsafePointer<Node>) {
        switch node.pointee.element {
        case .panel(let panel):
            writeKey(raw: #""title":"#)
            emit(string: panel.title)
        case .folder(let folder):
            if folder.isCollapsed {
                writeKey(raw: #""collapsed":"#)
                emit(bool: true)
            }
            writeKey(raw: #""label":"#)
            emit(string: folder.label)
        case .slider(let slider):
            writeSlider(slider)
        case .toggle(let toggle):
            writeLabel(toggle.label)
        case .textField(let field):
            writeLabel(field.label)
            if let placeholder = field.placeholder {
                writeKey(raw: #""placeholder":"#)
                emit(string: placeholder)
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
                emit(string: option.label)
                writeKey(raw: #""value":"#)
                emit(string: option.value)
                endObject(isEmpty: false)
            }
            endArray(isEmpty: picker.options.isEmpty)
        case .springEditor(let editor):
            writeLabel(editor.label)
        case .transitionEditor(let editor):
            writeLabel(editor.label)
        case .button(let button):
            writeLabel(button.label)
            if let role = button.role {
                writeKey(raw: #""role":"#)
                emit(string: role.name)
            }
        case .stack(let stack):
            writeKey(raw: #""axis":"#)
            emit(string: stack.axis.name)
            if stack.horizontalAlignment != .leading {
                writeKey(raw: #""horizontalAlignment":"#)
                emit(string: stack.horizontalAlignment.name)
            }
            if stack.spacing != 0 {
                writeKey(raw: #""spacing":"#)
                emit(number: Double(stack.spacing))
            }
            if stack.verticalAlignment != .top {
                writeKey(raw: #""verticalAlignment":"#)
                emit(string: stack.verticalAlignment.name)
            }
        case .spacer(let spacer):
            if spacer.minLength != 0 {
                writeKey(raw: #""minLength":"#)
                emit(number: Double(spacer.minLength))
            }
        case .text(let text):
            writeKey(raw: #""text":"#)
            emit(string: text.text)
            if text.wraps {
                writeKey(raw: #""wraps":"#)
                emit(bool: true)
            }
        case .divider:
            break
        case .box(let box):
            if box.border != .single {
                writeKey(raw: #""border":"#)
                emit(string: box.border.name)
            }
            if let title = box.title {
                writeKey(raw: #""title":"#)
                emit(string: title)
            }
        case .screen(let screen):
            if let title = screen.title {
                writeKey(raw: #""title":"#)
                emit(string: title)
            }
        case .dialog, .dialogRoot, .panelRoot, .floatingButton:
            let properties = node.pointee.element.properties
            for key in JSONWriter.sortedKeys(properties) {
                writeKey(key)
                emit(properties[key]!)
            }
        case .unknown(let unknown):
            for key in JSONWriter.sortedKeys(unknown.properties) where !Node.reservedKeys.contains(key) {
                writeKey(key)
                emit(unknown.properties[key]!)
            }
        }
    }

    private mutating func writeLabel(_ label: String) {
        writeKey(raw: #""label":"#)
        emit(string: label)
    }

    private mutating func writeSlider(_ slider: SliderElement) {
        if slider.direction != .leftToRight {
            writeKey(raw: #""direction":"#)
            emit(string: slider.direction.name)
        }
        if slider.isInteger {
            writeKey(raw: #""integer":"#)
            emit(bool: true)
        }
        writeLabel(slider.label)
        switch slider.scale {
        case .range(let minimum, let maximum, let step):
            writeKey(raw: #""range":"#)
            beginArray()
            nextElement()
            emit(number: minimum)
            nextElement()
            emit(number: maximum)
            endArray(isEmpty: false)
            if let step {
                writeKey(raw: #""step":"#)
                emit(number: step)
            }
        case .stops(let stops):
            writeKey(raw: #""stops":"#)
            beginArray()
            for value in stops.values {
                nextElement()
                emit(number: value)
            }
            endArray(isEmpty: stops.values.isEmpty)
        }
        if let unit = slider.unit {
            writeKey(raw: #""unit":"#)
            emit(string: unit)
        }
    }
}
