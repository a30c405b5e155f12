import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Handlers to install (never run: the tests read the installed action back, raising a signal
/// in a test process that may block it would end the process later).
private func hear(_ signal: Int32) {}
private func hearDetailed(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {}

/// The one signal-install helper the live terminal and the discovery-file cleanup share.
@Suite(.serialized) struct SignalHandlerTests {
    /// The handler a signal's current action runs, as a number (to compare function pointers).
    func currentHandler(of signal: Int32) -> (address: Int, flags: Int32) {
        var current = sigaction()
        sigaction(signal, nil, &current)
        #if canImport(Darwin)
            let handler = unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
        #else
            let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        #endif
        return (handler, current.sa_flags)
    }

    @Test func aPlainHandlerIsInstalledAndTheReplacedActionIsKeptToPutBack() {
        let before = currentHandler(of: SIGUSR2)
        var previous = sigaction()
        #expect(SignalHandler.install(hear, for: SIGUSR2, flags: SA_RESTART, previous: &previous))
        let installed = currentHandler(of: SIGUSR2)
        #expect(installed.address == unsafeBitCast(hear as SignalHandler.Plain, to: Int.self))
        #expect(installed.flags & SA_RESTART != 0)
        #expect(installed.flags & Int32(truncatingIfNeeded: SA_SIGINFO) == 0)
        // What it kept is what was there: putting it back gives the signal its old handler.
        sigaction(SIGUSR2, &previous, nil)
        #expect(currentHandler(of: SIGUSR2).address == before.address)
    }

    @Test func aDetailedHandlerIsInstalledWithSigInfo() {
        var previous = sigaction()
        #expect(SignalHandler.install(detailed: hearDetailed, for: SIGUSR2, previous: &previous))
        let installed = currentHandler(of: SIGUSR2)
        #expect(installed.address == unsafeBitCast(hearDetailed as SignalHandler.Detailed, to: Int.self))
        #expect(installed.flags & Int32(truncatingIfNeeded: SA_SIGINFO) != 0)
        sigaction(SIGUSR2, &previous, nil)
    }

    @Test func aSignalThatCannotBeCaughtIsRefused() {
        var previous = sigaction()
        #expect(!SignalHandler.install(hear, for: SIGKILL, previous: &previous))
    }
}
