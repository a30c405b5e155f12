// The UIViewKit profile screen, rebuilt with the layout DSL: a header with an image
// placeholder and a title, then a list of label/value rows with separators, placed by
// constraints on a screen. It prints a FreeForm preview at 40x12, 80x24 and 120x40.
//
//     swift run profile-example            # the preview
//     swift run profile-example --frames   # with every frame outlined and labelled
//     swift run profile-example --ansi     # drawn by the ANSI backend (box drawing, colours)
import PanelKit

let profileItems: [(title: String, value: String)] = [
    ("Framework:", "PanelKit"),
    ("Platform:", "Linux, macOS"),
    ("Programming Language:", "Swift"),
    ("Device:", "Terminal"),
    ("FreeForm Preview:", "ASCII, ANSI"),
]

let header = LayoutRef("header")
let avatar = LayoutRef("avatar")

let profile = Screen("Profile") {
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
        for item in profileItems {
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

let showsFrames = CommandLine.arguments.contains("--frames")
let backend: FreeFormPreview.Backend = CommandLine.arguments.contains("--ansi") ? .ansi(.sixteen) : .ascii
do {
    print(try FreeFormPreview(profile, showsFrames: showsFrames, backend: backend).render())
} catch {
    print("layout failed:\n\(error)")
}
