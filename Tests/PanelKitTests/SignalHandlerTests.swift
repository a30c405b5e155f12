import Synchronization
import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals the handlers below heard, last first.
private let heard = Atomic<Int32>(0)
private let heardDetailed = Atomic<Int32>(0)

private func hear(_ signal: Int32) { heard.store(signal, ordering: .relaxed) }
private func hearDetailed(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    heardDetailed.store(info?.pointee.si_signo ?? -1, ordering: .relaxed)
}

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

    @Test func aPlainHandlerRunsAndTheReplacedActionIsKeptToPutBack() {
        let before = currentHandler(of: SIGUSR2)
        var previous = sigaction()
        #expect(SignalHandler.install(hear, for: SIGUSR2, previous: &previous))
        raise(SIGUSR2)
        #expect(heard.load(ordering: .relaxed) == SIGUSR2)
        // What it kept is what was there: putting it back gives the signal its old handler.
        sigaction(SIGUSR2, &previous, nil)
        #expect(currentHandler(of: SIGUSR2).address == before.address)
    }

    @Test func aDetailedHandlerIsInstalledWithSigInfoAndReadsTheSignal() {
        var previous = sigaction()
        #expect(SignalHandler.install(detailed: hearDetailed, for: SIGUSR2, previous: &previous))
        #expect(currentHandler(of: SIGUSR2).flags & Int32(truncatingIfNeeded: SA_SIGINFO) != 0)
        raise(SIGUSR2)
        #expect(heardDetailed.load(ordering: .relaxed) == SIGUSR2)
        sigaction(SIGUSR2, &previous, nil)
    }

    @Test func aSignalThatCannotBeCaughtIsRefused() {
        var previous = sigaction()
        #expect(!SignalHandler.install(hear, for: SIGKILL, previous: &previous))
    }
}
