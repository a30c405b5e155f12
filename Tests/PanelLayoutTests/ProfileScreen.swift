import PanelKit

/// The profile screen of `Examples/Profile` (kept the same, so the oracle checks the example).
enum ProfileScreen {
    static let items: [(title: String, value: String)] = [
        ("Framework:", "PanelKit"),
        ("Platform:", "Linux, macOS"),
        ("Programming Language:", "Swift"),
        ("Device:", "Terminal"),
        ("FreeForm Preview:", "ASCII, ANSI"),
    ]

    static var screen: Screen {
        let header = LayoutRef("header")
        let avatar = LayoutRef("avatar")
        return Screen("Profile") {
            Box("Profile").ref(header).constraints { c in
                c.top == c.parent.top
                c.leading == c.parent.leading
                c.trailing == c.parent.trailing
                c.bottom >= avatar.bottom + 1
            }
            Box {
                Text("o_o").padding(horizontal: 1, vertical: 0)
            }.ref(avatar).constraints { c in
                c.top == header.top + 1
                c.leading == header.leading + 2
                c.height == 3
                c.width == c.height * 2 + 1
            }
            Text("UIViewKit, in cells").id("title").constraints { c in
                c.leading == avatar.trailing + 2
                c.centerY == avatar.centerY
            }
            VStack {
                for item in items {
                    VStack {
                        HStack(spacing: 2) {
                            Text(item.title)
                            Spacer()
                            Text(item.value)
                        }
                        Divider()
                    }.padding(horizontal: 1, vertical: 0)
                }
                Spacer()
            }.id("rows").constraints { c in
                c.top == header.bottom
                c.leading == c.parent.leading
                c.trailing == c.parent.trailing
                c.bottom == c.parent.bottom
            }
        }
    }
}
