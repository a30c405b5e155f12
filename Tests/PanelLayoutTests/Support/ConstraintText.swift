import PanelCore
import Testing

/// Reads a constraint written as its `description` reads: `this.top == header.bottom + 1`,
/// `this.width == parent.width * 0.5 @weak`, `this.height >= 3 @600`.
///
/// Text it does not understand is recorded as an issue and read as
/// `this.width == nan`, which no layout accepts.
func constraint(_ text: String) -> LayoutConstraint {
    var words = text.split(separator: " ").map(String.init)
    var priority = LayoutPriority.required
    if let last = words.last, last.hasPrefix("@") {
        words.removeLast()
        let name = String(last.dropFirst())
        if let named = LayoutPriority(named: name) {
            priority = named
        } else if let number = Double(name) {
            priority = LayoutPriority(number)
        } else {
            words = []
        }
    }
    let relations: [String: LayoutRelation] = [
        "==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual,
    ]
    if words.count >= 3, let first = anchor(words[0]), let relation = relations[words[1]] {
        if words.count == 3, let number = Double(words[2]) {
            return LayoutConstraint(first: first, relation: relation, constant: number, priority: priority)
        }
        if let second = anchor(words[2]) {
            var multiplier = 1.0
            var constant = 0.0
            var rest = words.dropFirst(3)
            while rest.count >= 2, let number = Double(rest[rest.startIndex + 1]) {
                let symbol = rest[rest.startIndex]
                if symbol == "*" && rest.count == words.count - 3 {
                    multiplier = number
                } else if symbol == "+" || symbol == "-" {
                    constant = symbol == "+" ? number : -number
                } else {
                    break
                }
                rest = rest.dropFirst(2)
            }
            if rest.isEmpty {
                return LayoutConstraint(
                    first: first, relation: relation, second: second, multiplier: multiplier,
                    constant: constant,
                    priority: priority)
            }
        }
    }
    Issue.record("unreadable constraint \"\(text)\"")
    return LayoutConstraint(first: LayoutAnchor(.this, .width), relation: .equal, constant: .nan)
}

/// `this.top`, `parent.width` or `header.bottom`.
private func anchor(_ text: String) -> LayoutAnchor? {
    guard let dot = text.lastIndex(of: "."),
        let attribute = AnchorAttribute(named: String(text[text.index(after: dot)...]))
    else { return nil }
    switch text[..<dot] {
    case "this": return LayoutAnchor(.this, attribute)
    case "parent": return LayoutAnchor(.parent, attribute)
    case let name: return LayoutAnchor(.node(NodeID(String(name))), attribute)
    }
}
