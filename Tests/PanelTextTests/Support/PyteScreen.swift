import Foundation
import TestSupport

@testable import PanelText

/// The screen pyte shows after being fed some output (see `Scripts/oracles/pyte_screen.py`).
struct PyteScreen: Decodable {
    var lines: [String]
    var cells: [[Attributes]]
    var title: String
    var iconName: String
    var cursor: [Int]

    enum CodingKeys: String, CodingKey {
        case lines, cells, title, cursor
        case iconName = "icon_name"
    }

    /// One cell's attributes as pyte reports them: fg, bg, bold, italics, underscore, reverse.
    struct Attributes: Decodable, Equatable, CustomStringConvertible {
        var fg: String
        var bg: String
        var bold: Bool
        var italics: Bool
        var underscore: Bool
        var reverse: Bool

        init(fg: String, bg: String, bold: Bool, italics: Bool, underscore: Bool, reverse: Bool) {
            (self.fg, self.bg, self.bold, self.italics, self.underscore, self.reverse) =
                (fg, bg, bold, italics, underscore, reverse)
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            fg = try container.decode(String.self)
            bg = try container.decode(String.self)
            bold = try container.decode(Bool.self)
            italics = try container.decode(Bool.self)
            underscore = try container.decode(Bool.self)
            reverse = try container.decode(Bool.self)
        }

        var description: String {
            "fg \(fg) bg \(bg) bold \(bold) italic \(italics) underline \(underscore) reverse \(reverse)"
        }
    }

    /// Feeds `output` to pyte on a screen of the given size.
    static func feed(_ output: String, columns: Int, rows: Int) throws -> PyteScreen {
        let data = try Oracle.output(
            "Scripts/oracles/pyte_screen.py", arguments: [String(columns), String(rows)],
            input: Data(output.utf8))
        return try JSONDecoder().decode(PyteScreen.self, from: data)
    }

    /// What pyte should report for a cell in `style`, rendered at `depth` (pyte does not track dim).
    static func expected(_ style: TextStyle, depth: ColorDepth) -> Attributes {
        Attributes(
            fg: name(style.foreground, depth: depth), bg: name(style.background, depth: depth),
            bold: style.bold,
            italics: style.italic, underscore: style.underline, reverse: style.inverse)
    }

    private static let names = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"]

    private static func name(_ color: TerminalColor?, depth: ColorDepth) -> String {
        guard let color, depth != .none else { return "default" }
        func standard(_ index: UInt8) -> String { (index >= 8 ? "bright" : "") + names[Int(index % 8)] }
        func hex(_ rgb: (Int, Int, Int)) -> String {
            [rgb.0, rgb.1, rgb.2].map { value in
                let text = String(value, radix: 16)
                return text.count == 1 ? "0" + text : text
            }.joined()
        }
        switch color.kind {
        case .standard(let index): return standard(index)
        case .palette(let index): return index < 16 ? standard(index) : hex(ColorDepth.paletteRGB(index))
        case .rgb(let r, let g, let b):
            if depth == .trueColor { return hex((Int(r), Int(g), Int(b))) }
            let index = depth.downsample(red: r, green: g, blue: b)!
            return depth == .sixteen ? standard(index) : hex(ColorDepth.paletteRGB(index))
        }
    }
}
