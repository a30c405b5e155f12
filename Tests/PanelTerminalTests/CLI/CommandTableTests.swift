import Foundation
import TestSupport
import Testing

@testable import PanelTerminal

/// The command table of the LiveTerminal article lists the program as it is: every subcommand
/// (and no other), with its arguments and every option it accepts.
@Suite struct CommandTableTests {
    /// The rows of the table headed `| command | does |`: the first cell's words (`panelkit`,
    /// the subcommand, its arguments and options) and the whole row, with `\|` read as `|`.
    static func rows() throws -> [(words: [String], row: String)] {
        let text = try String(
            contentsOf: PackageRoot.url("Documentation.docc/LiveTerminal.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex(of: "| command | does |"))
        var rows: [(words: [String], row: String)] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("| `") else { break }
            let row = line.replacingOccurrences(of: "\\|", with: "|")
            let cell = row.dropFirst(3).prefix { $0 != "`" }
            rows.append((cell.split(separator: " ").map(String.init), row))
        }
        return rows
    }

    @Test func everySubcommandIsListedWithItsArgumentsAndOptions() throws {
        let rows = try CommandTableTests.rows()
        #expect(rows.allSatisfy { $0.words.first == PanelCommand.program })
        let listed = Set(rows.compactMap { $0.words.dropFirst().first })
        #expect(listed == Set(PanelCommand.specs.map(\.name)))
        for spec in PanelCommand.specs {
            let own = rows.filter { $0.words.dropFirst().first == spec.name }
            // Its arguments as `--help` names them, in the first cell of each of its rows.
            for row in own {
                let arguments = row.words.dropFirst(2).filter { !$0.hasPrefix("--") }
                #expect(arguments == spec.positionals, "\(spec.name): \(row.words)")
            }
            for option in spec.options {
                #expect(
                    own.contains {
                        $0.words.contains("--\(option.name)") || $0.row.contains("`--\(option.name)")
                    },
                    "panelkit \(spec.name) --\(option.name) is not in the table")
            }
        }
    }
}
