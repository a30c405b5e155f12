/// One `--name` option a subcommand accepts: a flag, or an option with a value.
///
/// ```swift
/// OptionSpec("width", value: "N", help: "columns to render at")
/// OptionSpec("frames", help: "outline every frame")
/// ```
struct OptionSpec: Sendable {
    /// The name without dashes.
    let name: String
    /// The value's placeholder in help (`N`, `FORMAT`), or `nil` for a flag.
    let value: String?
    /// The one-line help text.
    let help: String

    init(_ name: String, value: String? = nil, help: String) {
        self.name = name
        self.value = value
        self.help = help
    }

    /// Whether the option takes a value.
    var takesValue: Bool { value != nil }
}
