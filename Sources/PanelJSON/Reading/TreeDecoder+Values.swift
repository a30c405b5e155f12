import PanelCore

extension TreeDecoder {
    /// The members of `values`: ids (each once) and values in the order written.
    struct Values {
        var ids: [NodeID] = []
        var values: [PanelValue] = []
        var places: IDPlaces

        init(capacity: Int) {
            ids.reserveCapacity(capacity)
            values.reserveCapacity(capacity)
            places = IDPlaces(capacity: capacity)
        }

        var isEmpty: Bool { ids.isEmpty }
        var count: Int { ids.count }

        /// Adds a member (a repeated id keeps its place, with the later value).
        mutating func append(_ id: NodeID, _ value: PanelValue) {
            if let place = places.insert(id, place: ids.count) {
                values[place] = value
                return
            }
            ids.append(id)
            values.append(value)
        }

        mutating func value(for id: NodeID) -> PanelValue? {
            places.place(of: id).map { values[$0] }
        }
    }

    /// The walk of ``checkValues(_:root:shapePaths:)`` over the tree, its state held in one
    /// place (not captured by nested functions, whose every access would be checked).
    struct ValueWalk {
        var values: Values
        let shapePaths: [String]
        var found: [(key: String, problem: JSONProblem)] = []
        // The values in the order of the tree (`ValueMap(_:inTreeOrderOf:)`), each id placed by
        // the first node that has it; an id placed is owned, as is one a control was renamed from.
        var map = ValueMap()
        var renamedOwned = Set<NodeID>()
        var changed: [(NodeID, PanelValue)] = []
        /// The indices from the root to the node being visited (kept only when there are shape
        /// problems to compare its path with).
        var indices: [Int] = []

        init(values: Values, shapePaths: [String]) {
            self.values = values
            self.shapePaths = shapePaths
            map.reserveCapacity(values.count)
        }

        func path() -> String {
            var path = "$.root"
            for index in indices { path += ".children[" + String(index) + "]" }
            return path
        }

        mutating func visit(_ node: UnsafePointer<Node>) {
            if let id = node.pointee.id, let value = values.value(for: id), map.appendIfAbsent(id, value),
                renamedOwned.isEmpty || !renamedOwned.contains(id)
            {
                check(node, id: id, value: value)
            }
            // A value under an id a control had before is the control's (moved when loaded).
            for old in node.pointee.modifiers.renamedFrom where values.value(for: old) != nil {
                renamedOwned.insert(old)
            }
            let keepsPath = !shapePaths.isEmpty
            node.pointee.children.withUnsafeBufferPointer { children in
                guard let first = children.baseAddress else { return }
                for index in children.indices {
                    if keepsPath { indices.append(index) }
                    visit(first + index)
                    if keepsPath { indices.removeLast() }
                }
            }
        }

        mutating func check(_ node: UnsafePointer<Node>, id: NodeID, value: PanelValue) {
            // The element as the value rules read it: only a tabs folder's differs from the
            // node's own (it knows its tab count), so no other node is copied to ask.
            var element = node.pointee.element
            if case .folder(let folder) = element, folder.showsTabs { element = node.pointee.valueElement }
            if case .unknown = element { return }
            if !shapePaths.isEmpty {
                let nodePath = path()
                if shapePaths.contains(where: { TreeDecoder.path($0, isWithin: nodePath) }) { return }
            }
            let key = id.rawValue
            guard element.holdsValue else {
                found.append(
                    (
                        key,
                        JSONProblem(
                            path: JSONPath.member("$.values", key),
                            message: "a \(element.kind) holds no value")
                    ))
                return
            }
            do {
                let normalized = try element.normalized(value)
                if let change = normalized.change {
                    changed.append((id, normalized.value))
                    found.append(
                        (
                            key,
                            JSONProblem(
                                path: JSONPath.member("$.values", key),
                                message: change + "; stored as \(normalized.value)", severity: .note)
                        ))
                }
            } catch {
                found.append(
                    (key, JSONProblem(path: JSONPath.member("$.values", key), message: error.message)))
            }
        }
    }

    /// Checks the values against the controls of the tree and stores each in its canonical
    /// form: a value that cannot be the control's is an error, one changed by normalising is a
    /// note saying how, a value for an id the tree does not have is a warning (kept). In the
    /// order of the ids' UTF-8 bytes. The first node with an id (depth first, parents before
    /// children) owns its value; a node's JSON path is built only when there are shape
    /// problems to compare it with.
    static func checkValues(
        _ values: Values, root: Node, shapePaths: [String]
    ) -> (problems: [JSONProblem], values: ValueMap) {
        var walk = ValueWalk(values: values, shapePaths: shapePaths)
        withUnsafePointer(to: root) { walk.visit($0) }
        // Taken out of the walk, so that changing them copies nothing.
        var values = Values(capacity: 0)
        swap(&values, &walk.values)
        var map = ValueMap()
        swap(&map, &walk.map)
        var found: [(key: String, problem: JSONProblem)] = []
        swap(&found, &walk.found)
        let renamedOwned = walk.renamedOwned
        for (id, value) in walk.changed { map[id] = value }
        // The ids no node has, after those in the tree, sorted; unless a control was renamed
        // from one, its value is unused.
        let rest =
            map.count < values.count
            ? values.ids.filter { map[$0] == nil }.sorted(by: ValueMap.utf8Less) : []
        for id in rest { map[id] = values.value(for: id) }
        let unowned = rest.filter { !renamedOwned.contains($0) }
        if !unowned.isEmpty {
            // The ids a value may have meant: those of the controls, in tree order.
            let ids = root.allNodes.compactMap { $0.element.holdsValue ? $0.id?.rawValue : nil }
            for id in unowned {
                found.append(
                    (
                        id.rawValue,
                        JSONProblem(
                            path: JSONPath.member("$.values", id.rawValue),
                            message: "a value for \"\(id)\", which is not in the tree (kept, but unused)"
                                + NameSuggestion.hint(for: id.rawValue, among: ids), severity: .warning)
                    ))
            }
        }
        found.sort { JSONWriter.utf8Less($0.key, $1.key) }
        return (found.map(\.problem), map)
    }
}
