extension Node: Codable {
    /// The deepest nesting a tree may have when read: deeper input is refused with a clear
    /// problem instead of exhausting the stack.
    package static let maximumDepth = 256

    /// The member names a node object reserves; every other member is a property.
    package static let reservedKeys: Set<String> = Set(reservedKeyList)
    static let reservedKeyList = ["kind", "id", "modifiers", "constraints", "children"]
    /// ``reservedKeyList``, to be found by their bytes.
    static let reservedNames = PropertyReader.MemberNames(reservedKeyList)

    /// The node in its primitive (JSON) form.
    ///
    /// ```swift
    /// Node(id: "on", element: .toggle(ToggleElement(label: "on"))).panelValue
    /// // ["kind": "toggle", "id": "on", "label": "on"]
    /// ```
    package var panelValue: PanelValue {
        var object = extras
        for (key, value) in element.properties { object[key] = value }
        object["kind"] = .string(kind)
        if let id { object["id"] = .string(id.rawValue) }
        if !modifiers.isEmpty { object["modifiers"] = modifiers.panelValue }
        if !constraints.isEmpty { object["constraints"] = .array(constraints.map(\.panelValue)) }
        if !children.isEmpty { object["children"] = .array(children.map(\.panelValue)) }
        return .object(object)
    }

    /// Reads a node from its primitive form, reporting every problem with its path below
    /// `path` (default `$`). Unknown kinds become ``Element/unknown(_:)``; unknown
    /// properties of known kinds are kept in `extras`.
    ///
    /// ```swift
    /// let node = try Node(panelValue: ["kind": "toggle", "id": "on"])
    /// ```
    package init(panelValue: PanelValue, path: String = "$") throws(TreeDecodingError) {
        var problems: [TreeProblem] = []
        var warnings: [TreeProblem] = []
        let node = Node.read(
            .value(panelValue), path: path, depth: 0, problems: &problems, warnings: &warnings)
        guard problems.isEmpty, let node else { throw TreeDecodingError(problems: problems) }
        self = node
    }

    /// Reads as much of a node as can be read, collecting every problem instead of throwing:
    /// a member with a problem is left out or given its default, so that a decoder can go on
    /// to check the meaning of the rest and report everything at once. The node is `nil`
    /// only when the value is not a node object at all.
    ///
    /// ```swift
    /// var problems: [TreeProblem] = []
    /// let node = Node.reading(value, path: "$.root", problems: &problems)
    /// ```
    package static func reading(_ value: PanelValue, path: String = "$", problems: inout [TreeProblem])
        -> Node?
    {
        var warnings: [TreeProblem] = []
        return read(.value(value), path: path, depth: 0, problems: &problems, warnings: &warnings)
    }

    /// Reads as much of a node as can be read, as ``reading(_:path:problems:)`` does, and
    /// collects warnings for what was read but is likely a typo: a kind this version does not
    /// know, a property its kind does not know, an unknown member of `modifiers` or another
    /// nested object — each with the known name it most likely meant.
    ///
    /// ```swift
    /// var problems: [TreeProblem] = [], warnings: [TreeProblem] = []
    /// let node = Node.reading(value, path: "$.root", problems: &problems, warnings: &warnings)
    /// ```
    package static func reading(
        _ value: PanelValue, path: String = "$", problems: inout [TreeProblem], warnings: inout [TreeProblem]
    ) -> Node? {
        read(.value(value), path: path, depth: 0, problems: &problems, warnings: &warnings)
    }

    /// Reads as much of a node as can be read from its primitive form wherever it is held (a
    /// `PanelValue`, or a parsed document read in place), as
    /// ``reading(_:path:problems:warnings:)`` does.
    ///
    /// ```swift
    /// var problems: [TreeProblem] = [], warnings: [TreeProblem] = []
    /// let node = Node.reading(item: .value(value), path: "$.root", problems: &problems, warnings: &warnings)
    /// ```
    package static func reading(
        item: PrimitiveItem, path: String = "$", problems: inout [TreeProblem], warnings: inout [TreeProblem]
    ) -> Node? {
        read(item, path: path, depth: 0, problems: &problems, warnings: &warnings)
    }

