/// What a subcommand accepts: its options and positional arguments, with the text of its
/// `--help`.
///
/// ```swift
/// let validate = CommandSpec(
///     name: "validate", summary: "check a panel document", positionals: ["FILE|-"],
///     options: [])
/// ```
struct CommandSpec: Sendable {
    /// The subcommand's name (`render`).
    let name: String
    /// One line shown in the command list.
    let summary: String
    /// Names of the positional arguments, in order (each required).
    let positionals: [String]
    /// The options it accepts (`--help` is always accepted).
    let options: [OptionSpec]
    /// Paragraphs shown after the options in `--help`.
    let discussion: String

    init(
        name: String, summary: String, positionals: [String] = [], options: [OptionSpec] = [],
        discussion: String = ""
    ) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.discussion = discussion
    }

    /// The `--help` text.
    func help(program: String) -> String {
        var lines = ["\(program) \(name): \(summary)", ""]
        let operands = positionals.map { " \($0)" }.joined()
        lines.append("usage: \(program) \(name)\(options.isEmpty ? "" : " [options]")\(operands)")
        let all = options + [OptionSpec("help", help: "show this help")]
        lines.append("")
        lines.append("options:")
        let names = all.map { option in "--\(option.name)" + (option.value.map { " \($0)" } ?? "") }
        let column = (names.map(\.count).max() ?? 0) + 2
        for (name, option) in zip(names, all) {
            lines.append("  " + name + String(repeating: " ", count: column - name.count) + option.help)
        }
        if !discussion.isEmpty {
            lines.append("")
            lines.append(discussion)
        }
        return lines.joined(separator: "\n")
    }
}
