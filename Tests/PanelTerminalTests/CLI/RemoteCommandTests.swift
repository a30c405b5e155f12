import Synchronization
import Testing

@testable import PanelTerminal

/// What the recording network commands were asked, in order.
final class Calls: Sendable {
    let list = Mutex<[String]>([])
}

@Suite struct RemoteCommandTests {
    /// Network commands that record what they were asked.
    static func recording(_ calls: Calls) -> RemoteCommands {
        RemoteCommands(
            serveHTTP: { panel, host, port, _ in
                calls.list.withLock {
                    $0.append("serve \(host ?? "loopback") \(port) \(panel.document.values.count)")
                }
                return 0
            },
            list: { _ in
                calls.list.withLock { $0.append("list") }
                return 0
            },
            connect: { target, _ in
                calls.list.withLock { $0.append("connect \(target ?? "only")") }
                throw RemoteCommands.Failure("no panel server is running")
            })
    }

    static let document = """
        {"format":"panelkit","version":1,"root":{"kind":"panel","title":"T","children":[
          {"kind":"toggle","id":"on","label":"on"}]},"values":{"on":true}}
        """

    @Test func serveWithHTTPChecksItsArguments() {
        let calls = Calls()
        let io = RecordingIO(input: Self.document)
        #expect(PanelCommand.run(["serve", "-", "--http"], io: io.io, remote: Self.recording(calls)) == 2)
        #expect(io.stderr.contains("--http needs a file"))
        #expect(
            PanelCommand.run(
                ["serve", "x.json", "--http", "--port", "70000"], io: io.io, remote: Self.recording(calls))
                == 2)
        #expect(calls.list.withLock { $0 }.isEmpty)
    }

    @Test func listAndAttachNeedTheNetworkCommands() {
        let io = RecordingIO()
        #expect(PanelCommand.run(["list"], io: io.io) == 2)
        #expect(io.stderr.contains("no network commands"))
        let calls = Calls()
        #expect(PanelCommand.run(["list"], io: io.io, remote: Self.recording(calls)) == 0)
        #expect(calls.list.withLock { $0 } == ["list"])
    }

    @Test func attachTakesAnOptionalTargetAndNeedsATerminal() {
        let calls = Calls()
        let io = RecordingIO()
        #expect(PanelCommand.run(["attach"], io: io.io, remote: Self.recording(calls)) == 1)
        #expect(io.stderr.contains("needs a terminal"))
        let terminal = RecordingIO(isTerminal: true)
        var withTerminal = terminal.io
        withTerminal.inputIsTerminal = true
        #expect(PanelCommand.run(["attach", "1234"], io: withTerminal, remote: Self.recording(calls)) == 1)
        #expect(terminal.stderr.contains("attach: no panel server is running"))
        #expect(calls.list.withLock { $0 } == ["connect 1234"])
        #expect(PanelCommand.run(["attach", "a", "b"], io: io.io, remote: Self.recording(calls)) == 2)
    }
}
