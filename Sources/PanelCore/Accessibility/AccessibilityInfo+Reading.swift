extension AccessibilityInfo {
    /// Reads the primitive form (``panelValue``), reporting every malformed member to `reader`:
    /// `role` and `label` must be strings, `hint`, `valueText` and `description` strings,
    /// `initialFocus` a well-formed node id; `increment` and `decrement` may be any value
    /// (``problems(for:)`` checks them against the node).
    ///
    /// A `role` this version does not know is not a problem (a newer minor version may add
    /// roles): the members are still checked, and the result is `nil`, as it is when `role`
    /// or `label` is missing or malformed. Members this version does not know are ignored.
    ///
    /// ```swift
    /// var reader = PropertyReader(["role": "slider", "label": "radius", "valueText": 3], path: "$.accessibility")
    /// AccessibilityInfo(reading: &reader)   // nil; "$.accessibility.valueText: expected a string, got number"
    /// ```
    ///
    /// With `keepingText` false the texts (`label`, `hint`, `valueText`, `description`) are
    /// checked but not kept (an empty label, no hint…): what a decoder that checks the member
    /// and drops it needs, without building strings it throws away.
    package init?(reading reader: inout PropertyReader, keepingText: Bool = true) {
        func text(_ key: String) -> String? {
            keepingText ? reader.optionalString(key) : (reader.checkString(key) ? "" : nil)
        }
        let roleName = reader.optionalString("role")
        let label = text("label")
        if !reader.has("role") { reader.report("missing member \"role\"", at: "role") }
        if !reader.has("label") { reader.report("missing member \"label\"", at: "label") }
        if let roleName, roleName.isEmpty {
            reader.report("expected a role name, got an empty string", at: "role")
        }
        let hint = text("hint")
        let valueText = text("valueText")
        let description = text("description")
        let increment = reader.value("increment")
        let decrement = reader.value("decrement")
        var initialFocus: NodeID?
        if let focus = reader.optionalString("initialFocus") {
            let id = NodeID(focus)
            if id.isWellFormed {
                initialFocus = id
            } else {
                reader.report("\"\(focus)\" is not a well-formed node id", at: "initialFocus")
            }
        }
        guard let roleName, let role = AccessibilityRole(named: roleName), let label else { return nil }
        self.init(
            role: role, label: label, hint: hint, valueText: valueText,
            increment: increment == .null ? nil : increment, decrement: decrement == .null ? nil : decrement,
            description: description, initialFocus: initialFocus)
    }

    /// What is wrong with this information as the description of `node` (its children read):
    /// an `increment` or `decrement` the node's control could not hold, or an `initialFocus`
    /// that is not a button inside it. Each problem is a member name and a message.
    ///
    /// ```swift
    /// info.problems(for: sliderNode)   // [("increment", "value 60 is outside the range 0...48")]
    /// ```
    package func problems(for node: Node) -> [(member: String, message: String)] {
        var out: [(member: String, message: String)] = []
        if decrement == nil, increment == nil, initialFocus == nil { return out }
        func check(_ member: String, _ value: PanelValue?) {
            guard let value else { return }
            if !node.element.holdsValue {
                out.append((member, "a \(node.kind) holds no value to \(member)"))
            } else if let problem = node.element.valueProblem(value) {
                out.append((member, problem))
            }
        }
        check("decrement", decrement)
        check("increment", increment)
        if let initialFocus {
            let isButton = node.allNodes.contains {
                guard $0.id == initialFocus, case .button = $0.element else { return false }
                return true
            }
            if !isButton {
                out.append(
                    ("initialFocus", "\"\(initialFocus.rawValue)\" is not a button inside this \(node.kind)"))
            }
        }
        return out
    }
}
