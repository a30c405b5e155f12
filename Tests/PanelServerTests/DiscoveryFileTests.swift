import Foundation
import Testing

@testable import PanelServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct DiscoveryFileTests {
    @Test func aRunningProcessIsRunning() {
        #expect(DiscoveryFile.isRunning(getpid()))
    }

    /// A server killed by a signal stays a zombie until its parent reaps it; `panelkit list`
    /// must see it as gone (it saw it as running: `kill(pid, 0)` succeeds on a zombie).
    @Test func anUnreapedChildThatEndedIsNotRunning() throws {
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("true"), nil]
        defer { for argument in arguments { free(argument) } }
        let status = posix_spawnp(&pid, "true", nil, nil, arguments, environ)
        try #require(status == 0)
        // Not reaped yet: wait until it has ended (a zombie), without collecting it.
        var ended = false
        for _ in 0..<200 where !ended {
            usleep(10_000)
            var info = siginfo_t()
            // ECHILD: something else in the process reaped it, which ends it all the same.
            ended = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == 0 || errno == ECHILD
        }
        try #require(ended)
        // Unless reaped elsewhere, the process table still holds it: `kill(pid, 0)` succeeds.
        #expect(!DiscoveryFile.isRunning(pid))
        var collected: Int32 = 0
        waitpid(pid, &collected, 0)
    }

    /// A file whose pid is no process id (1e300) is not a server's, and reading it does not
    /// crash `panelkit list` (the pid went through `Int(_:)`, which traps on it).
    @Test func aFileWithAnImpossiblePidIsNotAServer() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "server-discovery-\(getpid()).json"
        ).path
        try Data(#"{"pid":1e300,"name":"x","panels":[],"url":"http://127.0.0.1:1/"}"#.utf8).write(
            to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        #expect(DiscoveryFile.read(path) == nil)
    }
}
