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
        // The members are found in one pass over the object, then checked in this order.
        var role: PrimitiveItem?
        var label: PrimitiveItem?
        var hint: PrimitiveItem?
        var valueText: PrimitiveItem?
        var description: PrimitiveItem?
        var increment: PrimitiveItem?
        var decrement: PrimitiveItem?
        var initialFocus: PrimitiveItem?
        reader.readMembers(AccessibilityInfo.memberNames) { position, value in
            switch position {
            case 0: role = value
            case 1: label = value
            case 2: hint = value
            case 3: valueText = value
            case 4: description = value
            case 5: increment = value
            case 6: decrement = value
            default: initialFocus = value
            }
        }
        // A string member: absent or `null` is none, another type a problem.
        func string(_ item: PrimitiveItem?, _ key: String, keeping: Bool = true) -> String? {
            guard let item, !item.isNull else { return nil }
            guard item.isString else {
                reader.report("expected a string, got \(item.typeName)", at: key)
                return nil
            }
            return keeping ? item.string : ""
        }
        // The role's name: whether it is empty, and the role it names (found by its bytes
        // when it is read in place).
        let roleName: (isEmpty: Bool, role: AccessibilityRole?)?
        if case .tape(let tape, let index)? = role, tape.entry(at: index).tag == .string {
            let bytes = tape.view.bytes(of: tape.entry(at: index))
            roleName = (
                bytes.isEmpty,
                AccessibilityInfo.roleNames.position(of: bytes).map { AccessibilityInfo.roles[$0] }
            )
        } else {
            roleName = string(role, "role").map { ($0.isEmpty, AccessibilityRole(named: $0)) }
        }
        let labelText = string(label, "label", keeping: keepingText)
        if role == nil { reader.report("missing member \"role\"", at: "role") }
        if label == nil { reader.report("missing member \"label\"", at: "label") }
        if let roleName, roleName.isEmpty {
            reader.report("expected a role name, got an empty string", at: "role")
        }
        let hintText = string(hint, "hint", keeping: keepingText)
        let valueTextText = string(valueText, "valueText", keeping: keepingText)
        let descriptionText = string(description, "description", keeping: keepingText)
        let incrementValue = increment?.panelValue
        let decrementValue = decrement?.panelValue
        var focusID: NodeID?
        if let focus = string(initialFocus, "initialFocus") {
            let id = NodeID(focus)
            if id.isWellFormed {
                focusID = id
            } else {
                reader.report("\"\(focus)\" is not a well-formed node id", at: "initialFocus")
            }
        }
        guard let role = roleName?.role, let labelText else { return nil }
        self.init(
            role: role, label: labelText, hint: hintText, valueText: valueTextText,
            increment: incrementValue == .null ? nil : incrementValue,
            decrement: decrementValue == .null ? nil : decrementValue,
            description: descriptionText, initialFocus: focusID)
    }

    /// The members the primitive form may have, in the order ``init(reading:keepingText:)``
    /// takes their positions.
    /// The roles this version knows, in the order of their names in `roleNames`.
    private static let roles = AccessibilityRole.names.compactMap(AccessibilityRole.init(named:))
    /// The names of `roles`.
    private static let roleNames = PropertyReader.MemberNames(roles.map(\.name))

    private static let memberNames = PropertyReader.MemberNames([
        "role", "label", "hint", "valueText", "description", "increment", "decrement", "initialFocus",
    ])

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
