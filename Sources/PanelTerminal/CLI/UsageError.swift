/// A command line that cannot be run: an unknown subcommand or option, a missing or extra
/// argument, or a value of the wrong form. The command prints ``message`` as one line and exits
/// with status 2.
///
/// ```swift
/// UsageError("render: --width expects a positive whole number, got \"wide\"")
/// ```
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line reason.
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
