import PanelCore

extension TreeDecoder {
    /// The walk of ``checkValues(_:root:shapePaths:)`` over the tree, its state held in one
    /// place (not captured by nested functions, whose every access would be checked).
    struct ValueWalk {
        /// The values as written: the ids in the order of the document, each once.
        var values: ValueMap
        let shapePaths: [String]
        var found: [(key: String, problem: JSONProblem)] = []
        /// How many of `values`, from the first, the walk has met in their order: a writer
        /// puts them in tree order, so each node with a value usually owns the next one, found
        /// without hashing its id.
        var inOrder = 0
        /// Whether every value owned so far was met in order (the first `inOrder` are owned).
        var isInOrder = true
        // Once the walk leaves that order: the values in the order of the tree
        // (`ValueMap(_:inTreeOrderOf:)`), each id placed by the first node that has it. An id
        // placed is owned, as is one a control was renamed from.
        var map = ValueMap()
        var renamedOwned = Set<NodeID>()
        var changed: [(NodeID, PanelValue)] = []
        /// The indices from the root to the node being visited (kept only when there are shape
        /// problems to compare its path with).
        var indices: [Int] = []

        init(values: ValueMap, shapePaths: [String]) {
            self.values = values
            self.shapePaths = shapePaths
        }

        /// The value `id` owns: the one written under it, unless a node before had the id.
        mutating func claim(_ id: NodeID) -> PanelValue? {
            if isInOrder {
                // The same bytes: an id spelt another way (equal as Swift strings compare) is
                // stored as the tree spells it, which the general path below does.
                if inOrder < values.count, ValueWalk.sameBytes(values.ids[inOrder], id) {
                    inOrder += 1
                    return values.value(at: inOrder - 1)
                }
                guard let position = values.index(for: id) else { return nil }
                // A node before had the id.
                if position < inOrder { return nil }
                // Out of order: the owned values are placed one by one from here on.
                isInOrder = false
                map = ownedInOrder()
            }
            guard let value = values[id], map.appendIfAbsent(id, value) else { return nil }
            return value
        }

        /// Whether two ids are spelt with the same bytes (not only equal as Swift strings
        /// compare).
        static func sameBytes(_ lhs: NodeID, _ rhs: NodeID) -> Bool {
            let left = lhs.rawValue.utf8
            let right = rhs.rawValue.utf8
            let compared = left.withContiguousStorageIfAvailable { leftBytes in
                right.withContiguousStorageIfAvailable { rightBytes in
                    WrittenPieces.sameBytes(
                        UnsafeRawBufferPointer(leftBytes), UnsafeRawBufferPointer(rightBytes))
                }
            }
            return (compared ?? nil) ?? left.elementsEqual(right)
        }

        /// The first `inOrder` values (those owned in order), as a map with room for the rest.
        private func ownedInOrder() -> ValueMap {
            var owned = ValueMap()
            owned.reserveCapacity(values.count)
            for index in 0..<inOrder { _ = owned.appendIfAbsent(values.ids[index], values.value(at: index)) }
            return owned
        }

        /// The values owned, in tree order (without those of ids no node has); `values` is
        /// given up.
        mutating func takeOwned() -> ValueMap {
            var owned = ValueMap()
            if !isInOrder {
                swap(&owned, &map)
            } else if inOrder == values.count {
                swap(&owned, &values)
            } else {
                owned = ownedInOrder()
            }
            return owned
        }

        func path() -> String {
            var path = "$.root"
            for index in indices { path += ".children[" + String(index) + "]" }
            return path
        }

        mutating func visit(_ node: UnsafePointer<Node>) {
            if let id = node.pointee.id, let value = claim(id),
                renamedOwned.isEmpty || !renamedOwned.contains(id)
            {
                check(node, id: id, value: value)
            }
            // A value under an id a control had before is the control's (moved when loaded).
            for old in node.pointee.modifiers.renamedFrom where values[old] != nil {
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
        _ values: ValueMap, root: Node, shapePaths: [String]
    ) -> (problems: [JSONProblem], values: ValueMap) {
        var walk = ValueWalk(values: values, shapePaths: shapePaths)
        withUnsafePointer(to: root) { walk.visit($0) }
        // Taken out of the walk, so that changing them copies nothing.
        var map = walk.takeOwned()
        var found: [(key: String, problem: JSONProblem)] = []
        swap(&found, &walk.found)
        let renamedOwned = walk.renamedOwned
        for (id, value) in walk.changed { map[id] = value }
        // The ids no node has, after those in the tree, sorted; unless a control was renamed
        // from one, its value is unused.
        let rest =
            map.count < values.count
            ? values.ids.filter { map[$0] == nil }.sorted(by: ValueMap.utf8Less) : []
        for id in rest { map[id] = values[id] }
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
