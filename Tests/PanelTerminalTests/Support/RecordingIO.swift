import Synchronization

@testable import PanelTerminal

/// A `CommandIO` that feeds fixed standard input and records what the command writes.
final class RecordingIO: Sendable {
    private let output = Mutex<[UInt8]>([])
    private let errors = Mutex<[UInt8]>([])
    let input: [UInt8]
    let environment: [String: String]
    let isTerminal: Bool

    init(input: String = "", environment: [String: String] = [:], isTerminal: Bool = false) {
        self.input = Array(input.utf8)
        self.environment = environment
        self.isTerminal = isTerminal
    }

    var io: CommandIO {
        CommandIO(
            readInput: { [input] () throws(FileError) -> [UInt8] in input },
            write: { bytes in self.output.withLock { $0 += bytes } },
            writeError: { bytes in self.errors.withLock { $0 += bytes } },
            environment: environment, outputIsTerminal: isTerminal, terminalColumns: nil)
    }

    var stdout: String { output.withLock { String(decoding: $0, as: UTF8.self) } }
    var stderr: String { errors.withLock { String(decoding: $0, as: UTF8.self) } }

    /// Runs a command line and returns its status.
    func run(_ arguments: String...) -> Int32 {
        PanelCommand.run(arguments, io: io)
    }
}
