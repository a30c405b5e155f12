import PanelKit
import Testing

/// A screen rendered at its fitting height shows every child where the solver put it: nothing
/// below the last row is cut off.
@Suite struct FittingScreenTextTests {
    /// A profile card laid out by constraints: an avatar box, a name beside it, a wrapping bio
    /// below the name, and a box of buttons below both the bio and the avatar (`top >= …`,
    /// preferably right below the bio).
    static func profile() throws -> PanelDocument {
        try TreeDecoder().decode(try Fixtures.text("profile-card.json"))
    }

    @Test(arguments: [40, 80, 120])
    func theButtonsShowWithTheirWholeBorder(width: Int) throws {
        let document = try FittingScreenTextTests.profile()
        let text = try ASCIIRenderer(width: width).render(document)
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let layout = try LayoutEngine().layout(document.root, width: width)
        #expect(rows.count == layout.size.height)
        let box = try #require(layout.frame(for: "buttons"))
        #expect(box.y + box.height <= rows.count)
        func cells(_ row: Int) -> String {
            guard row < rows.count else { return "" }
            return String(rows[row].dropFirst(box.x).prefix(box.width))
        }
        let edge = "+" + String(repeating: "-", count: box.width - 2) + "+"
        #expect(cells(box.y) == edge)
        #expect(cells(box.y + box.height - 1) == edge)
        #expect(cells(box.y + 1).contains("[ Follow ] [ Message ]"))
    }
}