    static func read(
        _ value: PrimitiveItem, path: String, depth: Int, problems: inout [TreeProblem],
        warnings: inout [TreeProblem]
    ) -> Node? {
        var out: [Node] = []
        read(
            value, parent: path, index: nil, depth: depth, problems: &problems, warnings: &warnings,
            into: &out)
        return out.popLast()
    }

    /// Reads the node at `parent` (its path), or at its child `index` when given, and appends
    /// it to `out` (nothing when it is not a node object at all): the child's path is spelled
    /// out only for a problem, or for children of its own; the node is moved into place, not
    /// copied.
    static func read(
        _ value: PrimitiveItem, parent: String, index childIndex: Int?, depth: Int,
        problems: inout [TreeProblem], warnings: inout [TreeProblem], into out: inout [Node]
    ) {
        var spelled: String?
        func path() -> String {
            if let spelled { return spelled }
            let path = childIndex.map { parent + ".children[" + String($0) + "]" } ?? parent
            spelled = path
            return path
        }
        guard depth <= maximumDepth else {
            problems.append(TreeProblem(path: path(), message: "nesting deeper than \(maximumDepth) levels"))
            return
        }
        guard
            var reader = PropertyReader(
                object: value, path: parent, member: nil, childIndex: childIndex, ignoring: reservedKeyList,
                recordingKeys: false)
        else {
            problems.append(
                TreeProblem(path: path(), message: "expected a node object, got \(value.typeName)"))
            return
        }
        // The reserved members, found in one pass and taken by position, so that finding the
        // unread ones compares no keys for them.
        var kindItem: PrimitiveItem?
        var idItem: PrimitiveItem?
        var modifiersItem: PrimitiveItem?
        var constraintsItem: PrimitiveItem?
        var children: PrimitiveItem?
        reader.readMembers(Node.reservedNames) { position, value in
            switch position {
            case 0: kindItem = value
            case 1: idItem = value
            case 2: modifiersItem = value
            case 3: constraintsItem = value
            default: children = value
            }
        }
        // A known kind is found by its bytes, and named by the kind's own string.
        let kindIndex = kindItem.flatMap { Element.knownKindIndex(of: $0) }
        guard let kind = kindIndex.map({ Element.knownKinds[$0] }) ?? kindItem?.string, !kind.isEmpty else {
            problems.append(TreeProblem(path: path() + ".kind", message: "missing or empty string \"kind\""))
            return
        }
        var id: NodeID?
        if let raw = idItem, !raw.isNull {
            if let text = raw.string {
                id = NodeID(text)
            } else {
                problems.append(
                    TreeProblem(path: path() + ".id", message: "expected a string, got \(raw.typeName)"))
            }
        }
        // The default label: the id's last component, else the kind (spelled out only when the
        // kind asks for it).
        let element = Element(
            kind: kind, knownIndex: kindIndex, reading: &reader,
            name: id.map { idItem?.lastNameComponent ?? String($0.name) } ?? kind)
        // An element that could not be read as written is filled in with defaults (a slider
        // without a range gets 0...1): what is checked against them would only follow from it.
        let elementProblems = reader.problems.count
        // A known kind's accessibility is derived data: checked here, then dropped (the JSON
        // backend writes it afresh); an unknown kind keeps it among its properties.
        var accessibility: AccessibilityInfo?
        var isKnown = true
        if case .unknown = element { isKnown = false }
        if isKnown {
            accessibility = reader.nested("accessibility") {
                AccessibilityInfo(reading: &$0, keepingText: false)
            }
        }
        let firstElementProblem = problems.count
        if !reader.problems.isEmpty {
            problems += reader.problems
            reader.problems.removeAll()
        }
        if !reader.warnings.isEmpty {
            warnings += reader.warnings
            reader.warnings.removeAll()
        }
        // The node's parts, put together once at the end (moved into place).
        let extras = reader.unread
        var modifiers = Modifiers()
        var constraints: [LayoutConstraint] = []
        var nodeChildren: [Node] = []
        if isKnown {
            if !extras.isEmpty {
                let known = (Element.propertyNames(ofKind: kind) ?? []) + ["accessibility"]
                for key in extras.keys.sorted() {
                    let warning = TreeProblem(
                        path: path() + "." + key,
                        message: "a \(kind) has no property \"\(key)\" (kept, but unused)",
                        unknownName: key, among: known)
                    if let meant = warning.suggestion,
                        Node.nameMisspelt(
                            key, meant: meant, in: &problems, since: firstElementProblem, at: path())
                    {
                        continue
                    }
                    warnings.append(warning)
                }
            }
        } else {
            warnings.append(
                TreeProblem(
                    path: path() + ".kind",
                    message:
                        "unknown kind \"\(kind)\" (kept for a newer version; drawn as its label and value)",
                    unknownName: kind, among: Element.knownKinds))
        }
        // The node's own members, read by the same reader (the reserved members are no
        // extras).
        if let read = reader.nested("modifiers", found: modifiersItem, { Modifiers(reading: &$0) }) {
            modifiers = read
        }
        if constraintsItem != nil {
            constraints = reader.list("constraints", found: constraintsItem) {
                LayoutConstraint(reading: &$0)
            }
        }
        if !reader.problems.isEmpty { problems += reader.problems }
        if !reader.warnings.isEmpty { warnings += reader.warnings }
        if let raw = children {
            if let count = raw.itemCount {
                // Read into an array of their own (the closure captures it, not the node), each
                // moved into place.
                var read: [Node] = []
                read.reserveCapacity(count)
                let parent = path()
                raw.forEachItem { index, item in
                    Node.read(
                        item, parent: parent, index: index, depth: depth + 1, problems: &problems,
                        warnings: &warnings, into: &read)
                }
                nodeChildren = read
            } else {
                problems.append(TreeProblem(path: path() + ".children", message: "expected an array"))
            }
        }
        if let accessibility, elementProblems == 0,
            accessibility.increment != nil || accessibility.decrement != nil
                || accessibility.initialFocus != nil
        {
            let node = Node(
                id: id, element: element, modifiers: modifiers, constraints: constraints,
                children: nodeChildren,
                extras: extras)
            for (member, message) in accessibility.problems(for: node) {
                problems.append(TreeProblem(path: path() + ".accessibility." + member, message: message))
            }
            out.append(node)
            return
        }
        out.append(
            Node(
                id: id, element: element, modifiers: modifiers, constraints: constraints,
                children: nodeChildren,
                extras: extras))
    }

    /// Whether `key`, a property the node's kind does not have, is a misspelling of `meant`, a
    /// property an error of the element's (at `path`, among `problems` from `first` on) says
    /// is missing: the error then says so (`…; it has "rnage": did you mean "range"?`), and
    /// takes the place of the unknown property's warning.
    static func nameMisspelt(
        _ key: String, meant: String, in problems: inout [TreeProblem], since first: Int, at path: String
    ) -> Bool {
        guard first < problems.count else { return false }
        for index in first..<problems.count
        where problems[index].path == path && problems[index].message.contains("\"\(meant)\"") {
            problems[index].message += "; it has \"\(key)\": did you mean \"\(meant)\"?"
            return true
        }
        return false
    }

    /// Decodes the node from any `Decoder` (through its primitive form).
    ///
    /// ```swift
    /// let node = try JSONDecoder().decode(Node.self, from: data)
    /// ```
    public init(from decoder: any Decoder) throws {
        self = try PanelValue.decoding(from: decoder) { value throws(TreeDecodingError) in
            try Node(panelValue: value)
        }
    }

    /// Encodes the node's primitive form.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(node)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        try panelValue.encode(to: encoder)
    }
}
