import PanelCore

/// How layout messages name a node: its id, or its kind and index path when it has none.
enum NodeNaming {
    /// `"details"` or `box at [0, 1]`, for sentences such as `node "details": …`.
    static func quoted(_ node: Node, _ path: [Int]) -> String {
        if let id = node.id { return "\"\(id)\"" }
        return "\(node.kind) at \(pathText(path))"
    }

    /// `details` or `box[0,1]`, for constraint sites such as `details: this.width == 30`.
    static func plain(_ node: Node, _ path: [Int]) -> String {
        if let id = node.id { return id.rawValue }
        return node.kind + "[" + path.map(String.init).joined(separator: ",") + "]"
    }

    static func pathText(_ path: [Int]) -> String {
        "[" + path.map(String.init).joined(separator: ", ") + "]"
    }
}
