/// The `panelkit` command's argument parser: subcommand, `--name value` or `--name=value`
/// options, flags, positionals, `--` to end options, `-` as a positional (standard input),
/// and `--help` or `-h` anywhere.
///
/// Every mistake is a ``UsageError`` with a one-line reason naming the subcommand.
///
/// ```swift
/// switch try ArgumentParser.parse(["render", "--width=60", "-"], commands: PanelCommand.specs) {
/// case .help(let text): print(text)
/// case .run(let parsed): print(parsed.value("width") ?? "")   // "60"
/// }
/// ```
enum ArgumentParser {
    /// What to do with a command line.
    enum Outcome: Equatable, Sendable {
        /// Print help text and exit 0.
        case help(String)
        /// Run a subcommand.
        case run(ParsedArguments)
    }

    /// Parses a whole command line (without the program name) against the subcommands.
    static func parse(_ arguments: [String], commands: [CommandSpec], program: String = "panelkit")
        throws(UsageError) -> Outcome
    {
        guard let first = arguments.first else {
            throw UsageError("\(program): missing subcommand (try \(program) --help)")
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", arguments.count > 1 {
                guard let spec = commands.first(where: { $0.name == arguments[1] }) else {
                    throw UsageError("\(program): unknown subcommand \"\(arguments[1])\"")
                }
                return .help(spec.help(program: program))
            }
            return .help(overview(commands, program: program))
        }
        guard let spec = commands.first(where: { $0.name == first }) else {
            if first.hasPrefix("-") {
                throw UsageError("\(program): unknown option \(first) (try \(program) --help)")
            }
            throw UsageError("\(program): unknown subcommand \"\(first)\" (try \(program) --help)")
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
            let end = rest.firstIndex(of: "--") ?? rest.endIndex
            if rest[..<end].contains(where: { $0 == "--help" || $0 == "-h" }) {
                return .help(spec.help(program: program))
            }
        }
        return .run(try parse(rest, spec: spec))
    }

    /// Parses one subcommand's arguments.
    static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(command: spec.name)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            guard argument.hasPrefix("--") else {
                throw UsageError("\(spec.name): unknown option \(argument)")
            }
            var name = String(argument.dropFirst(2))
            var inline: String? = nil
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw UsageError("\(spec.name): unknown option --\(name)")
            }
            if option.takesValue {
                if let inline {
                    parsed.values[name] = inline
                } else {
                    guard index < arguments.count else {
                        throw UsageError("\(spec.name): --\(name) needs a value (\(option.value ?? ""))")
                    }
                    parsed.values[name] = arguments[index]
                    index += 1
                }
            } else {
                if inline != nil { throw UsageError("\(spec.name): --\(name) takes no value") }
                parsed.flags.insert(name)
            }
        }
        // A positional named in brackets (`[URL|PID]`) may be left out.
        let required = spec.positionals.filter { !$0.hasPrefix("[") }.count
        if parsed.positionals.count < required {
            let missing = spec.positionals[parsed.positionals.count]
            throw UsageError("\(spec.name): missing \(missing)")
        }
        if parsed.positionals.count > spec.positionals.count {
            let extra = parsed.positionals[spec.positionals.count]
            throw UsageError("\(spec.name): unexpected argument \"\(extra)\"")
        }
        return parsed
    }

    /// The top-level help: every subcommand with its summary.
    static func overview(_ commands: [CommandSpec], program: String) -> String {
        var lines = [
            "\(program): tuning panels in the terminal, as text and as JSON", "",
            "usage: \(program) SUBCOMMAND [options] [arguments]", "", "subcommands:",
        ]
        let column = (commands.map(\.name.count).max() ?? 0) + 2
        for command in commands {
            lines.append(
                "  " + command.name + String(repeating: " ", count: column - command.name.count)
                    + command.summary)
        }
        lines.append("")
        lines.append("\(program) SUBCOMMAND --help shows a subcommand's options.")
        return lines.joined(separator: "\n")
    }
}
