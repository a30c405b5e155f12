import Foundation
import TestSupport
import Testing

@testable import PanelTerminal

/// `panelkit render` prints a constraint-laid screen whole: every child the solver placed is
/// inside the rows printed, at every width.
@Suite struct RenderFittingTests {
    /// A profile card: avatar, name, wrapping bio, and a box of buttons placed below the bio and
    /// the avatar by `>=` constraints.
    static func profile() throws -> String {
        try String(
            contentsOf: PackageRoot.url("Tests/PanelTextTests/Fixtures/profile-card.json"), encoding: .utf8)
    }

    @Test(arguments: [40, 80, 120])
    func theButtonsArePrintedWithTheirWholeBorder(width: Int) throws {
        let recorder = RecordingIO(input: try RenderFittingTests.profile())
        #expect(recorder.run("render", "--format", "ascii", "--width", String(width), "-") == 0)
        let lines = recorder.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let buttons = try #require(lines.firstIndex { $0.contains("|[ Follow ] [ Message ]|") })
        let edge = "  +" + String(repeating: "-", count: 22) + "+"
        #expect(buttons >= 1 && lines[buttons - 1] == edge)
        #expect(buttons + 1 < lines.count && lines[buttons + 1] == edge)
    }
}
