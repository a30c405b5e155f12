// The UIViewKit profile screen, rebuilt with the layout DSL: a header with an image
// placeholder and a title, then a list of label/value rows with separators, placed by
// constraints on a screen. It prints a FreeForm preview at 40x12, 80x24 and 120x40, side by
// side as far as the terminal's width allows and wrapped below that (sizes wider than the
// terminal are left out unless asked for).
//
//     swift run profile-example            # the preview
//     swift run profile-example --widths 60,100x30   # at these sizes (a width alone: 3/10 as tall)
//     swift run profile-example --frames   # with every frame outlined and labelled
//     swift run profile-example --ansi     # drawn by the ANSI backend (box drawing, colours)
import Foundation
import PanelTerminal

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

let arguments = CommandLine.arguments
let showsFrames = arguments.contains("--frames")
let backend: FreeFormPreview.Backend = arguments.contains("--ansi") ? .ansi(.sixteen) : .ascii
let gap = 4
let columns = TerminalSize.columns()
let sizes: [CellSize]
if let flag = arguments.firstIndex(of: "--widths") {
    guard flag + 1 < arguments.count, let chosen = previewSizes(arguments[flag + 1]) else {
        print("usage: profile-example [--widths W[xH],…] [--frames] [--ansi]   e.g. --widths 40,80x30")
        exit(2)
    }
    sizes = chosen
} else {
    // The default sizes that fit the terminal; wider ones are left out (and said so).
    sizes = FreeFormPreview.defaultSizes.filter { $0.width <= columns }
    let left = FreeFormPreview.defaultSizes.filter { $0.width > columns }
    if !left.isEmpty {
        let names = left.map(\.description).joined(separator: ", ")
        print("(not shown: \(names); see --widths)\n")
    }
}
do {
    // The previews side by side, wrapped to a new band when the next one would not fit.
    for band in bands(of: sizes, fitting: columns, gap: gap) {
        let preview = FreeFormPreview(
            profile, sizes: band, showsFrames: showsFrames, gap: gap, backend: backend)
        print(try preview.render())
    }
} catch {
    print("layout failed:\n\(error)")
}
