extension Node {
    /// A readable, stable, plain-ASCII outline of the tree, one node per line, for tests and
    /// debugging: kind, `#id`, quoted label, the other properties sorted by name, modifiers,
    /// constraints, and `= value` when a values map is given. Control and bidi characters in
    /// ids, labels and values are visibly escaped (see `ControlCharacters`), so printing a
    /// dump is safe.
    ///
    /// ```swift
    /// print(panel.dump(values: ["speed": 1]))
    /// // panel "Card"
    /// // +- slider #speed "speed" stops=[0.5, 1, 2] = 1
    /// // `- folder #motion "motion"
    /// //    `- button #motion.shuffle "shuffle"
    /// ```
    public func dump(values: ValueMap = [:]) -> String {
        var lines: [String] = []
        appendDump(to: &lines, prefix: "", childPrefix: "", values: values)
        return lines.joined(separator: "\n")
    }

    private func appendDump(
        to lines: inout [String], prefix: String, childPrefix: String, values: ValueMap
    ) {
        var line = prefix + kind
        if let id { line += " #" + id.rawValue }
        var properties = element.properties.merging(extras) { own, _ in own }
        let labelKey = properties["label"] != nil ? "label" : (properties["title"] != nil ? "title" : nil)
        if let labelKey, let label = properties.removeValue(forKey: labelKey) {
            line += " " + label.description
        }
        for key in properties.keys.sorted() { line += " \(key)=\(properties[key]!)" }
        if !modifiers.isEmpty { line += " modifiers=\(modifiers.panelValue)" }
        for constraint in constraints { line += " [\(constraint)]" }
        if let id, let value = values[id] { line += " = \(value)" }
        lines.append(ControlCharacters.escaped(line))
        for (index, child) in children.enumerated() {
            let last = index == children.count - 1
            child.appendDump(
                to: &lines, prefix: childPrefix + (last ? "`- " : "+- "),
                childPrefix: childPrefix + (last ? "   " : "|  "),
                values: values)
        }
    }
}

extension PanelDocument {
    /// The tree's outline with each control's value (see ``Node/dump(values:)``).
    ///
    /// ```swift
    /// print(document.dump())
    /// ```
    public func dump() -> String {
        root.dump(values: values)
    }
}
