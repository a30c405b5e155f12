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

/// `attach` with several servers running lists them as `list` does: real tabs between the
/// fields, each field cleaned for the terminal.
@Suite struct RemoteListingTests {
    static let servers = [
        RemoteCommands.Server(
            pid: 4242, name: "particles", panels: ["Emitter", "Camera"], url: "http://a/?token=x"),
        RemoteCommands.Server(
            pid: 77, name: "evil\tname\u{1B}]0;pwned\u{07}", panels: ["Card"], url: "http://b/"),
    ]

    @Test func theLinesHaveRealTabsAndCleanFields() {
        let lines = RemoteCommands.lines(Self.servers)
        #expect(lines[0] == "4242\tparticles\tEmitter,Camera\thttp://a/?token=x")
        #expect(lines[1].split(separator: "\t").count == 4)
        #expect(!lines[1].contains("\u{1B}") && !lines[1].contains("\u{07}"))
        #expect(lines[1].hasPrefix("77\tevil␉name"))
    }

    @Test func attachListsTheServersAsListDoes() {
        let remote = RemoteCommands(
            serveHTTP: { _, _, _, _ in 0 }, list: { _ in 0 },
            connect: { _, _ in
                throw RemoteCommands.Failure(
                    "several panel servers are running; name one by its process id:", servers: Self.servers)
            })
        let terminal = RecordingIO(isTerminal: true)
        var io = terminal.io
        io.inputIsTerminal = true
        #expect(PanelCommand.run(["attach"], io: io, remote: remote) == 1)
        let expected =
            "attach: several panel servers are running; name one by its process id:\n"
            + RemoteCommands.lines(Self.servers).map { "  " + $0 + "\n" }.joined()
        #expect(terminal.stderr == expected)
        #expect(terminal.stderr.contains("\t"))
        #expect(!terminal.stderr.contains("␉particles"))
    }
}
