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
    package mutating func write(node: Node) {
        makeUnique()
        var unused = ValueWriter.empty
        withUnsafePointer(to: node) { emit(node: $0, noting: &unused) }
    }

    /// Writes a node as ``write(node:)`` does (the allocation already unique), noting each
    /// id in `values` in tree order (so that the renderer walks the tree once). The node is
    /// passed by pointer so that it is read in place, never copied.
    mutating func emit(node: UnsafePointer<Node>, noting values: inout ValueWriter) {
        let hasExtras = !node.pointee.extras.isEmpty
        if !hasExtras {
            // The kind, the id, the accessibility and the properties in one look at the
            // element (`accessibility` sorts before every property name of the known kinds).
            withUnsafeMutablePointer(to: &self) { writer in
                withUnsafeMutablePointer(to: &values) { values in
                    var members = KnownNodeMembers(writer: writer, node: node, values: values)
                    // Read where it is: a call on `node.pointee.element` would copy the
                    // element first (the body may write through pointers, as far as the
                    // compiler knows). `element` is a stored property, so it has a pointer.
                    if let element = node.pointer(to: \.element) {
                        Element.withKind(at: element, &members)
                    } else {
                        node.pointee.element.withKind(&members)
                    }
                }
            }
        } else {
            beginObject()
            writeKey(raw: #""kind":"#)
            emit(string: node.pointee.element.kind)
            var accessibility: AccessibilityDescription?
            if let id = node.pointee.id {
                writeKey(raw: #""id":"#)
                let start = count
                emit(string: id.rawValue)
                let value = values.noteUse(of: id, writtenAt: start..<count)
                if values.describesAccessibility {
                    accessibility = Accessibility.description(at: node, value: value)
                }
            }
            var object = node.pointee.extras
            for (key, value) in node.pointee.element.properties { object[key] = value }
            if let accessibility { object["accessibility"] = AccessibilityInfo(accessibility).panelValue }
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
    package mutating func write(nodeObject value: PanelValue) {
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
}

/// The members of a node without extras that its element kind gives — `kind`, `id` (noting
/// it in the values), `accessibility` and the properties — written in one look at the element.
private struct KnownNodeMembers: ElementKindBody {
    let writer: UnsafeMutablePointer<JSONWriter>
    let node: UnsafePointer<Node>
    let values: UnsafeMutablePointer<ValueWriter>

    func visit<Kind: ElementKind>(_ element: Kind) {
        // The id is read where the node holds it and never bound to a name: a binding would
        // retain its string and release it after, an atomic operation each (most ids are too
        // long to sit inside the string), which costs more than the rest of a small node.
        if let idField = node.pointer(to: \.id) {
            visit(element, idAt: idField)
        } else {
            withUnsafePointer(to: node.pointee.id) { visit(element, idAt: $0) }
        }
    }

    private func visit<Kind: ElementKind>(_ element: Kind, idAt idField: UnsafePointer<NodeID?>) {
        if idField.pointee == nil {
            writer.pointee.beginObject()
            writer.pointee.writeKey(raw: #""kind":"#)
            writer.pointee.emit(string: Kind.kind)
            element.writeProperties(to: &writer.pointee)
            return
        }
        // `{"kind":"slider","id":`, the same for every node of the kind with an id.
        let opening = UInt(bitPattern: ObjectIdentifier(Kind.self))
        if let range = values.pointee.pieces.range(for: opening) {
            writer.pointee.openObject(copyOf: range)
        } else {
            let start = writer.pointee.count
            writer.pointee.beginObject()
            writer.pointee.writeKey(raw: #""kind":"#)
            writer.pointee.emit(string: Kind.kind)
            writer.pointee.writeKey(raw: #""id":"#)
            if !writer.pointee.isPretty {
                values.pointee.pieces.remember(start..<writer.pointee.count, for: opening)
            }
        }
        let start = writer.pointee.count
        writer.pointee.emit(idAt: idField)
        // A kind that holds no value (a folder, a button) has none in a valid document: its
        // id is not looked up (a value a document holds for it anyway is written among the
        // ids the tree did not use).
        let position =
            element.holdsValue
            ? values.pointee.notePosition(ofIDAt: idField, writtenAt: start..<writer.pointee.count) : nil
        if values.pointee.describesAccessibility {
            // A copy of the value only for a description (its payload retained).
            let value = position.map { values.pointee.storedValue(at: $0) }
            // Borrowed from where the kind made it (and destroys it, knowing its kind).
            let described = element.withAccessibilityDescription(at: node, value: value) { accessibility in
                writer.pointee.emit(accessibilityMember: accessibility, pieces: &values.pointee.pieces)
                // While the description (and so its label) is alive: the properties copy the
                // label where they write that very string.
                element.writeProperties(to: &writer.pointee)
                writer.pointee.writtenLabelRange = 0..<0
            }
            if described { return }
        }
        element.writeProperties(to: &writer.pointee)
    }

    func visitUnknown(_ element: UnknownElement) {
        // A kind this version does not know says nothing to assistive technology.
        writer.pointee.beginObject()
        writer.pointee.writeKey(raw: #""kind":"#)
        writer.pointee.emit(string: element.kind)
        if let id = node.pointee.id {
            writer.pointee.writeKey(raw: #""id":"#)
            let start = writer.pointee.count
            writer.pointee.emit(string: id.rawValue)
            values.pointee.noteUse(of: id, writtenAt: start..<writer.pointee.count)
        }
        node.pointee.element.writeProperties(to: &writer.pointee)
    }
}
