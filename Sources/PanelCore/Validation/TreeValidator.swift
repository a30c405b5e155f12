/// Checks a tree, and optionally its values, and reports every problem at once.
///
/// Checks: every control has a well-formed id and no id is used twice; pickers have
/// options (with no value twice); slider ranges are finite, not empty and not inverted;
/// steps are finite and greater than zero; and each value present is of the right type and
/// inside its control's range, stops or options.
///
/// Problems are named by node id, or, with ``PathStyle/json``, by JSON path
/// (`$.root.children[3].range`).
///
/// ```swift
/// let report = TreeValidator().validate(document)
/// report.isEmpty   // true when nothing is wrong
/// ```
package struct TreeValidator: Sendable {
    /// How problems name the place they are in.
    ///
    /// ```swift
    /// TreeValidator(pathStyle: .json)
    /// ```
    package enum PathStyle: Sendable {
        /// By node id (`motion.spring`), falling back to the position for anonymous nodes.
        case ids
        /// By JSON path from `$.root`.
        case json
    }

    /// How problems name their place.
    package var pathStyle: PathStyle

    /// Creates a validator.
    ///
    /// ```swift
    /// let validator = TreeValidator()
    /// ```
    package init(pathStyle: PathStyle = .ids) {
        self.pathStyle = pathStyle
    }

    /// Validates a tree alone (no values).
    ///
    /// ```swift
    /// TreeValidator().validate(tree).isEmpty
    /// ```
    package func validate(_ root: Node) -> ValidationReport {
        validate(PanelDocument(root: root), checkingValues: false)
    }

    /// Validates a tree and the values present for its controls.
    ///
    /// ```swift
    /// TreeValidator().validate(document)
    /// ```
    package func validate(_ document: PanelDocument) -> ValidationReport {
        validate(document, checkingValues: true)
    }

    private func validate(_ document: PanelDocument, checkingValues: Bool) -> ValidationReport {
        // In one walk, nodes read in place (never copied): how many have an id (the table of
        // the ids seen is made that large at once), and whether any has a rule (whose ids must
        // be in the tree).
        func survey(_ node: UnsafePointer<Node>) -> (ids: Int, hasRule: Bool) {
            var ids = node.pointee.id == nil ? 0 : 1
            var hasRule =
                node.pointee.modifiers.visibleWhen != nil || node.pointee.modifiers.disabledWhen != nil
            node.pointee.children.withUnsafeBufferPointer { children in
                guard let first = children.baseAddress else { return }
                for index in children.indices {
                    let inner = survey(first + index)
                    ids += inner.ids
                    hasRule = hasRule || inner.hasRule
                }
            }
            return (ids, hasRule)
        }
        let (idCount, hasRules) = withUnsafePointer(to: document.root) { survey($0) }
        let ids: Set<NodeID> = hasRules ? Set(document.root.allNodes.compactMap(\.id)) : []
        var walk = Walk(
            validator: self, document: document, checkingValues: checkingValues, hasRules: hasRules, ids: ids,
            seen: IDPlaces(capacity: idCount))
        withUnsafePointer(to: document.root) { walk.visit($0, place: 0, folder: nil) }
        return ValidationReport(problems: walk.problems)
    }

    /// The walk of ``validate(_:checkingValues:)`` over the tree, depth first, parents before
    /// children, its state held in one place (not captured by nested functions, whose every
    /// access would be checked).
    private struct Walk {
        let validator: TreeValidator
        let document: PanelDocument
        let checkingValues: Bool
        let hasRules: Bool
        /// The ids a rule may name: every id in the tree (when there are rules).
        let ids: Set<NodeID>
        let knownIDs: [String]
        var seen: IDPlaces
        var problems: [TreeProblem] = []
        /// Each node's place as (its parent's place, its index there); a JSON path is spelled
        /// out only for a problem.
        var places: [(parent: Int, index: Int)] = [(-1, 0)]

        init(
            validator: TreeValidator, document: PanelDocument, checkingValues: Bool, hasRules: Bool,
            ids: Set<NodeID>, seen: IDPlaces
        ) {
            self.validator = validator
            self.document = document
            self.checkingValues = checkingValues
            self.hasRules = hasRules
            self.ids = ids
            knownIDs = ids.map(\.rawValue)
            self.seen = seen
        }

        func jsonPath(_ place: Int) -> String {
            var indices: [Int] = []
            var current = place
            while current > 0 {
                indices.append(places[current].index)
                current = places[current].parent
            }
            var path = "$.root"
            for index in indices.reversed() { path += ".children[" + String(index) + "]" }
            return path
        }

        mutating func report(
            _ message: String, property: String? = nil, node: UnsafePointer<Node>, place nodePlace: Int
        ) {
            let path: String
            if validator.pathStyle == .json {
                path = jsonPath(nodePlace) + (property.map { "." + $0 } ?? "")
            } else {
                path = node.pointee.id?.rawValue ?? jsonPath(nodePlace)
            }
            problems.append(TreeProblem(path: path, message: message))
        }

        /// Checks the node at `place`, whose nearest folder around it has the id `folder`
        /// (its children's ids must start with it), then its children.
        mutating func visit(_ node: UnsafePointer<Node>, place nodePlace: Int, folder: NodeID?) {
            var isDuplicate = false
            if let id = node.pointee.id {
                if !id.isWellFormed {
                    report(
                        "malformed id \(PanelValue.string(id.rawValue)): names must be non-empty, without spaces or control characters",
                        property: "id", node: node, place: nodePlace)
                } else if let first = seen.insert(id, place: nodePlace) {
                    isDuplicate = true
                    // Named by id, every repeat would read the same: say where this one is.
                    let here = validator.pathStyle == .ids ? " at \(jsonPath(nodePlace))" : ""
                    report(
                        "duplicate id \"\(id)\"\(here) (first used at \(jsonPath(first)))", property: "id",
                        node: node,
                        place: nodePlace)
                }
                if let folder, !TreeValidator.id(id, isInside: folder) {
                    report(
                        "id \"\(id)\" is inside folder \"\(folder)\" but does not start with \"\(folder).\"; did you mean \"\(folder.appending(String(id.name)))\"?",
                        property: "id", node: node, place: nodePlace)
                }
            } else if node.pointee.element.needsID {
                report(
                    "a \(node.pointee.element.kind) needs an id", property: "id", node: node, place: nodePlace
                )
            }
            if hasRules {
                for (name, rule) in [
                    ("visibleWhen", node.pointee.modifiers.visibleWhen),
                    ("disabledWhen", node.pointee.modifiers.disabledWhen),
                ] {
                    for id in rule?.ids ?? [] where !ids.contains(id) {
                        report(
                            "the rule names \"\(id)\", which is not in the tree"
                                + NameSuggestion.hint(for: id.rawValue, among: knownIDs),
                            property: "modifiers." + name, node: node, place: nodePlace)
                    }
                }
            }
            let structural = node.pointee.element.structuralProblems
            for problem in structural {
                report(problem.message, property: problem.property, node: node, place: nodePlace)
            }
            // A value is checked only against a sound control that owns its id.
            if checkingValues, structural.isEmpty, !isDuplicate, node.pointee.element.holdsValue,
                let id = node.pointee.id, let value = document.values[id]
            {
                if let problem = node.pointee.valueElement.valueProblem(value) {
                    report(problem, node: node, place: nodePlace)
                }
            }
            var inner = folder
            if case .folder = node.pointee.element, let id = node.pointee.id { inner = id }
            node.pointee.children.withUnsafeBufferPointer { children in
                guard let first = children.baseAddress else { return }
                for index in children.indices {
                    places.append((nodePlace, index))
                    visit(first + index, place: places.count - 1, folder: inner)
                }
            }
        }
    }

    /// Whether `id` starts with `folder` and a dot, as `String.hasPrefix` says; ASCII ids
    /// (whose characters are their bytes) are compared in place, without building the prefix.
    private static func id(_ id: NodeID, isInside folder: NodeID) -> Bool {
        // Bytes compare as characters do when the folder and the id's first bytes (up to the
        // dot after the folder's and the byte after it) are ASCII: no character spans them.
        let answer: Bool? =
            id.rawValue.utf8.withContiguousStorageIfAvailable { inner in
                folder.rawValue.utf8.withContiguousStorageIfAvailable { outer -> Bool? in
                    guard inner.count > outer.count else {
                        for byte in inner where byte >= 0x80 { return nil }
                        for byte in outer where byte >= 0x80 { return nil }
                        return false
                    }
                    for byte in outer where byte >= 0x80 { return nil }
                    let end = min(inner.count, outer.count + 2)
                    for index in 0..<end where inner[index] >= 0x80 { return nil }
                    guard inner[outer.count] == UInt8(ascii: ".") else { return false }
                    for index in 0..<outer.count where inner[index] != outer[index] { return false }
                    return true
                } ?? nil
            } ?? nil
        return answer ?? id.rawValue.hasPrefix(folder.rawValue + ".")
    }
}
