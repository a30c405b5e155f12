import PanelCore

/// The constraint layout issue's example: a "Profile" header across the top of a screen and a
/// "Details" box below it.
enum IssueExample {
    /// The header, `header`: 1 column in from each side, 3 rows high, at the top.
    static let header = Node.box(
        "Profile", id: "header",
        constraints: [
            "this.top == parent.top", "this.leading == parent.leading + 1",
            "this.trailing == parent.trailing - 1",
            "this.height == 3",
        ])

    /// "Details", 1 row below the header, at least 20 columns wide and half the screen's width
    /// if it can, placed across by `horizontal` (with none, its horizontal position is ambiguous).
    static func details(id: NodeID? = nil, horizontal: [String]) -> Node {
        .box(
            "Details", id: id,
            constraints: ["this.top == header.bottom + 1"] + horizontal + [
                "this.width >= 20", "this.width == parent.width * 0.5 @weak",
            ])
    }
}
