#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place a signal handler is installed (`sigaction` with an empty mask), for the live
/// terminal's relay and restoring handlers and the server's discovery-file cleanup.
///
/// Each call keeps the action it replaces where the caller says, so that the caller can put it
/// back or hand the signal on to it. Only `sigemptyset` and `sigaction` are called: safe in a
/// signal handler too.
///
/// ```swift
/// var previous = sigaction()
/// SignalHandler.install(onHangUp, for: SIGHUP, previous: &previous)
/// ```
package enum SignalHandler {
    /// A handler that reads only the signal's number (`sa_handler`).
    package typealias Plain = @convention(c) (Int32) -> Void
    /// A handler that reads the signal's details too (`sa_sigaction`, installed with
    /// `SA_SIGINFO`).
    package typealias Detailed =
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// Installs `handler` for `signal` with `flags` and an empty mask, and stores the action it
    /// replaces in `previous`; `false` when `sigaction` refuses (then nothing changed).
    @discardableResult
    package static func install(
        _ handler: Plain, for signal: Int32, flags: Int32 = 0, previous: inout sigaction
    )
        -> Bool
    {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        return install(action, for: signal, flags: flags, previous: &previous)
    }

    /// Installs `handler` for `signal` with `flags` and `SA_SIGINFO` and an empty mask, and
    /// stores the action it replaces in `previous`; `false` when `sigaction` refuses.
    @discardableResult
    package static func install(
        detailed handler: Detailed, for signal: Int32, flags: Int32 = 0, previous: inout sigaction
    ) -> Bool {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_sigaction = handler
        #else
            action.__sigaction_handler.sa_sigaction = handler
        #endif
        return install(
            action, for: signal, flags: flags | Int32(truncatingIfNeeded: SA_SIGINFO), previous: &previous)
    }

    private static func install(
        _ action: sigaction, for signal: Int32, flags: Int32, previous: inout sigaction
    )
        -> Bool
    {
        var action = action
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        return sigaction(signal, &action, &previous) == 0
    }
}
