/// The characters and styles a backend draws controls with: Unicode with colours for ANSI, plain
/// ASCII for the ASCII backend.
///
/// ```swift
/// RenderGlyphs.ascii.sliderKnob // "O"
/// ```
struct RenderGlyphs: Sendable {
    var ellipsis: String
    var panelLines: LineSet
    var forceLines: LineSet?
    var sliderFilled: Character
    var sliderEmpty: Character
    var sliderTick: Character
    var sliderFilledTick: Character
    var sliderKnob: Character
    var sliderOpen: String
    var sliderClose: String
    var toggleOn: String
    var toggleOff: String
    var folderOpen: String
    var folderClosed: String
    var pickerPrevious: String
    var pickerNext: String
    var swatch: String?
    var fieldOpen: String
    var fieldClose: String
    var buttonOpen: String
    var buttonClose: String
    var curveLevels: [Character]
    var divider: Character
    var frameHorizontal: Character
    var frameVertical: Character
    var frameCorner: Character

    static let unicode = RenderGlyphs(
        ellipsis: "…", panelLines: .rounded, forceLines: nil, sliderFilled: "━", sliderEmpty: "─",
        sliderTick: "┼", sliderFilledTick: "╋", sliderKnob: "●", sliderOpen: "", sliderClose: "",
        toggleOn: "◉ on", toggleOff: "○ off", folderOpen: "▾ ", folderClosed: "▸ ", pickerPrevious: "◂ ",
        pickerNext: " ▸", swatch: "██", fieldOpen: "▏", fieldClose: "▕", buttonOpen: "  ", buttonClose: "  ",
        curveLevels: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"], divider: "─", frameHorizontal: "┄",
        frameVertical: "┆", frameCorner: "┼")

    static let ascii = RenderGlyphs(
        ellipsis: "...", panelLines: .ascii, forceLines: .ascii, sliderFilled: "=", sliderEmpty: "-",
        sliderTick: "+", sliderFilledTick: "+", sliderKnob: "O", sliderOpen: "[", sliderClose: "]",
        toggleOn: "[x] on", toggleOff: "[ ] off", folderOpen: "v ", folderClosed: "> ", pickerPrevious: "< ",
        pickerNext: " >", swatch: nil, fieldOpen: "[", fieldClose: "]", buttonOpen: "[ ", buttonClose: " ]",
        curveLevels: ["_", ".", "-", "~", "^", "'"], divider: "-", frameHorizontal: ".",
        frameVertical: ":", frameCorner: "+")
}

/// The styles the ANSI backend uses (all plain for ASCII).
struct RenderTheme: Sendable {
    var label = TextStyle.plain
    var title = TextStyle(bold: true)
    var accent = TextStyle(foreground: .standard(6))
    var knob = TextStyle(bold: true)
    var muted = TextStyle(dim: true)
    var value = TextStyle.plain
    var button = TextStyle(inverse: true)
    var border = TextStyle(dim: true)

    static let ansi = RenderTheme()
    static let plain = RenderTheme(
        label: .plain, title: .plain, accent: .plain, knob: .plain, muted: .plain, value: .plain,
        button: .plain, border: .plain)
}
