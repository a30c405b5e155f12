/// The arguments of one subcommand after parsing: option values, flags and positionals.
///
/// ```swift
/// let parsed = try ArgumentParser.parse(["--width", "60", "panel.json"], for: render)
/// parsed.value("width")   // "60"
/// parsed.positionals      // ["panel.json"]
/// ```
struct ParsedArguments: Equatable, Sendable {
    /// The subcommand's name.
    var command: String
    /// Options with a value, by name (the last one given wins).
    var values: [String: String] = [:]
    /// Flags given, by name.
    var flags: Set<String> = []
    /// Positional arguments in order.
    var positionals: [String] = []

    /// The value of an option, or `nil` when it was not given.
    func value(_ name: String) -> String? { values[name] }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of an option as a positive whole number, or `nil` when it was not given.
    func positiveInteger(_ name: String) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), number > 0, number <= 10_000 else {
            throw UsageError("\(command): --\(name) expects a whole number from 1 to 10000, got \"\(text)\"")
        }
        return number
    }

    /// The value of an option that must be one of `choices`, or `nil` when it was not given.
    func choice(_ name: String, of choices: [String]) throws(UsageError) -> String? {
        guard let text = values[name] else { return nil }
        guard choices.contains(text) else {
            throw UsageError(
                "\(command): --\(name) expects \(choices.joined(separator: ", ")), got \"\(text)\"")
        }
        return text
    }
}
