import PanelCore

/// The profile screen of `Examples/Profile` as the layout DSL builds it (kept the same, so the
/// oracle checks the example's tree).
enum ProfileScreen {
    static let items: [(title: String, value: String)] = [
        ("Framework:", "PanelKit"),
        ("Platform:", "Linux, macOS"),
        ("Programming Language:", "Swift"),
        ("Device:", "Terminal"),
        ("FreeForm Preview:", "ASCII, ANSI"),
    ]

    static var screen: Node {
        let sides = Modifiers(padding: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
        let rows = items.map { item in
            Node.vstack(
                modifiers: sides,
                [.hstack(spacing: 2, [.text(item.title), .spacer(), .text(item.value)]), .divider()])
        }
        return Node.screen(
            title: "Profile",
            [
                .box(
                    "Profile", id: "header",
                    constraints: [
                        "this.top == parent.top", "this.leading == parent.leading",
                        "this.trailing == parent.trailing", "this.bottom >= avatar.bottom + 1",
                    ]),
                .box(
                    id: "avatar",
                    constraints: [
                        "this.top == header.top + 1", "this.leading == header.leading + 2",
                        "this.height == 3",
                        "this.width == this.height * 2 + 1",
                    ],
                    [.text("o_o", modifiers: sides)]),
                .text(
                    "UIViewKit, in cells", id: "title",
                    constraints: ["this.leading == avatar.trailing + 2", "this.centerY == avatar.centerY"]),
                .vstack(
                    id: "rows",
                    constraints: [
                        "this.top == header.bottom", "this.leading == parent.leading",
                        "this.trailing == parent.trailing", "this.bottom == parent.bottom",
                    ],
                    rows + [.spacer()]),
            ])
    }
}
